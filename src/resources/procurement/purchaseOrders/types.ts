// Shapes of PROCUREMENT_API.md (layer 1) the purchase order screens read.

export type UnitOfMeasure = "BOX" | "CARTON" | "PIECE" | "UNIT";

export interface ItemProduct {
  id: string;
  secondaryId: string;
  name: string;
  buyingUnit: UnitOfMeasure;
  sellingUnit: UnitOfMeasure;
  uomFactor: number;
  maximumRetailPrice: number;
}

export interface PurchaseOrderItemRecord {
  id: string;
  productId: string;
  product: ItemProduct;
  uom: UnitOfMeasure;
  itemConversion: number;
  requiredQuantity: number;
  foc: number;
  receivedQuantity: number;
  grnRemainingQuantity: number;
  tradePrice: number;
  tradeDiscountPercentage: number;
  tradeDiscountValue: number;
  gstPercentage: number;
  gstAmount: number;
  totalPrice: number;
}

export interface PurchaseOrderRecord {
  id: string;
  secondaryId: string;
  status: string;
  orderType: string;
  poType: string;
  netAmount: number;
  totalDiscount: number;
  salesTax: number;
  totalAmount: number;
  expectedDeliveryDate: string;
  additionalTerms: string | null;
  returnRfid: string | null;
  vendorId: string;
  vendor: { id: string; name: string };
  deliveryLocationId: string;
  deliveryLocation: { id: string; name: string };
  totalItems: number;
  /** OPEN with no GRN against it (the server decides; the caller's rights are checked apart). */
  editable: boolean;
  createdAt: string;
  /** The version an edit sends back: the server refuses a save over a newer one. */
  updatedAt: string;
}

export interface PurchaseOrderDetails extends PurchaseOrderRecord {
  items: PurchaseOrderItemRecord[];
}

export const ITEM_PRODUCT_FIELDS = "id secondaryId name buyingUnit sellingUnit uomFactor maximumRetailPrice";

export const PO_LIST_FIELDS = `id secondaryId status orderType poType netAmount totalDiscount salesTax totalAmount
  expectedDeliveryDate additionalTerms returnRfid vendorId vendor { id name } deliveryLocationId deliveryLocation { id name }
  totalItems editable createdAt updatedAt`;

export const PO_DETAILS_FIELDS = `${PO_LIST_FIELDS} items { id productId product { ${ITEM_PRODUCT_FIELDS} } uom itemConversion
  requiredQuantity foc receivedQuantity grnRemainingQuantity tradePrice tradeDiscountPercentage tradeDiscountValue
  gstPercentage gstAmount totalPrice }`;

export const GET_PURCHASE_ORDER = `query PurchaseOrder($id: ID) { purchaseOrder: getPurchaseOrder(id: $id) { ${PO_DETAILS_FIELDS} } }`;

export const CREATE_PURCHASE_ORDER = `mutation CreatePurchaseOrder($input: PurchaseOrderInput!) {
  purchaseOrder: createPurchaseOrder(purchaseOrderDto: $input) { id secondaryId totalAmount }
}`;

export const UPDATE_PURCHASE_ORDER = `mutation UpdatePurchaseOrder($id: ID!, $input: PurchaseOrderUpdateInput!) {
  purchaseOrder: updatePurchaseOrder(id: $id, purchaseOrderDto: $input) { id secondaryId totalAmount }
}`;

export const CLOSE_PURCHASE_ORDER = `mutation ClosePurchaseOrder($id: ID!) { purchaseOrder: closePurchaseOrder(id: $id) { id secondaryId status } }`;
