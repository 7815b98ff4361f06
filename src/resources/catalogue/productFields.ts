// GraphQL selection sets of products: the list's columns, and everything the form edits.
import { fieldsOf, graphql, type ResultOf } from "../../graphql";

/** A product as the list shows it, typed from server/schema.graphql by gql.tada (src/graphql). */
const PRODUCT_LIST_FRAGMENT = graphql(`
  fragment ProductListFields on Product {
    id secondaryId name status skuCode gtin
    manufacturerId manufacturer { id name } categories { id name } genericFormula { id name } vendors { id name }
    maximumRetailPrice maximumRetailUnitPrice buyingUnit sellingUnit uomFactor
    sellingTaxRate taxGroup { id name taxPercentage } activeLotsCount updatedAt
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const PRODUCT_LIST_FIELDS = fieldsOf(PRODUCT_LIST_FRAGMENT);

export type ProductRecord = ResultOf<typeof PRODUCT_LIST_FRAGMENT>;

/** Everything the create and edit pages show. */
const PRODUCT_FORM_FRAGMENT = graphql(`
  fragment ProductFormFields on Product {
    id secondaryId name status description images gtin skuCode skuDepartment sorting
    itemNature stockNature itemReleaseChannels prescriptionRequired drugRegulatorId dosageInstruction sideEffects
    genericFormulaId buyingUnit sellingUnit uomFactor conversions { itemConversion sellingUnit sorting }
    maximumRetailPrice maximumRetailUnitPrice purchasingPrice tradePrice tradeDiscount discountPercentage margins
    taxGroupId taxCode isTaxInclusive isDiscountApplicableOnTax sellingTaxRate
    skuMinimumLevel skuReorderLevel skuMaximumLevel skuWarehouseLeadTime
    manufacturerId categoryIds tagIds vendorIds seoTitle seoDescription seoUrl lastUpdatedBy updatedAt
  }
`);

export const PRODUCT_FORM_FIELDS = fieldsOf(PRODUCT_FORM_FRAGMENT);

export type ProductFormRecord = ResultOf<typeof PRODUCT_FORM_FRAGMENT>;
