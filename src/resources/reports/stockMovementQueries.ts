// The Stock movement report's GraphQL documents (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf } from "../../graphql";

export const STOCK_MOVEMENT_REPORT = graphql(`query StockMovementReport($from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID, $page: Int, $limit: Int) {
  report: getStockMovementReport(from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId, page: $page, limit: $limit) {
    data { productId productCode productName locationId locationName
      opening { units value } received { units value } transferIn { units value } customerReturn { units value } found { units value } in { units value }
      sold { units value } transferOut { units value } vendorReturn { units value } writtenOff { units value } out { units value } closing { units value } }
    meta { total }
    totals { opening { units value } received { units value } transferIn { units value } customerReturn { units value } found { units value } in { units value }
      sold { units value } transferOut { units value } vendorReturn { units value } writtenOff { units value } out { units value } closing { units value } }
  }
}`);
export type StockMovementReportResult = ResultOf<typeof STOCK_MOVEMENT_REPORT>["report"];
export type StockMovementReportRow = StockMovementReportResult["data"][number];

export const STOCK_MOVEMENT_REPORT_DOWNLOAD = graphql(`query StockMovementReportDownload($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID) {
  download: downloadStockMovementReport(format: $format, from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId) { url fileName expiresAt downloadId }
}`);
