// Demo stock counts and adjustments, through the audit and adjustment services as the people would do them: the
// store manager counts, the administrator approves (nobody approves their own).
//   - DHA Store, 12 days ago: a count of its least stocked product, one opened pack a unit short; closed, its
//     adjustment APPROVED by the administrator (the unit is off the books).
//   - DHA Store, 3 days ago: a count of its most stocked product, an opened pack 2 units over the books and a sealed
//     one short of a strip; closed, its adjustment PENDING.
//   - Gulberg Store, today: a count IN_PROGRESS of its two least stocked products, the first completed (a unit
//     short), the second half scanned. Its most stocked product is left out, IN_INVENTORY for the tills.
//   - DHA Store: the expired write-off of the batch that expired on its shelf (procurement.ts), PENDING.
// Only the dates of the two closed counts are moved back afterwards (the seed is one transaction: everything it
// writes has one time); the stock ledger keeps its real time.
import { and, asc, eq, sql } from "drizzle-orm";
import type { ServiceScope } from "../core/context";
import { queryRows, type Tx } from "../db";
import { adjustments, auditLots, auditProducts, audits, locations, users } from "../db/schema";
import { createExpiredWriteOff, updateAdjustmentStatus } from "../modules/adjustments";
import { closeAudit, completeProductAudit, createAudit, scanAuditLot, startAudit } from "../modules/audits";
import { expiredOn, inStock, lotsAs, notEmpty, sellableLotAt } from "../modules/inventory";
import { adminScope, userScope } from "./registers";

interface ShelfLot {
  actionId: string;
  quantity: number;
  isOpened: boolean;
  /** Units in a full pack. */
  pack: number;
}

interface StockedProduct {
  productId: string;
  units: number;
  lots: ShelfLot[];
}

/** The products in stock at the location with their lots holding units, the least stocked first. */
async function stockAt(tx: Tx, tenantId: string, locationId: string): Promise<StockedProduct[]> {
  const rows = await queryRows<{ productId: string; actionId: string; quantity: number; isOpened: boolean; pack: number }>(
    tx,
    sql`select l.product_id as "productId", l.action_id as "actionId", l.quantity, l.is_opened as "isOpened", g.uom_factor as pack
      from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
      where ${sellableLotAt(tenantId, locationId, { lot })}
      order by l.product_id, l.action_id`,
  );
  const byProduct = new Map<string, StockedProduct>();
  for (const { productId, ...row } of rows) {
    const product = byProduct.get(productId) ?? { productId, units: 0, lots: [] };
    product.units += Number(row.quantity);
    product.lots.push({ ...row, quantity: Number(row.quantity), pack: Number(row.pack) });
    byProduct.set(productId, product);
  }
  return [...byProduct.values()].sort((a, b) => a.units - b.units || a.productId.localeCompare(b.productId));
}

const lot = lotsAs("l");

/** A lot counted as found: `off` units more (or fewer, negative) than the books hold, within the pack. */
type Count = { lot: ShelfLot; off?: number };

async function countProduct(scope: ServiceScope, auditId: string, productId: string, counts: readonly Count[], complete: boolean): Promise<void> {
  await startAudit(scope, auditId, productId);
  for (const { lot: pack, off = 0 } of counts) {
    // as found: a sealed pack whole (Box), an opened one, or one found short or over, by its loose units (Open)
    const quantity = off === 0 && !pack.isOpened ? undefined : Math.min(pack.pack, Math.max(0, pack.quantity + off));
    // a pack found empty is not scanned: the completion counts it empty
    if (quantity === 0) continue;
    await scanAuditLot(scope, { auditId, productId, scannedLotActionId: pack.actionId, quantity, force: true });
  }
  if (complete) await completeProductAudit(scope, auditId, productId);
}

/**
 * Moves a closed audit back to `days` ago: started then, counted over the next hour or two, closed (and its
 * adjustment made) three hours after the start, approved the next day.
 */
async function backdate(tx: Tx, tenantId: string, auditId: string, days: number): Promise<void> {
  const back = (hoursLater: number) => sql`make_interval(days => ${days}, hours => ${-hoursLater})`;
  const [audit] = await tx
    .update(audits)
    .set({ createdAt: sql`${audits.createdAt} - ${back(0)}`, updatedAt: sql`${audits.updatedAt} - ${back(3)}`, closedAt: sql`${audits.closedAt} - ${back(3)}` })
    .where(and(eq(audits.tenantId, tenantId), eq(audits.id, auditId)))
    .returning({ adjustmentId: audits.adjustmentId });
  await tx
    .update(auditProducts)
    .set({ startedAt: sql`${auditProducts.startedAt} - ${back(0)}`, completedAt: sql`${auditProducts.completedAt} - ${back(2)}` })
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.auditId, auditId)));
  await tx.update(auditLots).set({ countedAt: sql`${auditLots.countedAt} - ${back(1)}` }).where(and(eq(auditLots.tenantId, tenantId), eq(auditLots.auditId, auditId)));
  if (!audit?.adjustmentId) return;
  await tx
    .update(adjustments)
    .set({ createdAt: sql`${adjustments.createdAt} - ${back(3)}`, updatedAt: sql`${adjustments.updatedAt} - case when ${adjustments.approvedAt} is null then ${back(3)} else ${back(24)} end`, approvedAt: sql`${adjustments.approvedAt} - ${back(24)}` })
    .where(and(eq(adjustments.tenantId, tenantId), eq(adjustments.id, audit.adjustmentId)));
}

async function adjustmentOf(tx: Tx, tenantId: string, auditId: string): Promise<string | null> {
  const [row] = await tx.select({ adjustmentId: audits.adjustmentId }).from(audits).where(and(eq(audits.tenantId, tenantId), eq(audits.id, auditId)));
  return row?.adjustmentId ?? null;
}

export async function seedStockCounts(tx: Tx, tenantId: string): Promise<void> {
  const [manager] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, "manager@demo.test")));
  const counter = await userScope(tx, tenantId, manager?.id);
  const approver = await adminScope(tx, tenantId);
  const stores = await tx.select({ id: locations.id, name: locations.name }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.type, "RETAIL"))).orderBy(asc(locations.secondaryId));
  const [gulberg, dha] = stores;
  if (!counter || !approver || !gulberg || !dha) return;

  const atDha = await stockAt(tx, tenantId, dha.id);
  if (atDha.length >= 2) {
    // the least stocked product, one unit short in its first opened pack (else its first pack)
    const least = atDha[0];
    const shortPack = least.lots.find((pack) => pack.isOpened) ?? least.lots[0];
    const monthly = await createAudit(counter, { locationId: dha.id, selectionType: "SPECIFIC_PRODUCT", productIds: [least.productId] });
    await countProduct(counter, monthly, least.productId, least.lots.map((pack) => ({ lot: pack, off: pack === shortPack ? -1 : 0 })), true);
    await closeAudit(counter, monthly, "Monthly count of the syrups shelf");
    const approved = await adjustmentOf(tx, tenantId, monthly);
    if (approved) await updateAdjustmentStatus(approver, approved, "APPROVED");
    await backdate(tx, tenantId, monthly, 12);

    // the most stocked product: an opened pack 2 units over, a sealed pack a strip short
    const most = atDha[atDha.length - 1];
    const over = most.lots.find((pack) => pack.isOpened && pack.quantity + 2 <= pack.pack);
    const under = most.lots.find((pack) => !pack.isOpened);
    const spot = await createAudit(counter, { locationId: dha.id, selectionType: "SPECIFIC_PRODUCT", productIds: [most.productId] });
    // a strip of ten (a unit for a small pack)
    const strip = (pack: ShelfLot) => -Math.max(1, Math.min(10, Math.floor(pack.pack / 10)));
    await countProduct(counter, spot, most.productId, most.lots.map((pack) => ({ lot: pack, off: pack === over ? 2 : pack === under ? strip(pack) : 0 })), true);
    await closeAudit(counter, spot, "Spot check after a customer's complaint");
    await backdate(tx, tenantId, spot, 3);
  }

  const atGulberg = await stockAt(tx, tenantId, gulberg.id);
  if (atGulberg.length >= 3) {
    const [first, second] = atGulberg;
    const today = await createAudit(counter, { locationId: gulberg.id, selectionType: "SPECIFIC_PRODUCT", productIds: [first.productId, second.productId] });
    await countProduct(counter, today, first.productId, first.lots.map((pack, index) => ({ lot: pack, off: index === first.lots.length - 1 ? -1 : 0 })), true);
    await countProduct(counter, today, second.productId, second.lots.slice(0, Math.ceil(second.lots.length / 2)).map((pack) => ({ lot: pack })), false);
  }

  // the batch expired on DHA Store's shelf: written off, waiting for the administrator
  const [expired] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from product_lots l
      where l.tenant_id = ${tenantId}::uuid and l.location_id = ${dha.id}::uuid and ${inStock(lot)} and ${notEmpty(lot)} and ${expiredOn(undefined, lot)}`,
  );
  if (Number(expired?.n) > 0) await createExpiredWriteOff(counter, { locationId: dha.id, remarks: "For the destruction register: collect on Friday." });
}
