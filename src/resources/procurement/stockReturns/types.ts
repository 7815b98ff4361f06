// Shapes and operations of the stock return screens (server/schema.graphql: StockReturn, ProductLot).

export interface StockReturnProduct {
  productId: string;
  productName: string;
  lotCount: number;
  quantity: number;
  value: number;
  averagePurchasingPrice: number;
  totalPurchasingPrice: number;
}

export interface StockReturnRecord {
  id: string;
  secondaryId: string;
  status: string;
  gatePassNumber: string;
  totalProducts: number;
  /** Units returned. */
  totalQty: number;
  totalValue: number;
  comment: string | null;
  vendorId: string;
  vendor: { id: string; name: string };
  locationId: string;
  location: { id: string; name: string };
  createdAt: string;
}

export interface StockReturnDetails extends StockReturnRecord {
  returnItems: StockReturnProduct[];
  lotActionIds: string[];
}

/** A lot (one pack) as the create screen shows and sends it. */
export interface ReturnLot {
  id: string;
  actionId: string;
  status: string;
  quantity: number;
  /** Per selling unit, rounded: never multiply it back into a value (see purchaseValue). */
  purchasingPrice: number;
  /** What the units it holds cost, from the server (a full pack: exactly its pack price). */
  purchaseValue: number;
  batchNumber: string;
  batchExpiry: string;
  productId: string;
  product: { id: string; secondaryId: string; name: string; uomFactor: number; sellingUnit: string };
  vendor: { id: string; name: string };
  locationId: string;
}

export interface VendorOption {
  id: string;
  name: string;
  status: string;
}

export const STOCK_RETURN_LIST_FIELDS = `id secondaryId status gatePassNumber totalProducts totalQty totalValue comment vendorId vendor { id name }
  locationId location { id name } createdAt`;

export const GET_STOCK_RETURN = `query StockReturn($id: ID!) {
  stockReturn: getStockReturn(id: $id) {
    ${STOCK_RETURN_LIST_FIELDS} lotActionIds
    returnItems { productId productName lotCount quantity value averagePurchasingPrice totalPurchasingPrice }
  }
}`;

const LOT_FIELDS = `id actionId status quantity purchasingPrice purchaseValue batchNumber batchExpiry productId
  product { id secondaryId name uomFactor sellingUnit } vendor { id name } locationId`;

export const GET_PRODUCT_LOT = `query ScanLot($actionId: String!, $locationId: ID!) {
  lot: getProductLot(actionId: $actionId, locationId: $locationId) { ${LOT_FIELDS} }
}`;

export const GET_RETURNABLE_LOTS = `query ReturnableLots($vendorId: ID!, $locationId: ID!, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  result: getReturnableProductLots(vendorId: $vendorId, locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
    data { ${LOT_FIELDS} }
    meta { totalCount }
  }
}`;

export const GET_VENDORS = `query ReturnVendors($limit: Int, $filter: [FilterGroupInput!]) {
  result: getVendors(page: 1, limit: $limit, filter: $filter, sort: [{ field: "name", direction: ASC }]) { data { id name status } }
}`;

export const CREATE_STOCK_RETURN = `mutation CreateStockReturn($stockReturnDto: StockReturnInput!) {
  stockReturn: createStockReturn(stockReturnDto: $stockReturnDto) { id secondaryId gatePassNumber totalValue }
}`;

export type CreatedStockReturn = { stockReturn: { id: string; secondaryId: string; gatePassNumber: string; totalValue: number } };
