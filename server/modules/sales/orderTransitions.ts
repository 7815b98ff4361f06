// Order status changes (spec §4 Order; README "Orders: transitions"): each locks the order row, checks the
// allowed table (common/schemas/order.ts) and refuses anything else with CONFLICT 'An order that is {from}
// cannot become {to}.' A cancelled order changes no more; cancelling takes a reason.
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  FULFILLMENT_STATUS_TRANSITIONS,
  ORDER_STATUS_TRANSITIONS,
  PAYMENT_STATUS_TRANSITIONS,
  REASON_MESSAGE,
  SHIPPING_STATUS_TRANSITIONS,
  cancelReasonSchema,
  transitionRefusedMessage,
  type FulfillmentStatus,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
} from "../../../common/schemas/order";
import { orders } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { addToSalesRollups } from "../salesRollups";
import { releaseDeliveryStock, takePaymentOnDelivery } from "./deliveryOrders";
import { findOrder, ORDER_NOT_FOUND_MESSAGE } from "./orderQueries";
import type { OrderRow } from "./orderRows";

type LockedOrder = { id: string; locationId: string; orderType: string; status: string; paymentStatus: string; shippingStatus: string; fulfillmentStatus: string };

/** The order's row locked until the change commits; NOT_FOUND outside the tenant, FORBIDDEN at another location. */
async function lockOrder(scope: ServiceScope, orderId: string): Promise<LockedOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [order] = await scope.tx
    .select({ id: orders.id, locationId: orders.locationId, orderType: orders.orderType, status: orders.status, paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus, fulfillmentStatus: orders.fulfillmentStatus })
    .from(orders)
    .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.id, orderId.toLowerCase())))
    .for("update");
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, order.locationId);
  return order;
}

/** Refuses a change the table does not allow, and any change of payment, shipping or fulfilment of a cancelled order. */
function allow<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: string, to: S, order?: LockedOrder): void {
  if (order?.status === "CANCELLED") throw conflict(transitionRefusedMessage("CANCELLED", to));
  const allowed: readonly string[] = table[from as S] ?? [];
  if (!allowed.includes(to)) throw conflict(transitionRefusedMessage(from, to));
}

async function change(scope: ServiceScope, order: LockedOrder, set: PgUpdateSetSource<typeof orders>, details: Record<string, unknown>): Promise<OrderRow> {
  await scope.tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()`, updatedBy: scope.auth.user.id })
    .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.id, order.id)));
  await recordActivity(scope, { action: "UPDATE", entity: "order", entityId: order.id, details });
  return findOrder(scope.tx, scope.tenantId, order.id);
}

export async function processOrder(scope: ServiceScope, orderId: string, status: OrderStatus, reason: string | null): Promise<OrderRow> {
  const order = await lockOrder(scope, orderId);
  allow(ORDER_STATUS_TRANSITIONS, order.status, status);
  const cancelledReason = parseInput(cancelReasonSchema, reason, "reason");
  if (status === "CANCELLED" && !cancelledReason) throw badUserInput({ reason: REASON_MESSAGE });
  if (status === "CANCELLED" && order.orderType === "DELIVERY" && order.status !== "HOLD") await releaseDeliveryStock(scope, order.id);
  // a cancelled sale leaves the figures of its day (taken away while it still counts: a held cart never did)
  if (status === "CANCELLED") await addToSalesRollups(scope.tx, scope.tenantId, [order.id], -1);
  return change(
    scope,
    order,
    {
      status,
      ...(status === "CANCELLED" ? { cancelledReason } : {}),
      ...(status === "COMPLETED" ? { completedAt: sql`now()` } : {}),
      ...(status === "FULFILLED" ? { fulfillmentStatus: "FULFILLED" } : {}),
    },
    { from: order.status, status, reason: cancelledReason },
  );
}

export async function updatePaymentStatus(scope: ServiceScope, orderId: string, paymentStatus: PaymentStatus): Promise<OrderRow> {
  const order = await lockOrder(scope, orderId);
  allow(PAYMENT_STATUS_TRANSITIONS, order.paymentStatus, paymentStatus, order);
  if (paymentStatus === "PAID" && order.orderType === "DELIVERY") await takePaymentOnDelivery(scope, order.id);
  return change(scope, order, { paymentStatus }, { from: order.paymentStatus, paymentStatus });
}

export async function processShipping(scope: ServiceScope, orderId: string, shippingStatus: ShippingStatus): Promise<OrderRow> {
  const order = await lockOrder(scope, orderId);
  allow(SHIPPING_STATUS_TRANSITIONS, order.shippingStatus, shippingStatus, order);
  return change(scope, order, { shippingStatus }, { from: order.shippingStatus, shippingStatus });
}

export async function processFulfillment(scope: ServiceScope, orderId: string, fulfillmentStatus: FulfillmentStatus): Promise<OrderRow> {
  const order = await lockOrder(scope, orderId);
  allow(FULFILLMENT_STATUS_TRANSITIONS, order.fulfillmentStatus, fulfillmentStatus, order);
  return change(scope, order, { fulfillmentStatus }, { from: order.fulfillmentStatus, fulfillmentStatus });
}

/** Counts a print of the receipt: a print after the first is a 'Duplicate'. */
export async function markOrderPrinted(scope: ServiceScope, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(scope, orderId);
  return change(scope, order, { printCount: sql`${orders.printCount} + 1` }, { printed: true });
}
