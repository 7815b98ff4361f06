// The Sales report (getSalesReport, reporting-analytics:reports:read; issue 28): per period (day, week, month) and
// group (store, register, cashier, category, product, payment method) the gross, discount, tax, fees, net (total −
// tax − fees), cost and margin (net − cost), added up by SQL from the sales rollups (README "Sales rollups"):
// sales minus returns of each business day. Store, category and product read the goods (sales_daily), register
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

/** One rollup read: its table (as `x`), joins, group key and label, and its measures as aggregates. */
interface Source {
  from: SQL;
  key: SQL;
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

const GOODS = {
  orders: NONE,
  returns: NONE,
  units: net("sold_units", "returned_units"),
  gross: net("sold_gross", "returned_gross"),
  discount: net("sold_discount", "returned_discount"),
  tax: net("sold_tax", "returned_tax"),
  fees: sql`0::numeric`,
  total: net("sold_total", "returned_total"),
  cost: net("sold_cost", "returned_cost"),
  present: sql`sum(abs(x.sold_units) + abs(x.returned_units)) > 0 or sum(abs(x.sold_total) + abs(x.returned_total)) > 0`,
};

const TILLS = {
  orders: sql`sum(x.sales)`,
  returns: sql`sum(x.returns)`,
  units: net("sold_units", "returned_units"),
  gross: net("sold_gross", "returned_gross"),
  discount: net("sold_discount", "returned_discount"),
  tax: net("sold_tax", "returned_tax"),
  fees: net("sold_fees", "returned_fees"),
  total: net("sold_total", "returned_total"),
  cost: net("sold_cost", "returned_cost"),
  present: sql`sum(abs(x.sales) + abs(x.returns)) > 0`,
};

const goodsFrom = sql`sales_daily x`;
const tillsFrom = sql`sales_till_daily x`;

const SOURCES: Record<SalesReportGroup, Source> = {
  STORE: { ...GOODS, from: sql`${goodsFrom} join locations g on g.tenant_id = x.tenant_id and g.id = x.location_id`, key: sql`x.location_id::text`, label: sql`g.name` },
  PRODUCT: {
    ...GOODS,
    from: sql`${goodsFrom} join products g on g.tenant_id = x.tenant_id and g.id = x.product_id`,
    key: sql`x.product_id::text`,
    label: sql`g.name || ' (' || g.secondary_id || ')'`,
  },
  CATEGORY: {
    ...GOODS,
    from: sql`${goodsFrom} left join lateral (select c.id, c.name from product_categories pc join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
        where pc.tenant_id = x.tenant_id and pc.product_id = x.product_id order by c.name, c.id limit 1) g on true`,
    key: sql`coalesce(g.id::text, '')`,
    label: sql`coalesce(g.name, 'Uncategorised')`,
  },
  REGISTER: {
    ...TILLS,
    from: sql`${tillsFrom} join location_registers g on g.tenant_id = x.tenant_id and g.id = x.register_id join locations loc on loc.tenant_id = x.tenant_id and loc.id = x.location_id`,
    key: sql`x.register_id::text`,
    label: sql`g.name || ' — ' || loc.name`,
  },
  CASHIER: {
    ...TILLS,
    from: sql`${tillsFrom} left join users g on g.tenant_id = x.tenant_id and g.id = x.cashier_id`,
    key: sql`x.cashier_id::text`,
    label: sql`coalesce(trim(g.first_name || ' ' || g.last_name), 'Unknown')`,
  },
  PAYMENT_METHOD: {
    from: sql`sales_payment_daily x`,
    key: sql`x.method`,
    label: sql`x.method`,
    orders: sql`sum(x.sales)`,
    returns: sql`sum(x.returns)`,
    units: NONE,
    gross: net("paid_gross", "refunded_gross"),
    discount: net("paid_discount", "refunded_discount"),
    tax: net("paid_tax", "refunded_tax"),
    fees: net("paid_fees", "refunded_fees"),
    total: net("paid", "refunded"),
    cost: NONE,
    present: sql`sum(abs(x.sales) + abs(x.returns)) > 0`,
  },
};

/** Checks the filters for the user (BAD_USER_INPUT naming the field, FORBIDDEN outside their locations). */
export function salesReportFilters(scope: ServiceScope, args: SalesReportArgs, options: { download?: boolean } = {}): SalesReportFilters {
  const input = { from: args.from, to: args.to, period: args.period, groupBy: args.groupBy, locationIds: args.locationIds };
  const filters = parseInput(options.download ? salesReportDownloadSchema : salesReportSchema, input);
  for (const locationId of filters.locationIds ?? []) assertLocationAllowed(scope, locationId);
  return filters;
}

/** The report's rows (period × group, ordered by period then label), each with the measures summed by SQL. */
export function salesReportRowsQuery(scope: ServiceScope, filters: SalesReportFilters): SQL {
  const source = SOURCES[filters.groupBy];
  const places = filters.locationIds ?? requireAuth(scope).allowedLocationIds;
  const period = PERIODS[filters.period](sql`x.day`);
  return sql`select (${period})::text as period, ${source.key} as group_key, ${source.label} as group_label,
      ${source.orders} as orders, ${source.returns} as returns, ${source.units} as units, ${source.gross} as gross, ${source.discount} as discount,
      ${source.tax} as tax, ${source.fees} as fees, ${source.total} as total, ${source.cost} as cost
    from ${source.from}
    where x.tenant_id = ${scope.tenantId}::uuid and x.location_id in (${places.length > 0 ? uuidList(places) : sql`null`})
      and x.day between ${filters.from}::date and ${filters.to}::date
    group by 1, 2, 3
    having ${source.present}`;
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

/** The rows with net and margin, ordered: what the page and the download read. */
export function salesReportOrderedQuery(scope: ServiceScope, filters: SalesReportFilters): SQL {
  return sql`select r.*, r.total - r.tax - r.fees as net, r.total - r.tax - r.fees - r.cost as margin
    from (${salesReportRowsQuery(scope, filters)}) r order by r.period, r.group_label, r.group_key`;
}

export async function salesReport(scope: ServiceScope, args: SalesReportArgs): Promise<SalesReport> {
  const filters = salesReportFilters(scope, args);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), LIMIT_MAX);
  const page = Math.max(args.page ?? 1, 1);
  const rows = await queryRows<SalesRow>(scope.tx, sql`${salesReportOrderedQuery(scope, filters)} limit ${limit} offset ${(page - 1) * limit}`);
  const [totals] = await queryRows<SalesRow>(
    scope.tx,
    sql`select count(*) as row_count, sum(orders) as orders, sum(returns) as returns, sum(units) as units, coalesce(sum(gross), 0) as gross,
        coalesce(sum(discount), 0) as discount, coalesce(sum(tax), 0) as tax, coalesce(sum(fees), 0) as fees, coalesce(sum(total), 0) as total,
        coalesce(sum(total - tax - fees), 0) as net, sum(cost) as cost, sum(total - tax - fees - cost) as margin
      from (${salesReportRowsQuery(scope, filters)}) r`,
  );
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
