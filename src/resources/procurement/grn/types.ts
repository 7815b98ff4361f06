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

/** Some of a GRN's lines by QC outcome: received, rejected, awaiting QC, accepted. */
const GRN_FIGURES_FRAGMENT = graphql(`
  fragment GrnFiguresFields on GrnFigures { lines packs amount discount tax value }
`);

export const GET_GRN = graphql(
  `query Grn($grnId: ID!) {
    grn: getOneGrn(grnId: $grnId) {
      ...GrnListFields comment advanceIncomeTax discount tax items { ...GrnItemFields }
      received { ...GrnFiguresFields } rejected { ...GrnFiguresFields } awaitingQc { ...GrnFiguresFields } accepted { ...GrnFiguresFields }
    }
  }`,
  [GRN_LIST_FRAGMENT, GRN_ITEM_FRAGMENT, GRN_FIGURES_FRAGMENT],
);

export const CREATE_GRN = graphql(`mutation CreateGrn($input: GrnInput!) { grn: createGrn(grnDto: $input) { id secondaryId } }`);

export const UPDATE_GRN_QC = graphql(`mutation GrnQc($grnId: ID!, $items: [GrnQcItemInput!]!) {
  grn: updateGrnQCStatus(grnId: $grnId, items: $items) { id secondaryId status }
}`);

export type GrnListRecord = ResultOf<typeof GRN_LIST_FRAGMENT>;
export type GrnDetails = ResultOf<typeof GET_GRN>["grn"];
export type GrnItemRecord = GrnDetails["items"][number];
export type GrnInput = VariablesOf<typeof CREATE_GRN>["input"];
export type GrnFigures = GrnDetails["received"];

/** The rows of a GRN's QC figures, as the screen and the printed GRN show them ("Awaiting QC" only while some do). */
export function grnFigureRows(grn: GrnDetails): { key: string; label: string; figures: GrnFigures }[] {
  return [
    { key: "received", label: "Received", figures: grn.received },
    { key: "rejected", label: "Rejected at QC", figures: grn.rejected },
    ...(grn.awaitingQc.lines > 0 ? [{ key: "awaitingQc", label: "Awaiting QC", figures: grn.awaitingQc }] : []),
    { key: "accepted", label: "Accepted", figures: grn.accepted },
  ];
}

/** The total's label: what was accepted, or — while some lines await QC — everything not rejected. */
export function grnTotalLabel(grn: GrnDetails): string {
  return grn.awaitingQc.lines > 0 ? "Total (not rejected)" : "Total accepted";
}
