// The Sales report (getSalesReport, reporting-analytics:reports:read; issue 28): per period (day, week, month) and
// group (store, register, cashier, category, product, payment method) the gross, discount, tax, fees, net (total −
// tax − fees), cost and margin (net − cost), added up by SQL from the sales rollups (README "Sales rollups"):
// sales minus returns of each business day (by month: of each whole month, sales_monthly, and of the days of the
// months the range cuts). Store, category and product read the goods (sales_daily), register
// and cashier the baskets (sales_till_daily, with orders and fees), payment method the money (sales_payment_daily:
// no cost, so no margin). A product in several categories counts under the first by name, so the rows add up to
// the totals. Money stays numeric in SQL; rows are read as numbers rounded to the paisa.
import { sql, type SQL } from "drizzle-orm";
import { toMoneyNumber } from "../../../common/money";
import { salesReportDownloadSchema, salesReportSchema, type SalesReportFilters, type SalesReportGroup, type SalesReportPeriod } from "../../../common/schemas/salesReport";
import { uuidList } from "../../db/uuidList";
import { queryRows } from "../../db";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { parseInput } from "../../core/errors";

export interface SalesReportRow {
  period: string;
  groupKey: string;
  groupLabel: string;
  orders: number | null;
  returns: number | null;
  units: number | null;
  gross: number;
  discount: number;
  tax: number;
  fees: number;
  total: number;
  net: number;
  cost: number | null;
  margin: number | null;
}

export type SalesReportTotals = Omit<SalesReportRow, "period" | "groupKey" | "groupLabel">;

export interface SalesReport {
  data: SalesReportRow[];
  meta: { page: number; limit: number; total: number };
  totals: SalesReportTotals;
}

export interface SalesReportArgs {
  from?: unknown;
  to?: unknown;
  period?: unknown;
  groupBy?: unknown;
  locationIds?: unknown;
  page?: number | null;
  limit?: number | null;
}

const LIMIT_MAX = 1000;

const PERIODS: Record<SalesReportPeriod, (day: SQL) => SQL> = {
  DAY: (day) => day,
  WEEK: (day) => sql`date_trunc('week', ${day}::timestamp)::date`,
  MONTH: (day) => sql`date_trunc('month', ${day}::timestamp)::date`,
};

/**
 * One rollup read: its table (as `x`, with what the key needs), the group key, its measures as aggregates, and the
 * label joined to the grouped rows (`r`), so that names are looked up once per group, not once per day.
 */
interface Source {
  /** The table read as `x`; `goods` is the goods' relation for the request (sales_daily, or days and months: goodsOf). */
  from: (tenantId: string, goods: SQL) => SQL;
  key: SQL;
  labelJoin: (tenantId: string) => SQL;
  label: SQL;
  orders: SQL;
  returns: SQL;
  units: SQL;
  gross: SQL;
  discount: SQL;
  tax: SQL;
  fees: SQL;
  total: SQL;
  cost: SQL;
  /** Whether the group holds anything (a cancellation leaves rows at zero). */
  present: SQL;
}

const net = (sold: string, returned: string) => sql.raw(`sum(x.${sold} - x.${returned})`);
const NONE = sql`null::numeric`;
const table = (name: string) => () => sql.raw(`${name} x`);
const goodsTable = (_tenantId: string, goods: SQL) => sql`${goods} x`;
const noLabel = () => sql``;

const GOODS = {
  from: goodsTable,
  orders: NONE,
  returns: NONE,
  units: net("sold_units", "returned_units"),
  gross: net("sold_gross", "returned_gross"),
  discount: net("sold_discount", "returned_discount"),
  tax: net("sold_tax", "returned_tax"),
  fees: sql`0::numeric`,
  total: net("sold_total", "returned_total"),
  cost: net("sold_cost", "returned_cost"),
  present: sql`bool_or(x.sold_units <> 0 or x.returned_units <> 0 or x.sold_total <> 0 or x.returned_total <> 0)`,
};

const TILLS = {
  from: table("sales_till_daily"),
  orders: sql`sum(x.sales)`,
  returns: sql`sum(x.returns)`,
  units: net("sold_units", "returned_units"),
  gross: net("sold_gross", "returned_gross"),
  discount: net("sold_discount", "returned_discount"),
  tax: net("sold_tax", "returned_tax"),
  fees: net("sold_fees", "returned_fees"),
  total: net("sold_total", "returned_total"),
  cost: net("sold_cost", "returned_cost"),
  present: sql`bool_or(x.sales <> 0 or x.returns <> 0)`,
};

const SOURCES: Record<SalesReportGroup, Source> = {
  STORE: { ...GOODS, key: sql`x.location_id`, labelJoin: (tenantId) => sql`join locations g on g.tenant_id = ${tenantId}::uuid and g.id = r.group_key`, label: sql`g.name` },
  PRODUCT: {
    ...GOODS,
    key: sql`x.product_id`,
    labelJoin: (tenantId) => sql`join products g on g.tenant_id = ${tenantId}::uuid and g.id = r.group_key`,
    label: sql`g.name || ' (' || g.secondary_id || ')'`,
  },
  CATEGORY: {
    ...GOODS,
    // each product's first category by name, looked up once per product (a hash join), not per row
    from: (tenantId, goods) => sql`${goods} x left join (select distinct on (pc.product_id) pc.product_id, c.id
        from product_categories pc join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
        where pc.tenant_id = ${tenantId}::uuid order by pc.product_id, c.name, c.id) pcat on pcat.product_id = x.product_id`,
    key: sql`pcat.id`,
    labelJoin: (tenantId) => sql`left join categories g on g.tenant_id = ${tenantId}::uuid and g.id = r.group_key`,
    label: sql`coalesce(g.name, 'Uncategorised')`,
  },
  REGISTER: {
    ...TILLS,
    key: sql`x.register_id`,
    labelJoin: (tenantId) => sql`join location_registers g on g.tenant_id = ${tenantId}::uuid and g.id = r.group_key join locations loc on loc.tenant_id = g.tenant_id and loc.id = g.location_id`,
    label: sql`g.name || ' — ' || loc.name`,
  },
  CASHIER: {
    ...TILLS,
    key: sql`x.cashier_id`,
    labelJoin: (tenantId) => sql`left join users g on g.tenant_id = ${tenantId}::uuid and g.id = r.group_key`,
    label: sql`coalesce(trim(g.first_name || ' ' || g.last_name), 'Unknown')`,
  },
  PAYMENT_METHOD: {
    from: table("sales_payment_daily"),
    key: sql`x.method`,
    labelJoin: noLabel,
    label: sql`r.group_key`,
    orders: sql`sum(x.sales)`,
    returns: sql`sum(x.returns)`,
    units: NONE,
    gross: net("paid_gross", "refunded_gross"),
    discount: net("paid_discount", "refunded_discount"),
    tax: net("paid_tax", "refunded_tax"),
    fees: net("paid_fees", "refunded_fees"),
    total: net("paid", "refunded"),
    cost: NONE,
    present: sql`bool_or(x.sales <> 0 or x.returns <> 0)`,
  },
};

const GOODS_COLUMNS = `location_id, product_id, sold_units, sold_gross, sold_discount, sold_tax, sold_total, sold_cost,
  returned_units, returned_gross, returned_discount, returned_tax, returned_total, returned_cost`;

/**
 * The goods a report by month reads: the whole months of the range from sales_monthly (each row's `day` its month's
 * first day) and the days of the months it cuts from sales_daily, about 12 times fewer rows over a year than the
 * days alone. Other periods read the days (a week can straddle two months).
 */
function goodsOf(tenantId: string, filters: SalesReportFilters): SQL {
  if (filters.period !== "MONTH") return sql`sales_daily`;
  const from = sql`${filters.from}::date`;
  const to = sql`${filters.to}::date`;
  // [firstWhole, afterWhole): the months wholly inside the range (none when afterWhole <= firstWhole)
  const firstWhole = sql`(case when ${from} = date_trunc('month', ${from}::timestamp)::date then ${from} else (date_trunc('month', ${from}::timestamp) + interval '1 month')::date end)`;
  const afterWhole = sql`date_trunc('month', (${to} + 1)::timestamp)::date`;
  return sql`(select tenant_id, month as day, ${sql.raw(GOODS_COLUMNS)} from sales_monthly
      where tenant_id = ${tenantId}::uuid and month >= ${firstWhole} and month < ${afterWhole}
    union all
    select tenant_id, day, ${sql.raw(GOODS_COLUMNS)} from sales_daily
      where tenant_id = ${tenantId}::uuid and day between ${from} and ${to} and (day < ${firstWhole} or day >= ${afterWhole}))`;
}

/** Checks the filters for the user (BAD_USER_INPUT naming the field, FORBIDDEN outside their locations). */
export function salesReportFilters(scope: ServiceScope, args: SalesReportArgs, options: { download?: boolean } = {}): SalesReportFilters {
  const input = { from: args.from, to: args.to, period: args.period, groupBy: args.groupBy, locationIds: args.locationIds };
  const filters = parseInput(options.download ? salesReportDownloadSchema : salesReportSchema, input);
  for (const locationId of filters.locationIds ?? []) assertLocationAllowed(scope, locationId);
  return filters;
}

/** The report's rows (period × group), each with the measures summed by SQL, then labelled. */
export function salesReportRowsQuery(scope: ServiceScope, filters: SalesReportFilters): SQL {
  const source = SOURCES[filters.groupBy];
  const places = filters.locationIds ?? requireAuth(scope).allowedLocationIds;
  const period = PERIODS[filters.period](sql`x.day`);
  return sql`select r.period::text as period, coalesce(r.group_key::text, '') as group_key, ${source.label} as group_label,
      r.orders, r.returns, r.units, r.gross, r.discount, r.tax, r.fees, r.total, r.cost
    from (
      select ${period} as period, ${source.key} as group_key,
        ${source.orders} as orders, ${source.returns} as returns, ${source.units} as units, ${source.gross} as gross, ${source.discount} as discount,
        ${source.tax} as tax, ${source.fees} as fees, ${source.total} as total, ${source.cost} as cost
      from ${source.from(scope.tenantId, goodsOf(scope.tenantId, filters))}
      where x.tenant_id = ${scope.tenantId}::uuid and x.location_id in (${places.length > 0 ? uuidList(places) : sql`null`})
        and x.day between ${filters.from}::date and ${filters.to}::date
      group by 1, 2
      having ${source.present}
    ) r
    ${source.labelJoin(scope.tenantId)}`;
}

export type SalesRow = Record<string, unknown>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const money2 = (value: unknown) => toMoneyNumber(String(value ?? 0));
const moneyOrNull = (value: unknown) => (value === null || value === undefined ? null : money2(value));

/** A row's (or the totals') measures: net and margin computed from the numeric strings, never from floats. */
export function toSalesMeasures(row: SalesRow): SalesReportTotals {
  return {
    orders: numberOrNull(row.orders),
    returns: numberOrNull(row.returns),
    units: numberOrNull(row.units),
    gross: money2(row.gross),
    discount: money2(row.discount),
    tax: money2(row.tax),
    fees: money2(row.fees),
    total: money2(row.total),
    net: money2(row.net),
    cost: moneyOrNull(row.cost),
    margin: moneyOrNull(row.margin),
  };
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export function toSalesReportRow(row: SalesRow): SalesReportRow {
  return { period: day(row.period), groupKey: String(row.group_key), groupLabel: String(row.group_label), ...toSalesMeasures(row) };
}

/** The totals over the grouped rows `s` (text, so that numeric sums stay exact on their way to Node). */
const TOTALS = sql`count(*)::text as row_count, sum(orders)::text as orders, sum(returns)::text as returns, sum(units)::text as units,
  coalesce(sum(gross), 0)::text as gross, coalesce(sum(discount), 0)::text as discount, coalesce(sum(tax), 0)::text as tax, coalesce(sum(fees), 0)::text as fees,
  coalesce(sum(total), 0)::text as total, coalesce(sum(total - tax - fees), 0)::text as net, sum(cost)::text as cost, sum(total - tax - fees - cost)::text as margin`;

/** A page of the rows, ordered by period and label, with net, margin and the totals of every row on each. */
export function salesReportPageQuery(scope: ServiceScope, filters: SalesReportFilters, limit: number, offset: number): SQL {
  // the rows are grouped once (the CTE is read twice, so it is materialised): the page and the totals come from them
  return sql`with s as materialized (${salesReportRowsQuery(scope, filters)})
    select s.*, s.total - s.tax - s.fees as net, s.total - s.tax - s.fees - s.cost as margin, (select row_to_json(t) from (select ${TOTALS} from s) t) as totals
    from s order by s.period, s.group_label, s.group_key limit ${limit} offset ${offset}`;
}

export async function salesReport(scope: ServiceScope, args: SalesReportArgs): Promise<SalesReport> {
  const filters = salesReportFilters(scope, args);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), LIMIT_MAX);
  const page = Math.max(args.page ?? 1, 1);
  // in one statement (one round trip), for this transaction only:
  // - work_mem: a year by product groups a million day rows: hashed in memory rather than sorted on disk;
  // - plan_cache_mode: planned for this range, not generically (the connections force generic plans for their keyed
  //   reads): a generic plan cannot tell the whole months from the cut ones, and reads every day row of the tenant;
  // - no parallel workers: on two cores a year by product took 490–540 ms with them and 280 ms without (bench/README.md
  //   "Dashboard and reports over a year", session 16): starting and gathering workers costs more than they share.
  await scope.tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('plan_cache_mode', 'force_custom_plan', true),
    set_config('max_parallel_workers_per_gather', '0', true)`);
  const rows = await queryRows<SalesRow>(scope.tx, salesReportPageQuery(scope, filters, limit, (page - 1) * limit));
  // a page past the end has no row to carry the totals: only then are they read on their own
  const totals =
    (rows[0]?.totals as SalesRow | undefined) ?? (await queryRows<SalesRow>(scope.tx, sql`select ${TOTALS} from (${salesReportRowsQuery(scope, filters)}) s`))[0];
  const measures = toSalesMeasures(totals);
  // an empty report's cost and margin are 0 where the grouping has a cost at all
  const hasCost = filters.groupBy !== "PAYMENT_METHOD";
  return {
    data: rows.map(toSalesReportRow),
    meta: { page, limit, total: Number(totals.row_count ?? 0) },
    totals: { ...measures, cost: measures.cost ?? (hasCost ? 0 : null), margin: measures.margin ?? (hasCost ? 0 : null) },
  };
}

/** The download's rows: the report's rows, then one row of totals (period "Total"), in that order. */
export function salesReportDownloadQuery(scope: ServiceScope, filters: SalesReportFilters): SQL {
  return sql`with r as materialized (${salesReportRowsQuery(scope, filters)})
    select * from (
      select 0 as part, r.period, r.group_key, r.group_label, r.orders, r.returns, r.units, r.gross, r.discount, r.tax, r.fees, r.total, r.cost from r
      union all
      select 1, 'Total', '', '', sum(orders), sum(returns), sum(units), coalesce(sum(gross), 0), coalesce(sum(discount), 0), coalesce(sum(tax), 0),
        coalesce(sum(fees), 0), coalesce(sum(total), 0), sum(cost) from r
    ) t
    cross join lateral (select t.total - t.tax - t.fees as net, t.total - t.tax - t.fees - t.cost as margin) m
    order by t.part, t.period, t.group_label, t.group_key`;
}
