// The Stock movement report (getStockMovementReport, reporting-analytics:reports:read; issue 28): per product and
// location over a range of business days, the units and value at cost held at the start (opening), what came in
// (stock intake, transfers received, customers' returns, adjustments and counts that found stock), what went out
// (sales, transfers sent, returns to vendors, adjustments and counts that wrote stock off) and what was held at
// the end (closing = opening + in − out). Read from the stock movement rollup (README "Stock movement report"),
// never from the ledger: the opening is what the location holds now (its stock levels and the few packs held by a
// count or a pending adjustment) less every movement since the range's first day, so the report reads the rollup's
// rows from that day on, however long the history before it. Money stays numeric in SQL.
import { sql, type SQL } from "drizzle-orm";
import { toMoneyNumber } from "../../../common/money";
import { stockMovementReportDownloadSchema, stockMovementReportSchema, type StockMovementReportFilters } from "../../../common/schemas/stockMovementReport";
import { uuidList } from "../../db/uuidList";
import { queryRows } from "../../db";
import { appError, parseInput } from "../../core/errors";
import { requireAuth, type ServiceScope } from "../../core/context";
import { heldNow, MOVEMENT_FLOWS } from "../inventory";

/** The report's measures in the rollup's order, each a pair of units and value. */
export const MOVEMENT_COLUMNS = ["received", "transferIn", "customerReturn", "found", "sold", "transferOut", "vendorReturn", "writtenOff"] as const;
type Movement = (typeof MOVEMENT_COLUMNS)[number];
const INS = MOVEMENT_COLUMNS.slice(0, 4);
const OUTS = MOVEMENT_COLUMNS.slice(4);

type Pair = { units: number; value: number };
export type StockMovementTotals = Record<Movement | "opening" | "in" | "out" | "closing", Pair>;

export interface StockMovementRow extends StockMovementTotals {
  productId: string;
  productCode: string;
  productName: string;
  locationId: string;
  locationName: string;
}

export interface StockMovementReport {
  data: StockMovementRow[];
  meta: { page: number; limit: number; total: number };
  totals: StockMovementTotals;
}

export interface StockMovementReportArgs {
  from?: unknown;
  to?: unknown;
  locationIds?: unknown;
  productId?: unknown;
  categoryId?: unknown;
  page?: number | null;
  limit?: number | null;
}

const LIMIT_MAX = 1000;
const LOCATION_MESSAGE = "You do not have access to one of the chosen locations.";

/** Checks the filters for the user: BAD_USER_INPUT naming the field, FORBIDDEN naming locationIds outside theirs. */
export function stockMovementFilters(scope: ServiceScope, args: StockMovementReportArgs, options: { download?: boolean } = {}): StockMovementReportFilters {
  const input = { from: args.from, to: args.to, locationIds: args.locationIds, productId: args.productId, categoryId: args.categoryId };
  const filters = parseInput(options.download ? stockMovementReportDownloadSchema : stockMovementReportSchema, input);
  const allowed = requireAuth(scope).allowedLocationIds;
  if ((filters.locationIds ?? []).some((id) => !allowed.includes(id))) throw appError("FORBIDDEN", LOCATION_MESSAGE, { fields: { locationIds: LOCATION_MESSAGE } });
  return filters;
}

/** snake_case of a rollup column pair, as the rollup names it. */
const ROLLUP_COLUMN: Record<Movement, string> = Object.fromEntries(
  MOVEMENT_COLUMNS.map((column, index) => [column, MOVEMENT_FLOWS[index].column]),
) as Record<Movement, string>;

const netSince = (measure: "units" | "value") =>
  sql.raw(`sum(0 ${MOVEMENT_FLOWS.map((flow) => `${flow.direction === 1 ? "+" : "-"} x.${flow.column}_${measure}`).join(" ")})`);

/**
 * The report's rows (`location_id`, `product_id`, labels, `opening_units`, `opening_value`, each movement's
 * `…_units` and `…_value`): the pairs with anything held at the start or moved in the range.
 */
export function stockMovementRowsQuery(scope: ServiceScope, filters: StockMovementReportFilters): SQL {
  const places = filters.locationIds ?? requireAuth(scope).allowedLocationIds;
  const locations = places.length > 0 ? uuidList(places) : sql`null`;
  const tenant = sql`${scope.tenantId}::uuid`;
  const periodColumns = MOVEMENT_FLOWS.flatMap((flow) => [`${flow.column}_units`, `${flow.column}_value`]);
  const periodSums = sql.join(
    periodColumns.map((column) => sql`coalesce(sum(x.${sql.raw(column)}) filter (where x.day <= ${filters.to}::date), 0) as ${sql.raw(column)}`),
    sql`, `,
  );
  const productFilter = filters.productId ? sql`and p.id = ${filters.productId}::uuid` : sql``;
  const categoryFilter = filters.categoryId
    ? sql`and exists (select 1 from product_categories pc where pc.tenant_id = ${tenant} and pc.product_id = p.id and pc.category_id = ${filters.categoryId}::uuid)`
    : sql``;
  const movedNothing = sql.raw(periodColumns.map((column) => `coalesce(m.${column}, 0) = 0`).join(" and "));
  return sql`with moved as (
      select x.location_id, x.product_id, ${netSince("units")} as since_units, ${netSince("value")} as since_value, ${periodSums}
      from stock_movement_daily x
      where x.tenant_id = ${tenant} and x.location_id in (${locations}) and x.day >= ${filters.from}::date
        ${filters.productId ? sql`and x.product_id = ${filters.productId}::uuid` : sql``}
      group by x.location_id, x.product_id),
    held as (${heldNow(scope.tenantId, locations)}),
    pairs as (
      select coalesce(m.location_id, h.location_id) as location_id, coalesce(m.product_id, h.product_id) as product_id,
        coalesce(h.units, 0) - coalesce(m.since_units, 0) as opening_units, coalesce(h.value, 0) - coalesce(m.since_value, 0) as opening_value,
        ${sql.raw(periodColumns.map((column) => `coalesce(m.${column}, 0) as ${column}`).join(", "))}
      from moved m full join held h on h.location_id = m.location_id and h.product_id = m.product_id
      where not (${movedNothing} and coalesce(h.units, 0) - coalesce(m.since_units, 0) = 0 and coalesce(h.value, 0) - coalesce(m.since_value, 0) = 0))
    select r.*, p.secondary_id as product_code, p.name as product_name, loc.name as location_name
    from pairs r
    join products p on p.tenant_id = ${tenant} and p.id = r.product_id ${productFilter} ${categoryFilter}
    join locations loc on loc.tenant_id = ${tenant} and loc.id = r.location_id`;
}

/** The in, out and closing of a row of opening and movements (`s`), as SQL over its columns. */
const DERIVED = sql.raw(
  [
    (measure: string) => `${INS.map((column) => `s.${ROLLUP_COLUMN[column]}_${measure}`).join(" + ")} as in_${measure}`,
    (measure: string) => `${OUTS.map((column) => `s.${ROLLUP_COLUMN[column]}_${measure}`).join(" + ")} as out_${measure}`,
    (measure: string) =>
      `s.opening_${measure} ${INS.map((column) => `+ s.${ROLLUP_COLUMN[column]}_${measure}`).join(" ")} ${OUTS.map((column) => `- s.${ROLLUP_COLUMN[column]}_${measure}`).join(" ")} as closing_${measure}`,
  ]
    .flatMap((derive) => [derive("units"), derive("value")])
    .join(", "),
);

const PAIR_COLUMNS = ["opening", ...MOVEMENT_FLOWS.map((flow) => flow.column), "in", "out", "closing"];

/** The totals over the rows `t` (text, so that numeric sums stay exact on their way to Node). */
const TOTALS = sql.raw(
  ["count(*)::text as row_count", ...PAIR_COLUMNS.flatMap((column) => [`coalesce(sum(t.${column}_units), 0)::text as ${column}_units`, `coalesce(sum(t.${column}_value), 0)::text as ${column}_value`])].join(", "),
);

type SqlRow = Record<string, unknown>;

const pair = (row: SqlRow, column: string): Pair => ({ units: Number(row[`${column}_units`] ?? 0), value: toMoneyNumber(String(row[`${column}_value`] ?? 0)) });

function toTotals(row: SqlRow): StockMovementTotals {
  const pairs = Object.fromEntries(MOVEMENT_COLUMNS.map((column) => [column, pair(row, ROLLUP_COLUMN[column])])) as Record<Movement, Pair>;
  return { ...pairs, opening: pair(row, "opening"), in: pair(row, "in"), out: pair(row, "out"), closing: pair(row, "closing") };
}

export function toStockMovementRow(row: SqlRow): StockMovementRow {
  return {
    productId: String(row.product_id ?? ""),
    productCode: String(row.product_code ?? ""),
    productName: String(row.product_name ?? ""),
    locationId: String(row.location_id ?? ""),
    locationName: String(row.location_name ?? ""),
    ...toTotals(row),
  };
}

/** The rows with in, out and closing, in the report's order (product, then location). */
const withDerived = (rows: SQL) => sql`select s.*, ${DERIVED} from (${rows}) s`;
const ORDER = sql`t.product_name, t.product_code, t.location_name, t.location_id`;

export async function stockMovementReport(scope: ServiceScope, args: StockMovementReportArgs): Promise<StockMovementReport> {
  const filters = stockMovementFilters(scope, args);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), LIMIT_MAX);
  const page = Math.max(args.page ?? 1, 1);
  const rows = await queryRows<SqlRow>(
    scope.tx,
    sql`with t as materialized (${withDerived(stockMovementRowsQuery(scope, filters))})
      select t.*, (select row_to_json(a) from (select ${TOTALS} from t) a) as totals from t order by ${ORDER} limit ${limit} offset ${(page - 1) * limit}`,
  );
  // a page past the end has no row to carry the totals: only then are they read on their own
  const totals = (rows[0]?.totals as SqlRow | undefined) ?? (await queryRows<SqlRow>(scope.tx, sql`select ${TOTALS} from (${withDerived(stockMovementRowsQuery(scope, filters))}) t`))[0];
  return { data: rows.map(toStockMovementRow), meta: { page, limit, total: Number(totals.row_count ?? 0) }, totals: toTotals(totals) };
}

/** The download's rows: the report's rows, then one row of totals (product name "Total"), in that order. */
export function stockMovementDownloadQuery(scope: ServiceScope, filters: StockMovementReportFilters): SQL {
  const sums = sql.raw(PAIR_COLUMNS.flatMap((column) => [`coalesce(sum(t.${column}_units), 0) as ${column}_units`, `coalesce(sum(t.${column}_value), 0) as ${column}_value`]).join(", "));
  const columns = sql.raw(PAIR_COLUMNS.flatMap((column) => [`t.${column}_units`, `t.${column}_value`]).join(", "));
  return sql`with t as materialized (${withDerived(stockMovementRowsQuery(scope, filters))})
    select * from (
      select 0 as part, t.product_code, t.product_name, t.location_name, t.location_id, ${columns} from t
      union all
      select 1, '', 'Total', '', null, ${sums} from t
    ) t
    order by t.part, ${ORDER}`;
}
