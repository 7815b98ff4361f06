// QC of a GRN: each item in QC is accepted (RECEIVED: it waits for stock intake) or rejected with a comment (its
// packs go back to the vendor, so the PO expects them again). The GRN's status follows its items, and its stored
// amounts (read by the list's sort and filters) drop the rejected lines (grnFigures).
import { and, eq, sql } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import { GRN_ITEM_MESSAGE, QC_DONE_MESSAGE, grnFigures, qcInputSchema, type GrnItemStatus } from "../../../common/schemas/grn";
import { grnItems, grns, purchaseOrderItems } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { GRN_NOT_FOUND_MESSAGE, findGrn, grnStatusOf, type GrnRow } from "./grnService";

export async function updateGrnQcStatus(scope: ServiceScope, grnId: string, rawItems: unknown): Promise<GrnRow> {
  const { tx, tenantId, auth } = scope;
  const { items } = parseInput(qcInputSchema, { items: rawItems });
  if (!isUuid(grnId)) throw notFound(GRN_NOT_FOUND_MESSAGE);
  const [grn] = await tx
    .select({ id: grns.id, secondaryId: grns.secondaryId, locationId: grns.locationId, advanceIncomeTax: grns.advanceIncomeTax })
    .from(grns)
    .where(and(eq(grns.tenantId, tenantId), eq(grns.id, grnId)))
    .for("update");
  if (!grn) throw notFound(GRN_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, grn.locationId);
  const current = await tx.select().from(grnItems).where(and(eq(grnItems.tenantId, tenantId), eq(grnItems.grnId, grnId)));
  const byId = new Map(current.map((item) => [item.id, item]));
  const errors: Record<string, string> = {};
  const decided = new Set<string>();
  items.forEach((item, index) => {
    const row = byId.get(item.grnItemId.toLowerCase());
    if (!row) errors[`items.${index}.grnItemId`] = GRN_ITEM_MESSAGE;
    else if (row.status !== "QC" || decided.has(row.id)) errors[`items.${index}.grnItemId`] = QC_DONE_MESSAGE;
    else decided.add(row.id);
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const now = new Date();
  for (const item of items) {
    const row = byId.get(item.grnItemId.toLowerCase())!;
    if (item.status === "ACCEPTED") {
      await tx.update(grnItems).set({ status: "RECEIVED", comment: item.comment, updatedAt: now }).where(and(eq(grnItems.tenantId, tenantId), eq(grnItems.id, row.id)));
      row.status = "RECEIVED";
    } else {
      await tx.update(grnItems).set({ status: "REJECTED", rejectComment: item.comment, updatedAt: now }).where(and(eq(grnItems.tenantId, tenantId), eq(grnItems.id, row.id)));
      // Rejected packs go back to the vendor: the PO still expects them.
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQuantity: sql`greatest(0, ${purchaseOrderItems.receivedQuantity} - ${row.receivedQuantity + row.foc})` })
        .where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.id, row.purchaseOrderItemId)));
      row.status = "REJECTED";
    }
  }
  const status = grnStatusOf(current.map((row) => row.status));
  const worth = grnFigures(
    current.map((row) => ({ status: row.status as GrnItemStatus, foc: row.foc, receivedQuantity: row.receivedQuantity, tradePrice: Number(row.tradePrice), discValue: Number(row.discValue), gstValue: Number(row.gstValue) })),
    Number(grn.advanceIncomeTax),
  );
  await tx
    .update(grns)
    .set({ status, amount: toMoneyString(worth.amount), discount: toMoneyString(worth.discount), tax: toMoneyString(worth.tax), total: toMoneyString(worth.total), updatedAt: now, updatedBy: auth.user.id })
    .where(and(eq(grns.tenantId, tenantId), eq(grns.id, grnId)));
  await recordActivity(scope, {
    action: "QC",
    entity: "grn",
    entityId: grnId,
    details: { secondaryId: grn.secondaryId, decisions: items.map((item) => ({ grnItemId: item.grnItemId, status: item.status })) },
  });
  return findGrn(tx, tenantId, grnId);
}
