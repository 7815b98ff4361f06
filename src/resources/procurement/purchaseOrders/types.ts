// The purchase order screens' GraphQL documents and the rows they read, typed from server/schema.graphql
// (PurchaseOrder, PurchaseOrderItem, ItemProduct) by gql.tada: see src/graphql.
import { fieldsOf, graphql, type ResultOf, type VariablesOf } from "../../../graphql";

/** The product of a PO or GRN item. */
export const ITEM_PRODUCT_FIELDS = graphql(`
  fragment ItemProductFields on ItemProduct { id secondaryId name buyingUnit sellingUnit uomFactor maximumRetailPrice }
`);

/** A purchase order as the list and the details header show it. */
const PO_LIST_FRAGMENT = graphql(`
  fragment PurchaseOrderListFields on PurchaseOrder {
    id secondaryId status orderType poType netAmount totalDiscount salesTax totalAmount
    expectedDeliveryDate additionalTerms returnRfid vendorId vendor { id name } deliveryLocationId deliveryLocation { id name }
    totalItems editable createdAt updatedAt
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const PO_LIST_FIELDS = fieldsOf(PO_LIST_FRAGMENT);

const PO_DETAILS_FRAGMENT = graphql(
  `
  fragment PurchaseOrderDetailsFields on PurchaseOrder {
    ...PurchaseOrderListFields
    items {
      id productId product { ...ItemProductFields } uom itemConversion requiredQuantity foc receivedQuantity grnRemainingQuantity
      tradePrice tradeDiscountPercentage tradeDiscountValue gstPercentage gstAmount totalPrice
    }
  }
`,
  [PO_LIST_FRAGMENT, ITEM_PRODUCT_FIELDS],
);

/** By id, or by readable id (PO-000012) for the printed PO's links that carry that. */
export const GET_PURCHASE_ORDER = graphql(
  `query PurchaseOrder($id: ID, $secondaryId: String) {
    purchaseOrder: getPurchaseOrder(id: $id, secondaryId: $secondaryId) { ...PurchaseOrderDetailsFields }
  }`,
  [PO_DETAILS_FRAGMENT],
);

export const CREATE_PURCHASE_ORDER = graphql(`mutation CreatePurchaseOrder($input: PurchaseOrderInput!) {
  purchaseOrder: createPurchaseOrder(purchaseOrderDto: $input) { id secondaryId totalAmount }
}`);

export const UPDATE_PURCHASE_ORDER = graphql(`mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderUpdateInput!) {
  purchaseOrder: updatePurchaseOrder(id: $id, purchaseOrderDto: $input) { id secondaryId totalAmount }
}`);

export const CLOSE_PURCHASE_ORDER = graphql(`mutation ClosePurchaseOrder($id: ID!) { purchaseOrder: closePurchaseOrder(id: $id) { id secondaryId status } }`);

export type ItemProduct = ResultOf<typeof ITEM_PRODUCT_FIELDS>;
export type UnitOfMeasure = ItemProduct["buyingUnit"];
export type PurchaseOrderRecord = ResultOf<typeof PO_LIST_FRAGMENT>;
export type PurchaseOrderDetails = ResultOf<typeof GET_PURCHASE_ORDER>["purchaseOrder"];
export type PurchaseOrderItemRecord = PurchaseOrderDetails["items"][number];
export type PurchaseOrderInput = VariablesOf<typeof CREATE_PURCHASE_ORDER>["input"];
export type PurchaseOrderUpdateInput = VariablesOf<typeof UPDATE_PURCHASE_ORDER>["input"];
