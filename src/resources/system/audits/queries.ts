// The audit screens' GraphQL documents (typed by gql.tada from server/schema.graphql): the list's row, one audit
// with its products, a product's summary and lots, the wizard's product search and createAudit.
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";

const AUDIT_LIST_FRAGMENT = graphql(`
  fragment AuditListFields on Audit {
    id secondaryId status type percentage locationId itemCount lotCount matchedProducts shortProducts shortStockValue
    excessProducts excessStockValue createdAt
  }
`);
/** The list's fields, for the data provider's getAllAudits (the resource declaration). */
export const AUDIT_LIST_FIELDS = fieldsOf(AUDIT_LIST_FRAGMENT);
export type AuditListRecord = ResultOf<typeof AUDIT_LIST_FRAGMENT>;

export const AUDIT_DETAILS = graphql(`query AuditDetails($auditId: ID!) {
  audit: getAudit(auditId: $auditId) {
    id secondaryId status type percentage locationId location { id name } itemCount lotCount createdAt
    auditProducts { id status lotCount secondaryId product { id name secondaryId uomFactor } }
  }
}`);
export type AuditDetails = ResultOf<typeof AUDIT_DETAILS>["audit"];
export type AuditProductRow = AuditDetails["auditProducts"][number];

export const AUDIT_PRODUCT_SUMMARY = graphql(`query AuditProductSummary($auditProductId: ID!) {
  summary: getAuditProductSummary(auditProductId: $auditProductId) {
    productId productName status expectedQuantity actualQuantity matchedCount shortCount shortAmount excessCount excessAmount
    totalLots scannedLots remainingLots stockValue
  }
}`);
export type AuditProductSummary = ResultOf<typeof AUDIT_PRODUCT_SUMMARY>["summary"];

export const AUDIT_LOTS = graphql(`query AuditLots($locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  lots: getAllAuditLots(locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
    data { id actionId batchNumber batchExpiry status expectedQuantity actualQuantity lotStockValue scanType isExpected auditProductId }
    meta { totalCount }
  }
}`);
export type AuditLotRow = ResultOf<typeof AUDIT_LOTS>["lots"]["data"][number];

/** The wizard's product search (spec: status ACTIVE, name LIKE, by name, page 1, limit 500). */
export const AUDIT_PRODUCT_SEARCH = graphql(`query AuditProductSearch($limit: Int, $filter: [FilterGroupInput!]) {
  products: getProducts(page: 1, limit: $limit, filter: $filter, sort: [{ field: "name", direction: ASC }]) {
    data { id secondaryId name maximumRetailUnitPrice }
  }
}`);
export type AuditSearchProduct = ResultOf<typeof AUDIT_PRODUCT_SEARCH>["products"]["data"][number];

export const CREATE_AUDIT = graphql(`mutation CreateAudit($createAuditDto: CreateAuditInput!) {
  audit: createAudit(createAuditDto: $createAuditDto) { id secondaryId itemCount lotCount }
}`);
