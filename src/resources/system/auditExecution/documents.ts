// The audit execution screen's GraphQL documents (server/modules/audits), typed from server/schema.graphql by gql.tada.
import { graphql, type ResultOf, type VariablesOf } from "../../../graphql";

export const GET_AUDIT = graphql(`query AuditForExecution($auditId: ID!) {
  audit: getAudit(auditId: $auditId) {
    id secondaryId status type locationId location { id name } itemCount lotCount closureReason
    auditProducts { id status lotCount secondaryId product { id name secondaryId uomFactor } }
  }
}`);
export type ExecutedAudit = ResultOf<typeof GET_AUDIT>["audit"];
export type ExecutedProduct = ExecutedAudit["auditProducts"][number];

const SUMMARY_FIELDS = graphql(`fragment AuditProductSummaryFields on AuditProductSummary {
  productId productName status expectedQuantity actualQuantity matchedCount shortCount shortAmount excessCount excessAmount
  totalLots scannedLots remainingLots stockValue
}`);

export const GET_PRODUCT_SUMMARY = graphql(
  `query AuditProductSummary($auditProductId: ID!) {
    summary: getAuditProductSummary(auditProductId: $auditProductId) { ...AuditProductSummaryFields }
  }`,
  [SUMMARY_FIELDS],
);
export type ProductSummary = ResultOf<typeof GET_PRODUCT_SUMMARY>["summary"];

export const GET_AUDIT_LOTS = graphql(`query AuditLotsOfProduct($locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  lots: getAllAuditLots(locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
    data { id actionId batchNumber batchExpiry status expectedQuantity actualQuantity scanType isExpected lotStockValue countedAt }
    meta { page limit totalCount }
  }
}`);
export type AuditLotsVariables = VariablesOf<typeof GET_AUDIT_LOTS>;
export type ExecutedLot = ResultOf<typeof GET_AUDIT_LOTS>["lots"]["data"][number];

export const START_AUDIT = graphql(`mutation StartProductAudit($auditId: ID!, $productId: ID!) {
  started: startAudit(auditId: $auditId, productId: $productId)
}`);

export const SCAN_AUDIT_LOT = graphql(`mutation ScanAuditLot($scanLotsDto: ScanLotsInput!) {
  scanned: scanAuditLot(scanLotsDto: $scanLotsDto)
}`);
export type ScanPayload = VariablesOf<typeof SCAN_AUDIT_LOT>["scanLotsDto"];

export const COMPLETE_PRODUCT_AUDIT = graphql(
  `mutation CompleteProductAudit($auditId: ID!, $productId: ID!) {
    summary: completeProductAudit(auditId: $auditId, productId: $productId) { ...AuditProductSummaryFields }
  }`,
  [SUMMARY_FIELDS],
);

export const CLOSE_AUDIT = graphql(`mutation CloseAudit($auditId: ID!, $closureReason: String!) {
  closed: closeAudit(auditId: $auditId, closureReason: $closureReason)
}`);
