// Deciding a pending adjustment (updateAdjustmentStatus): APPROVED moves each line's lot through the ledger
// (ADJUSTMENT: a SHORT line takes its units out, ADJUSTED_STOCK_OUT when nothing is left; an EXCESS line brings
// them in, IN_INVENTORY), REJECTED moves nothing but gives the lots it held back to stock. The adjustment row is
// locked first, so of two decisions at once one wins and the other finds it decided; the lots are locked as the
// ledger locks them, so a sale of the same lot either goes first (and the approval sees what it left) or waits.
import { and, eq, sql } from "drizzle-orm";
import { AUTHOR_CANNOT_APPROVE_MESSAGE, COUNTER_CANNOT_APPROVE_MESSAGE, ONLY_OWN_WITHDRAWAL_MESSAGE, ONLY_PENDING_MESSAGE, adjustmentDecisionSchema, type AdjustmentLineKind } from "../../../common/schemas/adjustment";
import { P } from "../../../common/permissions/catalogue";
import { hasPermission } from "../../../common/permissions/match";
import { isUuid } from "../../../common/validation/uuid";
import { adjustmentLines, adjustments, auditLots } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { conflict, forbidden, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { applyLotMovements, type LotMovement } from "../inventory";
import { LOT_LINE_REFUSALS, lockAdjustableLots, unitsRefusal } from "./adjustmentLots";
import { ADJUSTMENT_NOT_FOUND_MESSAGE, findAdjustment, type AdjustmentDetail } from "./adjustmentQueries";

/** The adjustment locked for its decision, at a location the user may work at. */
async function lockAdjustment(scope: ServiceScope, id: string) {
  if (!isUuid(id)) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
  const [row] = await scope.tx
    .select({
      id: adjustments.id,
      secondaryId: adjustments.secondaryId,
      status: adjustments.status,
      locationId: adjustments.locationId,
      createdBy: adjustments.createdBy,
      // an audit's adjustment: whether the caller recorded any of its counts (a scan, a product's completion)
      countedByCaller: sql<boolean>`exists (select 1 from ${auditLots} al where al.tenant_id = ${adjustments.tenantId} and al.audit_id = ${adjustments.auditId} and al.counted_by = ${scope.auth.user.id}::uuid)`,
    })
    .from(adjustments)
    .where(and(eq(adjustments.tenantId, scope.tenantId), eq(adjustments.id, id)))
    .for("update");
  if (!row || !scope.auth.allowedLocationIds.includes(row.locationId)) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
  return row;
}

async function linesOf(scope: ServiceScope, adjustmentId: string) {
  return scope.tx
    .select({ id: adjustmentLines.id, lotId: adjustmentLines.lotId, kind: adjustmentLines.kind, quantity: adjustmentLines.quantity, holdsLot: adjustmentLines.holdsLot })
    .from(adjustmentLines)
    .where(and(eq(adjustmentLines.tenantId, scope.tenantId), eq(adjustmentLines.adjustmentId, adjustmentId)));
}

type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** The ledger movements of an approval, after checking each lot can still take its line (CONFLICT naming it). */
async function approvalMovements(scope: ServiceScope, adjustment: { id: string; locationId: string }, lines: readonly Line[]): Promise<LotMovement[]> {
  const lots = await lockAdjustableLots(scope.tx, scope.tenantId, lines.map((line) => line.lotId), adjustment.id);
  return lines.map((line) => {
    const lot = lots.get(line.lotId);
    if (!lot) throw new Error(`Adjustment line ${line.id} names a lot that is not there.`);
    if (lot.locationId !== adjustment.locationId) throw conflict(`${LOT_LINE_REFUSALS.elsewhere(lot)} It moved after the adjustment was made.`);
    const refusal = unitsRefusal(lot, line.kind as AdjustmentLineKind, Math.abs(line.quantity));
    if (refusal) throw conflict(refusal);
    return { kind: "ADJUSTMENT", lotId: lot.id, quantity: line.quantity, document: { type: "ADJUSTMENT", id: adjustment.id }, userId: scope.auth.user.id };
  });
}

/** Gives back to stock the lots the rejected adjustment held (those still IN_ADJUSTMENT). */
async function releaseMovements(scope: ServiceScope, adjustmentId: string, lines: readonly Line[]): Promise<LotMovement[]> {
  const held = lines.filter((line) => line.holdsLot);
  const lots = await lockAdjustableLots(scope.tx, scope.tenantId, held.map((line) => line.lotId), adjustmentId);
  return held
    .filter((line) => lots.get(line.lotId)?.status === "IN_ADJUSTMENT")
    .map((line) => ({ kind: "ADJUSTMENT", lotId: line.lotId, quantity: 0, toStatus: "IN_INVENTORY", document: { type: "ADJUSTMENT", id: adjustmentId }, userId: scope.auth.user.id }));
}

/**
 * updateAdjustmentStatus: PENDING → APPROVED (by someone other than its author; the stock moves) or REJECTED.
 * Any other change is refused: asking for PENDING is BAD_USER_INPUT, deciding a decided adjustment a CONFLICT.
 * Its author may withdraw it (REJECTED) with the permission to make adjustments only; an audit's adjustment is not
 * approved by anyone who counted in that audit.
 */
export async function updateAdjustmentStatus(scope: ServiceScope, id: string, status: unknown): Promise<AdjustmentDetail> {
  const { tx, tenantId, auth } = scope;
  const decision = parseInput(adjustmentDecisionSchema, status, "status");
  const adjustment = await lockAdjustment(scope, id);
  if (adjustment.status !== "PENDING") throw conflict(`${ONLY_PENDING_MESSAGE} ${adjustment.secondaryId} is already ${adjustment.status.toLowerCase()}.`);
  const ownWithdrawal = decision === "REJECTED" && adjustment.createdBy === auth.user.id;
  if (!ownWithdrawal && !hasPermission(auth.permissionStrings, P.system.adjustment.approve)) throw forbidden(ONLY_OWN_WITHDRAWAL_MESSAGE);
  if (decision === "APPROVED" && adjustment.createdBy === auth.user.id) throw forbidden(AUTHOR_CANNOT_APPROVE_MESSAGE);
  if (decision === "APPROVED" && adjustment.countedByCaller) throw forbidden(COUNTER_CANNOT_APPROVE_MESSAGE);
  const lines = await linesOf(scope, adjustment.id);
  const movements = decision === "APPROVED" ? await approvalMovements(scope, adjustment, lines) : await releaseMovements(scope, adjustment.id, lines);
  const after = new Map((await applyLotMovements(tx, tenantId, movements)).map((lot) => [lot.id, lot.status]));
  if (decision === "APPROVED") {
    // each line records the status its lot was left in (one statement for any number of lines)
    const statuses = lines.map((line) => ({ id: line.id, status: after.get(line.lotId) ?? null }));
    await tx.execute(sql`update ${adjustmentLines} as al set adjusted_status = r.status
      from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb) as r(id uuid, status text)
      where al.tenant_id = ${tenantId}::uuid and al.id = r.id`);
  }
  await tx
    .update(adjustmentLines)
    .set({ status: decision })
    .where(and(eq(adjustmentLines.tenantId, tenantId), eq(adjustmentLines.adjustmentId, adjustment.id)));
  await tx
    .update(adjustments)
    .set({
      status: decision,
      updatedAt: sql`now()`,
      updatedBy: auth.user.id,
      ...(decision === "APPROVED" ? { approvedAt: sql`now()`, approvedBy: auth.user.id } : {}),
    })
    .where(and(eq(adjustments.tenantId, tenantId), eq(adjustments.id, adjustment.id)));
  await recordActivity(scope, {
    action: decision === "APPROVED" ? "APPROVE" : "REJECT",
    entity: "adjustment",
    entityId: adjustment.id,
    details: { secondaryId: adjustment.secondaryId, lots: lines.length, moved: movements.length },
  });
  return findAdjustment(scope, adjustment.id);
}
