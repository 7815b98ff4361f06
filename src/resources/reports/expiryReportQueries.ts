// The Expiry report's GraphQL documents (typed by gql.tada from server/schema.graphql): the report, the lots behind a
// figure, and the download.
import { graphql, type ResultOf } from "../../graphql";

export const EXPIRY_REPORT = graphql(`query ExpiryReport($from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID) {
  report: getExpiryReport(from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId) {
    today
    rows { month locationId locationName lots units packs looseUnits value }
    monthTotals { month lots units packs looseUnits value }
    locationTotals { locationId locationName lots units packs looseUnits value }
    totals { lots units packs looseUnits value }
    expired { locationId locationName lots units packs looseUnits value }
    expiredTotals { lots units packs looseUnits value }
  }
}`);
export type ExpiryReportResult = ResultOf<typeof EXPIRY_REPORT>["report"];
export type ExpiryMeasures = ExpiryReportResult["totals"];

export const EXPIRY_REPORT_LOTS = graphql(`query ExpiryReportLots($from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID, $expired: Boolean, $page: Int, $limit: Int) {
  lots: getExpiryReportLots(from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId, expired: $expired, page: $page, limit: $limit) {
    data { lotId actionId productCode productName locationName vendorName batchNumber batchExpiry daysLeft units isOpened value }
    meta { total }
  }
}`);
export type ExpiryReportLot = ResultOf<typeof EXPIRY_REPORT_LOTS>["lots"]["data"][number];

export const EXPIRY_REPORT_DOWNLOAD = graphql(`query ExpiryReportDownload($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID, $expired: Boolean) {
  download: downloadExpiryReport(format: $format, from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId, expired: $expired) {
    url fileName expiresAt downloadId
  }
}`);
