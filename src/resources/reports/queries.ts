// The inventory report's GraphQL documents (typed by gql.tada from server/schema.graphql).
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
