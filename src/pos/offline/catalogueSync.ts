// Keeps the till's local catalogue (tillDb) fresh: the first time the whole store (getTillCatalogueChanges without a
// cursor), then only what changed since the kept cursor, every few minutes and whenever the connection returns.
// A lot that stopped being sellable here and a product made inactive leave the catalogue; discounts and the pricing
// settings are replaced whole. One sync at a time per page.
import { graphql } from "../../graphql";
import { requestDocument } from "../../providers/gqlHooks";
import type { DiscountRule, DiscountScope, DiscountType, StoredDiscountStatus } from "../../../common/pricing/discountRules";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import { tillDb, type TillCustomerRecord, type TillDb, type TillProductRecord } from "./tillDb";

export const TILL_CATALOGUE_CHANGES = graphql(`
  query TillCatalogueChanges($locationId: ID!, $registerId: ID, $since: String) {
    changes: getTillCatalogueChanges(locationId: $locationId, registerId: $registerId, since: $since) {
      cursor full
      products { id name skuCode gtin status uomFactor sellingUnit unitPrice isTaxInclusive taxRate }
      lots { id productId actionId quantity batchExpiry isOpened sellable }
      customers { id name phoneNumber partnerId partnerName partnerStatus }
      discounts {
        id title code type scope value maxDiscountAmount minPurchaseAmount minQuantity buyX getY getYDiscount limitUses usedCount
        combinable storedStatus startDate endDate partnerId locationIds customerIds productIds
      }
      platformFee { platformFeeType platformFeeValue platformFeeTaxRate platformFeeTaxable }
      integrations { name charges }
    }
  }
`);

export const CATALOGUE_SYNCED_MARK = "till-catalogue:synced";

/** How often the catalogue is refreshed while the till is open. */
export const CATALOGUE_REFRESH_MS = 3 * 60_000;

export const META = { cursor: "cursor", syncedAt: "syncedAt", discounts: "discounts", platformFee: "platformFee", integrations: "integrations" } as const;

/** Discounts as kept (dates as ISO text: IndexedDB keeps them as they are). */
export type KeptDiscount = Omit<DiscountRule, "startDate" | "endDate"> & { startDate: string; endDate: string | null };

export const digitsOf = (phone: string) => phone.replace(/\D/g, "");

export function discountRuleOf(kept: KeptDiscount): DiscountRule {
  return { ...kept, startDate: new Date(kept.startDate), endDate: kept.endDate ? new Date(kept.endDate) : null };
}

export interface SyncOutcome {
  full: boolean;
  products: number;
  lots: number;
  customers: number;
  milliseconds: number;
}

const running = new Map<string, Promise<SyncOutcome>>();

async function syncOnce(db: TillDb, locationId: string, registerId: string): Promise<SyncOutcome> {
  const started = performance.now();
  const since = (await db.meta.get(META.cursor))?.value;
  const { changes } = await requestDocument(TILL_CATALOGUE_CHANGES, { locationId, registerId, since: typeof since === "string" ? since : null });
  const products: TillProductRecord[] = changes.products.map((product) => ({
    ...product,
    nameLower: product.name.toLowerCase(),
    skuLower: product.skuCode?.toLowerCase() ?? null,
  }));
  const customers: TillCustomerRecord[] = changes.customers.map((customer) => ({
    ...customer,
    nameLower: customer.name.toLowerCase(),
    phoneDigits: digitsOf(customer.phoneNumber),
  }));
  const discounts: KeptDiscount[] = changes.discounts.map((discount) => ({
    ...discount,
    type: discount.type as DiscountType,
    scope: discount.scope as DiscountScope,
    storedStatus: discount.storedStatus as StoredDiscountStatus,
  }));
  const platformFee: PlatformFeeRule | null = changes.platformFee
    ? { ...changes.platformFee, platformFeeType: changes.platformFee.platformFeeType === "PERCENTAGE" ? "PERCENTAGE" : "FLAT" }
    : null;
  await db.transaction("rw", [db.products, db.lots, db.customers, db.meta], async () => {
    if (changes.full) await Promise.all([db.products.clear(), db.lots.clear(), db.customers.clear()]);
    await db.products.bulkPut(products.filter((product) => product.status === "ACTIVE"));
    await db.products.bulkDelete(products.filter((product) => product.status !== "ACTIVE").map((product) => product.id));
    await db.lots.bulkPut(changes.lots.filter((lot) => lot.sellable).map(({ sellable: _kept, ...lot }) => lot));
    await db.lots.bulkDelete(changes.lots.filter((lot) => !lot.sellable).map((lot) => lot.id));
    await db.customers.bulkPut(customers);
    await db.meta.bulkPut([
      { key: META.cursor, value: changes.cursor },
      { key: META.syncedAt, value: new Date().toISOString() },
      { key: META.discounts, value: discounts },
      { key: META.platformFee, value: platformFee },
      { key: META.integrations, value: changes.integrations },
    ]);
  });
  const outcome = { full: changes.full, products: products.length, lots: changes.lots.length, customers: customers.length, milliseconds: Math.round(performance.now() - started) };
  // in the page's performance timeline (README "Offline till": the first load is measured there)
  performance.mark(CATALOGUE_SYNCED_MARK, { detail: outcome });
  return outcome;
}

/** Brings the store's catalogue up to date (a sync already under way for it is joined, not doubled). */
export function syncTillCatalogue(tenantId: string, locationId: string, registerId: string): Promise<SyncOutcome> {
  const key = `${tenantId}:${locationId}`;
  let sync = running.get(key);
  if (!sync) {
    sync = syncOnce(tillDb(tenantId, locationId), locationId, registerId).finally(() => running.delete(key));
    running.set(key, sync);
  }
  return sync;
}
