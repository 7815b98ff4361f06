// Report operations (reporting-analytics:reports:read): getProductLotStockReport, the inventory report's page and totals.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import type { ArgBuilder } from "@pothos/core";
import { builder, type Types } from "../../graphql/builder";
import { DOWNLOAD_FORMATS, downloadToken } from "./downloadLinks";
import { downloadFileName } from "./downloads";
import { reportLotFilter, stockReport, type StockReport, type StockReportArgs, type StockReportRow, type StockReportTotals } from "./stockReport";

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
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => stockReport(scope, { ...filtersOf(args), page: args.page, limit: args.limit })),
  }),
);

const DownloadFormatEnum = builder.enumType("DownloadFormat", { values: DOWNLOAD_FORMATS });

const DownloadRef = builder.objectRef<{ url: string; fileName: string; expiresAt: Date }>("DownloadLink").implement({
  fields: (t) => ({
    url: t.exposeString("url", { description: "Fetch it (GET) within 5 minutes: the file streams as it is made." }),
    fileName: t.exposeString("fileName"),
    expiresAt: t.field({ type: "DateTime", resolve: (link) => link.expiresAt }),
  }),
});

builder.queryField("downloadProductLotStockReport", (t) =>
  t.field({
    type: DownloadRef,
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { format: t.arg({ type: DownloadFormatEnum, required: true }), ...reportFilterArgs(t.arg) },
    resolve: (_root, { format, ...raw }, ctx) =>
      inTransaction(ctx, (scope) => {
        const filters = filtersOf(raw);
        // the same checks the page's query makes, now rather than when the link is followed
        reportLotFilter(scope, filters);
        const { token, expiresAt } = downloadToken(ctx.config, { report: "stock-report", format, tenantId: scope.tenantId, userId: scope.auth.user.id, filters: { ...filters } });
        return Promise.resolve({ url: `/downloads/${token}`, fileName: downloadFileName(format), expiresAt });
      }),
  }),
);
