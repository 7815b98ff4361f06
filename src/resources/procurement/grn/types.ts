// Shapes of PROCUREMENT_API.md (layer 2) the GRN screens read.
import { ITEM_PRODUCT_FIELDS, type ItemProduct } from "../purchaseOrders/types";

export interface GrnListRecord {
  id: string;
  secondaryId: string;
  status: string;
  poId: string;
  purchaseOrder: { id: string; secondaryId: string; vendor: { id: string; name: string } };
  location: { id: string; name: string };
  invoiceNumber: string;
  invoiceDate: string;
  stockArrivalDate: string;
  amount: number;
  total: number;
  receivedQuantity: number;
  createdAt: string;
}

export interface GrnItemRecord {
  id: string;
  actionId: string;
  productId: string;
  product: ItemProduct;
  batchNumber: string;
  batchExpiry: string;
  mfgDate: string | null;
  mrp: number;
  tradePrice: number;
  discValue: number;
  gstValue: number;
  foc: number;
  receivedQuantity: number;
  requiredQuantity: number;
  status: string;
  comment: string | null;
  rejectComment: string | null;
  uomFactor: number;
  lotCount: number;
  purchaseOrderItem: { id: string; uom: string; itemConversion: number; grnRemainingQuantity: number };
}

export interface GrnDetails extends GrnListRecord {
  comment: string | null;
  advanceIncomeTax: number;
  discount: number;
  tax: number;
  items: GrnItemRecord[];
}

export const GRN_LIST_FIELDS = `id secondaryId status poId purchaseOrder { id secondaryId vendor { id name } } location { id name }
  invoiceNumber invoiceDate stockArrivalDate amount total receivedQuantity createdAt`;

export const GRN_ITEM_FIELDS = `id actionId productId product { ${ITEM_PRODUCT_FIELDS} } batchNumber batchExpiry mfgDate mrp tradePrice
  discValue gstValue foc receivedQuantity requiredQuantity status comment rejectComment uomFactor lotCount
  purchaseOrderItem { id uom itemConversion grnRemainingQuantity }`;

export const GRN_DETAILS_FIELDS = `${GRN_LIST_FIELDS} comment advanceIncomeTax discount tax items { ${GRN_ITEM_FIELDS} }`;

export const GET_GRN = `query Grn($grnId: ID!) { grn: getOneGrn(grnId: $grnId) { ${GRN_DETAILS_FIELDS} } }`;

export const CREATE_GRN = `mutation CreateGrn($input: GrnInput!) { grn: createGrn(grnDto: $input) { id secondaryId } }`;

export const UPDATE_GRN_QC = `mutation GrnQc($grnId: ID!, $items: [GrnQcItemInput!]!) {
  grn: updateGrnQCStatus(grnId: $grnId, items: $items) { id secondaryId status }
}`;
