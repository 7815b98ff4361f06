// The stock return screens' GraphQL documents and the rows they read, typed from server/schema.graphql
// (StockReturn, ProductLot) by gql.tada: see src/graphql.
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";

/** A stock return as the list and the drawer's header show it. */
const STOCK_RETURN_LIST_FRAGMENT = graphql(`
  fragment StockReturnListFields on StockReturn {
    id secondaryId status gatePassNumber totalProducts totalQty totalValue comment vendorId vendor { id name }
    locationId location { id name } createdAt
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const STOCK_RETURN_LIST_FIELDS = fieldsOf(STOCK_RETURN_LIST_FRAGMENT);

export const GET_STOCK_RETURN = graphql(
  `query StockReturn($id: ID!) {
    stockReturn: getStockReturn(id: $id) {
      ...StockReturnListFields lotActionIds
      returnItems { productId productName lotCount quantity value averagePurchasingPrice totalPurchasingPrice }
    }
  }`,
  [STOCK_RETURN_LIST_FRAGMENT],
);

/**
 * A lot (one pack) as the create screen shows and sends it. `purchasingPrice` is per selling unit, rounded: never
 * multiply it back into a value; `purchaseValue` is what the units it holds cost (a full pack: exactly its pack price).
 */
const RETURN_LOT_FRAGMENT = graphql(`
  fragment ReturnLotFields on ProductLot {
    id actionId status quantity purchasingPrice purchaseValue batchNumber batchExpiry productId
    product { id secondaryId name uomFactor sellingUnit } vendor { id name } locationId
  }
`);

export const GET_PRODUCT_LOT = graphql(
  `query ScanLot($actionId: String!, $locationId: ID!) {
    lot: getProductLot(actionId: $actionId, locationId: $locationId) { ...ReturnLotFields }
  }`,
  [RETURN_LOT_FRAGMENT],
);

export const GET_RETURNABLE_LOTS = graphql(
  `query ReturnableLots($vendorId: ID!, $locationId: ID!, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
    result: getReturnableProductLots(vendorId: $vendorId, locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
      data { ...ReturnLotFields }
      meta { totalCount }
    }
  }`,
  [RETURN_LOT_FRAGMENT],
);

export const GET_VENDORS = graphql(`query ReturnVendors($limit: Int, $filter: [FilterGroupInput!]) {
  result: getVendors(page: 1, limit: $limit, filter: $filter, sort: [{ field: "name", direction: ASC }]) { data { id name status } }
}`);

export const CREATE_STOCK_RETURN = graphql(`mutation CreateStockReturn($stockReturnDto: StockReturnInput!) {
  stockReturn: createStockReturn(stockReturnDto: $stockReturnDto) { id secondaryId gatePassNumber totalValue }
}`);

export type StockReturnRecord = ResultOf<typeof STOCK_RETURN_LIST_FRAGMENT>;
export type StockReturnDetails = ResultOf<typeof GET_STOCK_RETURN>["stockReturn"];
export type StockReturnProduct = StockReturnDetails["returnItems"][number];
export type ReturnLot = ResultOf<typeof RETURN_LOT_FRAGMENT>;
export type VendorOption = ResultOf<typeof GET_VENDORS>["result"]["data"][number];
export type CreatedStockReturn = ResultOf<typeof CREATE_STOCK_RETURN>;
