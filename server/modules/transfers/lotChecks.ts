// Which scanned lots may leave a location in a transfer (bulkValidateProductLots, createTransfer): at that
// location, in stock, not expired, not already travelling, and with no count differing from its books still to be
// decided (an open audit's short or excess, a pending adjustment). Every refused code is named with its reason; the
// sealed packs of a product, earliest expiry first, for "product and number of packs". One statement each.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { todayUtc } from "../../../common/schemas/dates";
import { LOT_REFUSALS, notEnoughPacksMessage } from "../../../common/schemas/transfer";
import type { Tx } from "../../db";
import { locations, productLots, products, transferItems, transfers } from "../../db/schema";
import { badUserInput } from "../../core/errors";
import { lotStatus, type ProductLotStatus, statusWords, sendablePackAt, fefoOrder, openAuditCountOf, pendingAdjustmentOf, whyUnsellable, lockLots } from "../inventory";

export interface TransferableLot {
  id: string;
  actionId: string;
  productId: string;
  productName: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
}

export interface LotCheck {
  actionId: string;
  valid: boolean;
  /** Why not, in words that name the lot; null when it may be sent. */
  reason: string | null;
  lot: TransferableLot | null;
}

/** Each code's verdict, in the order given (a code given twice is refused the second time). */
export async function checkLotsForTransfer(tx: Tx, tenantId: string, locationId: string, codes: readonly string[], options: { lock?: boolean } = {}): Promise<LotCheck[]> {
  const distinct = [...new Set(codes)];
  if (distinct.length === 0) return [];
  // locked first, read after: what was counted or adjusted while this waited for a lot is seen (lockLots.ts)
  if (options.lock) await lockLots(tx, tenantId, inArray(productLots.actionId, distinct));
  const rows = await tx
    .select({
      id: productLots.id,
      actionId: productLots.actionId,
      productId: productLots.productId,
      productName: products.name,
      status: lotStatus(),
      locationId: productLots.locationId,
      locationName: locations.name,
      quantity: productLots.quantity,
      batchExpiry: productLots.batchExpiry,
      isOpened: productLots.isOpened,
      openTransfer: sql<string | null>`(select t.secondary_id from ${transferItems} ti join ${transfers} t on t.tenant_id = ti.tenant_id and t.id = ti.transfer_id
        where ti.tenant_id = ${productLots.tenantId} and ti.lot_id = ${productLots.id} and ti.status = 'IN_TRANSIT' limit 1)`,
      openAuditCount: openAuditCountOf(),
      pendingAdjustment: pendingAdjustmentOf(),
    })
    .from(productLots)
    .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
    .innerJoin(locations, and(eq(locations.tenantId, productLots.tenantId), eq(locations.id, productLots.locationId)))
    .where(and(eq(productLots.tenantId, tenantId), inArray(productLots.actionId, distinct)))
    .orderBy(asc(productLots.id));
  const byCode = new Map(rows.map((row) => [row.actionId, row]));
  const today = todayUtc();
  const seen = new Set<string>();
  return codes.map((code): LotCheck => {
    const refuse = (reason: string): LotCheck => ({ actionId: code, valid: false, reason, lot: null });
    if (seen.has(code)) return refuse(LOT_REFUSALS.twice(code));
    seen.add(code);
    const row = byCode.get(code);
    if (!row) return refuse(LOT_REFUSALS.notFound(code));
    if (row.openTransfer) return refuse(LOT_REFUSALS.inTransfer(code, row.productName, row.openTransfer));
    if (row.locationId !== locationId) return refuse(LOT_REFUSALS.elsewhere(code, row.productName, row.locationName));
    // a scanned lot goes whatever units it holds: only its status and expiry are asked
    const unsellable = whyUnsellable(row, today);
    if (unsellable === "NOT_IN_STOCK") return refuse(LOT_REFUSALS.status(code, row.productName, statusWords(row.status as ProductLotStatus)));
    if (unsellable === "EXPIRED") return refuse(LOT_REFUSALS.expired(code, row.productName, row.batchExpiry));
    // a count that differs from its books keeps the lot here until the difference is decided
    if (row.openAuditCount) return refuse(LOT_REFUSALS.counted(code, row.productName, row.openAuditCount));
    if (row.pendingAdjustment) return refuse(LOT_REFUSALS.pendingAdjustment(code, row.productName, row.pendingAdjustment));
    const { id, actionId, productId, productName, quantity, batchExpiry, isOpened } = row;
    return { actionId: code, valid: true, reason: null, lot: { id, actionId, productId, productName, quantity, batchExpiry, isOpened } };
  });
}

/** How many sealed packs of each product could be sent from the location now (products with none are absent). */
export async function countSendablePacks(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: productLots.productId, packs: sql<number>`count(*)::int` })
    .from(productLots)
    .where(and(sendablePackAt(tenantId, locationId), inArray(productLots.productId, [...productIds])))
    .groupBy(productLots.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.packs)]));
}

/**
 * The sealed, unexpired packs of each product at the location, earliest expiry first, `packs` of each, locked;
 * BAD_USER_INPUT naming the product when there are fewer, on that line (`products.{index}.packs`, the first line
 * of the product), so that the screen marks only the lines at fault. Lots in `taken` (scanned ones) are left out.
 */
export async function pickSealedPacks(tx: Tx, tenantId: string, locationId: string, lines: readonly { productId: string; packs: number }[], taken: ReadonlySet<string>): Promise<TransferableLot[]> {
  if (lines.length === 0) return [];
  const wanted = new Map<string, number>();
  const firstLine = new Map<string, number>();
  lines.forEach((line, index) => {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.packs);
    if (!firstLine.has(line.productId)) firstLine.set(line.productId, index);
  });
  // the packs free now are locked, then read again as sendable: a count or an adjustment that took one of them
  // while this statement began is seen (lockLots.ts); a pack another transaction holds is left for it
  const locked = await lockLots(tx, tenantId, and(sendablePackAt(tenantId, locationId), inArray(productLots.productId, [...wanted.keys()])), { skipLocked: true });
  const rows =
    locked.length === 0
      ? []
      : await tx
          .select({
            id: productLots.id,
            actionId: productLots.actionId,
            productId: productLots.productId,
            productName: products.name,
            quantity: productLots.quantity,
            batchExpiry: productLots.batchExpiry,
            isOpened: productLots.isOpened,
          })
          .from(productLots)
          .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
          .where(and(sendablePackAt(tenantId, locationId), inArray(productLots.id, locked)))
          .orderBy(fefoOrder()); // every pack here is sealed: FEFO is earliest expiry, then id
  const picked: TransferableLot[] = [];
  const short: { productId: string; packs: number; available: number }[] = [];
  for (const [productId, packs] of wanted) {
    const available = rows.filter((row) => row.productId === productId && !taken.has(row.id));
    if (available.length < packs) short.push({ productId, packs, available: available.length });
    else picked.push(...available.slice(0, packs));
  }
  if (short.length > 0) {
    const named = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, short.map((line) => line.productId))));
    const names = new Map(named.map((product) => [product.id, product.name]));
    throw badUserInput(
      Object.fromEntries(short.map((line) => [`products.${firstLine.get(line.productId)}.packs`, notEnoughPacksMessage(names.get(line.productId) ?? "this product", line.packs, line.available)])),
    );
  }
  return picked;
}
