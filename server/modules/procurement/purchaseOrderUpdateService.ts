// Editing a purchase order (ours; the spec names the route, not its rules): only while it is OPEN and no GRN has
// been made against it. Vendor and delivery location stay; the terms and items are replaced and every amount is
// recomputed exactly as at creation. The editor sends the updatedAt it loaded: a save over a newer version is a
// CONFLICT rather than silently undoing someone else's edit.
import { and, eq } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import { EDIT_MESSAGE, STALE_EDIT_MESSAGE, purchaseOrderUpdateInputSchema } from "../../../common/schemas/purchaseOrder";
import { grns, purchaseOrderItems, purchaseOrders } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import {
  PO_NOT_FOUND_MESSAGE,
  findPurchaseOrder,
  insertPurchaseOrderItems,
  isEditable,
  priceItems,
  productsOfItems,
  type PurchaseOrderRow,
} from "./purchaseOrderService";

export async function updatePurchaseOrder(scope: ServiceScope, id: string, raw: unknown): Promise<PurchaseOrderRow> {
  const { tx, tenantId, auth } = scope;
  if (!isUuid(id)) throw notFound(PO_NOT_FOUND_MESSAGE);
  const input = parseInput(purchaseOrderUpdateInputSchema, raw);
  // createGrn locks the same row first, so a GRN made meanwhile either commits before this check sees it or
  // waits and then reads the edited items.
  const [locked] = await tx
    .select({
      status: purchaseOrders.status,
      secondaryId: purchaseOrders.secondaryId,
      deliveryLocationId: purchaseOrders.deliveryLocationId,
      totalAmount: purchaseOrders.totalAmount,
      updatedAt: purchaseOrders.updatedAt,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)))
    .for("update");
  if (!locked) throw notFound(PO_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, locked.deliveryLocationId);
  const [grn] = await tx
    .select({ id: grns.id })
    .from(grns)
    .where(and(eq(grns.tenantId, tenantId), eq(grns.purchaseOrderId, id)))
    .limit(1);
  if (!isEditable(locked.status, Boolean(grn))) throw conflict(EDIT_MESSAGE);
  // Both sides are read through the same driver path, at the millisecond precision DateTime carries.
  if (locked.updatedAt.getTime() !== input.updatedAt.getTime()) throw conflict(STALE_EDIT_MESSAGE);

  const previous = await tx
    .select({ id: purchaseOrderItems.id, productId: purchaseOrderItems.productId })
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.purchaseOrderId, id)));
  const idByProduct = new Map(previous.map((item) => [item.productId, item.id]));
  const errors: Record<string, string> = {};
  const productsById = await productsOfItems(tx, tenantId, input.items, errors, new Set(idByProduct.keys()));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);

  const { lines, totals, totalColumns } = priceItems(input.items, productsById);
  await tx
    .update(purchaseOrders)
    .set({
      orderType: input.orderType,
      poType: input.poType,
      expectedDeliveryDate: input.expectedDeliveryDate,
      returnRfid: input.returnRfid,
      additionalTerms: input.additionalTerms,
      ...totalColumns,
      updatedAt: new Date(),
      updatedBy: auth.user.id,
    })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  // Replaced wholesale (line numbers are unique per order); a product still on the order keeps its item id.
  await tx.delete(purchaseOrderItems).where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.purchaseOrderId, id)));
  await insertPurchaseOrderItems(tx, tenantId, id, lines, idByProduct);
  await recordActivity(scope, {
    action: "UPDATE",
    entity: "purchaseOrder",
    entityId: id,
    details: {
      secondaryId: locked.secondaryId,
      items: lines.length,
      totalAmount: toMoneyString(totals.totalAmount),
      previousTotalAmount: toMoneyString(locked.totalAmount),
    },
  });
  return findPurchaseOrder(tx, tenantId, { id });
}
