// The product page's GraphQL documents and the rows they answer.

export const PRODUCT_VIEW = `query ProductView($id: ID!) {
  product: getProduct(id: $id) {
    id secondaryId name status description gtin skuCode skuDepartment itemNature stockNature itemReleaseChannels
    prescriptionRequired drugRegulatorId dosageInstruction sideEffects buyingUnit sellingUnit uomFactor
    maximumRetailPrice maximumRetailUnitPrice purchasingPrice tradePrice tradeDiscount discountPercentage margins
    sellingTaxRate isTaxInclusive taxCode taxGroup { name taxPercentage }
    skuMinimumLevel skuReorderLevel skuMaximumLevel skuWarehouseLeadTime
    manufacturer { name } genericFormula { name } categories { id name } tags { id name } vendors { id name }
    activeLotsCount lastUpdatedBy updatedAt
  }
}`;

type Named = { id: string; name: string };

export interface ProductView {
  id: string;
  secondaryId: string;
  name: string;
  status: string;
  description: string | null;
  gtin: string | null;
  skuCode: string | null;
  skuDepartment: string | null;
  itemNature: string | null;
  stockNature: string | null;
  itemReleaseChannels: string[];
  prescriptionRequired: boolean;
  drugRegulatorId: string | null;
  dosageInstruction: string | null;
  sideEffects: string | null;
  buyingUnit: string;
  sellingUnit: string;
  uomFactor: number;
  maximumRetailPrice: number;
  maximumRetailUnitPrice: number;
  purchasingPrice: number | null;
  tradePrice: number | null;
  tradeDiscount: number | null;
  discountPercentage: number | null;
  margins: number | null;
  sellingTaxRate: number | null;
  isTaxInclusive: boolean;
  taxCode: string | null;
  taxGroup: { name: string; taxPercentage: number } | null;
  skuMinimumLevel: number | null;
  skuReorderLevel: number | null;
  skuMaximumLevel: number | null;
  skuWarehouseLeadTime: number | null;
  manufacturer: { name: string } | null;
  genericFormula: { name: string } | null;
  categories: Named[];
  tags: Named[];
  vendors: Named[];
  activeLotsCount: number;
  lastUpdatedBy: string | null;
  updatedAt: string;
}

export const PRODUCT_STOCK = `query ProductStock($productId: ID!) {
  stock: getProductStock(productId: $productId) { location { id name type } quantity lots openedLots expiredQuantity nextExpiry }
}`;

export interface LocationStock {
  location: { id: string; name: string; type: string };
  quantity: number;
  lots: number;
  openedLots: number;
  expiredQuantity: number;
  nextExpiry: string | null;
}

const LIST_VARIABLES = "$productId: ID!, $page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]";
const LIST_ARGUMENTS = "productId: $productId, page: $page, limit: $limit, sort: $sort, filter: $filter";

export const PRODUCT_LOTS = `query ProductLots(${LIST_VARIABLES}) {
  result: getProductLots(${LIST_ARGUMENTS}) {
    data { id actionId status isOpened quantity batchNumber batchExpiry mrpSellingUnit location { id name } vendor { id name } createdAt }
    meta { totalCount }
  }
}`;

export interface ProductLotRow {
  id: string;
  actionId: string;
  status: string;
  isOpened: boolean;
  quantity: number;
  batchNumber: string;
  batchExpiry: string;
  mrpSellingUnit: number;
  location: Named;
  vendor: Named;
  createdAt: string;
}

export const PRODUCT_MOVEMENTS = `query ProductMovements(${LIST_VARIABLES}) {
  result: getProductMovements(${LIST_ARGUMENTS}) {
    data {
      id kind quantity fromStatus toStatus fromLocation { id name } toLocation { id name }
      documentType documentId documentCode lot { id actionId batchNumber } userName createdAt
    }
    meta { totalCount }
  }
}`;

export interface MovementRow {
  id: string;
  kind: string;
  quantity: number;
  fromStatus: string | null;
  toStatus: string | null;
  fromLocation: Named | null;
  toLocation: Named | null;
  documentType: string;
  documentId: string;
  documentCode: string | null;
  lot: { id: string; actionId: string; batchNumber: string };
  userName: string | null;
  createdAt: string;
}
