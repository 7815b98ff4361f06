// The reports' GraphQL documents (inventory, sales) (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf, type VariablesOf } from "../../graphql";

export const STOCK_REPORT = graphql(`query StockReport($locationId: ID, $categoryId: ID, $manufacturerId: ID, $vendorId: ID, $search: String, $productStatus: String, $expiringWithinDays: Int, $page: Int, $limit: Int) {
  report: getProductLotStockReport(locationId: $locationId, categoryId: $categoryId, manufacturerId: $manufacturerId, vendorId: $vendorId, search: $search,
    productStatus: $productStatus, expiringWithinDays: $expiringWithinDays, page: $page, limit: $limit) {
    data { productId productCode productName categories manufacturer locationId locationName sellingUnit buyingUnit uomFactor taxRate averageMrp purchasePrice tradePrice
      looseQuantity packedQuantity inTransitQuantity stockQuantity stockValue stockValueWithTax totalTax }
    meta { total }
    totals { products stockQuantity inTransitQuantity stockValue stockValueWithTax totalTax }
  }
}`);
export type StockReportRow = ResultOf<typeof STOCK_REPORT>["report"]["data"][number];
export type StockReportFilters = Omit<VariablesOf<typeof STOCK_REPORT>, "page" | "limit">;

export const STOCK_REPORT_DOWNLOAD = graphql(`query StockReportDownload($format: DownloadFormat!, $locationId: ID, $categoryId: ID, $manufacturerId: ID, $vendorId: ID, $search: String, $productStatus: String,
    $expiringWithinDays: Int) {
  download: downloadProductLotStockReport(format: $format, locationId: $locationId, categoryId: $categoryId, manufacturerId: $manufacturerId, vendorId: $vendorId,
    search: $search, productStatus: $productStatus, expiringWithinDays: $expiringWithinDays) { url fileName expiresAt downloadId }
}`);

export const SALES_REPORT = graphql(`query SalesReport($from: String, $to: String, $period: SalesReportPeriod!, $groupBy: SalesReportGroup!, $locationIds: [ID!], $page: Int, $limit: Int) {
  report: getSalesReport(from: $from, to: $to, period: $period, groupBy: $groupBy, locationIds: $locationIds, page: $page, limit: $limit) {
    data { period groupKey groupLabel orders returns units gross discount tax fees total net cost margin }
    meta { total }
    totals { orders returns units gross discount tax fees total net cost margin }
  }
}`);
export type SalesReportResult = ResultOf<typeof SALES_REPORT>["report"];
export type SalesReportRow = SalesReportResult["data"][number];

export const SALES_REPORT_DOWNLOAD = graphql(`query SalesReportDownload($format: DownloadFormat!, $from: String, $to: String, $period: SalesReportPeriod!, $groupBy: SalesReportGroup!, $locationIds: [ID!]) {
  download: downloadSalesReport(format: $format, from: $from, to: $to, period: $period, groupBy: $groupBy, locationIds: $locationIds) { url fileName expiresAt downloadId }
}`);

export const SALES_TAX_REPORT = graphql(`query SalesTaxReport($from: String, $to: String, $locationIds: [ID!]) {
  report: getSalesTaxReport(from: $from, to: $to, locationIds: $locationIds) {
    rows { month authority taxRate invoices salesValue salesTax creditNotes creditValue creditTax netTax }
    totals { invoices salesValue salesTax creditNotes creditValue creditTax netTax }
    unreported { orderId orderNumber kind createdAt locationName registerName authority postingStatus total tax }
    unreportedCount
  }
}`);
export const SALES_TAX_REPORT_DOWNLOAD = graphql(`query SalesTaxReportDownload($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!]) {
  download: downloadSalesTaxReport(format: $format, from: $from, to: $to, locationIds: $locationIds) { url fileName expiresAt downloadId }
}`);

export type SalesTaxReportResult = ResultOf<typeof SALES_TAX_REPORT>["report"];

export const PURCHASES_REPORT = graphql(`query PurchasesReport($from: String, $to: String, $locationIds: [ID!], $vendorIds: [ID!], $page: Int, $limit: Int) {
  report: getPurchasesReport(from: $from, to: $to, locationIds: $locationIds, vendorIds: $vendorIds, page: $page, limit: $limit) {
    data { month vendorId vendorName locationId locationName purchaseOrders orderedPacks orderedCost orderedTax orderedTotal grns receivedPacks receivedCost receivedTax receivedTotal stockReturns returnedUnits returnedValue netCost }
    meta { total }
    totals { purchaseOrders orderedPacks orderedCost orderedTax orderedTotal grns receivedPacks receivedCost receivedTax receivedTotal stockReturns returnedUnits returnedValue netCost }
  }
}`);
export type PurchasesReportRow = ResultOf<typeof PURCHASES_REPORT>["report"]["data"][number];

export const PURCHASES_REPORT_DOWNLOAD = graphql(`query PurchasesReportDownload($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!], $vendorIds: [ID!]) {
  download: downloadPurchasesReport(format: $format, from: $from, to: $to, locationIds: $locationIds, vendorIds: $vendorIds) { url fileName expiresAt downloadId }
}`);
