// The product search (name LIKE: the list's search box, the pickers, the option lists) matches search_key, the
// product's name, SKU and GTIN lower-cased when written. Two plans, chosen by the planner's estimate of the
// matches: a common pattern ('tab' matches every tablet) reads the products in the page's order and stops at the
// page, testing each row (cheap on search_key, and row-level security keeps LIKE from an index anyway); a rare
// one reads only its matches through the trigram index (catalogue_products_matching, run as the table's owner).
import { sql, type SQL } from "drizzle-orm";
import { LIKE_VALUE_MAX } from "../../../common/list";
import { queryRows, type Tx } from "../../db";
import { products } from "../../db/schema";
import { containsPattern, type ListFieldMap, type ListQueryArgs } from "../../core/listEngine";
import type { ListTotal } from "../../core/runList";
import { createTtlCache } from "../../core/ttlCache";

/**
 * From this many estimated matches the search reads in the page's order rather than through the index. Reading in
 * order costs about 5 µs a row until 20 match; through the index about 2 µs a match: over 50,000 products they
 * cross near 1,600 matches (measured in bench/README.md "Lists").
 */
const COMMON_SEARCH_ROWS = 1500;

/** A search's total is exact up to this many matches: each is a row read and tested, not an index entry. */
const SEARCH_EXACT_COUNT_MAX = 1000;

/**
 * From this many estimated matches the total is the estimate, not counted: the planner's estimate of a pattern is
 * read from a sample of 1,000 keys (statistics target), so three times the truth does not happen, and counting
 * the first 1,001 matches through the index costs 5 ms, more than the page itself.
 */
const UNCOUNTED_SEARCH_ROWS = 3 * SEARCH_EXACT_COUNT_MAX;

export const trigramSearch = (pattern: string): SQL => sql`${products.id} in (select catalogue_products_matching(${pattern}))`;
// strpos rather than LIKE: under row-level security the planner may not read search_key's statistics for LIKE
// and guesses a handful of matches for a long pattern, then sorts the whole table; for strpos it assumes a third,
// and reads in the page's order. (This plan is only chosen when the owner's estimate says the matches are many.)
const inlineSearch = (_pattern: string, value: string): SQL => sql`strpos(${products.searchKey}, lower(${value})) > 0`;

/** The request's product searches and how many other conditions it has. */
function searchesOf(args: ListQueryArgs): { searches: string[]; others: number } {
  const conditions = (args.filter ?? []).flatMap((group) => group.conditions);
  const searches = conditions.filter((condition) => condition.field === "name" && condition.operator === "LIKE").map((condition) => String(condition.value ?? ""));
  return { searches, others: conditions.length - searches.length };
}

export interface ProductSearchPlan {
  fields: ListFieldMap;
  /** The search reads its matches through the index: the page query may count them as it sorts them. */
  countsMatches: boolean;
  /** Counted exactly up to this many rows. */
  exactCountMax?: number;
  /** The list's total, known already when only the search filters it and the page reads in order. */
  total?: ListTotal;
}

// The planner's estimate of a pattern changes only when the products are analysed: kept a minute per tenant and
// pattern, so that paging through a search, or sorting it, asks once.
const ESTIMATE_TTL_MS = 60_000;
const estimates = createTtlCache<number>(ESTIMATE_TTL_MS, 5_000);

/** A pattern common enough to read in order, yet not surely past the exact count: its matches are counted. */
const needsCount = (matches: number) => matches >= COMMON_SEARCH_ROWS && matches < UNCOUNTED_SEARCH_ROWS;

/**
 * The owner's estimate of the matches and, when the pattern alone filters the list and needsCount, the matches
 * counted through the index up to SEARCH_EXACT_COUNT_MAX (the search function stops there): one statement, none
 * when the estimate is known and no count is needed.
 */
async function estimateAndCount(tx: Tx, tenantId: string, pattern: string, countable: boolean): Promise<{ matches: number; counted: number | null }> {
  const key = `${tenantId} ${pattern}`;
  const known = estimates.get(key);
  if (known !== undefined && !(countable && needsCount(known))) return { matches: known, counted: null };
  const count = sql`(select count(*)::int from (select catalogue_products_matching(${pattern}) limit ${SEARCH_EXACT_COUNT_MAX + 1}) as found)`;
  const [row] = await queryRows<{ matches: number; counted: number | null }>(
    tx,
    sql`select estimate.matches, ${countable ? sql`case when estimate.matches >= ${COMMON_SEARCH_ROWS} and estimate.matches < ${UNCOUNTED_SEARCH_ROWS} then ${count} end` : sql`null::int`} as counted
      from (select catalogue_products_matching_estimate(${pattern}) as matches) as estimate`,
  );
  estimates.set(key, row.matches);
  return row;
}

/** The list's total when only the search filters it and the page reads in order: the estimate, or the count. */
function searchTotal(matches: number, counted: number | null): ListTotal | undefined {
  if (matches >= UNCOUNTED_SEARCH_ROWS) return { total: matches, estimated: true };
  if (counted === null) return undefined;
  return counted <= SEARCH_EXACT_COUNT_MAX ? { total: counted, estimated: false } : { total: Math.max(counted, matches), estimated: true };
}

/** The fields to plan the list with, their name search bound to the cheaper plan for this request's pattern. */
export async function planProductSearch(tx: Tx, tenantId: string, args: ListQueryArgs, fields: ListFieldMap, narrowed: boolean): Promise<ProductSearchPlan> {
  const { searches, others } = searchesOf(args);
  // a search the list will refuse (too long) is never planned
  if (searches.length === 0 || searches[0].length > LIKE_VALUE_MAX) return { fields, countsMatches: false };
  // the trigram index finds a pattern by its three-letter pieces: a shorter one is counted by reading the rows
  const countable = searches.length === 1 && others === 0 && !narrowed && searches[0].trim().length >= 3;
  const { matches, counted } = await estimateAndCount(tx, tenantId, containsPattern(searches[0]), countable);
  if (matches < COMMON_SEARCH_ROWS) return { fields, countsMatches: true, exactCountMax: SEARCH_EXACT_COUNT_MAX };
  const total = countable ? searchTotal(matches, counted) : undefined;
  return { fields: { ...fields, name: { ...fields.name, like: inlineSearch } }, countsMatches: false, exactCountMax: SEARCH_EXACT_COUNT_MAX, total };
}
