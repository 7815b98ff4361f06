// A lot whose count differs from its books stays where it is until that difference is decided (README "Stock
// audits"): counted short or in excess by an audit of its location that is not closed yet, or on a pending
// adjustment line. Sent elsewhere, it would carry away a known difference that the location's adjustment is to
// correct (and the adjustment's approval would then be refused, the lot being elsewhere). These pieces are read
// where what may leave a location is decided: a scanned lot in a transfer, a sealed pack picked or counted as
// sendable, and by the adjustments' own checks.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db";
import { adjustmentLines, adjustments, auditLots, audits, productLots } from "../../db/schema";
import type { LotColumns } from "./sellableLots";

/** The number of the open audit of the lot's location that counted it short or in excess, or null. */
export function openAuditCountOf(lot: LotColumns = productLots): SQL<string | null> {
  return sql<string | null>`(select a.secondary_id from ${audits} a
    join ${auditLots} al on al.tenant_id = a.tenant_id and al.audit_id = a.id and al.lot_id = ${lot.id}
    where a.tenant_id = ${lot.tenantId} and a.location_id = ${lot.locationId} and a.status <> 'CLOSED' and al.status in ('SHORT', 'EXCESS')
    limit 1)`;
}

/** The number of a pending adjustment with a line on the lot (other than `exceptAdjustmentId`), or null. */
export function pendingAdjustmentOf(lot: LotColumns = productLots, exceptAdjustmentId: string | null = null): SQL<string | null> {
  return sql<string | null>`(select a.secondary_id from ${adjustmentLines} al
    join ${adjustments} a on a.tenant_id = al.tenant_id and a.id = al.adjustment_id
    where al.tenant_id = ${lot.tenantId} and al.lot_id = ${lot.id} and al.status = 'PENDING'
      ${exceptAdjustmentId ? sql`and al.adjustment_id <> ${exceptAdjustmentId}::uuid` : sql``}
    limit 1)`;
}

/** Neither counted short or in excess by an open audit nor on a pending adjustment: free to leave its location. */
export function countSettled(lot: LotColumns = productLots): SQL {
  return sql`(${openAuditCountOf(lot)} is null and ${pendingAdjustmentOf(lot)} is null)`;
}

/**
 * The products at the location with a pending adjustment line that leaves its lot on the shelf (a part of a pack,
 * something found), each with that adjustment's number. A count of such a product would be made against books
 * the adjustment is about to change, and the same units would be written off (or brought in) twice: the
 * adjustment is decided first (README "Stock audits"). A line that holds its lot (a whole pack, an expired
 * write-off) has already taken the lot off the shelf and the count finds it as the books say.
 */
export async function productsWithUndecidedLines(tx: Tx, tenantId: string, locationId: string): Promise<Map<string, string>> {
  const rows = await tx
    .selectDistinctOn([productLots.productId], { productId: productLots.productId, secondaryId: adjustments.secondaryId })
    .from(adjustmentLines)
    .innerJoin(adjustments, and(eq(adjustments.tenantId, adjustmentLines.tenantId), eq(adjustments.id, adjustmentLines.adjustmentId)))
    .innerJoin(productLots, and(eq(productLots.tenantId, adjustmentLines.tenantId), eq(productLots.id, adjustmentLines.lotId)))
    .where(and(eq(adjustmentLines.tenantId, tenantId), eq(adjustments.locationId, locationId), eq(adjustmentLines.status, "PENDING"), eq(adjustmentLines.holdsLot, false)))
    .orderBy(productLots.productId, adjustments.secondaryId);
  return new Map(rows.map((row) => [row.productId, row.secondaryId]));
}
