// GraphQL selection sets of products: the list's columns, and everything the form edits.

export const PRODUCT_LIST_FIELDS = `id secondaryId name status skuCode gtin
  manufacturerId manufacturer { id name } categories { id name } genericFormula { id name } vendors { id name }
  maximumRetailPrice maximumRetailUnitPrice buyingUnit sellingUnit uomFactor
  sellingTaxRate taxGroup { id name taxPercentage } activeLotsCount updatedAt`;

export const PRODUCT_FORM_FIELDS = `id secondaryId name status description images gtin skuCode skuDepartment sorting
  itemNature stockNature itemReleaseChannels prescriptionRequired drugRegulatorId dosageInstruction sideEffects
  genericFormulaId buyingUnit sellingUnit uomFactor conversions { itemConversion sellingUnit sorting }
  maximumRetailPrice maximumRetailUnitPrice purchasingPrice tradePrice tradeDiscount discountPercentage margins
  taxGroupId taxCode isTaxInclusive isDiscountApplicableOnTax sellingTaxRate
  skuMinimumLevel skuReorderLevel skuMaximumLevel skuWarehouseLeadTime
  manufacturerId categoryIds tagIds vendorIds seoTitle seoDescription seoUrl lastUpdatedBy updatedAt`;

export interface ProductRecord {
  id: string;
  secondaryId: string;
  name: string;
  status: string;
  skuCode: string | null;
  gtin: string | null;
  manufacturer: { id: string; name: string } | null;
  categories: { id: string; name: string }[];
  genericFormula: { id: string; name: string } | null;
  vendors: { id: string; name: string }[];
  maximumRetailPrice: number;
  maximumRetailUnitPrice: number;
  buyingUnit: string;
  sellingUnit: string;
  uomFactor: number;
  sellingTaxRate: number | null;
  taxGroup: { id: string; name: string; taxPercentage: number } | null;
  activeLotsCount: number;
  updatedAt: string;
}
