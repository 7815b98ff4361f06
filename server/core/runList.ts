// Every list runs here (DESIGN "Lists"): the arguments are planned against the list's fields (listEngine.ts), the
// page is read by the list's own query, and the total is counted the same way for all of them. The count reads
// the list's base table alone unless a filter needs a joined table; a page shorter than its limit needs no count.
// Counting stops at EXACT_COUNT_MAX + 1 rows (a list may choose fewer): past that, the total is the planner's
// estimate and meta says so (counting a million orders costs more than the page itself).
import { and, count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { tenantOfTransaction, type Tx } from "../db";
import { estimatedRows } from "./estimatedRows";
import { createTtlCache } from "./ttlCache";
import { listPage, planList, type ListFieldMap, type ListPage, type ListPlan, type ListPlanOptions, type ListQueryArgs } from "./listEngine";

/** A table the list's fields may read, joined to the base table on a key: each row meets at most one of it. */
export interface ListJoin {
  table: PgTable;
  on: SQL | undefined;
  type: "inner" | "left";
}

/** A table every row has exactly one of (a foreign key): it never changes the count. */
export const innerJoin = (table: PgTable, on: SQL | undefined): ListJoin => ({ table, on, type: "inner" });
/** A table a row has at most one of. */
export const leftJoin = (table: PgTable, on: SQL | undefined): ListJoin => ({ table, on, type: "left" });

/** What one page query reads: the rows matching `where`, in `orderBy` order, `limit` of them from `offset`. */
export interface ListWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A page whose query also counted every match (e.g. `count(*) over ()`); total is null when it could not. */
export interface CountedRows<Item> {
  data: Item[];
  total: number | null;
  /** The total is an estimate (more than EXACT_COUNT_MAX match). */
  estimated?: boolean;
}

export interface ListSource<Item> extends Omit<ListPlanOptions, "baseTable"> {
  fields: ListFieldMap;
  /** The table each row of the list is a row of. */
  from: PgTable;
  /** The tables the fields read besides `from`: counted with only when a filter reads one of them. */
  joins?: readonly ListJoin[];
  /** The rows the list may show at all (the tenant, the allowed locations…), on `from`'s columns; the filter is ANDed. */
  where: SQL | undefined;
  /** Counted exactly up to this many rows (default EXACT_COUNT_MAX): lower where each row costs more to test. */
  exactCountMax?: number;
  /**
   * A page asked for with `after` (the previous page's last row) starts right after that row instead of skipping
   * the rows before it, when the sort allows (never-null columns of `from`): for lists scrolled far (orders, lots).
   * The page query must not count its matches itself (they would be only those after the row).
   */
  keyset?: boolean;
  /** Reads one page (with whatever it joins or loads besides). */
  page(window: ListWindow): Promise<Item[] | CountedRows<Item>>;
}

/** The total a page itself shows: a page shorter than its limit is the last one (an empty page only on page 1). */
function totalOfLastPage(plan: ListPlan, rows: number): number | null {
  return rows < plan.limit && (rows > 0 || plan.offset === 0) ? plan.offset + rows : null;
}

/** Up to this many matching rows a list's total is exact, unless the list sets a lower bound of its own. */
const EXACT_COUNT_MAX = 2000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

function matchingRows(tx: Tx, source: ListSource<unknown>, where: SQL | undefined, withJoins: boolean) {
  let query = tx.select({ one: sql<number>`1`.as("one") }).from(source.from).$dynamic();
  for (const join of withJoins ? (source.joins ?? []) : []) {
    query = join.type === "inner" ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on);
  }
  return query.where(where);
}

// An estimated total (a list past its exact count) is kept half a minute per tenant and query: the next page,
// or the next user of the same list, shows the same "about" without counting thousands of rows again.
const ESTIMATE_TTL_MS = 30_000;
const estimatedTotals = createTtlCache<number>(ESTIMATE_TTL_MS, 5_000);

/**
 * The exact count up to the list's bound, else the planner's estimate (never below what was seen). `exact` counts
 * every row: a page past the end of an estimated list (its "last page" was a guess) learns where the end is.
 */
async function countRows(tx: Tx, source: ListSource<unknown>, where: SQL | undefined, withJoins: boolean, seen: number, exact: boolean): Promise<ListTotal> {
  const exactMax = source.exactCountMax ?? EXACT_COUNT_MAX;
  // limit() changes the builder it is called on: the estimate below builds the query again, without it
  const matching = matchingRows(tx, source, where, withJoins);
  const tenantId = tenantOfTransaction(tx);
  const key = tenantId === undefined || exact ? undefined : JSON.stringify([tenantId, exactMax, matching.toSQL()]);
  const known = key === undefined ? undefined : estimatedTotals.get(key);
  if (known !== undefined) return { total: Math.max(known, seen), estimated: true };
  const [{ total }] = await tx.select({ total: count() }).from((exact ? matching : matching.limit(exactMax + 1)).as("matching"));
  if (exact || total <= exactMax) return { total, estimated: false };
  const estimate = Math.max(await estimatedRows(tx, matchingRows(tx, source, where, withJoins)), total);
  if (key !== undefined) estimatedTotals.set(key, estimate);
  return { total: Math.max(estimate, seen), estimated: true };
}

/** The page of the list the arguments ask for, and how many rows match in all. */
export async function runList<Item>(tx: Tx, args: ListQueryArgs, source: ListSource<Item>): Promise<ListPage<Item>> {
  const { fields, from, tieBreaker, defaultSort, maxLimit } = source;
  const keysetScope = source.keyset ? (source.where ?? sql`true`) : undefined;
  const plan = planList(fields, args, { tieBreaker, defaultSort, maxLimit, baseTable: from, keysetScope });
  const where = and(source.where, plan.where);
  const byOffset = { where, orderBy: plan.orderBy, limit: plan.limit, offset: plan.offset };
  // after a row that is not there (or not the caller's), the page is read by offset after all
  const afterRow = plan.afterKey ? await source.page({ ...byOffset, where: and(where, plan.afterKey), offset: 0 }) : null;
  const page = afterRow && (Array.isArray(afterRow) ? afterRow : afterRow.data).length > 0 ? afterRow : await source.page(byOffset);
  const { data, total, estimated = false } = Array.isArray(page) ? { data: page, total: null } : page;
  const known = total ?? totalOfLastPage(plan, data.length);
  const pastTheEnd = data.length === 0 && plan.offset > 0;
  const counted = known === null ? await countRows(tx, source, where, plan.filtersJoined, plan.offset + data.length, pastTheEnd) : { total: known, estimated };
  return listPage(plan, data, counted.total, counted.estimated);
}
