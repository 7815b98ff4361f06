// Report operations: getProductLotStockReport (the inventory report's page and totals) and the downloads, each a
// short-lived link to a streamed file: downloadProductLotStockReport, downloadOrders, downloadOrderItems,
// downloadTransferItems, getSalesReport, downloadSalesReport and downloadSalesTaxReport (each behind the permission of
// what it lists). The download link's type and issueDownload serve the other reports' schema files too.
import { randomUUID } from "node:crypto";
import { P } from "../../../common/permissions/catalogue";
import { badUserInput } from "../../core/errors";
import { inReadTransaction, inTransaction } from "../../core/transaction";
import type { ArgBuilder, ObjectFieldBuilder } from "@pothos/core";
import { builder, type Types } from "../../graphql/builder";
import type { RequestContext } from "../../core/context";
import type { JsonObject } from "../../core/json";
import { DOWNLOAD_FORMATS, downloadToken, type DownloadFormat } from "./downloadLinks";
import { DOWNLOADS, type DownloadReportName } from "./downloadReports";
import { downloadFileName } from "./downloads";
import { pagedReportRef } from "./pagedReportSchema";
import { DOWNLOAD_STATUSES, downloadIssued, readDownloadProgress, type DownloadProgress } from "./downloadProgress";
import { SALES_REPORT_GROUPS, SALES_REPORT_PERIODS } from "../../../common/schemas/salesReport";
import { salesReport, type SalesReportRow, type SalesReportTotals } from "./salesReport";
import { stockReport, type StockReport, type StockReportArgs, type StockReportRow, type StockReportTotals } from "./stockReport";

const RowRef = builder.objectRef<StockReportRow>("StockReportRow").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    productCode: t.exposeString("productCode"),
    productName: t.exposeString("productName"),
    categories: t.exposeString("categories"),
    manufacturer: t.exposeString("manufacturer", { nullable: true }),
    locationId: t.exposeID("locationId"),
    locationName: t.exposeString("locationName"),
    sellingUnit: t.exposeString("sellingUnit"),
    buyingUnit: t.exposeString("buyingUnit"),
    uomFactor: t.exposeInt("uomFactor"),
    taxRate: t.exposeFloat("taxRate"),
    averageMrp: t.exposeFloat("averageMrp", { description: "Per selling unit, weighted by the units of each lot." }),
    purchasePrice: t.exposeFloat("purchasePrice"),
    tradePrice: t.exposeFloat("tradePrice"),
    looseQuantity: t.exposeInt("looseQuantity", { description: "Units in opened packs." }),
    packedQuantity: t.exposeInt("packedQuantity", { description: "Sealed packs." }),
    inTransitQuantity: t.exposeInt("inTransitQuantity", { description: "Units on their way to this location." }),
    stockQuantity: t.exposeInt("stockQuantity", { description: "Units in stock (IN_INVENTORY)." }),
    stockValue: t.exposeFloat("stockValue", { description: "At cost, without tax." }),
    stockValueWithTax: t.exposeFloat("stockValueWithTax"),
    totalTax: t.exposeFloat("totalTax"),
  }),
});

const TotalsRef = builder.objectRef<StockReportTotals>("StockReportTotals").implement({
  fields: (t) => ({
    products: t.exposeInt("products"),
    stockQuantity: t.exposeInt("stockQuantity"),
    inTransitQuantity: t.exposeInt("inTransitQuantity"),
    stockValue: t.exposeFloat("stockValue"),
    stockValueWithTax: t.exposeFloat("stockValueWithTax"),
    totalTax: t.exposeFloat("totalTax"),
  }),
});

const MetaRef = builder.objectRef<StockReport["meta"]>("StockReportMeta").implement({
  fields: (t) => ({ page: t.exposeInt("page"), limit: t.exposeInt("limit"), total: t.exposeInt("total"), totalCount: t.exposeInt("totalCount") }),
});

const StockReportRef = builder.objectRef<StockReport>("StockReport").implement({
  fields: (t) => ({
    data: t.field({ type: [RowRef], resolve: (report) => report.data }),
    meta: t.field({ type: MetaRef, resolve: (report) => report.meta }),
    totals: t.field({ type: TotalsRef, resolve: (report) => report.totals }),
  }),
});

/** The report's filters, as both the page's query and the download take them. */
const reportFilterArgs = (arg: ArgBuilder<Types>) => ({
  locationId: arg.id(),
  categoryId: arg.id(),
  manufacturerId: arg.id(),
  vendorId: arg.id(),
  productStatus: arg.string(),
  expiringWithinDays: arg.int(),
  search: arg.string(),
});

type RawFilters = { [K in "locationId" | "categoryId" | "manufacturerId" | "vendorId"]?: string | number | null } & { productStatus?: string | null; expiringWithinDays?: number | null; search?: string | null };

function filtersOf(raw: RawFilters): StockReportArgs {
  const id = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    locationId: id(raw.locationId),
    categoryId: id(raw.categoryId),
    manufacturerId: id(raw.manufacturerId),
    vendorId: id(raw.vendorId),
    productStatus: raw.productStatus ?? null,
    expiringWithinDays: raw.expiringWithinDays ?? null,
    search: raw.search ?? null,
  };
}

builder.queryField("getProductLotStockReport", (t) =>
  t.field({
    type: StockReportRef,
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { ...reportFilterArgs(t.arg), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => inReadTransaction(ctx, (scope) => stockReport(scope, { ...filtersOf(args), page: args.page, limit: args.limit })),
  }),
);

export const DownloadFormatEnum = builder.enumType("DownloadFormat", { values: DOWNLOAD_FORMATS });

export const DownloadRef = builder.objectRef<{ url: string; fileName: string; expiresAt: Date; downloadId: string }>("DownloadLink").implement({
  fields: (t) => ({
    url: t.exposeString("url", { description: "Fetch it (GET) within 5 minutes: the file streams as it is made." }),
    fileName: t.exposeString("fileName"),
    expiresAt: t.field({ type: "DateTime", resolve: (link) => link.expiresAt }),
    downloadId: t.exposeID("downloadId", { description: "Ask getDownloadProgress for how far the file has got." }),
  }),
});

const DownloadStatusEnum = builder.enumType("DownloadStatus", { values: DOWNLOAD_STATUSES });

const DownloadProgressRef = builder.objectRef<DownloadProgress>("DownloadProgress").implement({
  fields: (t) => ({
    downloadId: t.exposeID("downloadId"),
    fileName: t.exposeString("fileName"),
    status: t.field({ type: DownloadStatusEnum, resolve: (progress) => progress.status }),
    rowsWritten: t.exposeInt("rowsWritten"),
    totalRows: t.exposeInt("totalRows", { nullable: true }),
    failure: t.exposeString("failure", { nullable: true, description: "Why a FAILED file was not made, when the user can act on it (e.g. too many rows)." }),
  }),
});

/** Checks the filters for the user now (as the link will) and answers a signed link to the file. */
export function issueDownload(ctx: RequestContext, report: DownloadReportName, format: DownloadFormat, filters: JsonObject) {
  return inTransaction(ctx, async (scope) => {
    DOWNLOADS[report].rows(scope, filters);
    const owner = { tenantId: scope.tenantId, userId: scope.auth.user.id };
    const downloadId = randomUUID();
    const fileName = downloadFileName(DOWNLOADS[report].fileStem, format);
    const { token, expiresAt } = downloadToken(ctx.config, { report, format, ...owner, sessionId: scope.auth.sessionId, filters, downloadId });
    await downloadIssued(scope.tx, owner, downloadId, fileName);
    return { url: `/downloads/${token}`, fileName, expiresAt, downloadId };
  });
}

builder.queryField("getDownloadProgress", (t) =>
  t.field({
    type: [DownloadProgressRef],
    description: "How far the caller's downloads have got (at most 20 at once); another user's or a forgotten one is UNKNOWN.",
    authScopes: { signedIn: true },
    args: { downloadIds: t.arg.idList({ required: true }) },
    resolve: (_root, { downloadIds }, ctx) =>
      inTransaction(ctx, (scope) => {
        if (downloadIds.length > 20) throw badUserInput({ downloadIds: "Ask for at most 20 downloads at once." });
        return readDownloadProgress(scope.tx, { tenantId: scope.tenantId, userId: scope.auth.user.id }, downloadIds.map(String));
      }),
  }),
);

builder.queryField("downloadProductLotStockReport", (t) =>
  t.field({
    type: DownloadRef,
    authScopes: { permission: [...DOWNLOADS["stock-report"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...reportFilterArgs(t.arg) },
    resolve: (_root, { format, ...raw }, ctx) => issueDownload(ctx, "stock-report", format, { ...filtersOf(raw) }),
  }),
);

/** Orders, order items and transfer items: a location (or all the user's) and an optional date range. */
const rangeArgs = (arg: ArgBuilder<Types>) => ({ format: arg({ type: DownloadFormatEnum, required: true }), locationId: arg.id(), startDate: arg.string(), endDate: arg.string() });

const RANGE_DOWNLOADS = [
  ["downloadOrders", "orders"],
  ["downloadOrderItems", "order-items"],
  ["downloadTransferItems", "transfer-items"],
  ["downloadPurchaseOrders", "purchase-orders"],
  ["downloadPurchaseOrderItems", "purchase-order-items"],
] as const;

for (const [operation, report] of RANGE_DOWNLOADS) {
  builder.queryField(operation, (t) =>
    t.field({
      type: DownloadRef,
      authScopes: { permission: [...DOWNLOADS[report].permissions] },
      args: rangeArgs(t.arg),
      resolve: (_root, { format, locationId, startDate, endDate }, ctx) =>
        issueDownload(ctx, report, format, { locationId: locationId === null || locationId === undefined ? null : String(locationId), startDate: startDate ?? null, endDate: endDate ?? null }),
    }),
  );
}

builder.queryField("downloadReturnOrders", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Return Order list's Export: the returns of a location (or all the user's) whose items match the search.",
    authScopes: { permission: [...DOWNLOADS["return-orders"].permissions] },
    args: { ...rangeArgs(t.arg), search: t.arg.string() },
    resolve: (_root, { format, locationId, startDate, endDate, search }, ctx) =>
      issueDownload(ctx, "return-orders", format, { locationId: locationId === null || locationId === undefined ? null : String(locationId), startDate: startDate ?? null, endDate: endDate ?? null, search: search ?? null }),
  }),
);

builder.queryField("downloadNearExpiryLots", (t) =>
  t.field({
    type: DownloadRef,
    description: "The lots of a location (or all the user's) expiring within `days`: the input for returns to vendors.",
    authScopes: { permission: [...DOWNLOADS["near-expiry-lots"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), locationId: t.arg.id(), days: t.arg.int({ required: true }) },
    resolve: (_root, { format, locationId, days }, ctx) =>
      issueDownload(ctx, "near-expiry-lots", format, { locationId: locationId === null || locationId === undefined ? null : String(locationId), days }),
  }),
);

const SalesReportPeriodEnum = builder.enumType("SalesReportPeriod", { values: SALES_REPORT_PERIODS });
const SalesReportGroupEnum = builder.enumType("SalesReportGroup", { values: SALES_REPORT_GROUPS });

/** The measures a row and the totals share (typed by the parent, which holds them). */
function salesMeasures<T extends SalesReportTotals>(t: ObjectFieldBuilder<Types, T>) {
  const int = (pick: (parent: T) => number | null, description?: string) => t.field({ type: "Int", nullable: true, description, resolve: pick });
  const amount = (pick: (parent: T) => number, description?: string) => t.field({ type: "Float", description, resolve: pick });
  const maybe = (pick: (parent: T) => number | null, description?: string) => t.field({ type: "Float", nullable: true, description, resolve: pick });
  return {
    orders: int((row) => row.orders, "Sales counted (register and cashier; by payment method, a split payment counts under each)."),
    returns: int((row) => row.returns),
    units: int((row) => row.units, "Units sold less units returned."),
    gross: amount((row) => row.gross, "Before discount: sales less returns."),
    discount: amount((row) => row.discount),
    tax: amount((row) => row.tax),
    fees: amount((row) => row.fees, "Delivery, platform and POS charges (register, cashier, payment method)."),
    total: amount((row) => row.total, "What the customers paid, less refunds."),
    net: amount((row) => row.net, "Total less tax and fees."),
    cost: maybe((row) => row.cost, "At cost of the lots sold, less those returned; none by payment method."),
    margin: maybe((row) => row.margin, "Net less cost."),
  };
}

const SalesReportRowRef = builder.objectRef<SalesReportRow>("SalesReportRow").implement({
  fields: (t) => ({
    period: t.exposeString("period", { description: "The period's first day (YYYY-MM-DD): the day, the week's Monday or the month's first." }),
    groupKey: t.exposeString("groupKey"),
    groupLabel: t.exposeString("groupLabel"),
    ...salesMeasures(t),
  }),
});

const SalesReportTotalsRef = builder.objectRef<SalesReportTotals>("SalesReportTotals").implement({ fields: (t) => salesMeasures(t) });

const SalesReportRef = pagedReportRef("SalesReport", SalesReportRowRef, SalesReportTotalsRef);

/** The Sales report's filters (common/schemas/salesReport.ts checks them, naming the field). */
const salesFilterArgs = (arg: ArgBuilder<Types>) => ({
  from: arg.string({ description: "First business day (YYYY-MM-DD, Pakistan time)." }),
  to: arg.string({ description: "Last business day, included." }),
  period: arg({ type: SalesReportPeriodEnum, required: true }),
  groupBy: arg({ type: SalesReportGroupEnum, required: true }),
  locationIds: arg.idList({ description: "Some of the user's locations; none for all of them." }),
});

builder.queryField("getSalesReport", (t) =>
  t.field({
    type: SalesReportRef,
    description: "Sales less returns per period and group, from the sales rollups; at most 13 months (longer ranges: downloadSalesReport).",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { ...salesFilterArgs(t.arg), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, { locationIds, ...args }, ctx) => inReadTransaction(ctx, (scope) => salesReport(scope, { ...args, locationIds: locationIds?.map(String) ?? null })),
  }),
);

builder.queryField("downloadSalesReport", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Sales report as a file, with a row of totals at the end; any range.",
    authScopes: { permission: [...DOWNLOADS["sales-report"].permissions] },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...salesFilterArgs(t.arg) },
    resolve: (_root, { format, from, to, period, groupBy, locationIds }, ctx) =>
      issueDownload(ctx, "sales-report", format, { from: from ?? null, to: to ?? null, period, groupBy, locationIds: locationIds?.map(String) ?? null }),
  }),
);

builder.queryField("downloadSalesTaxReport", (t) =>
  t.field({
    type: DownloadRef,
    description: "The Sales tax report's rows (per month, authority and rate) as a file, with a row of totals at the end; any range.",
    authScopes: { permission: [...DOWNLOADS["sales-tax-report"].permissions] },
    args: {
      format: t.arg({ type: DownloadFormatEnum, required: true }),
      from: t.arg.string({ description: "First business day (YYYY-MM-DD, Pakistan time)." }),
      to: t.arg.string({ description: "Last business day, included." }),
      locationIds: t.arg.idList({ description: "Some of the user's locations; none for all of them." }),
    },
    resolve: (_root, { format, from, to, locationIds }, ctx) =>
      issueDownload(ctx, "sales-tax-report", format, { from: from ?? null, to: to ?? null, locationIds: locationIds?.map(String) ?? null }),
  }),
);
