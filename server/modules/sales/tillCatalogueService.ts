// The till's local catalogue feed (issue 29, README "Offline till"): what a store's till keeps in the browser to sell
// with no connection, and then only what changed since its last sync. Rows changed since the cursor: products
// (their price, tax rate, status, pack; a product whose tax group changed comes again), the sellable lots of the
// store (a lot that stopped being sellable or left the store comes with sellable false, so the till drops it),
// customers; the pricing settings that are few (the discounts, the store's platform fee, the register's fiscal
// integrations) come whole each time. The cursor is the transaction's start less an overlap, so a row written by a
// transaction still running while this one reads comes in the next sync (a row may come twice: the till upserts).
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import { tillCatalogueChangesSchema } from "../../../common/schemas/tillCatalogue";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { parseInput } from "../../core/errors";
import { queryRows } from "../../db";
import { customers, partners, products, taxGroups } from "../../db/schema";
import { tillDiscountRules } from "../discounts";
import { reportingIntegrations } from "../integrations";
import { sellableLot } from "../inventory";
import { platformFeeFor } from "./platformFee";
import { loadCartRegister, saleProductColumns, taxGroupJoin, type SaleProduct } from "./saleProducts";

/** How far back of its own start a sync's cursor goes: longer than any transaction writing these rows. */
const CURSOR_OVERLAP_SECONDS = 120;

export type TillLotRow = {
  id: string;
  productId: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
  /** False: the till drops it (sold out, expired, moved, left the store). */
  sellable: boolean;
};

export interface TillCustomerRow {
  id: string;
  name: string;
  phoneNumber: string;
  partnerId: string | null;
  partnerName: string | null;
  partnerStatus: string | null;
}

export interface TillCatalogueChangesRow {
  /** The `since` of the next sync. */
  cursor: string;
  /** True on a first load (no since): the till replaces what it had. */
  full: boolean;
  products: SaleProduct[];
  lots: TillLotRow[];
  customers: TillCustomerRow[];
  discounts: DiscountRule[];
  platformFee: PlatformFeeRule | null;
  integrations: { name: string; charges: string }[];
}

async function changedLots(scope: ServiceScope, locationId: string, since: Date | null): Promise<TillLotRow[]> {
  const { tx, tenantId } = scope;
  if (!since) {
    return queryRows<TillLotRow>(
      tx,
      sql`select id, product_id as "productId", action_id as "actionId", quantity, batch_expiry::text as "batchExpiry", is_opened as "isOpened", true as sellable
        from product_lots where tenant_id = ${tenantId}::uuid and location_id = ${locationId}::uuid and ${sellableLot()}`,
    );
  }
  // lots here that changed, and lots the ledger moved out of here since
  return queryRows<TillLotRow>(
    tx,
    sql`select id, product_id as "productId", action_id as "actionId", quantity, batch_expiry::text as "batchExpiry", is_opened as "isOpened",
        (location_id = ${locationId}::uuid and ${sellableLot()}) as sellable
      from product_lots
      where tenant_id = ${tenantId}::uuid and updated_at > ${since.toISOString()}::timestamptz
        and (location_id = ${locationId}::uuid or id in (
          select lot_id from stock_movements where tenant_id = ${tenantId}::uuid and from_location_id = ${locationId}::uuid and created_at > ${since.toISOString()}::timestamptz))`,
  );
}

export async function tillCatalogueChanges(scope: ServiceScope, args: unknown): Promise<TillCatalogueChangesRow> {
  const { locationId, registerId, since } = parseInput(tillCatalogueChangesSchema, args);
  assertLocationAllowed(scope, locationId);
  const { tx, tenantId } = scope;
  if (registerId) await loadCartRegister(scope, registerId, locationId);
  const [{ cursor }] = await queryRows<{ cursor: string }>(
    tx,
    sql`select to_char((now() - make_interval(secs => ${CURSOR_OVERLAP_SECONDS})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`,
  );
  const productRows = await tx
    .select(saleProductColumns)
    .from(products)
    .leftJoin(taxGroups, taxGroupJoin)
    .where(and(eq(products.tenantId, tenantId), since ? or(gt(products.updatedAt, since), gt(taxGroups.updatedAt, since)) : eq(products.status, "ACTIVE")));
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name, phoneNumber: customers.phoneNumber, partnerId: customers.partnerId, partnerName: partners.name, partnerStatus: partners.status })
    .from(customers)
    .leftJoin(partners, and(eq(partners.tenantId, customers.tenantId), eq(partners.id, customers.partnerId)))
    .where(and(eq(customers.tenantId, tenantId), since ? or(gt(customers.updatedAt, since), gt(partners.updatedAt, since)) : undefined));
  const integrations = await reportingIntegrations(tx, tenantId, registerId, "NORMAL");
  return {
    cursor,
    full: since === null,
    products: productRows,
    lots: await changedLots(scope, locationId, since),
    customers: customerRows,
    discounts: await tillDiscountRules(tx, tenantId),
    platformFee: await platformFeeFor(tx, tenantId, locationId, "PICKUP"),
    integrations: integrations.map((integration) => ({ name: integration.name, charges: String(integration.charges) })),
  };
}
