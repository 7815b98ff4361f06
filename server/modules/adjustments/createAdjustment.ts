// Making adjustments, each PENDING with one line per lot: by hand (createAdjustment: a write-off, a find or a
// correction at one of the user's locations, each line checked against its lot), from an audit's close
// (createAuditAdjustment, called inside closeAudit's transaction) and from the expired write-off (expiredLots.ts).
// Nothing leaves stock yet: a line that holds its lot puts it IN_ADJUSTMENT through the ledger (lineHoldsLot).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { sumMoney } from "../../../common/money";
import { adjustmentInputSchema, type AdjustmentLineKind, type AdjustmentType } from "../../../common/schemas/adjustment";
import { todayUtc } from "../../../common/schemas/dates";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { adjustmentLines, adjustments } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { applyLotMovements } from "../inventory";
import { LOT_LINE_REFUSALS, handLineRefusal, lineHoldsLot, lockAdjustableLots, signedValues, valueOfUnits, type AdjustableLot } from "./adjustmentLots";
import { findAdjustment, type AdjustmentDetail } from "./adjustmentQueries";

/** One line as it is written: its lot as read (locked) and the units it moves. */
interface NewAdjustmentLine {
  lot: AdjustableLot;
  kind: AdjustmentLineKind;
  /** Selling units moved, positive; the kind gives the direction. */
  units: number;
  reason: string;
}

export interface NewAdjustment {
  title: string;
  remarks: string | null;
  adjustmentType: AdjustmentType;
  locationId: string;
  auditId: string | null;
  lines: readonly NewAdjustmentLine[];
}

/** Writes the adjustment and its lines, holds the lots its lines hold, and logs it; answers its id. */
export async function insertAdjustment(scope: ServiceScope, adjustment: NewAdjustment): Promise<string> {
  const { tx, tenantId, auth } = scope;
  const id = randomUUID();
  const { counter, prefix } = SECONDARY_IDS.adjustment;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const lines = adjustment.lines.map((line) => ({
    ...line,
    quantity: line.kind === "SHORT" ? -line.units : line.units,
    values: signedValues(valueOfUnits(line.lot, line.units), line.kind),
    holdsLot: lineHoldsLot(adjustment.adjustmentType, line.kind, line.units, line.lot),
  }));
  await tx.insert(adjustments).values({
    tenantId,
    id,
    secondaryId,
    title: adjustment.title,
    remarks: adjustment.remarks,
    adjustmentType: adjustment.adjustmentType,
    status: "PENDING",
    auditId: adjustment.auditId,
    locationId: adjustment.locationId,
    itemCount: new Set(lines.map((line) => line.lot.productId)).size,
    lotCount: lines.length,
    adjustedQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    stockValue: sumMoney(lines.map((line) => line.values.stockValue)).toFixed(2),
    stockValueExcludingTax: sumMoney(lines.map((line) => line.values.stockValueExcludingTax)).toFixed(2),
    taxValue: sumMoney(lines.map((line) => line.values.taxValue)).toFixed(2),
    createdBy: auth.user.id,
    updatedBy: auth.user.id,
  });
  // the lines travel as one jsonb parameter: an expired write-off may have thousands
  const rows = lines.map((line) => ({
    lot_id: line.lot.id,
    product_id: line.lot.productId,
    kind: line.kind,
    reason: line.reason,
    original_status: line.lot.status,
    original_quantity: line.lot.quantity,
    quantity: line.quantity,
    holds_lot: line.holdsLot,
    stock_value: line.values.stockValue,
    stock_value_excluding_tax: line.values.stockValueExcludingTax,
    tax_value: line.values.taxValue,
  }));
  await tx.execute(sql`insert into ${adjustmentLines} (tenant_id, adjustment_id, lot_id, product_id, kind, reason, original_status, original_quantity, quantity, holds_lot,
      stock_value, stock_value_excluding_tax, tax_value)
    select ${tenantId}::uuid, ${id}::uuid, r.lot_id, r.product_id, r.kind, r.reason, r.original_status, r.original_quantity, r.quantity, r.holds_lot,
      r.stock_value, r.stock_value_excluding_tax, r.tax_value
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(lot_id uuid, product_id uuid, kind text, reason text, original_status text, original_quantity integer,
      quantity integer, holds_lot boolean, stock_value numeric, stock_value_excluding_tax numeric, tax_value numeric)`);
  const held = lines.filter((line) => line.holdsLot);
  await applyLotMovements(
    tx,
    tenantId,
    held.map((line) => ({ kind: "ADJUSTMENT", lotId: line.lot.id, quantity: 0, toStatus: "IN_ADJUSTMENT", document: { type: "ADJUSTMENT", id }, userId: auth.user.id })),
  );
  await recordActivity(scope, {
    action: "CREATE",
    entity: "adjustment",
    entityId: id,
    details: { secondaryId, type: adjustment.adjustmentType, locationId: adjustment.locationId, lots: lines.length, auditId: adjustment.auditId },
  });
  return id;
}

/** A hand adjustment (createAdjustment) at one of the user's locations; each refused line is named on its own field. */
export async function createAdjustment(scope: ServiceScope, raw: unknown): Promise<AdjustmentDetail> {
  const { tx, tenantId } = scope;
  const input = parseInput(adjustmentInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  const lots = await lockAdjustableLots(tx, tenantId, input.lines.map((line) => line.lotId));
  const context = { type: input.adjustmentType, locationId: input.locationId, today: todayUtc() };
  const refused = input.lines.flatMap((line, index) => {
    const lot = lots.get(line.lotId.toLowerCase());
    const refusal = handLineRefusal(lot, line, context);
    return refusal ? [[`lines.${index}.${refusal.field}`, refusal.message] as const] : [];
  });
  if (refused.length > 0) throw badUserInput(Object.fromEntries(refused));
  const id = await insertAdjustment(scope, {
    title: input.title,
    remarks: input.remarks,
    adjustmentType: input.adjustmentType,
    locationId: input.locationId,
    auditId: null,
    lines: input.lines.map((line) => ({ lot: lots.get(line.lotId.toLowerCase()) as AdjustableLot, kind: line.kind, units: line.quantity, reason: line.reason })),
  });
  return findAdjustment(scope, id);
}

/** An audit's SHORT or EXCESS count of one lot, in selling units. */
export interface AuditAdjustmentLine {
  lotId: string;
  productId: string;
  kind: "SHORT" | "EXCESS";
  quantity: number;
}

const AUDIT_LINE_REASONS: Record<AdjustmentLineKind, string> = {
  SHORT: "Counted short in the audit.",
  EXCESS: "Counted in excess in the audit.",
};

/**
 * The adjustment an audit's close makes (in closeAudit's transaction): one PENDING adjustment of type AUDIT at the
 * audit's location, one line per lot. Lines hold no lot (the till keeps selling); each lot must be at the location
 * and on no other pending adjustment, or the close is refused naming it. Call it only with discrepancies: no
 * lines is a programming error (an audit that matched everywhere makes no adjustment).
 */
export async function createAuditAdjustment(
  tx: Tx,
  scope: ServiceScope,
  input: { auditId: string; locationId: string; lines: readonly AuditAdjustmentLine[] },
): Promise<{ adjustmentId: string }> {
  if (input.lines.length === 0) throw new Error("createAuditAdjustment: an audit without discrepancies makes no adjustment.");
  const ids = input.lines.map((line) => line.lotId.toLowerCase());
  if (new Set(ids).size !== ids.length) throw new Error("createAuditAdjustment: each lot may have one line only.");
  const bad = input.lines.find((line) => !Number.isInteger(line.quantity) || line.quantity <= 0);
  if (bad) throw new Error(`createAuditAdjustment: lot ${bad.lotId} must move a positive whole number of units, not ${bad.quantity}.`);
  const lots = await lockAdjustableLots(tx, scope.tenantId, ids);
  const lines = input.lines.map((line): NewAdjustmentLine => {
    const lot = lots.get(line.lotId.toLowerCase());
    if (!lot || lot.productId !== line.productId.toLowerCase()) throw new Error(`createAuditAdjustment: lot ${line.lotId} is not a lot of product ${line.productId}.`);
    if (lot.locationId !== input.locationId) throw conflict(LOT_LINE_REFUSALS.elsewhere(lot));
    if (lot.pendingAdjustment) throw conflict(`${LOT_LINE_REFUSALS.pending(lot)} Approve or reject it first.`);
    return { lot, kind: line.kind, units: line.quantity, reason: AUDIT_LINE_REASONS[line.kind] };
  });
  const shorts = lines.filter((line) => line.kind === "SHORT").length;
  const adjustmentId = await insertAdjustment({ ...scope, tx }, {
    title: `Audit: ${shorts} short, ${lines.length - shorts} excess`,
    remarks: null,
    adjustmentType: "AUDIT",
    locationId: input.locationId,
    auditId: input.auditId,
    lines,
  });
  return { adjustmentId };
}
