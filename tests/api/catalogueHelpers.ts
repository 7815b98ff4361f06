// Operations and helpers shared by the catalogue and procurement API tests.
import { expect } from "vitest";
import { gql, type GqlResult } from "../support/api";
import { expectData } from "../support/assertions";

export type List<T> = { data: T[]; meta: { page: number; limit: number; total: number; totalCount: number } };
export type Condition = { operator: string; field: string; value?: unknown };
export type ListVariables = { page?: number; limit?: number; sort?: { field: string; direction: string }[]; filter?: { conditions: Condition[]; logicalOperator?: string }[] };

export const readonlyUser = { email: "readonly@demo.test", password: "Readonly@12345" } as const;

const LIST_ARGS = "$page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]";
const LIST_PASS = "page: $page, limit: $limit, sort: $sort, filter: $filter";

export const CATEGORY_FIELDS = "id secondaryId name description comment categoryIcon imageUrl level parentId parentCategory { id name } status";
export const MANUFACTURER_FIELDS = "id secondaryId name description lineOfBusiness lastReason status";
export const VENDOR_FIELDS = `id secondaryId name type status classification creditLimit leadTime paymentMethod paymentTerms contactPerson
  primaryEmail secondaryEmail primaryPhone secondaryPhone businessAddress city stateProvince zipCode bankName branchCode branchCity
  ibanNumber registrationNumber strn taxationNumber taxExemption taxExemptionValidity taxReturn withHoldTaxGroup withHoldTaxPercentage
  drugLicenseNo drugSaleLicense document documentExpiryDate stockReturnPolicy comment manufacturerIds manufacturers { id name }`;
export const PRODUCT_FIELDS = `id secondaryId name status description images gtin itemNature stockNature itemReleaseChannels prescriptionRequired
  drugRegulatorId dosageInstruction sideEffects maximumRetailPrice maximumRetailUnitPrice purchasingPrice tradePrice tradeDiscount
  discountPercentage margins sellingUnit buyingUnit uomFactor conversions { id productId itemConversion sellingUnit sorting } sorting
  skuCode skuDepartment skuMinimumLevel skuMaximumLevel skuReorderLevel skuWarehouseLeadTime taxCode taxGroupId taxGroup { id name taxPercentage }
  isDiscountApplicableOnTax isTaxInclusive sellingTaxRate seoTitle seoDescription seoUrl lastUpdatedBy activeLotsCount
  manufacturerId manufacturer { id name } genericFormulaId genericFormula { id name } categoryIds categories { id name level }
  tagIds tags { id name } vendorIds vendors { id name }`;

export const op = {
  getProducts: `query (${LIST_ARGS}) { getProducts(${LIST_PASS}) { data { ${PRODUCT_FIELDS} } meta { page limit total totalCount } } }`,
  getProduct: `query ($id: ID!) { getProduct(id: $id) { ${PRODUCT_FIELDS} } }`,
  getProductsByVendor: `query ($vendorId: ID!, $page: Int, $limit: Int) { getProductsByVendor(vendorId: $vendorId, page: $page, limit: $limit) { data { id name vendors { id name } } meta { total totalCount } } }`,
  createProduct: `mutation ($productDto: ProductInput!) { createProduct(productDto: $productDto) { ${PRODUCT_FIELDS} } }`,
  updateProduct: `mutation ($id: ID!, $productDto: ProductInput!) { updateProduct(id: $id, productDto: $productDto) { ${PRODUCT_FIELDS} } }`,
  getCategories: `query (${LIST_ARGS}) { getCategories(${LIST_PASS}) { data { ${CATEGORY_FIELDS} } meta { total totalCount } } }`,
  getCategory: `query ($id: ID!) { getCategory(id: $id) { ${CATEGORY_FIELDS} } }`,
  getCategoryLevel: `query ($parentId: ID) { getCategoryLevel(parentId: $parentId) { current max } }`,
  createCategory: `mutation ($categoryDto: CategoryInput!) { createCategory(categoryDto: $categoryDto) { ${CATEGORY_FIELDS} } }`,
  updateCategory: `mutation ($id: ID!, $categoryDto: CategoryInput!) { updateCategory(id: $id, categoryDto: $categoryDto) { ${CATEGORY_FIELDS} } }`,
  getTaxGroups: `query (${LIST_ARGS}) { getTaxGroups(${LIST_PASS}) { data { id name taxPercentage } meta { total totalCount } } }`,
  getGenericFormulas: `query (${LIST_ARGS}) { getGenericFormulas(${LIST_PASS}) { data { id name status } meta { total totalCount } } }`,
  getTags: `query (${LIST_ARGS}) { getTags(${LIST_PASS}) { data { id name status } meta { total totalCount } } }`,
  createGenericFormula: `mutation ($genericFormulaDto: GenericFormulaInput!) { createGenericFormula(genericFormulaDto: $genericFormulaDto) { id name status } }`,
  createTag: `mutation ($tagDto: TagInput!) { createTag(tagDto: $tagDto) { id name status } }`,
  getManufacturers: `query (${LIST_ARGS}) { getManufacturers(${LIST_PASS}) { data { ${MANUFACTURER_FIELDS} } meta { total totalCount } } }`,
  getManufacturer: `query ($id: ID!) { getManufacturer(id: $id) { ${MANUFACTURER_FIELDS} } }`,
  createManufacturer: `mutation ($manufacturerDto: ManufacturerInput!) { createManufacturer(manufacturerDto: $manufacturerDto) { ${MANUFACTURER_FIELDS} } }`,
  updateManufacturer: `mutation ($id: ID!, $manufacturerDto: ManufacturerInput!) { updateManufacturer(id: $id, manufacturerDto: $manufacturerDto) { ${MANUFACTURER_FIELDS} } }`,
  getVendors: `query (${LIST_ARGS}) { getVendors(${LIST_PASS}) { data { ${VENDOR_FIELDS} } meta { total totalCount } } }`,
  getVendor: `query ($id: ID!) { getVendor(id: $id) { ${VENDOR_FIELDS} } }`,
  createVendor: `mutation ($vendorDto: VendorInput!) { createVendor(vendorDto: $vendorDto) { ${VENDOR_FIELDS} } }`,
  updateVendor: `mutation ($id: ID!, $vendorDto: VendorInput!) { updateVendor(id: $id, vendorDto: $vendorDto) { ${VENDOR_FIELDS} } }`,
};

/** Runs a list query and returns its page. */
export async function list<T>(query: string, name: string, variables: ListVariables, token: string): Promise<List<T>> {
  const result = await gql<Record<string, List<T>>>(query, variables, { token });
  return expectData(result)[name];
}

export async function call<T>(query: string, name: string, variables: object, token: string): Promise<T> {
  return expectData(await gql<Record<string, T>>(query, variables, { token }))[name];
}

export function raw(query: string, variables: object, token: string): Promise<GqlResult<unknown>> {
  return gql(query, variables, { token });
}

/** One condition group. */
export const where = (...conditions: Condition[]) => [{ conditions }];

/** Asserts a BAD_USER_INPUT naming exactly these fields (with these messages where given). */
export function expectFields(result: GqlResult<unknown>, fields: Record<string, string | RegExp | true>): void {
  expect(result.errors, `expected BAD_USER_INPUT, got ${JSON.stringify(result.data)}`).toBeDefined();
  const [error] = result.errors ?? [];
  expect(error.extensions?.code, JSON.stringify(result.errors)).toBe("BAD_USER_INPUT");
  const named = error.extensions?.fields ?? {};
  expect(Object.keys(named).sort(), JSON.stringify(named)).toEqual(Object.keys(fields).sort());
  for (const [field, expected] of Object.entries(fields)) {
    if (expected === true) expect(named[field]).toEqual(expect.any(String));
    else if (expected instanceof RegExp) expect(named[field]).toMatch(expected);
    else expect(named[field]).toBe(expected);
  }
}

