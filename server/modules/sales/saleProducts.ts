// What a sale needs to know of its products and its register, read in a fixed number of statements.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { CartItemInput } from "../../../common/schemas/order";
import { queryRows, uuidArray, type Tx } from "../../db";
import { locationRegisters, locations, productPriceChanges, products, taxGroups } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, notFound } from "../../core/errors";
import { fefoOrder, sellableLotAt } from "../inventory";

export interface SaleProduct {
  id: string;
  name: string;
  skuCode: string | null;
  gtin: string | null;
  status: string;
  uomFactor: number;
  sellingUnit: string;
  unitPrice: string;
  isTaxInclusive: boolean;
  /** sellingTaxRate ?? the tax group's % ?? 0. */
  taxRate: string;
}

export const saleProductColumns = {
  id: products.id,
  name: products.name,
  skuCode: products.skuCode,
  gtin: products.gtin,
  status: products.status,
  uomFactor: products.uomFactor,
  sellingUnit: products.sellingUnit,
  unitPrice: products.maximumRetailUnitPrice,
  isTaxInclusive: products.isTaxInclusive,
  taxRate: sql<string>`coalesce(${products.sellingTaxRate}, ${taxGroups.taxPercentage}, 0)::text`,
};

/** saleProductColumns' tax rate, for raw statements over products left joined to tax_groups (taxGroupJoin). */
export const saleTaxRate = saleProductColumns.taxRate;

export const taxGroupJoin = and(eq(taxGroups.tenantId, products.tenantId), eq(taxGroups.id, products.taxGroupId));

const priceHistory = (when: SQL, order: SQL) =>
  sql`(select ${productPriceChanges.unitPrice} from ${productPriceChanges}
    where ${productPriceChanges.tenantId} = ${products.tenantId} and ${productPriceChanges.productId} = ${products.id} and ${when}
    order by ${order} limit 1)`;

/**
 * The selling-unit price in force at `at` (the price history): the last set at or before it; for a time before
 * the product's first price, that first price; with no history at all, the product's own. `instant` a timestamptz.
 */
export const unitPriceAt = (instant: SQL) => {
  const inForce = priceHistory(sql`${productPriceChanges.changedAt} <= ${instant}`, sql`${productPriceChanges.changedAt} desc, ${productPriceChanges.sequence} desc`);
  const first = priceHistory(sql`true`, sql`${productPriceChanges.changedAt}, ${productPriceChanges.sequence}`);
  return sql<string>`coalesce(${inForce}, ${first}, ${products.maximumRetailUnitPrice})::text`;
};

/** The products read for the cart's ids, by id: an unknown one is NOT_FOUND, an inactive one refused. */
export function judgeSaleProducts(ids: readonly string[], rows: readonly SaleProduct[]): Map<string, SaleProduct> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const product = byId.get(id);
    if (!product) throw notFound("Product not found. It may have been removed; please search for it again.");
    if (product.status !== "ACTIVE") throw badUserInput({ items: `${product.name} is inactive and cannot be sold.` });
  }
  return byId;
}

/** The sellable lots (IN_INVENTORY, unexpired, not empty) of the products at the location, FEFO order, no locks. */
export type SellableLot = {
  id: string;
  productId: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
};

export async function sellableLots(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[]): Promise<SellableLot[]> {
  if (productIds.length === 0) return [];
  return queryRows<SellableLot>(
    tx,
    sql`select id, product_id as "productId", action_id as "actionId", quantity, batch_expiry::text as "batchExpiry", is_opened as "isOpened"
      from product_lots
      where ${sellableLotAt(tenantId, locationId)} and product_id = any(${uuidArray(productIds)})
      order by product_id, ${fefoOrder()}`,
  );
}

/** Units sellable now per product at the location (one aggregate statement). */
export async function availableByProduct(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ productId: string; available: number }>(
    tx,
    sql`select product_id as "productId", sum(quantity)::int as available from product_lots
      where ${sellableLotAt(tenantId, locationId)} and product_id = any(${uuidArray(productIds)})
      group by product_id`,
  );
  return new Map(rows.map((row) => [row.productId, Number(row.available)]));
}

/** A uuid[] parameter (ids already validated as uuids). */
export interface SaleRegister {
  id: string;
  secondaryId: string;
  name: string;
  locationId: string;
  status: string;
  receiptTemplate: string;
  terminalTaxId: string | null;
  location: { id: string; name: string; address: string | null; taxNumber: string | null; salesTaxNumber: string | null };
}

/** The register of a cart: this tenant's (else NOT_FOUND), at an allowed location, the cart's location. */
export async function loadCartRegister(scope: ServiceScope, registerId: string, locationId: string): Promise<SaleRegister> {
  assertLocationAllowed(scope, locationId);
  const [register] = await scope.tx
    .select({
      id: locationRegisters.id,
      secondaryId: locationRegisters.secondaryId,
      name: locationRegisters.name,
      locationId: locationRegisters.locationId,
      status: locationRegisters.status,
      receiptTemplate: locationRegisters.receiptTemplate,
      terminalTaxId: locationRegisters.terminalTaxId,
      location: { id: locations.id, name: locations.name, address: locations.area, taxNumber: locations.taxNumber, salesTaxNumber: locations.salesTaxNumber },
    })
    .from(locationRegisters)
    .innerJoin(locations, and(eq(locations.tenantId, locationRegisters.tenantId), eq(locations.id, locationRegisters.locationId)))
    .where(and(eq(locationRegisters.tenantId, scope.tenantId), eq(locationRegisters.id, registerId)));
  return judgeCartRegister(register, locationId);
}

/** The register read for a cart: NOT_FOUND when none, refused when at another location than the cart's. */
export function judgeCartRegister(register: SaleRegister | undefined, locationId: string): SaleRegister {
  if (!register) throw notFound("Register not found.");
  if (register.locationId !== locationId) throw badUserInput({ registerId: `Register ${register.name} is not at this location.` });
  return register;
}

/** Lines of one product and one scanned lot (or none) become one, in the order first seen. */
export function mergeCartLines(items: readonly CartItemInput[]): CartItemInput[] {
  const merged = new Map<string, CartItemInput>();
  for (const item of items) {
    const key = `${item.productId}|${item.lotId ?? ""}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}
