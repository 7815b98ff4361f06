// What getProducts can filter and sort by. Categories, vendors and tags are to-many: their fields are EXISTS
// conditions over the link tables (filter only).
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { ACTIVE_STATUSES, UNITS_OF_MEASURE } from "../../../common/schemas/taxonomy";
import { categories, genericFormulas, manufacturers, productCategories, products, productTags, productVendors, tags, taxGroups, users, vendors } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";
import { trigramSearch } from "./productSearch";

export const productJoins = {
  manufacturer: and(eq(manufacturers.tenantId, products.tenantId), eq(manufacturers.id, products.manufacturerId)),
  genericFormula: and(eq(genericFormulas.tenantId, products.tenantId), eq(genericFormulas.id, products.genericFormulaId)),
  taxGroup: and(eq(taxGroups.tenantId, products.tenantId), eq(taxGroups.id, products.taxGroupId)),
  updatedBy: and(eq(users.tenantId, products.tenantId), eq(users.id, products.updatedBy)),
};

const linkedCategory = (condition: SQL) =>
  sql`exists (select 1 from ${productCategories} where ${productCategories.tenantId} = ${products.tenantId} and ${productCategories.productId} = ${products.id} and ${condition})`;
const namedCategory = (condition: SQL) =>
  linkedCategory(sql`exists (select 1 from ${categories} where ${categories.tenantId} = ${productCategories.tenantId} and ${categories.id} = ${productCategories.categoryId} and ${condition})`);
// Filing a product under Medicines › Analgesics › Tablets also files it under Analgesics and Medicines: the
// categoryId filter matches a linked category or any of its ancestors (the tree is at most three levels deep).
const own = sql.identifier("own_category");
const parent = sql.identifier("parent_category");
const tree = sql.identifier("category_or_ancestor");
const columnOf = (table: SQLWrapper, column: string) => sql`${table}.${sql.identifier(column)}`;
const categoryOrAncestorId = columnOf(tree, "id");
const linkedCategoryOrAncestor = (condition: SQL) =>
  linkedCategory(sql`exists (select 1 from ${categories} as ${own}
    left join ${categories} as ${parent} on ${columnOf(parent, "tenant_id")} = ${columnOf(own, "tenant_id")} and ${columnOf(parent, "id")} = ${columnOf(own, "parent_id")}
    cross join lateral (values (${columnOf(own, "id")}), (${columnOf(own, "parent_id")}), (${columnOf(parent, "parent_id")})) as ${tree} (${sql.identifier("id")})
    where ${columnOf(own, "tenant_id")} = ${productCategories.tenantId} and ${columnOf(own, "id")} = ${productCategories.categoryId} and ${condition})`);
export const linkedVendor = (condition: SQL) =>
  sql`exists (select 1 from ${productVendors} where ${productVendors.tenantId} = ${products.tenantId} and ${productVendors.productId} = ${products.id} and ${condition})`;
const namedVendor = (condition: SQL) =>
  linkedVendor(sql`exists (select 1 from ${vendors} where ${vendors.tenantId} = ${productVendors.tenantId} and ${vendors.id} = ${productVendors.vendorId} and ${condition})`);
const linkedTag = (condition: SQL) =>
  sql`exists (select 1 from ${productTags} where ${productTags.tenantId} = ${products.tenantId} and ${productTags.productId} = ${products.id} and ${condition})`;
const namedTag = (condition: SQL) =>
  linkedTag(sql`exists (select 1 from ${tags} where ${tags.tenantId} = ${productTags.tenantId} and ${tags.id} = ${productTags.tagId} and ${condition})`);

export const productListFields: ListFieldMap = {
  id: { column: products.id, kind: "uuid" },
  secondaryId: { column: products.secondaryId, kind: "text" },
  // name LIKE is the product search: it matches the name, the SKU or the GTIN (productSearch.ts picks its plan).
  name: { column: products.name, kind: "text", like: trigramSearch },
  status: { column: products.status, kind: "enum", values: ACTIVE_STATUSES },
  gtin: { column: products.gtin, kind: "text" },
  skuCode: { column: products.skuCode, kind: "text" },
  skuDepartment: { column: products.skuDepartment, kind: "text" },
  itemNature: { column: products.itemNature, kind: "text" },
  stockNature: { column: products.stockNature, kind: "text" },
  prescriptionRequired: { column: products.prescriptionRequired, kind: "boolean" },
  maximumRetailPrice: { column: products.maximumRetailPrice, kind: "number" },
  maximumRetailUnitPrice: { column: products.maximumRetailUnitPrice, kind: "number" },
  purchasingPrice: { column: products.purchasingPrice, kind: "number" },
  tradePrice: { column: products.tradePrice, kind: "number" },
  uomFactor: { column: products.uomFactor, kind: "number" },
  buyingUnit: { column: products.buyingUnit, kind: "enum", values: UNITS_OF_MEASURE },
  sellingUnit: { column: products.sellingUnit, kind: "enum", values: UNITS_OF_MEASURE },
  sellingTaxRate: { column: products.sellingTaxRate, kind: "number" },
  taxCode: { column: products.taxCode, kind: "text" },
  createdAt: { column: products.createdAt, kind: "date" },
  updatedAt: { column: products.updatedAt, kind: "date" },
  manufacturerId: { column: products.manufacturerId, kind: "uuid" },
  genericFormulaId: { column: products.genericFormulaId, kind: "uuid" },
  taxGroupId: { column: products.taxGroupId, kind: "uuid" },
  "manufacturer.name": { column: manufacturers.name, kind: "text" },
  "genericFormula.name": { column: genericFormulas.name, kind: "text" },
  "taxGroup.name": { column: taxGroups.name, kind: "text" },
  categoryId: { column: categoryOrAncestorId, kind: "uuid", exists: linkedCategoryOrAncestor },
  "categories.id": { column: productCategories.categoryId, kind: "uuid", exists: linkedCategory },
  "categories.name": { column: categories.name, kind: "text", exists: namedCategory },
  vendorId: { column: productVendors.vendorId, kind: "uuid", exists: linkedVendor },
  "vendors.id": { column: productVendors.vendorId, kind: "uuid", exists: linkedVendor },
  "vendors.name": { column: vendors.name, kind: "text", exists: namedVendor },
  tagId: { column: productTags.tagId, kind: "uuid", exists: linkedTag },
  "tags.id": { column: productTags.tagId, kind: "uuid", exists: linkedTag },
  "tags.name": { column: tags.name, kind: "text", exists: namedTag },
};

export const productDefaultSort = [{ field: "createdAt", direction: "DESC" }];
