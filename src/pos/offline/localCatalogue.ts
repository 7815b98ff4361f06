// What the till reads of its local catalogue (tillDb) while offline: a scanned code, a product search, customers
// by phone or name, and what pricing needs for a cart (offlinePricing.ts). The units available are the local
// lots' less what the sales waiting on this till took.
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import { isExpiredOn } from "../../../common/schemas/dates";
import type { PosProduct } from "../documents";
import { discountRuleOf, digitsOf, META, type KeptDiscount } from "./catalogueSync";
import type { OfflinePricingData } from "./offlinePricing";
import { OfflineCartRefusal } from "./offlinePricing";
import type { TillCustomerRecord, TillDb, TillLotRecord, TillProductRecord } from "./tillDb";

/** Units sellable per product: unexpired local lots, less the waiting offline sales' units. */
async function availableOf(db: TillDb, productIds: readonly string[]): Promise<Map<string, number>> {
  const lots = await db.lots.where("productId").anyOf([...productIds]).toArray();
  const available = new Map<string, number>(productIds.map((id) => [id, 0]));
  for (const lot of lots) if (!isExpiredOn(lot.batchExpiry)) available.set(lot.productId, (available.get(lot.productId) ?? 0) + lot.quantity);
  const waiting = await db.sales.filter((sale) => sale.status !== "SENT").toArray();
  for (const sale of waiting) {
    for (const item of sale.order.items) if (available.has(item.productId)) available.set(item.productId, (available.get(item.productId) ?? 0) - item.quantity);
  }
  for (const [id, units] of available) available.set(id, Math.max(0, units));
  return available;
}

function posProductOf(product: TillProductRecord, availableQuantity: number): PosProduct {
  return {
    id: product.id,
    name: product.name,
    skuCode: product.skuCode,
    gtin: product.gtin,
    uomFactor: product.uomFactor,
    sellingUnit: product.sellingUnit,
    unitPrice: Number(product.unitPrice),
    isTaxInclusive: product.isTaxInclusive,
    taxRate: Number(product.taxRate),
    availableQuantity,
  };
}

export interface LocalScan {
  product: PosProduct;
  lot: Pick<TillLotRecord, "id" | "actionId" | "quantity" | "batchExpiry" | "isOpened"> | null;
}

/** A lot label of this store, else a product's GTIN or SKU; the refusal names what is missing. */
export async function scanLocally(db: TillDb, code: string): Promise<LocalScan> {
  const text = code.trim();
  const lot = await db.lots.where("actionId").equals(text.toUpperCase()).first();
  const product = lot
    ? await db.products.get(lot.productId)
    : ((await db.products.where("gtin").equals(text).first()) ?? (await db.products.where("skuLower").equals(text.toLowerCase()).first()));
  if (!product) throw new OfflineCartRefusal(`No product or lot of this store matches ${text} in the till's catalogue.`);
  const available = (await availableOf(db, [product.id])).get(product.id) ?? 0;
  return { product: posProductOf(product, available), lot: lot ? { id: lot.id, actionId: lot.actionId, quantity: lot.quantity, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened } : null };
}

/** Products whose name, SKU or GTIN contains the text: exact codes first, then names starting with it. */
export async function searchLocally(db: TillDb, search: string, limit: number): Promise<PosProduct[]> {
  const text = search.trim().toLowerCase();
  const found = await db.products.filter((product) => product.nameLower.includes(text) || (product.skuLower?.includes(text) ?? false) || (product.gtin?.includes(text) ?? false)).toArray();
  const rank = (product: TillProductRecord) => (product.skuLower === text || product.gtin === text ? 0 : product.nameLower.startsWith(text) ? 1 : 2);
  const chosen = found.sort((a, b) => rank(a) - rank(b) || a.nameLower.localeCompare(b.nameLower) || a.id.localeCompare(b.id)).slice(0, limit);
  const available = await availableOf(db, chosen.map((product) => product.id));
  return chosen.map((product) => posProductOf(product, available.get(product.id) ?? 0));
}

/** Known customers by the digits of their number (any way of writing it) or their name. */
export async function findCustomersLocally(db: TillDb, search: string, limit = 10): Promise<TillCustomerRecord[]> {
  const text = search.trim().toLowerCase();
  const digits = digitsOf(text).replace(/^0+/, "");
  return db.customers.filter((customer) => (digits.length >= 3 && customer.phoneDigits.includes(digits)) || customer.nameLower.includes(text)).limit(limit).toArray();
}

/** The products, discounts and fees a cart's offline pricing needs. */
export async function pricingDataFor(db: TillDb, productIds: readonly string[]): Promise<OfflinePricingData> {
  const rows = await db.products.bulkGet([...productIds]);
  const products = new Map(rows.filter((row): row is TillProductRecord => row !== undefined).map((row) => [row.id, row]));
  const [discounts, platformFee, integrations] = await Promise.all([db.meta.get(META.discounts), db.meta.get(META.platformFee), db.meta.get(META.integrations)]);
  return {
    products,
    available: await availableOf(db, productIds),
    discounts: ((discounts?.value ?? []) as KeptDiscount[]).map(discountRuleOf),
    platformFee: (platformFee?.value ?? null) as PlatformFeeRule | null,
    integrations: (integrations?.value ?? []) as { name: string; charges: string }[],
  };
}
