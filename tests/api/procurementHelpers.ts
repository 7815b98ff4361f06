// Operations and fixtures of the procurement API tests (purchase orders, GRNs, stock intake, lots).
import { login, type LoginPayload } from "../support/api";
import { locationNamed } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import { call, list, op } from "./catalogueHelpers";

const LIST_ARGS = "$page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!], $locationId: ID";
const LIST_PASS = "page: $page, limit: $limit, sort: $sort, filter: $filter, locationId: $locationId";

export const PO_ITEM_FIELDS = `id productId product { id name uomFactor buyingUnit } uom itemConversion requiredQuantity foc receivedQuantity grnRemainingQuantity
  tradePrice tradeDiscountPercentage tradeDiscountValue tradePriceAfterTradeDiscount gstPercentage salesTaxPercentage gstAmount
  tradePriceAfterApplyingGst totalPrice`;
export const PO_FIELDS = `id secondaryId status orderType poType netAmount totalDiscount salesTax totalAmount expectedDeliveryDate returnRfid
  additionalTerms vendorId vendor { id name } deliveryLocationId deliveryLocation { id name type } totalItems items { ${PO_ITEM_FIELDS} } createdAt updatedAt`;

export const po = {
  getPurchaseOrders: `query (${LIST_ARGS}) { getPurchaseOrders(${LIST_PASS}) { data { ${PO_FIELDS} } meta { page limit total totalCount } } }`,
  getPurchaseOrder: `query ($id: ID, $secondaryId: String) { getPurchaseOrder(id: $id, secondaryId: $secondaryId) { ${PO_FIELDS} } }`,
  createPurchaseOrder: `mutation ($purchaseOrderDto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $purchaseOrderDto) { ${PO_FIELDS} } }`,
  closePurchaseOrder: `mutation ($id: ID!) { closePurchaseOrder(id: $id) { ${PO_FIELDS} } }`,
};

export type PoItem = {
  id: string;
  productId: string;
  product: { id: string; name: string; uomFactor: number; buyingUnit: string };
  uom: string;
  itemConversion: number;
  requiredQuantity: number;
  foc: number;
  receivedQuantity: number;
  grnRemainingQuantity: number;
  tradePrice: number;
  tradeDiscountValue: number;
  tradePriceAfterTradeDiscount: number;
  gstAmount: number;
  tradePriceAfterApplyingGst: number;
  totalPrice: number;
  salesTaxPercentage: number;
};
export type PurchaseOrder = {
  id: string;
  secondaryId: string;
  status: string;
  netAmount: number;
  totalDiscount: number;
  salesTax: number;
  totalAmount: number;
  vendorId: string;
  deliveryLocationId: string;
  deliveryLocation: { id: string; name: string };
  items: PoItem[];
  totalItems: number;
};

export type Product = { id: string; name: string; uomFactor: number; status: string; maximumRetailPrice: number };

export interface ProcurementWorld {
  session: LoginPayload;
  token: string;
  vendorId: string;
  otherVendorId: string;
  products: Product[];
  warehouseId: string;
  storeId: string;
}

/** The demo admin, two active vendors, active products and the demo locations. */
export async function procurementWorld(): Promise<ProcurementWorld> {
  const session = await login(demoAdmin.email, demoAdmin.password);
  const token = session.token;
  const vendors = await list<{ id: string; status: string }>(op.getVendors, "getVendors", { limit: 10, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "ACTIVE" }] }] }, token);
  const products = await list<Product>(
    `query ($limit: Int, $filter: [FilterGroupInput!]) { getProducts(limit: $limit, filter: $filter) { data { id name uomFactor status maximumRetailPrice } meta { total totalCount page limit } } }`,
    "getProducts",
    { limit: 60, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "ACTIVE" }] }] },
    token,
  );
  return {
    session,
    token,
    vendorId: vendors.data[0].id,
    otherVendorId: vendors.data[1].id,
    products: products.data,
    warehouseId: locationNamed(session, "Central Warehouse").id,
    storeId: locationNamed(session, "Gulberg Store").id,
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function purchaseOrderDto(world: ProcurementWorld, items: object[], overrides: object = {}) {
  return { vendorId: world.vendorId, deliveryLocationId: world.warehouseId, expectedDeliveryDate: inDays(7), items, ...overrides };
}

export function createPurchaseOrder(world: ProcurementWorld, items: object[], overrides: object = {}, token = world.token) {
  return call<PurchaseOrder>(po.createPurchaseOrder, "createPurchaseOrder", { purchaseOrderDto: purchaseOrderDto(world, items, overrides) }, token);
}

export const GRN_ITEM_FIELDS = `id grnId grn { id secondaryId invoiceNumber } actionId poItemId productId product { id name uomFactor } batchNumber batchExpiry mfgDate
  mrp tradePrice discValue gstValue foc receivedQuantity requiredQuantity status comment rejectComment uomFactor lotCount
  purchaseOrderItem { id uom itemConversion grnRemainingQuantity gstPercentage product { id name } }`;
export const GRN_FIELDS = `id secondaryId poId purchaseOrder { id secondaryId status vendor { id name } } status locationId location { id name }
  invoiceNumber invoiceDate stockArrivalDate comment advanceIncomeTax amount discount tax total receivedQuantity items { ${GRN_ITEM_FIELDS} }`;

export const grnOps = {
  getAllGrns: `query (${LIST_ARGS}) { getAllGrns(${LIST_PASS}) { data { ${GRN_FIELDS} } meta { page limit total totalCount } } }`,
  getOneGrn: `query ($grnId: ID!) { getOneGrn(grnId: $grnId) { ${GRN_FIELDS} } }`,
  getAllGrnItems: `query ($locationId: ID!, $page: Int, $limit: Int, $filter: [FilterGroupInput!]) { getAllGrnItems(locationId: $locationId, page: $page, limit: $limit, filter: $filter) { data { ${GRN_ITEM_FIELDS} } meta { total totalCount } } }`,
  createGrn: `mutation ($grnDto: GrnInput!) { createGrn(grnDto: $grnDto) { ${GRN_FIELDS} } }`,
  updateGrnQCStatus: `mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { ${GRN_FIELDS} } }`,
};

export type GrnItem = {
  id: string;
  actionId: string;
  poItemId: string;
  productId: string;
  status: string;
  receivedQuantity: number;
  foc: number;
  uomFactor: number;
  lotCount: number;
  rejectComment: string | null;
  comment: string | null;
  purchaseOrderItem: { grnRemainingQuantity: number };
};
export type Grn = {
  id: string;
  secondaryId: string;
  poId: string;
  status: string;
  locationId: string;
  amount: number;
  discount: number;
  tax: number;
  total: number;
  advanceIncomeTax: number;
  receivedQuantity: number;
  purchaseOrder: { id: string; secondaryId: string; status: string };
  items: GrnItem[];
};

export const today = () => new Date().toISOString().slice(0, 10);

export function grnLine(poItemId: string, receivedQuantity: number, overrides: object = {}) {
  return { poItemId, batchNumber: "B-1001", batchExpiry: inDays(400), mfgDate: inDays(-30), mrp: 250, tradePrice: 180, receivedQuantity, ...overrides };
}

export function grnDto(poId: string, items: object[], overrides: object = {}) {
  return { poId, invoiceNumber: "INV-77", invoiceDate: today(), stockArrivalDate: today(), items, ...overrides };
}

export function createGrn(poId: string, items: object[], token: string, overrides: object = {}) {
  return call<Grn>(grnOps.createGrn, "createGrn", { grnDto: grnDto(poId, items, overrides) }, token);
}

export function qc(grnId: string, items: { grnItemId: string; status: string; comment?: string }[], token: string) {
  return call<Grn>(grnOps.updateGrnQCStatus, "updateGrnQCStatus", { grnId, items }, token);
}

export const LOT_FIELDS = `id actionId status isOpened isFoc quantity sellableQuantity cartQuantity ledgerQuantity purchasingPrice purchaseValue mrpSellingUnit taxSellingUnit
  batchNumber batchExpiry productId product { id name uomFactor } vendor { id name } locationId location { id name } grnItemId`;

export const lotOps = {
  updateGrnReceivedStatus: `mutation ($grnIds: [ID!]!) { updateGrnReceivedStatus(grnIds: $grnIds) { ${GRN_FIELDS} } }`,
  getProductLot: `query ($actionId: String!, $locationId: ID!) { getProductLot(actionId: $actionId, locationId: $locationId) { ${LOT_FIELDS} } }`,
  getUnexpiredProductLots: `query ($locationId: ID!, $productId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
    getUnexpiredProductLots(locationId: $locationId, productId: $productId, page: $page, limit: $limit, filter: $filter, sort: $sort) { data { ${LOT_FIELDS} } meta { total totalCount } } }`,
};

export type Lot = {
  id: string;
  actionId: string;
  status: string;
  isFoc: boolean;
  quantity: number;
  sellableQuantity: number;
  ledgerQuantity: number;
  purchasingPrice: number;
  purchaseValue: number;
  mrpSellingUnit: number;
  taxSellingUnit: number;
  batchExpiry: string;
  productId: string;
  vendor: { id: string };
  locationId: string;
  grnItemId: string;
};

export function intake(grnIds: string[], token: string) {
  return call<Grn[]>(lotOps.updateGrnReceivedStatus, "updateGrnReceivedStatus", { grnIds }, token);
}

/** Every unexpired lot of a GRN item at a location (by its code prefix). */
export async function lotsOf(grnItem: { actionId: string }, locationId: string, token: string): Promise<Lot[]> {
  const page = await list<Lot>(
    lotOps.getUnexpiredProductLots,
    "getUnexpiredProductLots",
    { locationId, limit: 10000, filter: [{ conditions: [{ field: "actionId", operator: "LIKE", value: `${grnItem.actionId}~` }] }] } as object,
    token,
  );
  return page.data.filter((lot) => lot.actionId.startsWith(`${grnItem.actionId}~`));
}
