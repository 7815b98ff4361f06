// Stock intake (DESIGN "A lot is one physical pack", "Stock ledger"): every accepted (RECEIVED) item of the
// chosen GRNs becomes receivedQuantity + foc lots `{actionId}~1…~N`, IN_INVENTORY at the GRN's location, each
// with one INTAKE movement; items become COMPLETED and the PO moves to PARTIAL or FULFILLED. The GRN rows are
// locked first, so a repeated or concurrent call finds nothing left to take in.
import Decimal from "decimal.js";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { packPurchasePrice, round2, toMoneyString } from "../../../common/money";
import { PACKS_PER_INTAKE_MAX, PACKS_PER_LINE_MAX, formatBound } from "../../../common/validation/bounds";
import { type Tx } from "../../db";
import { grnItems, grns, purchaseOrderItems, purchaseOrders } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { idempotencyInputSchema } from "../../../common/schemas/idempotency";
import { withIdempotency } from "../../core/idempotency";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { receiveLots, type NewLot } from "../inventory";
import { GRN_NOT_FOUND_MESSAGE, findGrns, grnStatusOf, type GrnRow } from "./grnService";

const GRN_IDS_MESSAGE = "Please choose at least one GRN.";
const INTAKE_PACKS_MESSAGE = `A stock intake can bring in at most ${formatBound(PACKS_PER_INTAKE_MAX)} packs at a time. Please take in fewer GRNs at once.`;
const intakeLineMessage = (grn: string, lineNo: number, packs: number) =>
  `${grn} line ${lineNo} has ${formatBound(packs)} packs; a line can bring in at most ${formatBound(PACKS_PER_LINE_MAX)}.`;
const GRN_IDS_MAX = 100;

type GrnItemColumns = typeof grnItems.$inferSelect;

/** Prices per selling unit of one GRN item: paid packs carry the net trade price and tax, FOC packs nothing. */
function lotPricesOf(item: Pick<GrnItemColumns, "tradePrice" | "discValue" | "gstValue" | "mrp" | "receivedQuantity" | "uomFactor">) {
  const paid = item.receivedQuantity;
  const perPack = packPurchasePrice(item);
  return {
    purchasingPrice: toMoneyString(round2(perPack.div(item.uomFactor))),
    taxSellingUnit: toMoneyString(paid > 0 ? round2(new Decimal(item.gstValue).div(paid).div(item.uomFactor)) : 0),
    mrpSellingUnit: toMoneyString(round2(new Decimal(item.mrp).div(item.uomFactor))),
  };
}

async function settlePurchaseOrders(tx: Tx, tenantId: string, poIds: string[], userId: string): Promise<void> {
  if (poIds.length === 0) return;
  const orders = await tx
    .select({ id: purchaseOrders.id, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, poIds)))
    .orderBy(asc(purchaseOrders.id))
    .for("update");
  const items = await tx
    .select({ purchaseOrderId: purchaseOrderItems.purchaseOrderId, requiredQuantity: purchaseOrderItems.requiredQuantity, foc: purchaseOrderItems.foc, intakeQuantity: purchaseOrderItems.intakeQuantity })
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.tenantId, tenantId), inArray(purchaseOrderItems.purchaseOrderId, poIds)));
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) itemsOf.set(item.purchaseOrderId, [...(itemsOf.get(item.purchaseOrderId) ?? []), item]);
  const changed: { id: string; status: string }[] = [];
  for (const order of orders) {
    if (order.status !== "OPEN" && order.status !== "PARTIAL") continue; // a closed order stays closed
    const own = itemsOf.get(order.id) ?? [];
    const fulfilled = own.every((item) => item.intakeQuantity >= item.requiredQuantity + item.foc);
    const status = fulfilled ? "FULFILLED" : own.some((item) => item.intakeQuantity > 0) ? "PARTIAL" : order.status;
    if (status !== order.status) changed.push({ id: order.id, status });
  }
  if (changed.length === 0) return;
  await tx.execute(sql`update ${purchaseOrders} p set status = r.status, updated_at = now(), updated_by = ${userId || null}::uuid
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(id uuid, status text)
    where p.tenant_id = ${tenantId}::uuid and p.id = r.id`);
}

/**
 * GRNs saved before the bounds (or written around the schemas) may hold more packs than one call can take in
 * within its statement timeout: refused before a single lot is built.
 */
function checkPackBounds(items: readonly GrnItemColumns[], grnById: ReadonlyMap<string, { secondaryId: string }>): void {
  let total = 0;
  for (const item of items) {
    const packs = item.receivedQuantity + item.foc;
    if (packs > PACKS_PER_LINE_MAX) throw badUserInput({ grnIds: intakeLineMessage(grnById.get(item.grnId)?.secondaryId ?? "A GRN", item.lineNo, packs) });
    total += packs;
  }
  if (total > PACKS_PER_INTAKE_MAX) throw badUserInput({ grnIds: INTAKE_PACKS_MESSAGE });
}

/**
 * Takes the accepted items of the GRNs into stock (the body of updateGrnReceivedStatus, also used by the seed).
 * `receivedAt` dates a GRN's ledger rows in the past (the demo's history, written afterwards); otherwise now.
 */
export async function intakeGrns(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  grnIds: readonly string[],
  allowLocation: (locationId: string) => void = () => {},
  receivedAt?: ReadonlyMap<string, Date>,
) {
  const locked = await tx
    .select({ id: grns.id, secondaryId: grns.secondaryId, locationId: grns.locationId, purchaseOrderId: grns.purchaseOrderId, vendorId: purchaseOrders.vendorId })
    .from(grns)
    .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, grns.tenantId), eq(purchaseOrders.id, grns.purchaseOrderId)))
    .where(and(eq(grns.tenantId, tenantId), inArray(grns.id, [...grnIds])))
    .orderBy(asc(grns.id))
    .for("update", { of: grns });
  if (locked.length !== grnIds.length) throw notFound(GRN_NOT_FOUND_MESSAGE);
  for (const grn of locked) allowLocation(grn.locationId);
  const items = await tx
    .select()
    .from(grnItems)
    .where(and(eq(grnItems.tenantId, tenantId), inArray(grnItems.grnId, [...grnIds]), eq(grnItems.status, "RECEIVED")))
    .orderBy(asc(grnItems.grnId), asc(grnItems.lineNo));
  const taken = new Map<string, number>();
  if (items.length === 0) return { locked, taken };
  const grnById = new Map(locked.map((grn) => [grn.id, grn]));
  checkPackBounds(items, grnById);
  const now = new Date();
  const lots: NewLot[] = [];
  for (const item of items) {
    const grn = grnById.get(item.grnId)!;
    const prices = lotPricesOf(item);
    const packs = item.receivedQuantity + item.foc;
    for (let k = 1; k <= packs; k += 1) {
      const isFoc = k > item.receivedQuantity;
      lots.push({
        actionId: `${item.actionId}~${k}`,
        productId: item.productId,
        locationId: grn.locationId,
        vendorId: grn.vendorId,
        grnItemId: item.id,
        isFoc,
        quantity: item.uomFactor,
        purchasingPrice: isFoc ? "0.00" : prices.purchasingPrice,
        mrpSellingUnit: prices.mrpSellingUnit,
        taxSellingUnit: isFoc ? "0.00" : prices.taxSellingUnit,
        batchNumber: item.batchNumber,
        batchExpiry: item.batchExpiry,
        document: { type: "GRN", id: grn.id },
        userId,
        at: receivedAt?.get(grn.id),
      });
    }
    taken.set(item.grnId, (taken.get(item.grnId) ?? 0) + packs);
  }
  await receiveLots(tx, tenantId, lots);
  await tx
    .update(grnItems)
    .set({ status: "COMPLETED", lotCount: sql`${grnItems.receivedQuantity} + ${grnItems.foc}`, updatedAt: now })
    .where(and(eq(grnItems.tenantId, tenantId), inArray(grnItems.id, items.map((item) => item.id))));
  const perPoItem = new Map<string, number>();
  for (const item of items) perPoItem.set(item.purchaseOrderItemId, (perPoItem.get(item.purchaseOrderItemId) ?? 0) + item.receivedQuantity + item.foc);
  // one statement per table whatever the number of items and GRNs (the demo's history takes in thousands at once)
  const added = [...perPoItem].map(([id, packs]) => ({ id, packs }));
  await tx.execute(sql`update ${purchaseOrderItems} p set intake_quantity = p.intake_quantity + r.packs
    from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as r(id uuid, packs integer)
    where p.tenant_id = ${tenantId}::uuid and p.id = r.id`);
  const statuses = await tx
    .select({ grnId: grnItems.grnId, status: grnItems.status })
    .from(grnItems)
    .where(and(eq(grnItems.tenantId, tenantId), inArray(grnItems.grnId, [...taken.keys()])));
  const statusesOf = new Map<string, string[]>();
  for (const row of statuses) statusesOf.set(row.grnId, [...(statusesOf.get(row.grnId) ?? []), row.status]);
  const grnStatuses = [...taken.keys()].map((id) => ({ id, status: grnStatusOf(statusesOf.get(id) ?? []) }));
  await tx.execute(sql`update ${grns} g set status = r.status, updated_at = ${now.toISOString()}::timestamptz, updated_by = ${userId}::uuid
    from jsonb_to_recordset(${JSON.stringify(grnStatuses)}::jsonb) as r(id uuid, status text)
    where g.tenant_id = ${tenantId}::uuid and g.id = r.id`);
  await settlePurchaseOrders(tx, tenantId, [...new Set(locked.filter((grn) => taken.has(grn.id)).map((grn) => grn.purchaseOrderId))], userId ?? "");
  return { locked, taken };
}

/**
 * With an idempotency key, a retry of the same intake (same GRNs, same user) answers the GRNs of the first one
 * without taking anything in again; the same key for other GRNs is CONFLICT.
 */
export async function updateGrnReceivedStatus(scope: ServiceScope, grnIds: readonly string[], idempotencyKey: string | null = null): Promise<GrnRow[]> {
  const { tx, tenantId, auth } = scope;
  const ids = [...new Set(grnIds.map((id) => id.trim().toLowerCase()))];
  if (ids.length === 0 || ids.length > GRN_IDS_MAX) throw badUserInput({ grnIds: GRN_IDS_MESSAGE });
  if (ids.some((id) => !isUuid(id))) throw notFound(GRN_NOT_FOUND_MESSAGE);
  const { idempotencyKey: key } = parseInput(idempotencyInputSchema, { idempotencyKey });
  const request = { userId: auth.user.id, grnIds: [...ids].sort() };
  const answered = await withIdempotency(tx, { tenantId, operation: "updateGrnReceivedStatus", key, request }, async () => {
    const { locked, taken } = await intakeGrns(tx, tenantId, auth.user.id, ids, (locationId) => assertLocationAllowed(scope, locationId));
    for (const grn of locked) {
      const lots = taken.get(grn.id);
      if (lots) await recordActivity(scope, { action: "RECEIVE", entity: "grn", entityId: grn.id, details: { secondaryId: grn.secondaryId, lots } });
    }
    return { grnIds: ids };
  });
  return findGrns(tx, tenantId, answered.grnIds);
}
