// The Purchases report (getPurchasesReport, downloadPurchasesReport; reporting-analytics:reports:read; issue 28): per
// business month, vendor and location received at, what was ordered (POs), received (GRN lines QC accepted) and
// returned to the vendor (stock returns), with their counts and amounts, from procurement's purchaseFiguresQuery.
// Paged and totalled like the Sales report (salesReport.ts): the rows are grouped once in a materialised CTE that
// gives the page and the totals; the download streams the same rows and a row of totals.
import { sql, type SQL } from "drizzle-orm";
import { toMoneyNumber } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import { purchasesReportDownloadSchema, purchasesReportSchema, type PurchasesReportFilters } from "../../../common/schemas/purchasesReport";
import { queryRows } from "../../db";
import { requireAuth, type ServiceScope } from "../../core/context";
import { appError, parseInput } from "../../core/errors";
import { purchaseFiguresQuery } from "../procurement";
import type { DownloadReport } from "./downloadReports";
import type { Row } from "./stockReport";

export interface PurchasesReportTotals {
  purchaseOrders: number;
  orderedPacks: number;
  orderedCost: number;
  orderedTax: number;
  orderedTotal: number;
  grns: number;
  receivedPacks: number;
  receivedCost: number;
  receivedTax: number;
  receivedTotal: number;
  stockReturns: number;
  returnedUnits: number;
  returnedValue: number;
  /** Received at cost less returned at cost. */
  netCost: number;
}

export interface PurchasesReportRow extends PurchasesReportTotals {
  month: string;
  vendorId: string;
  vendorName: string;
  locationId: string;
  locationName: string;
}

export interface PurchasesReport {
  data: PurchasesReportRow[];
  meta: { page: number; limit: number; total: number };
  totals: PurchasesReportTotals;
}

export interface PurchasesReportArgs {
  from?: unknown;
  to?: unknown;
  locationIds?: unknown;
  vendorIds?: unknown;
  page?: number | null;
  limit?: number | null;
}

const LIMIT_MAX = 1000;
const PURCHASES_LOCATION_MESSAGE = "You do not have access to one of the chosen locations.";

/** Checks the filters for the user: BAD_USER_INPUT naming the field; a location not theirs FORBIDDEN, naming `locationIds`. */
export function purchasesReportFilters(scope: ServiceScope, args: PurchasesReportArgs, options: { download?: boolean } = {}): PurchasesReportFilters {
  const input = { from: args.from, to: args.to, locationIds: args.locationIds, vendorIds: args.vendorIds };
  const filters = parseInput(options.download ? purchasesReportDownloadSchema : purchasesReportSchema, input);
  const allowed = requireAuth(scope).allowedLocationIds;
  const outside = (filters.locationIds ?? []).findIndex((id) => !allowed.includes(id));
  if (outside >= 0) throw appError("FORBIDDEN", PURCHASES_LOCATION_MESSAGE, { fields: { [`locationIds.${outside}`]: PURCHASES_LOCATION_MESSAGE } });
  return filters;
}

function rowsQuery(scope: ServiceScope, filters: PurchasesReportFilters): SQL {
  const locationIds = filters.locationIds ?? requireAuth(scope).allowedLocationIds;
  return purchaseFiguresQuery(scope.tenantId, { from: filters.from, to: filters.to, locationIds, vendorIds: filters.vendorIds });
}

const MEASURES = [
  "purchase_orders",
  "ordered_packs",
  "ordered_cost",
  "ordered_tax",
  "ordered_total",
  "grns",
  "received_packs",
  "received_cost",
  "received_tax",
  "received_total",
  "stock_returns",
  "returned_units",
  "returned_value",
] as const;

/** The totals over the rows `s`, as text (numeric sums stay exact on their way to Node). */
const TOTALS = sql.raw(
  ["count(*)::text as row_count", ...MEASURES.map((measure) => `coalesce(sum(${measure}), 0)::text as ${measure}`), "coalesce(sum(received_cost - returned_value), 0)::text as net_cost"].join(", "),
);

const ORDER = sql`month, vendor_name, location_name, vendor_id, location_id`;

const count = (value: unknown) => Number(value ?? 0);
const money = (value: unknown) => toMoneyNumber(String(value ?? 0));
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

function toPurchasesMeasures(row: Row): PurchasesReportTotals {
  return {
    purchaseOrders: count(row.purchase_orders),
    orderedPacks: count(row.ordered_packs),
    orderedCost: money(row.ordered_cost),
    orderedTax: money(row.ordered_tax),
    orderedTotal: money(row.ordered_total),
    grns: count(row.grns),
    receivedPacks: count(row.received_packs),
    receivedCost: money(row.received_cost),
    receivedTax: money(row.received_tax),
    receivedTotal: money(row.received_total),
    stockReturns: count(row.stock_returns),
    returnedUnits: count(row.returned_units),
    returnedValue: money(row.returned_value),
    netCost: money(row.net_cost),
  };
}

export function toPurchasesRow(row: Row): PurchasesReportRow {
  return {
    month: day(row.month),
    vendorId: String(row.vendor_id ?? ""),
    vendorName: String(row.vendor_name ?? ""),
    locationId: String(row.location_id ?? ""),
    locationName: String(row.location_name ?? ""),
    ...toPurchasesMeasures(row),
  };
}

export async function purchasesReport(scope: ServiceScope, args: PurchasesReportArgs): Promise<PurchasesReport> {
  const filters = purchasesReportFilters(scope, args);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), LIMIT_MAX);
  const page = Math.max(args.page ?? 1, 1);
  const rows = await queryRows<Row>(
    scope.tx,
    sql`with s as materialized (${rowsQuery(scope, filters)})
      select s.*, s.received_cost - s.returned_value as net_cost, (select row_to_json(t) from (select ${TOTALS} from s) t) as totals
      from s order by ${ORDER} limit ${limit} offset ${(page - 1) * limit}`,
  );
  // a page past the end has no row to carry the totals: only then are they read on their own
  const totals = (rows[0]?.totals as Row | undefined) ?? (await queryRows<Row>(scope.tx, sql`select ${TOTALS} from (${rowsQuery(scope, filters)}) s`))[0];
  return { data: rows.map(toPurchasesRow), meta: { page, limit, total: count(totals.row_count) }, totals: toPurchasesMeasures(totals) };
}

/** The download's rows: the report's rows, then one row of totals (month "Total"). */
function purchasesDownloadQuery(scope: ServiceScope, filters: PurchasesReportFilters): SQL {
  const sums = sql.raw(MEASURES.map((measure) => `coalesce(sum(${measure}), 0)`).join(", "));
  const columns = sql.raw(MEASURES.join(", "));
  return sql`with r as materialized (${rowsQuery(scope, filters)})
    select t.*, t.received_cost - t.returned_value as net_cost from (
      select 0 as part, month::text as month, vendor_id::text as vendor_id, vendor_name, location_id::text as location_id, location_name, ${columns} from r
      union all
      select 1, 'Total', '', '', '', '', ${sums} from r
    ) t
    order by t.part, t.month, t.vendor_name, t.location_name, t.vendor_id, t.location_id`;
}

const COLUMNS: readonly [string, (row: PurchasesReportRow) => string | number][] = [
  ["Month", (row) => (row.month === "Total" ? row.month : row.month.slice(0, 7))],
  ["Vendor", (row) => row.vendorName],
  ["Location", (row) => row.locationName],
  ["Purchase Orders", (row) => row.purchaseOrders],
  ["Ordered Packs", (row) => row.orderedPacks],
  ["Ordered Cost", (row) => row.orderedCost],
  ["Ordered Tax", (row) => row.orderedTax],
  ["Ordered Total", (row) => row.orderedTotal],
  ["GRNs", (row) => row.grns],
  ["Received Packs", (row) => row.receivedPacks],
  ["Received Cost", (row) => row.receivedCost],
  ["Received Tax", (row) => row.receivedTax],
  ["Received Total", (row) => row.receivedTotal],
  ["Stock Returns", (row) => row.stockReturns],
  ["Returned Units", (row) => row.returnedUnits],
  ["Returned Value", (row) => row.returnedValue],
  ["Net Cost", (row) => row.netCost],
];

/** The download's declaration (DOWNLOADS["purchases-report"]): any range, the screen's columns, a row of totals. */
export const purchasesReportDownload: DownloadReport = {
  fileStem: "purchases-report",
  sheet: "Purchases",
  permissions: [P.reportingAnalytics.reports.read],
  rows: (scope, filters) => purchasesDownloadQuery(scope, purchasesReportFilters(scope, filters, { download: true })),
  columns: COLUMNS.map(([header, value]) => ({ header, value: (row: Row) => value(toPurchasesRow(row)) })),
};
