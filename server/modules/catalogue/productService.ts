// Products: list (also by vendor), read, create, update, in the caller's transaction; writes check the
// relations and the per-tenant unique codes, fill in what the server computes (unit price, margin, tax rate)
// and record an activity row.
import { and, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import {
  GTIN_TAKEN_MESSAGE,
  SKU_TAKEN_MESSAGE,
  marginOf,
  productInputSchema,
  unitPriceOf,
  type ProductInput,
} from "../../../common/schemas/product";
import { PRODUCT_PURCHASE_FIELDS, PURCHASE_PRICE_READERS } from "../../../common/permissions/fieldGuards";
import type { ActiveStatus, UnitOfMeasure } from "../../../common/schemas/taxonomy";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Database, type Tx } from "../../db";
import { isAnyOf, preparedStatement } from "../../db/preparedStatement";
import {
  categories,
  genericFormulas,
  manufacturers,
  productCategories,
  productConversions,
  products,
  productTags,
  productVendors,
  tags,
  taxGroups,
  users,
  vendors,
} from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { keepGuarded, mayRead, withoutGuarded } from "../../core/fieldGuards";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { leftJoin, runList, type CountedRows, type ListWindow } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { toManufacturerRow, type ManufacturerRow } from "./manufacturerService";
import type { NamedLookupRow, TaxGroupRow } from "./lookupService";
import { linkedVendor, productDefaultSort, productJoins, productListFields } from "./productListFields";
import { planProductSearch } from "./productSearch";
import { inIdOrder } from "../../../common/groupBy";
import { lockWrites, missingIds, numberOf, numericOf, uniqueViolationToInput } from "../../core/serviceHelpers";

type ProductColumns = typeof products.$inferSelect;
type MoneyKey =
  | "maximumRetailPrice"
  | "maximumRetailUnitPrice"
  | "purchasingPrice"
  | "tradePrice"
  | "tradeDiscount"
  | "discountPercentage"
  | "margins"
  | "sellingTaxRate";

/** A product's own columns and its to-one relations; the to-many ones and the lot count are loaded by the fields
 * that select them (productRelations.ts, batched per page). */
export interface ProductRow extends Omit<ProductColumns, "tenantId" | "searchKey" | "status" | "sellingUnit" | "buyingUnit" | "createdBy" | "updatedBy" | MoneyKey> {
  status: ActiveStatus;
  sellingUnit: UnitOfMeasure;
  buyingUnit: UnitOfMeasure;
  maximumRetailPrice: number;
  maximumRetailUnitPrice: number;
  purchasingPrice: number | null;
  tradePrice: number | null;
  tradeDiscount: number | null;
  discountPercentage: number | null;
  margins: number | null;
  sellingTaxRate: number | null;
  manufacturer: ManufacturerRow | null;
  genericFormula: NamedLookupRow | null;
  taxGroup: TaxGroupRow | null;
  lastUpdatedBy: string | null;
}

const NOT_FOUND_MESSAGE = "Product not found.";

// every column but search_key, which only the search reads
const { searchKey: _searchKey, ...productColumns } = getTableColumns(products);

function baseQuery(tx: Database | Tx) {
  return tx
    .select({
      product: productColumns,
      manufacturer: {
        id: manufacturers.id,
        secondaryId: manufacturers.secondaryId,
        name: manufacturers.name,
        description: manufacturers.description,
        lineOfBusiness: manufacturers.lineOfBusiness,
        lastReason: manufacturers.lastReason,
        status: manufacturers.status,
        createdAt: manufacturers.createdAt,
        updatedAt: manufacturers.updatedAt,
      },
      genericFormula: { id: genericFormulas.id, name: genericFormulas.name, status: genericFormulas.status, createdAt: genericFormulas.createdAt },
      taxGroup: { id: taxGroups.id, name: taxGroups.name, taxPercentage: taxGroups.taxPercentage },
      updaterFirstName: users.firstName,
      updaterLastName: users.lastName,
    })
    .from(products)
    .leftJoin(manufacturers, productJoins.manufacturer)
    .leftJoin(genericFormulas, productJoins.genericFormula)
    .leftJoin(taxGroups, productJoins.taxGroup)
    .leftJoin(users, productJoins.updatedBy)
    .$dynamic();
}

// the page's rows by id, the same text on every request: prepared once per connection
const productsByIds = preparedStatement((db) =>
  baseQuery(db)
    .where(and(eq(products.tenantId, sql.placeholder("tenantId")), isAnyOf(products.id, "ids")))
    .prepare("product_rows_by_ids"),
);

async function selectProducts(tx: Tx, tenantId: string, where: SQL | undefined): Promise<ProductRow[]> {
  return (await selectProductPage(tx, tenantId, where)).data;
}

/**
 * A page in two steps: the page's ids (and, with withTotal, how many match) from the narrowest query that can
 * filter and sort them (the unused to-one joins drop out), then the page's full rows. A search matching thousands
 * of products sorts and counts their ids only, not thousands of wide joined rows.
 */
async function pageRows(tx: Tx, tenantId: string, where: SQL | undefined, window: ListWindow, withTotal: boolean) {
  const keys = await tx
    // A search read through the index (a rare pattern) gives the page's ids and the total in one pass: the sort
    // sees every match anyway. Otherwise the page stops at its limit and runList counts apart.
    .select({ id: products.id, total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number) })
    .from(products)
    .leftJoin(manufacturers, productJoins.manufacturer)
    .leftJoin(genericFormulas, productJoins.genericFormula)
    .leftJoin(taxGroups, productJoins.taxGroup)
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  if (keys.length === 0) return { rows: [], total: null };
  const ids = keys.map((key) => key.id);
  const full = await productsByIds(tx, { tenantId, ids });
  return { rows: inIdOrder(ids, full, (row) => row.product.id), total: withTotal ? keys[0].total : null };
}

/** Products matching where (a page of them with window), and how many match in all (null unless withTotal, or for an empty page). */
async function selectProductPage(
  tx: Tx,
  tenantId: string,
  where: SQL | undefined,
  window?: ListWindow,
  withTotal = false,
): Promise<CountedRows<ProductRow>> {
  const { rows, total } = window ? await pageRows(tx, tenantId, where, window, withTotal) : { rows: await baseQuery(tx).where(where), total: null };
  const data = rows.map(({ product, manufacturer, genericFormula, taxGroup, updaterFirstName, updaterLastName }) => {
    const { tenantId: _tenant, createdBy: _createdBy, updatedBy: _updatedBy, ...columns } = product;
    return {
      ...columns,
      status: product.status as ActiveStatus,
      sellingUnit: product.sellingUnit as UnitOfMeasure,
      buyingUnit: product.buyingUnit as UnitOfMeasure,
      maximumRetailPrice: Number(product.maximumRetailPrice),
      maximumRetailUnitPrice: Number(product.maximumRetailUnitPrice),
      purchasingPrice: numberOf(product.purchasingPrice),
      tradePrice: numberOf(product.tradePrice),
      tradeDiscount: numberOf(product.tradeDiscount),
      discountPercentage: numberOf(product.discountPercentage),
      margins: numberOf(product.margins),
      sellingTaxRate: numberOf(product.sellingTaxRate),
      manufacturer: manufacturer ? toManufacturerRow(manufacturer) : null,
      genericFormula: genericFormula ? { ...genericFormula, status: genericFormula.status as ActiveStatus } : null,
      taxGroup: taxGroup ? { ...taxGroup, taxPercentage: Number(taxGroup.taxPercentage) } : null,
      lastUpdatedBy: updaterFirstName === null ? null : `${updaterFirstName} ${updaterLastName ?? ""}`.trim(),
    };
  });
  return { data, total };
}

async function findProduct(tx: Tx, tenantId: string, id: string): Promise<ProductRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectProducts(tx, tenantId, and(eq(products.tenantId, tenantId), eq(products.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

const productListFieldsWithoutPrices = withoutGuarded(productListFields, PRODUCT_PURCHASE_FIELDS);

async function listWhere(scope: ServiceScope, args: ListQueryArgs, extra?: SQL): Promise<ListPage<ProductRow>> {
  const { tx, tenantId } = scope;
  const readable = mayRead(scope, PURCHASE_PRICE_READERS) ? productListFields : productListFieldsWithoutPrices;
  const search = await planProductSearch(tx, tenantId, args, readable, extra !== undefined);
  return runList(tx, args, {
    fields: search.fields,
    tieBreaker: products.id,
    defaultSort: productDefaultSort,
    from: products,
    joins: [
      leftJoin(manufacturers, productJoins.manufacturer),
      leftJoin(genericFormulas, productJoins.genericFormula),
      leftJoin(taxGroups, productJoins.taxGroup),
    ],
    where: and(eq(products.tenantId, tenantId), extra),
    exactCountMax: search.exactCountMax,
    page: async (window) => {
      const page = await selectProductPage(tx, tenantId, window.where, window, search.countsMatches);
      const full = page.data.length === window.limit;
      return full && search.total ? { data: page.data, ...search.total } : page;
    },
  });
}

export function listProducts(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<ProductRow>> {
  return listWhere(scope, args);
}

/** Products a vendor supplies (linked through the product's vendors); an unknown vendor is NOT_FOUND. */
export async function listProductsByVendor(scope: ServiceScope, vendorId: string, args: ListQueryArgs): Promise<ListPage<ProductRow>> {
  const { tx, tenantId } = scope;
  const missing = !isUuid(vendorId) || (await missingIds(tx, vendors, vendors, tenantId, [vendorId])).length > 0;
  if (missing) throw notFound("Vendor not found.");
  return listWhere(scope, args, linkedVendor(eq(productVendors.vendorId, vendorId)));
}

export function getProduct({ tx, tenantId }: ServiceScope, id: string): Promise<ProductRow> {
  return findProduct(tx, tenantId, id);
}

/** The rules that need the database; returns the tax rate to store (the group's when none was given). */
async function checkProductRules(tx: Tx, tenantId: string, input: ProductInput, existingId?: string): Promise<{ sellingTaxRate: number | null }> {
  const errors: Record<string, string> = {};
  const notSelf = existingId ? ne(products.id, existingId) : undefined;
  if (input.skuCode) {
    const [taken] = await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.skuCode, input.skuCode), notSelf)).limit(1);
    if (taken) errors.skuCode = SKU_TAKEN_MESSAGE;
  }
  if (input.gtin) {
    const [taken] = await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.gtin, input.gtin), notSelf)).limit(1);
    if (taken) errors.gtin = GTIN_TAKEN_MESSAGE;
  }
  const single = async (id: string | null, table: typeof manufacturers | typeof genericFormulas, field: string, message: string) => {
    if (id && (await missingIds(tx, table, table, tenantId, [id])).length > 0) errors[field] = message;
  };
  await single(input.manufacturerId, manufacturers, "manufacturerId", "Please select a valid manufacturer.");
  await single(input.genericFormulaId, genericFormulas, "genericFormulaId", "Please select a valid generic formula.");
  let sellingTaxRate = input.sellingTaxRate;
  if (input.taxGroupId) {
    const [group] = await tx
      .select({ taxPercentage: taxGroups.taxPercentage })
      .from(taxGroups)
      .where(and(eq(taxGroups.tenantId, tenantId), eq(taxGroups.id, input.taxGroupId)));
    if (!group) errors.taxGroupId = "Please select a valid tax group.";
    else sellingTaxRate ??= Number(group.taxPercentage);
  }
  if ((await missingIds(tx, categories, categories, tenantId, input.categoryIds)).length > 0) errors.categoryIds = "Please select valid categories.";
  if ((await missingIds(tx, tags, tags, tenantId, input.tagIds)).length > 0) errors.tagIds = "Please select valid tags.";
  if ((await missingIds(tx, vendors, vendors, tenantId, input.vendorIds)).length > 0) errors.vendorIds = "Please select valid vendors.";
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return { sellingTaxRate };
}

function columnsOf(input: ProductInput, sellingTaxRate: number | null) {
  const { categoryIds: _c, tagIds: _t, vendorIds: _v, conversions: _conversions, ...fields } = input;
  return {
    ...fields,
    maximumRetailPrice: String(input.maximumRetailPrice),
    maximumRetailUnitPrice: String(input.maximumRetailUnitPrice ?? unitPriceOf(input.maximumRetailPrice, input.uomFactor)),
    purchasingPrice: numericOf(input.purchasingPrice),
    tradePrice: numericOf(input.tradePrice),
    tradeDiscount: numericOf(input.tradeDiscount),
    discountPercentage: numericOf(input.discountPercentage),
    margins: numericOf(input.margins ?? marginOf(input.maximumRetailPrice, input.purchasingPrice)),
    sellingTaxRate: numericOf(sellingTaxRate),
  };
}

/** Replaces the product's categories, tags, vendors and conversions with those of the input. */
async function writeRelations(tx: Tx, tenantId: string, productId: string, input: ProductInput): Promise<void> {
  const mine = <T extends typeof productCategories | typeof productTags | typeof productVendors | typeof productConversions>(table: T) =>
    and(eq(table.tenantId, tenantId), eq(table.productId, productId));
  await tx.delete(productCategories).where(mine(productCategories));
  await tx.delete(productTags).where(mine(productTags));
  await tx.delete(productVendors).where(mine(productVendors));
  await tx.delete(productConversions).where(mine(productConversions));
  if (input.categoryIds.length) await tx.insert(productCategories).values(input.categoryIds.map((categoryId) => ({ tenantId, productId, categoryId })));
  if (input.tagIds.length) await tx.insert(productTags).values(input.tagIds.map((tagId) => ({ tenantId, productId, tagId })));
  if (input.vendorIds.length) await tx.insert(productVendors).values(input.vendorIds.map((vendorId) => ({ tenantId, productId, vendorId })));
  if (input.conversions.length) {
    await tx.insert(productConversions).values(input.conversions.map((conversion) => ({ tenantId, productId, ...conversion })));
  }
}

const uniqueFields = {
  products_sku_code_uq: ["skuCode", SKU_TAKEN_MESSAGE],
  products_gtin_uq: ["gtin", GTIN_TAKEN_MESSAGE],
} as const;

export async function createProduct(scope: ServiceScope, raw: unknown): Promise<ProductRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(productInputSchema, raw);
  await lockWrites(tx, "products", tenantId);
  const { sellingTaxRate } = await checkProductRules(tx, tenantId, input);
  const { counter, prefix } = SECONDARY_IDS.product;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(products)
    .values({ tenantId, secondaryId, ...columnsOf(input, sellingTaxRate), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: products.id })
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await writeRelations(tx, tenantId, created.id, input);
  await recordActivity(scope, { action: "CREATE", entity: "product", entityId: created.id, details: { secondaryId, name: input.name } });
  return findProduct(tx, tenantId, created.id);
}

export async function updateProduct(scope: ServiceScope, id: string, raw: unknown): Promise<ProductRow> {
  const { tx, tenantId, auth } = scope;
  const existing = await findProduct(tx, tenantId, id);
  const parsed = parseInput(productInputSchema, raw);
  const input = mayRead(scope, PURCHASE_PRICE_READERS) ? parsed : keepGuarded(parsed, existing, PRODUCT_PURCHASE_FIELDS);
  await lockWrites(tx, "products", tenantId);
  const { sellingTaxRate } = await checkProductRules(tx, tenantId, input, id);
  await tx
    .update(products)
    .set({ ...columnsOf(input, sellingTaxRate), updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await writeRelations(tx, tenantId, id, input);
  const changed = (Object.keys(input) as (keyof ProductInput)[]).filter(
    (key) => JSON.stringify(input[key]) !== JSON.stringify((existing as unknown as Record<string, unknown>)[key]),
  );
  await recordActivity(scope, { action: "UPDATE", entity: "product", entityId: id, details: { secondaryId: existing.secondaryId, changed } });
  return findProduct(tx, tenantId, id);
}
