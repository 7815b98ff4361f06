// The reports that can be downloaded, each declared once: who may, how its filters are checked for the user now,
// the SQL of its rows (read through a cursor, never all at once) and its columns (XLSX and CSV alike).
import { sql, type SQL } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { P } from "../../../common/permissions/catalogue";
import { isUuid } from "../../../common/validation/uuid";
import { DATE_MAX, DATE_MIN, isCalendarDate, isDateInRange, todayUtc } from "../../../common/schemas/dates";
import { expiryWithinDaysProblem } from "../../../common/schemas/expiryWindow";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput } from "../../core/errors";
import type { JsonObject } from "../../core/json";
import { expiringWithin, inStock, lotsAs, notEmpty, soonestExpiryFirst } from "../inventory";
import { businessDayStart } from "../salesRollups";
import { expiryReportDownload } from "./expiryDownload";
import { purchasesReportDownload } from "./purchasesReport";
import { salesReportDownloadQuery, salesReportFilters, toSalesReportRow } from "./salesReport";
import { salesTaxDownloadQuery, salesTaxReportFilters, toSalesTaxRow } from "./salesTaxReport";
import { stockMovementDownload } from "./stockMovementDownload";
import { stockReportFilter, stockReportRowsQuery, toStockReportRow, type Row, type StockReportArgs } from "./stockReport";

export type DownloadReportName = "stock-report" | "near-expiry-lots" | "transfer-items" | "orders" | "order-items" | "return-orders" | "purchase-orders" | "purchase-order-items" | "sales-report" | "sales-tax-report" | "expiry-report" | "purchases-report" | "stock-movement-report";

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
const ids = uuidList;
const lot = lotsAs("l");

/** The locations a download covers: the one asked (it must be the user's) or all the user's. */
function placesOf(scope: ServiceScope, filters: JsonObject): string[] {
  const locationId = typeof filters.locationId === "string" ? filters.locationId : null;
  if (locationId && !isUuid(locationId)) throw badUserInput({ locationId: "Please choose a location." });
  assertLocationAllowed(scope, locationId);
  return locationId ? [locationId] : requireAuth(scope).allowedLocationIds;
}

/** Optional text matched anywhere (LIKE, with % and _ taken literally). */
function likeOf(filters: JsonObject): string | null {
  const search = typeof filters.search === "string" ? filters.search.trim().slice(0, 100) : "";
  return search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** An optional date range (YYYY-MM-DD, both ends included, Pakistan time): a real calendar day each (not 2026-02-31). */
function dateRange(filters: JsonObject, column: SQL): SQL {
  const valid = (value: unknown) => (typeof value === "string" && isCalendarDate(value) && isDateInRange(value) ? value : null);
  const from = valid(filters.startDate);
  const to = valid(filters.endDate);
  if (filters.startDate && !from) throw badUserInput({ startDate: `The start date must be a calendar date (YYYY-MM-DD) between ${DATE_MIN} and ${DATE_MAX}.` });
  if (filters.endDate && !to) throw badUserInput({ endDate: `The end date must be a calendar date (YYYY-MM-DD) between ${DATE_MIN} and ${DATE_MAX}.` });
  return sql.join(
    [from ? sql`${column} >= ${businessDayStart(sql`${from}::date`)}` : sql`true`, to ? sql`${column} < ${businessDayStart(sql`${to}::date + 1`)}` : sql`true`],
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

const salesColumns: readonly [string, (row: ReturnType<typeof toSalesReportRow>) => string | number][] = [
  ["Period", (row) => row.period],
  ["Group", (row) => row.groupLabel],
  ["Orders", (row) => row.orders ?? ""],
  ["Returns", (row) => row.returns ?? ""],
  ["Units", (row) => row.units ?? ""],
  ["Gross", (row) => row.gross],
  ["Discount", (row) => row.discount],
  ["Tax", (row) => row.tax],
  ["Fees", (row) => row.fees],
  ["Total", (row) => row.total],
  ["Net", (row) => row.net],
  ["Cost", (row) => row.cost ?? ""],
  ["Margin", (row) => row.margin ?? ""],
];

const salesTaxColumns: readonly [string, (row: ReturnType<typeof toSalesTaxRow>) => string | number][] = [
  ["Month", (row) => (row.month === "Total" ? row.month : row.month.slice(0, 7))],
  ["Authority", (row) => row.authority],
  ["GST %", (row) => (row.month === "Total" ? "" : row.taxRate)],
  ["Invoices", (row) => row.invoices],
  ["Sales Value", (row) => row.salesValue],
  ["Output Tax", (row) => row.salesTax],
  ["Credit Notes", (row) => row.creditNotes],
  ["Credit Notes Value", (row) => row.creditValue],
  ["Credit Notes Tax", (row) => row.creditTax],
  ["Net Tax", (row) => row.netTax],
];

export const DOWNLOADS: Readonly<Record<DownloadReportName, DownloadReport>> = {
  "expiry-report": expiryReportDownload,
  "purchases-report": purchasesReportDownload,
  "stock-movement-report": stockMovementDownload,
  "sales-report": {
    fileStem: "sales-report",
    sheet: "Sales",
    permissions: [P.reportingAnalytics.reports.read],
    // any range (the screen stops at 13 months): the file is built from a cursor, bounded by the server's rows
    rows: (scope, filters) => salesReportDownloadQuery(scope, salesReportFilters(scope, filters, { download: true })),
    columns: salesColumns.map(([header, value]) => ({ header, value: (row: Row) => value(toSalesReportRow(row)) })),
  },
  "sales-tax-report": {
    fileStem: "sales-tax-report",
    sheet: "Sales Tax",
    permissions: [P.reportingAnalytics.reports.read],
    rows: (scope, filters) => salesTaxDownloadQuery(scope, salesTaxReportFilters(scope, filters, { download: true })),
    columns: salesTaxColumns.map(([header, value]) => ({ header, value: (row: Row) => value(toSalesTaxRow(row)) })),
  },
  "stock-report": {
    fileStem: "stock-report",
    sheet: "Stock",
    permissions: [P.reportingAnalytics.reports.read],
    rows: (scope, filters) => stockReportRowsQuery(scope.tenantId, stockReportFilter(scope, filters as StockReportArgs)),
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
        where o.tenant_id = ${scope.tenantId}::uuid and o.location_id in (${ids(placesOf(scope, filters))}) and o.status <> 'HOLD' and (o.status <> 'CANCELLED' or o.cancelled_reason is distinct from 'Resumed')
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
        where oi.tenant_id = ${scope.tenantId}::uuid and o.location_id in (${ids(placesOf(scope, filters))}) and o.status <> 'HOLD' and (o.status <> 'CANCELLED' or o.cancelled_reason is distinct from 'Resumed')
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
  "near-expiry-lots": {
    fileStem: "near-expiry-lots",
    sheet: "Near Expiry",
    permissions: [P.reportingAnalytics.reports.read],
    rows: (scope, filters) => {
      const days = typeof filters.days === "number" ? filters.days : Number.NaN;
      const daysProblem = expiryWithinDaysProblem(days);
      if (daysProblem) throw badUserInput({ days: daysProblem });
      const today = todayUtc();
      // near expiry: stock holding units that expires within the days, the expired lots included (unlike sellableLot)
      return sql`select loc.name as location_name, l.action_id, p.secondary_id as product_code, p.name as product_name, v.name as vendor_name,
          l.batch_number, l.batch_expiry, (l.batch_expiry - ${today}::date) as days_left, l.quantity, l.is_opened
        from product_lots l
        join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
        join vendors v on v.tenant_id = l.tenant_id and v.id = l.vendor_id
        join locations loc on loc.tenant_id = l.tenant_id and loc.id = l.location_id
        where l.tenant_id = ${scope.tenantId}::uuid and ${inStock(lot)} and ${notEmpty(lot)}
          and l.location_id in (${ids(placesOf(scope, filters))}) and ${expiringWithin(days, lot, today)}
        order by loc.name, ${soonestExpiryFirst(lot)}, p.name, l.action_id`;
    },
    columns: [
      { header: "Location", value: (row) => text(row.location_name) },
      { header: "Lot", value: (row) => text(row.action_id) },
      { header: "Product ID", value: (row) => text(row.product_code) },
      { header: "Product", value: (row) => text(row.product_name) },
      { header: "Vendor", value: (row) => text(row.vendor_name) },
      { header: "Batch", value: (row) => text(row.batch_number) },
      { header: "Expiry", value: (row) => day(row.batch_expiry) },
      { header: "Days Left", value: (row) => number(row.days_left) },
      { header: "Units", value: (row) => number(row.quantity) },
      { header: "Opened", value: (row) => (row.is_opened ? "Yes" : "No") },
    ],
  },
  "return-orders": {
    fileStem: "return-orders",
    sheet: "Return Orders",
    permissions: [P.salesOrders.returnOrder.export],
    rows: (scope, filters) => {
      const like = likeOf(filters);
      return sql`select o.secondary_id, parent.secondary_id as order_number, c.name as customer_name, c.phone_number, o.total_amount, o.status, o.comment,
          o.updated_at, o.created_at, o.fbr_invoice_id,
          (select string_agg(distinct op.method, ', ') from order_payments op where op.tenant_id = o.tenant_id and op.order_id = o.id) as methods
        from orders o
        left join orders parent on parent.tenant_id = o.tenant_id and parent.id = o.parent_order_id
        left join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
        where o.tenant_id = ${scope.tenantId}::uuid and o.kind = 'RETURN' and o.location_id in (${ids(placesOf(scope, filters))})
          and ${like ? sql`exists (select 1 from order_items oi where oi.tenant_id = o.tenant_id and oi.order_id = o.id and oi.name ilike ${like})` : sql`true`}
          and ${dateRange(filters, sql`o.created_at`)}
        order by o.created_at desc, o.id`;
    },
    columns: [
      { header: "ID", value: (row) => text(row.secondary_id) },
      { header: "Order ID", value: (row) => text(row.order_number) },
      { header: "Customer Name", value: (row) => text(row.customer_name) },
      { header: "Customer Phone", value: (row) => text(row.phone_number) },
      { header: "Amount", value: (row) => number(row.total_amount) },
      { header: "Refunded By", value: (row) => text(row.methods) },
      { header: "Status", value: (row) => text(row.status) },
      { header: "Comment", value: (row) => text(row.comment) },
      { header: "FBR Invoice", value: (row) => text(row.fbr_invoice_id) },
      { header: "Updated At", value: (row) => day(row.updated_at) },
      { header: "Created At", value: (row) => day(row.created_at) },
    ],
  },
  "purchase-orders": {
    fileStem: "purchase-orders",
    sheet: "Purchase Orders",
    permissions: [P.procurement.purchaseOrder.read],
    rows: (scope, filters) => sql`select po.secondary_id, po.status, po.created_at, po.expected_delivery_date, v.name as vendor_name, loc.name as location_name,
          po.net_amount, po.total_discount, po.sales_tax, po.total_amount,
          (select count(*) from purchase_order_items i where i.tenant_id = po.tenant_id and i.purchase_order_id = po.id) as items
        from purchase_orders po
        join vendors v on v.tenant_id = po.tenant_id and v.id = po.vendor_id
        join locations loc on loc.tenant_id = po.tenant_id and loc.id = po.delivery_location_id
        where po.tenant_id = ${scope.tenantId}::uuid and po.delivery_location_id in (${ids(placesOf(scope, filters))})
          and ${dateRange(filters, sql`po.created_at`)}
        order by po.created_at desc, po.id`,
    columns: [
      { header: "Purchase Order", value: (row) => text(row.secondary_id) },
      { header: "Status", value: (row) => text(row.status) },
      { header: "Created", value: (row) => day(row.created_at) },
      { header: "Expected Delivery", value: (row) => day(row.expected_delivery_date) },
      { header: "Vendor", value: (row) => text(row.vendor_name) },
      { header: "Delivery Location", value: (row) => text(row.location_name) },
      { header: "Items", value: (row) => number(row.items) },
      { header: "Net Amount", value: (row) => number(row.net_amount) },
      { header: "Discount", value: (row) => number(row.total_discount) },
      { header: "Sales Tax", value: (row) => number(row.sales_tax) },
      { header: "Total", value: (row) => number(row.total_amount) },
    ],
  },
  "purchase-order-items": {
    fileStem: "purchase-order-items",
    sheet: "Purchase Order Items",
    permissions: [P.procurement.purchaseOrder.read],
    rows: (scope, filters) => sql`select po.secondary_id, po.status, po.created_at, v.name as vendor_name, i.line_no, p.secondary_id as product_code, p.name as product_name,
          i.uom, i.item_conversion, i.required_quantity, i.foc, i.received_quantity, i.trade_price, i.gst_amount, i.total_price
        from purchase_order_items i
        join purchase_orders po on po.tenant_id = i.tenant_id and po.id = i.purchase_order_id
        join vendors v on v.tenant_id = po.tenant_id and v.id = po.vendor_id
        join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
        where i.tenant_id = ${scope.tenantId}::uuid and po.delivery_location_id in (${ids(placesOf(scope, filters))})
          and ${dateRange(filters, sql`po.created_at`)}
        order by po.created_at desc, po.id, i.line_no`,
    columns: [
      { header: "Purchase Order", value: (row) => text(row.secondary_id) },
      { header: "Status", value: (row) => text(row.status) },
      { header: "Created", value: (row) => day(row.created_at) },
      { header: "Vendor", value: (row) => text(row.vendor_name) },
      { header: "Line", value: (row) => number(row.line_no) },
      { header: "Product ID", value: (row) => text(row.product_code) },
      { header: "Product", value: (row) => text(row.product_name) },
      { header: "Unit", value: (row) => text(row.uom) },
      { header: "Units per Pack", value: (row) => number(row.item_conversion) },
      { header: "Required", value: (row) => number(row.required_quantity) },
      { header: "FOC", value: (row) => number(row.foc) },
      { header: "Received", value: (row) => number(row.received_quantity) },
      { header: "Trade Price", value: (row) => number(row.trade_price) },
      { header: "GST", value: (row) => number(row.gst_amount) },
      { header: "Total", value: (row) => number(row.total_price) },
    ],
  },
};
