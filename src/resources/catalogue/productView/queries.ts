// The product page's GraphQL documents and the rows they answer, typed from server/schema.graphql by gql.tada
// (src/graphql).
import { graphql, type ResultOf } from "../../../graphql";

export const PRODUCT_VIEW = graphql(`query ProductView($id: ID!) {
  product: getProduct(id: $id) {
    id secondaryId name status description gtin skuCode skuDepartment itemNature stockNature itemReleaseChannels
    prescriptionRequired drugRegulatorId dosageInstruction sideEffects buyingUnit sellingUnit uomFactor
    maximumRetailPrice maximumRetailUnitPrice purchasingPrice tradePrice tradeDiscount discountPercentage margins
    sellingTaxRate isTaxInclusive taxCode taxGroup { name taxPercentage }
    skuMinimumLevel skuReorderLevel skuMaximumLevel skuWarehouseLeadTime
    manufacturer { name } genericFormula { name } categories { id name } tags { id name } vendors { id name }
    activeLotsCount lastUpdatedBy updatedAt
  }
}`);

export type ProductView = ResultOf<typeof PRODUCT_VIEW>["product"];

export const PRODUCT_STOCK = graphql(`query ProductStock($productId: ID!) {
  stock: getProductStock(productId: $productId) { location { id name type } quantity lots openedLots expiredQuantity nextExpiry }
}`);

export type LocationStock = ResultOf<typeof PRODUCT_STOCK>["stock"][number];

// Both lists take the product and the list arguments (useGqlListGrid sets page, limit, sort and filter).
export const PRODUCT_LOTS = graphql(`query ProductLots($productId: ID!, $page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]) {
  result: getProductLots(productId: $productId, page: $page, limit: $limit, sort: $sort, filter: $filter) {
    data { id actionId status isOpened quantity batchNumber batchExpiry mrpSellingUnit location { id name } vendor { id name } createdAt }
    meta { totalCount }
  }
}`);

export const PRODUCT_MOVEMENTS = graphql(`query ProductMovements($productId: ID!, $page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]) {
  result: getProductMovements(productId: $productId, page: $page, limit: $limit, sort: $sort, filter: $filter) {
    data {
      id kind quantity fromStatus toStatus fromLocation { id name } toLocation { id name }
      documentType documentId documentCode lot { id actionId batchNumber } userName createdAt
    }
    meta { totalCount }
  }
}`);

export type ProductLotRow = ResultOf<typeof PRODUCT_LOTS>["result"]["data"][number];
export type MovementRow = ResultOf<typeof PRODUCT_MOVEMENTS>["result"]["data"][number];
