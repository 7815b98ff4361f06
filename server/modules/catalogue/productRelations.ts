// The to-many relations of a page of products (categories, tags, vendors, unit conversions) and its lot counts.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { ActiveStatus, UnitOfMeasure } from "../../../common/schemas/taxonomy";
import type { Tx } from "../../db";
import { isAnyOf, preparedStatement } from "../../db/preparedStatement";
import { productConversions, productLots, productTags, productVendors, tags, vendors } from "../../db/schema";
import { inStock } from "../inventory";
import { categoriesOfProductIds, type CategoryRow } from "./categoryService";
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

const byProduct = (row: { productId: string }) => row.productId;
const inOrder = <T>(productIds: readonly string[], grouped: Map<string, T[]>) => productIds.map((id) => grouped.get(id) ?? []);

// The statements below have the same text for every page: each is prepared once per connection.
const tenant = sql.placeholder("tenantId");

const tagsOf = preparedStatement((db) =>
  db
    .select({ productId: productTags.productId, id: tags.id, name: tags.name, status: tags.status, createdAt: tags.createdAt })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.tenantId, productTags.tenantId), eq(tags.id, productTags.tagId)))
    .where(and(eq(productTags.tenantId, tenant), isAnyOf(productTags.productId, "productIds")))
    .orderBy(asc(tags.name))
    .prepare("tags_of_products"),
);

const vendorsOf = preparedStatement((db) =>
  db
    .select({ productId: productVendors.productId, id: vendors.id, secondaryId: vendors.secondaryId, name: vendors.name, status: vendors.status })
    .from(productVendors)
    .innerJoin(vendors, and(eq(vendors.tenantId, productVendors.tenantId), eq(vendors.id, productVendors.vendorId)))
    .where(and(eq(productVendors.tenantId, tenant), isAnyOf(productVendors.productId, "productIds")))
    .orderBy(asc(vendors.name))
    .prepare("vendors_of_products"),
);

const conversionsOf = preparedStatement((db) =>
  db
    .select({
      id: productConversions.id,
      productId: productConversions.productId,
      itemConversion: productConversions.itemConversion,
      sellingUnit: productConversions.sellingUnit,
      sorting: productConversions.sorting,
    })
    .from(productConversions)
    .where(and(eq(productConversions.tenantId, tenant), isAnyOf(productConversions.productId, "productIds")))
    .orderBy(asc(productConversions.sorting), asc(productConversions.itemConversion))
    .prepare("conversions_of_products"),
);

const activeLotCounts = preparedStatement((db) =>
  db
    .select({ productId: productLots.productId, lots: count() })
    .from(productLots)
    .where(and(eq(productLots.tenantId, tenant), isAnyOf(productLots.productId, "productIds"), inStock()))
    .groupBy(productLots.productId)
    .prepare("active_lot_counts_of_products"),
);

const activeLotCountsAt = preparedStatement((db) =>
  db
    .select({ productId: productLots.productId, lots: count() })
    .from(productLots)
    .where(
      and(
        eq(productLots.tenantId, tenant),
        isAnyOf(productLots.productId, "productIds"),
        eq(productLots.locationId, sql.placeholder("locationId")),
        inStock(),
      ),
    )
    .groupBy(productLots.productId)
    .prepare("active_lot_counts_of_products_at"),
);

// Each answers, for the products asked (a GraphQL page's, batched by the dataloader plugin), their rows in the
// same order: one statement per relation, and none for a relation the query did not select.

export async function categoriesOfProducts(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<CategoryRow[][]> {
  if (productIds.length === 0) return [];
  const linked = await categoriesOfProductIds(tx, tenantId, [...productIds]);
  return inOrder(productIds, groupBy(linked, byProduct, (link) => link.category)).map((rows) =>
    [...rows].sort((a, b) => a.level - b.level || a.name.localeCompare(b.name)),
  );
}

export async function tagsOfProducts(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<NamedLookupRow[][]> {
  if (productIds.length === 0) return [];
  const tagRows = await tagsOf(tx, { tenantId, productIds });
  return inOrder(productIds, groupBy(tagRows, byProduct, ({ productId: _product, ...tag }) => ({ ...tag, status: tag.status as ActiveStatus })));
}

export async function vendorsOfProducts(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<ProductVendorRow[][]> {
  if (productIds.length === 0) return [];
  const vendorRows = await vendorsOf(tx, { tenantId, productIds });
  return inOrder(productIds, groupBy(vendorRows, byProduct, ({ productId: _product, ...vendor }) => ({ ...vendor, status: vendor.status as ActiveStatus })));
}

export async function conversionsOfProducts(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<ProductConversionRow[][]> {
  if (productIds.length === 0) return [];
  const conversionRows = await conversionsOf(tx, { tenantId, productIds });
  return inOrder(productIds, groupBy(conversionRows, byProduct, (row) => ({ ...row, sellingUnit: row.sellingUnit as UnitOfMeasure })));
}

/** Packs in stock (inventory's inStock: IN_INVENTORY or IN_AUDIT) per product, at one location or anywhere in the tenant, in the order asked. */
export async function activeLotCountsOf(tx: Tx, tenantId: string, productIds: readonly string[], locationId?: string): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = locationId ? await activeLotCountsAt(tx, { tenantId, productIds, locationId }) : await activeLotCounts(tx, { tenantId, productIds });
  const lots = new Map(rows.map((row) => [row.productId, row.lots]));
  return productIds.map((id) => lots.get(id) ?? 0);
}

/** The relations a resolver loaded ahead, in its own transaction, for the fields its query selects. */
export interface LoadedRelations {
  categories?: CategoryRow[];
  tags?: NamedLookupRow[];
  vendors?: ProductVendorRow[];
  conversions?: ProductConversionRow[];
  activeLotsCount?: number;
}

/** Which relation each field of a product needs. */
const NEEDED_BY: Readonly<Record<string, keyof LoadedRelations>> = {
  categories: "categories",
  categoryIds: "categories",
  tags: "tags",
  tagIds: "tags",
  vendors: "vendors",
  vendorIds: "vendors",
  conversions: "conversions",
  activeLotsCount: "activeLotsCount",
};

/** The rows with the relations `selected` fields need, one batched statement per relation for all the rows. */
export async function withSelectedRelations<T extends { id: string }>(
  tx: Tx,
  tenantId: string,
  rows: T[],
  selected: ReadonlySet<string>,
  lotsLocationId?: string,
): Promise<(T & { loaded: LoadedRelations })[]> {
  const needed = new Set([...selected].flatMap((field) => (NEEDED_BY[field] ? [NEEDED_BY[field]] : [])));
  const ids = rows.map((row) => row.id);
  const [categoryLists, tagLists, vendorLists, conversionLists, lotCounts] = [
    needed.has("categories") ? await categoriesOfProducts(tx, tenantId, ids) : null,
    needed.has("tags") ? await tagsOfProducts(tx, tenantId, ids) : null,
    needed.has("vendors") ? await vendorsOfProducts(tx, tenantId, ids) : null,
    needed.has("conversions") ? await conversionsOfProducts(tx, tenantId, ids) : null,
    needed.has("activeLotsCount") ? await activeLotCountsOf(tx, tenantId, ids, lotsLocationId) : null,
  ];
  return rows.map((row, index) => ({
    ...row,
    loaded: {
      categories: categoryLists?.[index],
      tags: tagLists?.[index],
      vendors: vendorLists?.[index],
      conversions: conversionLists?.[index],
      activeLotsCount: lotCounts?.[index],
    },
  }));
}
