// The lots an adjustment's lines name, read and locked as the adjustment rules need them (status, units, pack size,
// cost and tax per unit, any other pending adjustment holding them), and the pure rules on them: what a line's
// units are worth at cost, whether a line holds its lot out of sale while pending, and why a lot refuses a line.
import { and, eq, sql } from "drizzle-orm";
import { lotPurchaseValue, money, packPurchasePrice, round2 } from "../../../common/money";
import { isExpiredOn } from "../../../common/schemas/dates";
import type { AdjustmentLineKind, AdjustmentType } from "../../../common/schemas/adjustment";
import { uuidArray, type Tx } from "../../db";
import { grnItems, productLots, products } from "../../db/schema";
import { countingAuditOf, lockLots, lotStatus, pendingAdjustmentOf, type ProductLotStatus, statusWords } from "../inventory";

export interface AdjustableLot {
  id: string;
  actionId: string;
  productId: string;
  productName: string;
  locationId: string;
  status: ProductLotStatus;
  quantity: number;
  isFoc: boolean;
  batchExpiry: string;
  taxSellingUnit: string;
  tradePrice: string;
  discValue: string;
  receivedQuantity: number;
  /** Units in a full pack: a lot never holds more. */
  unitsPerPack: number;
  /** The code of another pending adjustment the lot is on, if any. */
  pendingAdjustment: string | null;
  /** The number of the open audit counting the lot's product at its location, if any. */
  countingAudit: string | null;
}

/**
 * The tenant's lots among `lotIds`, by id, locked in id order unless `lock` is false (as the ledger locks them, so
 * an approval and a sale of the same lots queue instead of deadlocking). `pendingAdjustment` ignores the one
 * adjustment named.
 */
export async function readAdjustableLots(
  tx: Tx,
  tenantId: string,
  lotIds: readonly string[],
  options: { lock: boolean; exceptAdjustmentId?: string },
): Promise<Map<string, AdjustableLot>> {
  const exceptAdjustmentId = options.exceptAdjustmentId ?? null;
  if (lotIds.length === 0) return new Map();
  const picked = sql`${productLots.id} = any(${uuidArray(lotIds.map((id) => id.toLowerCase()))})`;
  // locked first, read after: an adjustment that took a lot while this waited for it is seen (inventory's lockLots)
  if (options.lock) await lockLots(tx, tenantId, picked);
  const rows = await tx
    .select({
      id: productLots.id,
      actionId: productLots.actionId,
      productId: productLots.productId,
      productName: products.name,
      locationId: productLots.locationId,
      status: lotStatus(),
      quantity: productLots.quantity,
      isFoc: productLots.isFoc,
      batchExpiry: productLots.batchExpiry,
      taxSellingUnit: productLots.taxSellingUnit,
      tradePrice: grnItems.tradePrice,
      discValue: grnItems.discValue,
      receivedQuantity: grnItems.receivedQuantity,
      unitsPerPack: grnItems.uomFactor,
      pendingAdjustment: pendingAdjustmentOf(productLots, exceptAdjustmentId),
      countingAudit: countingAuditOf(productLots),
    })
    .from(productLots)
    .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
    .innerJoin(grnItems, and(eq(grnItems.tenantId, productLots.tenantId), eq(grnItems.id, productLots.grnItemId)))
    .where(and(eq(productLots.tenantId, tenantId), picked))
    .orderBy(productLots.id);
  return new Map(rows.map((row) => [row.id, { ...row, status: row.status as ProductLotStatus }]));
}

export const lockAdjustableLots = (tx: Tx, tenantId: string, lotIds: readonly string[], exceptAdjustmentId?: string) =>
  readAdjustableLots(tx, tenantId, lotIds, { lock: true, exceptAdjustmentId });

export interface LineValues {
  stockValue: string;
  stockValueExcludingTax: string;
  taxValue: string;
}

/** What `units` of the lot are worth at cost, without and with tax. */
export function valueOfUnits(lot: AdjustableLot, units: number): LineValues {
  const packPrice = lot.isFoc ? 0 : packPurchasePrice(lot);
  const excluding = lotPurchaseValue({ packPrice, quantity: units, unitsPerPack: lot.unitsPerPack });
  const tax = round2(money(lot.taxSellingUnit).times(units));
  return { stockValue: excluding.plus(tax).toFixed(2), stockValueExcludingTax: excluding.toFixed(2), taxValue: tax.toFixed(2) };
}

/** A line's values signed as the line: negative when it takes units out. */
export function signedValues(values: LineValues, kind: AdjustmentLineKind): LineValues {
  if (kind === "EXCESS") return values;
  const negate = (value: string) => money(value).negated().toFixed(2);
  return { stockValue: negate(values.stockValue), stockValueExcludingTax: negate(values.stockValueExcludingTax), taxValue: negate(values.taxValue) };
}

/**
 * Whether a pending line takes its lot out of sale (IN_ADJUSTMENT) until the adjustment is decided: a hand
 * write-off of expired stock, or of everything the lot holds (the whole pack is leaving). A partial write-off
 * leaves the rest of the pack sellable, and an audit's lines never stop the till.
 */
export function lineHoldsLot(type: AdjustmentType, kind: AdjustmentLineKind, units: number, lot: { quantity: number }): boolean {
  return type !== "AUDIT" && kind === "SHORT" && (type === "EXPIRED" || units >= lot.quantity);
}

/** Statuses a lot may have to be taken out of by hand, or brought into. */
const SHORT_FROM: readonly ProductLotStatus[] = ["IN_INVENTORY"];
const EXCESS_FROM: readonly ProductLotStatus[] = ["IN_INVENTORY", "STOCK_OUT", "ADJUSTED_STOCK_OUT"];

export const LOT_LINE_REFUSALS = {
  notFound: "No lot of this company has this id.",
  elsewhere: (lot: AdjustableLot) => `Lot ${lot.actionId} (${lot.productName}) is not at this adjustment's location.`,
  pending: (lot: AdjustableLot) => `Lot ${lot.actionId} (${lot.productName}) is already on pending adjustment ${lot.pendingAdjustment}.`,
  status: (lot: AdjustableLot) => `Lot ${lot.actionId} (${lot.productName}) is ${statusWords(lot.status)}, so it cannot be adjusted.`,
  counted: (lot: AdjustableLot) => `Lot ${lot.actionId} (${lot.productName}) is being counted in audit ${lot.countingAudit}: adjust it once that audit is closed.`,
  notExpired: (lot: AdjustableLot) => `Lot ${lot.actionId} (${lot.productName}) expires on ${lot.batchExpiry}: it has not expired.`,
  tooFew: (actionId: string, left: number, units: number) => `Lot ${actionId} has only ${left} left; the adjustment takes out ${units}.`,
  overfull: (actionId: string, held: number, pack: number, units: number) =>
    `Lot ${actionId} holds ${held} of a pack of ${pack}; the adjustment cannot bring in ${units} more.`,
} as const;

/** Why a lot refuses `units` taken out (SHORT) or brought in (EXCESS) now; null when it takes them. */
export function unitsRefusal(lot: AdjustableLot, kind: AdjustmentLineKind, units: number): string | null {
  if (kind === "SHORT" && lot.quantity < units) return LOT_LINE_REFUSALS.tooFew(lot.actionId, lot.quantity, units);
  if (kind === "EXCESS" && lot.quantity + units > lot.unitsPerPack) return LOT_LINE_REFUSALS.overfull(lot.actionId, lot.quantity, lot.unitsPerPack, units);
  return null;
}

export interface LineRefusal {
  /** The line's field the refusal belongs on. */
  field: "lotId" | "quantity";
  message: string;
}

/** Why a lot cannot be on a new hand adjustment line at the location; null when it can. */
export function handLineRefusal(
  lot: AdjustableLot | undefined,
  line: { kind: AdjustmentLineKind; quantity: number },
  context: { type: AdjustmentType; locationId: string; today: string },
): LineRefusal | null {
  const onLot = (message: string): LineRefusal => ({ field: "lotId", message });
  if (!lot) return onLot(LOT_LINE_REFUSALS.notFound);
  if (lot.locationId !== context.locationId) return onLot(LOT_LINE_REFUSALS.elsewhere(lot));
  if (lot.pendingAdjustment) return onLot(LOT_LINE_REFUSALS.pending(lot));
  if (!(line.kind === "SHORT" ? SHORT_FROM : EXCESS_FROM).includes(lot.status)) return onLot(LOT_LINE_REFUSALS.status(lot));
  // an empty lot of a product being counted (it does not read IN_AUDIT): the count may bring it in already
  if (lot.countingAudit) return onLot(LOT_LINE_REFUSALS.counted(lot));
  if (context.type === "EXPIRED" && !isExpiredOn(lot.batchExpiry, context.today)) return onLot(LOT_LINE_REFUSALS.notExpired(lot));
  const units = unitsRefusal(lot, line.kind, line.quantity);
  return units ? { field: "quantity", message: units } : null;
}
