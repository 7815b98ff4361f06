// The to-many relations of a page of products (categories, tags, vendors, unit conversions), one query each.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ActiveStatus, UnitOfMeasure } from "../../../common/schemas/taxonomy";
import type { Tx } from "../../db";
import { categories, productCategories, productConversions, productTags, productVendors, tags, vendors } from "../../db/schema";
import { selectCategories, type CategoryRow } from "./categoryService";
import type { NamedLookupRow } from "./lookupService";
import { groupBy } from "../../../common/groupBy";

export interface ProductVendorRow {
  id: string;
  secondaryId: string;
  name: string;
  status: ActiveStatus;
}
export interface ProductConversionRow {
  id: string;
  productId: string;
  itemConversion: number;
  sellingUnit: UnitOfMeasure;
  sorting: number;
}
export interface ProductRelations {
  categories: CategoryRow[];
  tags: NamedLookupRow[];
  vendors: ProductVendorRow[];
  conversions: ProductConversionRow[];
}

const byProduct = (row: { productId: string }) => row.productId;

export async function loadProductRelations(tx: Tx, tenantId: string, productIds: string[]): Promise<(productId: string) => ProductRelations> {
  if (productIds.length === 0) return () => ({ categories: [], tags: [], vendors: [], conversions: [] });
  const categoryLinks = await tx
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), inArray(productCategories.productId, productIds)));
  const categoryIds = [...new Set(categoryLinks.map((link) => link.categoryId))];
  const categoryRows = categoryIds.length
    ? await selectCategories(tx, and(eq(categories.tenantId, tenantId), inArray(categories.id, categoryIds)))
    : [];
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const categoriesOf = groupBy(categoryLinks, byProduct, (link) => categoryById.get(link.categoryId));

  const tagRows = await tx
    .select({ productId: productTags.productId, id: tags.id, name: tags.name, status: tags.status, createdAt: tags.createdAt })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.tenantId, productTags.tenantId), eq(tags.id, productTags.tagId)))
    .where(and(eq(productTags.tenantId, tenantId), inArray(productTags.productId, productIds)))
    .orderBy(asc(tags.name));
  const tagsOf = groupBy(tagRows, byProduct, ({ productId: _product, ...tag }) => ({ ...tag, status: tag.status as ActiveStatus }));

  const vendorRows = await tx
    .select({ productId: productVendors.productId, id: vendors.id, secondaryId: vendors.secondaryId, name: vendors.name, status: vendors.status })
    .from(productVendors)
    .innerJoin(vendors, and(eq(vendors.tenantId, productVendors.tenantId), eq(vendors.id, productVendors.vendorId)))
    .where(and(eq(productVendors.tenantId, tenantId), inArray(productVendors.productId, productIds)))
    .orderBy(asc(vendors.name));
  const vendorsOf = groupBy(vendorRows, byProduct, ({ productId: _product, ...vendor }) => ({ ...vendor, status: vendor.status as ActiveStatus }));

  const conversionRows = await tx
    .select({
      id: productConversions.id,
      productId: productConversions.productId,
      itemConversion: productConversions.itemConversion,
      sellingUnit: productConversions.sellingUnit,
      sorting: productConversions.sorting,
    })
    .from(productConversions)
    .where(and(eq(productConversions.tenantId, tenantId), inArray(productConversions.productId, productIds)))
    .orderBy(asc(productConversions.sorting), asc(productConversions.itemConversion));
  const conversionsOf = groupBy(conversionRows, byProduct, (row) => ({ ...row, sellingUnit: row.sellingUnit as UnitOfMeasure }));

  return (productId) => ({
    categories: (categoriesOf.get(productId) ?? [])
      .filter((category): category is CategoryRow => category !== undefined)
      .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name)),
    tags: tagsOf.get(productId) ?? [],
    vendors: vendorsOf.get(productId) ?? [],
    conversions: conversionsOf.get(productId) ?? [],
  });
}
