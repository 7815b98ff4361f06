// The GRN screens' GraphQL documents and the rows they read, typed from server/schema.graphql (Grn, GrnItem) by
// gql.tada: see src/graphql.
import { fieldsOf, graphql, type ResultOf, type VariablesOf } from "../../../graphql";
import { ITEM_PRODUCT_FIELDS } from "../purchaseOrders/types";

/** A GRN as the list and the details header show it. */
const GRN_LIST_FRAGMENT = graphql(`
  fragment GrnListFields on Grn {
    id secondaryId status poId purchaseOrder { id secondaryId vendor { id name } } location { id name }
    invoiceNumber invoiceDate stockArrivalDate amount total receivedQuantity createdAt
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const GRN_LIST_FIELDS = fieldsOf(GRN_LIST_FRAGMENT);

const GRN_ITEM_FRAGMENT = graphql(
  `
  fragment GrnItemFields on GrnItem {
    id actionId productId product { ...ItemProductFields } batchNumber batchExpiry mfgDate mrp tradePrice
    discValue gstValue foc receivedQuantity requiredQuantity status comment rejectComment uomFactor lotCount
    purchaseOrderItem { id uom itemConversion grnRemainingQuantity }
  }
`,
  [ITEM_PRODUCT_FIELDS],
);

export const GET_GRN = graphql(
  `query Grn($grnId: ID!) {
    grn: getOneGrn(grnId: $grnId) { ...GrnListFields comment advanceIncomeTax discount tax items { ...GrnItemFields } }
  }`,
  [GRN_LIST_FRAGMENT, GRN_ITEM_FRAGMENT],
);

export const CREATE_GRN = graphql(`mutation CreateGrn($input: GrnInput!) { grn: createGrn(grnDto: $input) { id secondaryId } }`);

export const UPDATE_GRN_QC = graphql(`mutation GrnQc($grnId: ID!, $items: [GrnQcItemInput!]!) {
  grn: updateGrnQCStatus(grnId: $grnId, items: $items) { id secondaryId status }
}`);

export type GrnListRecord = ResultOf<typeof GRN_LIST_FRAGMENT>;
export type GrnDetails = ResultOf<typeof GET_GRN>["grn"];
export type GrnItemRecord = GrnDetails["items"][number];
export type GrnInput = VariablesOf<typeof CREATE_GRN>["input"];
