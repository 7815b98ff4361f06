// The Sales tax report (getSalesTaxReport, reporting-analytics:reports:read; issue 28), for filing: per month of
// business days, tax authority and GST rate, the output tax of the sales and the credit notes of the returns, with
// the value without tax; and the orders of the range without a fiscal number (not posted, failed, rejected), so
// that what was filed can be reconciled with the fiscal postings. Read from the orders and their lines (the
// rollups keep no rate nor authority), counted as the rollups count them (COUNTED_ORDER: no held or cancelled sale).
// An order's authority is that of the integration it was posted to, else of its register's integration, else NONE.
import { sql, type SQL } from "drizzle-orm";
import { toMoneyNumber } from "../../../common/money";
import { salesTaxReportDownloadSchema, salesTaxReportSchema, type SalesTaxReportFilters } from "../../../common/schemas/salesReport";
import { uuidList } from "../../db/uuidList";
import { queryRows } from "../../db";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { parseInput } from "../../core/errors";
import { businessDay, businessDayStart, COUNTED_ORDER } from "../salesRollups";

export interface SalesTaxTotals {
  invoices: number;
  salesValue: number;
  salesTax: number;
  creditNotes: number;
  creditValue: number;
  creditTax: number;
  netTax: number;
}

/** A month, authority and rate's figures. */
export interface SalesTaxRow extends SalesTaxTotals {
  month: string;
  authority: string;
  taxRate: number;
}

export interface UnreportedOrder {
  orderId: string;
  orderNumber: string;
  kind: string;
  createdAt: Date;
  locationName: string;
  registerName: string | null;
  authority: string;
  postingStatus: string;
  total: number;
  tax: number;
}

export interface SalesTaxReport {
  rows: SalesTaxRow[];
  totals: SalesTaxTotals;
  unreported: UnreportedOrder[];
  unreportedCount: number;
}

export interface SalesTaxReportArgs {
  from?: unknown;
  to?: unknown;
  locationIds?: unknown;
}

/** The most unreported orders listed (their count is always whole). */
const UNREPORTED_MAX = 500;

/** Checks the filters for the user (BAD_USER_INPUT naming the field, FORBIDDEN outside their locations); the download takes any range. */
export function salesTaxReportFilters(scope: ServiceScope, args: SalesTaxReportArgs, options: { download?: boolean } = {}): SalesTaxReportFilters {
  const filters = parseInput(options.download ? salesTaxReportDownloadSchema : salesTaxReportSchema, { from: args.from, to: args.to, locationIds: args.locationIds });
  for (const locationId of filters.locationIds ?? []) assertLocationAllowed(scope, locationId);
  return filters;
}

/** The counted orders of the range at the locations (`o`), each with its authority. */
function rangeOrders(scope: ServiceScope, filters: SalesTaxReportFilters): SQL {
  const places = filters.locationIds ?? requireAuth(scope).allowedLocationIds;
  return sql`select o.*, coalesce(
        (select min(i.type) from fiscal_postings fp join integrations i on i.tenant_id = fp.tenant_id and i.id = fp.integration_id where fp.tenant_id = o.tenant_id and fp.order_id = o.id),
        (select min(i.type) from integrations i where i.tenant_id = o.tenant_id and i.register_id = o.register_id and i.status = 'ACTIVE'),
        'NONE') as authority
    from orders o
    where o.tenant_id = ${scope.tenantId}::uuid and o.location_id in (${uuidList(places)}) and ${sql.raw(COUNTED_ORDER)}
      and o.created_at >= ${businessDayStart(sql`${filters.from}::date`)} and o.created_at < ${businessDayStart(sql`${filters.to}::date + 1`)}`;
}

const money2 = (value: unknown) => toMoneyNumber(String(value ?? 0));
const count = (value: unknown) => Number(value ?? 0);

function measuresOf(row: Record<string, unknown>): SalesTaxTotals {
  return {
    invoices: count(row.invoices),
    salesValue: money2(row.sales_value),
    salesTax: money2(row.sales_tax),
    creditNotes: count(row.credit_notes),
    creditValue: money2(row.credit_value),
    creditTax: money2(row.credit_tax),
    netTax: money2(row.net_tax),
  };
}

const MEASURES = sql`count(distinct o.id) filter (where o.kind = 'NORMAL') as invoices,
  coalesce(sum(i.total_price - i.tax) filter (where o.kind = 'NORMAL'), 0) as sales_value, coalesce(sum(i.tax) filter (where o.kind = 'NORMAL'), 0) as sales_tax,
  count(distinct o.id) filter (where o.kind = 'RETURN') as credit_notes,
  coalesce(sum(i.total_price - i.tax) filter (where o.kind = 'RETURN'), 0) as credit_value, coalesce(sum(i.tax) filter (where o.kind = 'RETURN'), 0) as credit_tax,
  coalesce(sum(case when o.kind = 'RETURN' then -i.tax else i.tax end), 0) as net_tax`;

/** The counted orders' lines (`o`, `i`). */
const linesOf = (scope: ServiceScope, filters: SalesTaxReportFilters) => sql`(${rangeOrders(scope, filters)}) o join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id`;

/** The rows per month, authority and rate, in that order. */
const rowsQuery = (lines: SQL) => sql`select to_char(date_trunc('month', ${sql.raw(businessDay("o.created_at"))}), 'YYYY-MM-DD') as month, o.authority, i.tax_rate, ${MEASURES}
  from ${lines} group by 1, 2, 3`;

export function toSalesTaxRow(row: Record<string, unknown>): SalesTaxRow {
  return { month: String(row.month), authority: String(row.authority), taxRate: Number(row.tax_rate ?? 0), ...measuresOf(row) };
}

/**
 * The download's rows: the report's rows, then one row of totals (month "Total", counted over the orders as the
 * screen's totals are: an invoice with lines at two rates is one invoice).
 */
export function salesTaxDownloadQuery(scope: ServiceScope, filters: SalesTaxReportFilters): SQL {
  const lines = linesOf(scope, filters);
  return sql`select * from (
      select 0 as part, r.* from (${rowsQuery(lines)}) r
      union all
      select 1, 'Total', '', null, ${MEASURES} from ${lines}
    ) t
    order by t.part, t.month, t.authority, t.tax_rate`;
}

export async function salesTaxReport(scope: ServiceScope, args: SalesTaxReportArgs): Promise<SalesTaxReport> {
  const filters = salesTaxReportFilters(scope, args);
  const orders = rangeOrders(scope, filters);
  const lines = linesOf(scope, filters);
  const rows = await queryRows<Record<string, unknown>>(scope.tx, sql`${rowsQuery(lines)} order by 1, 2, 3`);
  const [totals] = await queryRows<Record<string, unknown>>(scope.tx, sql`select ${MEASURES} from ${lines}`);
  const unreported = await queryRows<Record<string, unknown>>(
    scope.tx,
    sql`select o.id, o.secondary_id, o.kind, o.created_at, loc.name as location_name, r.name as register_name, o.authority, o.total_amount, o.tax,
        coalesce((select string_agg(distinct fp.status, ', ') from fiscal_postings fp where fp.tenant_id = o.tenant_id and fp.order_id = o.id), 'NOT POSTED') as posting_status,
        count(*) over () as unreported_count
      from (${orders}) o
      join locations loc on loc.tenant_id = o.tenant_id and loc.id = o.location_id
      left join location_registers r on r.tenant_id = o.tenant_id and r.id = o.register_id
      where o.fbr_invoice_id is null
        and not exists (select 1 from fiscal_postings fp where fp.tenant_id = o.tenant_id and fp.order_id = o.id and fp.fiscal_invoice_number is not null)
      order by o.created_at, o.id
      limit ${UNREPORTED_MAX}`,
  );
  return {
    rows: rows.map(toSalesTaxRow),
    totals: measuresOf(totals),
    unreported: unreported.map((row) => ({
      orderId: String(row.id),
      orderNumber: String(row.secondary_id),
      kind: String(row.kind),
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
      locationName: String(row.location_name),
      registerName: row.register_name === null ? null : String(row.register_name),
      authority: String(row.authority),
      postingStatus: String(row.posting_status),
      total: money2(row.total_amount),
      tax: money2(row.tax),
    })),
    unreportedCount: count(unreported[0]?.unreported_count),
  };
}
