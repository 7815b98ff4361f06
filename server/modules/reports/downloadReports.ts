// The reports that can be downloaded, each declared once: who may, how its filters are checked for the user now,
// the SQL of its rows (read through a cursor, never all at once) and its columns (XLSX and CSV alike).
import { sql, type SQL } from "drizzle-orm";
import { P } from "../../../common/permissions/catalogue";
import { isUuid } from "../../../common/validation/uuid";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput } from "../../core/errors";
import type { JsonObject } from "../../core/json";
import { reportLotFilter, stockReportRowsQuery, toStockReportRow, type Row, type StockReportArgs } from "./stockReport";

export const DOWNLOAD_REPORTS = ["stock-report", "transfer-items", "orders", "order-items"] as const;
export type DownloadReportName = (typeof DOWNLOAD_REPORTS)[number];

export interface DownloadColumn {
  header: string;
  value: (row: Row) => string | number;
}

export interface DownloadReport {
  fileStem: string;
  /** The XLSX worksheet's name. */
  sheet: string;
  /** Any one of them lets a user download it. */
  permissions: readonly string[];
  /** Checks the filters for the user (BAD_USER_INPUT, FORBIDDEN) and answers the rows' query. */
  rows(scope: ServiceScope, filters: JsonObject): SQL;
  columns: readonly DownloadColumn[];
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const number = (value: unknown) => Number(value ?? 0);
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10));
const ids = (values: readonly string[]) => (values.length > 0 ? sql.join(values.map((id) => sql`${id}::uuid`), sql`, `) : sql`null::uuid`);

/** The locations a download covers: the one asked (it must be the user's) or all the user's. */
function placesOf(scope: ServiceScope, filters: JsonObject): string[] {
  const locationId = typeof filters.locationId === "string" ? filters.locationId : null;
  if (locationId && !isUuid(locationId)) throw badUserInput({ locationId: "Please choose a location." });
  assertLocationAllowed(scope, locationId);
  return locationId ? [locationId] : requireAuth(scope).allowedLocationIds;
}

/** An optional date range (YYYY-MM-DD, both ends included, Pakistan time). */
function dateRange(filters: JsonObject, column: SQL): SQL {
  const valid = (value: unknown) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const from = valid(filters.startDate);
  const to = valid(filters.endDate);
  if ((filters.startDate && !from) || (filters.endDate && !to)) throw badUserInput({ startDate: "Dates must be YYYY-MM-DD." });
  return sql.join(
    [from ? sql`${column} >= (${from}::date)::timestamp at time zone 'Asia/Karachi'` : sql`true`, to ? sql`${column} < ((${to}::date + 1)::timestamp at time zone 'Asia/Karachi')` : sql`true`],
    sql` and `,
  );
}

const stockColumns: readonly [string, (row: ReturnType<typeof toStockReportRow>) => string | number][] = [
  ["Product ID", (row) => row.productCode],
  ["Product", (row) => row.productName],
  ["Categories", (row) => row.categories],
  ["Manufacturer", (row) => row.manufacturer ?? ""],
  ["Location", (row) => row.locationName],
  ["Selling Unit", (row) => row.sellingUnit],
  ["Buying Unit", (row) => row.buyingUnit],
  ["Units per Pack", (row) => row.uomFactor],
  ["Tax Rate %", (row) => row.taxRate],
  ["Average MRP", (row) => row.averageMrp],
  ["Purchase Price", (row) => row.purchasePrice],
  ["Trade Price", (row) => row.tradePrice],
  ["Loose Units", (row) => row.looseQuantity],
  ["Sealed Packs", (row) => row.packedQuantity],
  ["In Transit Units", (row) => row.inTransitQuantity],
  ["Stock Units", (row) => row.stockQuantity],
  ["Stock Value", (row) => row.stockValue],
  ["Total Tax", (row) => row.totalTax],
  ["Stock Value with Tax", (row) => row.stockValueWithTax],
];

export const DOWNLOADS: Readonly<Record<DownloadReportName, DownloadReport>> = {
  "stock-report": {
    fileStem: "stock-report",
    sheet: "Stock",
    permissions: [P.reportingAnalytics.reports.read],
    rows: (scope, filters) => stockReportRowsQuery(scope.tenantId, reportLotFilter(scope, filters as StockReportArgs)),
    columns: stockColumns.map(([header, value]) => ({ header, value: (row: Row) => value(toStockReportRow(row)) })),
  },
  "transfer-items": {
    fileStem: "transfer-items",
    sheet: "Transfer Items",
    permissions: [P.inventory.stockTransfer.read, P.inventory.transferReceipt.read],
    rows: (scope, filters) => {
      const places = ids(placesOf(scope, filters));
      return sql`select t.secondary_id as transfer, t.status as transfer_status, lf.name as from_name, lt.name as to_name, t.created_at,
          l.action_id, p.secondary_id as product_code, p.name as product_name, l.batch_number, l.batch_expiry, ti.quantity, ti.status, ti.received_at
        from transfers t
        join transfer_items ti on ti.tenant_id = t.tenant_id and ti.transfer_id = t.id
        join product_lots l on l.tenant_id = ti.tenant_id and l.id = ti.lot_id
        join products p on p.tenant_id = ti.tenant_id and p.id = ti.product_id
        join locations lf on lf.tenant_id = t.tenant_id and lf.id = t.location_from_id
        join locations lt on lt.tenant_id = t.tenant_id and lt.id = t.location_to_id
        where t.tenant_id = ${scope.tenantId}::uuid and (t.location_from_id in (${places}) or t.location_to_id in (${places}))
          and ${dateRange(filters, sql`t.created_at`)}
        order by t.created_at desc, t.id, p.name, l.action_id`;
    },
    columns: [
      { header: "Transfer ID", value: (row) => text(row.transfer) },
      { header: "Transfer Status", value: (row) => text(row.transfer_status) },
      { header: "From", value: (row) => text(row.from_name) },
      { header: "To", value: (row) => text(row.to_name) },
      { header: "Created", value: (row) => day(row.created_at) },
      { header: "Lot", value: (row) => text(row.action_id) },
      { header: "Product ID", value: (row) => text(row.product_code) },
      { header: "Product", value: (row) => text(row.product_name) },
      { header: "Batch", value: (row) => text(row.batch_number) },
      { header: "Expiry", value: (row) => day(row.batch_expiry) },
      { header: "Units", value: (row) => number(row.quantity) },
      { header: "Item Status", value: (row) => text(row.status) },
      { header: "Received", value: (row) => day(row.received_at) },
    ],
  },
  orders: {
    fileStem: "orders",
    sheet: "Orders",
    permissions: [P.salesOrders.orderManagement.orderListRead],
    rows: (scope, filters) => sql`select o.secondary_id, o.created_at, o.kind, o.status, o.order_type, o.payment_status, loc.name as location_name, r.name as register_name,
          c.name as customer_name, o.subtotal, o.total_discount, o.tax,
          o.delivery_charges + o.platform_fee + o.platform_fee_tax + o.pos_fees + o.integration_charges as fees, o.total_amount, o.fbr_invoice_id,
          (select string_agg(distinct op.method, ', ') from order_payments op where op.tenant_id = o.tenant_id and op.order_id = o.id) as methods
        from orders o
        join locations loc on loc.tenant_id = o.tenant_id and loc.id = o.location_id
        left join location_registers r on r.tenant_id = o.tenant_id and r.id = o.register_id
        left join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
        where o.tenant_id = ${scope.tenantId}::uuid and o.location_id in (${ids(placesOf(scope, filters))}) and o.status <> 'HOLD'
          and ${dateRange(filters, sql`o.created_at`)}
        order by o.created_at desc, o.id`,
    columns: [
      { header: "Order", value: (row) => text(row.secondary_id) },
      { header: "Date", value: (row) => day(row.created_at) },
      { header: "Kind", value: (row) => text(row.kind) },
      { header: "Status", value: (row) => text(row.status) },
      { header: "Type", value: (row) => text(row.order_type) },
      { header: "Payment Status", value: (row) => text(row.payment_status) },
      { header: "Location", value: (row) => text(row.location_name) },
      { header: "Register", value: (row) => text(row.register_name) },
      { header: "Customer", value: (row) => text(row.customer_name) },
      { header: "Subtotal", value: (row) => number(row.subtotal) },
      { header: "Discount", value: (row) => number(row.total_discount) },
      { header: "Tax", value: (row) => number(row.tax) },
      { header: "Fees", value: (row) => number(row.fees) },
      { header: "Total", value: (row) => number(row.total_amount) },
      { header: "Paid By", value: (row) => text(row.methods) },
      { header: "FBR Invoice", value: (row) => text(row.fbr_invoice_id) },
    ],
  },
  "order-items": {
    fileStem: "order-items",
    sheet: "Order Items",
    permissions: [P.salesOrders.orderManagement.orderListRead],
    rows: (scope, filters) => sql`select o.secondary_id, o.created_at, o.kind, loc.name as location_name, p.secondary_id as product_code, oi.name,
          oi.quantity, oi.returned_quantity, oi.unit_price, oi.discount, oi.tax_rate, oi.tax, oi.total_price
        from order_items oi
        join orders o on o.tenant_id = oi.tenant_id and o.id = oi.order_id
        join products p on p.tenant_id = oi.tenant_id and p.id = oi.product_id
        join locations loc on loc.tenant_id = o.tenant_id and loc.id = o.location_id
        where oi.tenant_id = ${scope.tenantId}::uuid and o.location_id in (${ids(placesOf(scope, filters))}) and o.status <> 'HOLD'
          and ${dateRange(filters, sql`o.created_at`)}
        order by o.created_at desc, o.id, oi.position`,
    columns: [
      { header: "Order", value: (row) => text(row.secondary_id) },
      { header: "Date", value: (row) => day(row.created_at) },
      { header: "Kind", value: (row) => text(row.kind) },
      { header: "Location", value: (row) => text(row.location_name) },
      { header: "Product ID", value: (row) => text(row.product_code) },
      { header: "Product", value: (row) => text(row.name) },
      { header: "Quantity", value: (row) => number(row.quantity) },
      { header: "Returned", value: (row) => number(row.returned_quantity) },
      { header: "Unit Price", value: (row) => number(row.unit_price) },
      { header: "Discount", value: (row) => number(row.discount) },
      { header: "Tax Rate %", value: (row) => number(row.tax_rate) },
      { header: "Tax", value: (row) => number(row.tax) },
      { header: "Total", value: (row) => number(row.total_price) },
    ],
  },
};
