// Every list runs here (DESIGN "Lists"): the arguments are planned against the list's fields (listEngine.ts), the
// page is read by the list's own query, and the total is counted the same way for all of them. The count reads
// the list's base table alone unless a filter needs a joined table; a page shorter than its limit needs no count.
import { and, count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db";
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
}

export interface ListSource<Item> extends Omit<ListPlanOptions, "baseTable"> {
  fields: ListFieldMap;
  /** The table each row of the list is a row of. */
  from: PgTable;
  /** The tables the fields read besides `from`: counted with only when a filter reads one of them. */
  joins?: readonly ListJoin[];
  /** The rows the list may show at all (the tenant, the allowed locations…), on `from`'s columns; the filter is ANDed. */
  where: SQL | undefined;
  /** Reads one page (with whatever it joins or loads besides). */
  page(window: ListWindow): Promise<Item[] | CountedRows<Item>>;
}

/** The total a page itself shows: a page shorter than its limit is the last one (an empty page only on page 1). */
function totalOfLastPage(plan: ListPlan, rows: number): number | null {
  return rows < plan.limit && (rows > 0 || plan.offset === 0) ? plan.offset + rows : null;
}

async function countRows(tx: Tx, source: ListSource<unknown>, where: SQL | undefined, withJoins: boolean): Promise<number> {
  let query = tx.select({ total: count() }).from(source.from).$dynamic();
  for (const join of withJoins ? (source.joins ?? []) : []) {
    query = join.type === "inner" ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on);
  }
  const [{ total }] = await query.where(where);
  return total;
}

/** The page of the list the arguments ask for, and how many rows match in all. */
export async function runList<Item>(tx: Tx, args: ListQueryArgs, source: ListSource<Item>): Promise<ListPage<Item>> {
  const { fields, from, tieBreaker, defaultSort, maxLimit } = source;
  const plan = planList(fields, args, { tieBreaker, defaultSort, maxLimit, baseTable: from });
  const where = and(source.where, plan.where);
  const page = await source.page({ where, orderBy: plan.orderBy, limit: plan.limit, offset: plan.offset });
  const { data, total } = Array.isArray(page) ? { data: page, total: null } : page;
  return listPage(plan, data, total ?? totalOfLastPage(plan, data.length) ?? (await countRows(tx, source, where, plan.filtersJoined)));
}
