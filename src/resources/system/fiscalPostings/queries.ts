// The fiscal postings screen's GraphQL documents (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf } from "../../../graphql";

export const FISCAL_POSTINGS = graphql(`query FiscalPostings($statuses: [FiscalPostingStatus!], $page: Int, $limit: Int) {
  list: getFiscalPostings(statuses: $statuses, page: $page, limit: $limit) {
    data { id orderId isReturn usin refUsin status attempts lastError lastAttemptAt fiscalInvoiceNumber numberSource createdAt integration { id name type } }
    meta { totalCount }
  }
}`);
export type FiscalPostingRow = ResultOf<typeof FISCAL_POSTINGS>["list"]["data"][number];

export const FISCAL_POSTING_ATTEMPTS = graphql(`query FiscalPostingAttempts($postingId: ID!) {
  attempts: getFiscalPostingAttempts(postingId: $postingId) { attempt outcome httpStatus responseCode message durationMs createdAt }
}`);

export const RETRY_FISCAL_POSTING = graphql(`mutation RetryFiscalPosting($id: ID!) {
  posting: retryFiscalPosting(id: $id) { id status }
}`);

export const SET_FBR_INVOICE_ID = graphql(`mutation SetFbrInvoiceId($invoiceId: String!, $orderId: ID!) {
  order: updateFbrInvoiceId(invoiceId: $invoiceId, orderId: $orderId) { id fbrInvoiceId }
}`);

export const SET_RETURN_FBR_INVOICE_ID = graphql(`mutation SetReturnFbrInvoiceId($invoiceId: String!, $returnOrderId: ID!) {
  order: updateReturnFbrInvoiceId(invoiceId: $invoiceId, returnOrderId: $returnOrderId) { id fbrInvoiceId }
}`);
