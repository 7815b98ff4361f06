// What a delivery order's transitions do besides changing a status (README "Orders: transitions"):
// - paid on delivery: when a till's delivery becomes PAID, the cash the rider brings back is taken into the
//   OPENED session of the order's register (a CASH payment for the total), so the drawer, the X-out and the Z
//   report count it;
// - cancelled before it is paid: its lots come back into stock through the ledger and the uses of its discounts
//   are given back (a limited code is not spent by a sale that never happened). A delivery paid at the till is
//   not cancelled; it comes back as a return.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { money } from "../../../common/money";
import { locationRegisters, orderItemLots, orderPayments, orders, registerSessions } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { conflict } from "../../core/errors";
import { applyLotMovements, type LotMovement } from "../inventory";
import { moveDrawerCash, planDrawerMove } from "../registers";
import { addPaymentsToSalesRollups } from "../salesRollups";

const PAID_DELIVERY_CANCEL_MESSAGE = "A delivery that has been paid cannot be cancelled. Take it back as a return.";
const openRegisterForPaymentMessage = (register: string) => `Open register ${register} to take the payment on delivery.`;
const registerFullMessage = (register: string) => `This payment would take the cash in register ${register} past its limit. Please take cash out first.`;

async function paymentCount(scope: ServiceScope, orderId: string): Promise<number> {
  const [row] = await scope.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, scope.tenantId), eq(orderPayments.orderId, orderId)));
  return row.count;
}

/** The payment on delivery: a CASH payment of the total into the register's open session (locked). */
export async function takePaymentOnDelivery(scope: ServiceScope, orderId: string): Promise<void> {
  const { tx, tenantId } = scope;
  if ((await paymentCount(scope, orderId)) > 0) return;
  const [order] = await tx
    .select({
      registerId: orders.registerId,
      locationId: orders.locationId,
      subtotal: orders.subtotal,
      totalDiscount: orders.totalDiscount,
      tax: orders.tax,
      deliveryCharges: orders.deliveryCharges,
      platformFee: orders.platformFee,
      platformFeeTax: orders.platformFeeTax,
      posFees: orders.posFees,
      integrationCharges: orders.integrationCharges,
      totalAmount: orders.totalAmount,
      registerName: locationRegisters.name,
    })
    .from(orders)
    .innerJoin(locationRegisters, and(eq(locationRegisters.tenantId, orders.tenantId), eq(locationRegisters.id, orders.registerId)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  // an order from outside the till (an app, a website) is paid there: its status is all that changes here
  if (!order) return;
  const [session] = await tx
    .select({ id: registerSessions.id, balance: registerSessions.balance })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, order.registerId as string), eq(registerSessions.status, "OPENED")))
    .for("update");
  if (!session) throw conflict(openRegisterForPaymentMessage(order.registerName));
  if (planDrawerMove(session.balance, "DELIVERY_PAID", order.totalAmount).overMax) throw conflict(registerFullMessage(order.registerName));
  const paymentId = randomUUID();
  const fees = [order.deliveryCharges, order.platformFee, order.platformFeeTax, order.posFees, order.integrationCharges].reduce((sum, fee) => sum.plus(fee), money(0));
  await tx.insert(orderPayments).values({
    tenantId,
    id: paymentId,
    orderId,
    sessionId: session.id,
    locationId: order.locationId,
    method: "CASH",
    status: "PAID",
    amount: order.totalAmount,
    tendered: order.totalAmount,
    grossShare: order.subtotal,
    discountShare: order.totalDiscount,
    taxShare: order.tax,
    feesShare: fees.toFixed(2),
  });
  await moveDrawerCash(tx, { tenantId, sessionId: session.id, reason: "DELIVERY_PAID", amount: order.totalAmount });
  await addPaymentsToSalesRollups(tx, tenantId, orderId, [paymentId]);
}

/** A cancelled delivery's lots back into stock (RETURN_FROM_CUSTOMER on the order); refused once it is paid. */
export async function releaseDeliveryStock(scope: ServiceScope, orderId: string): Promise<void> {
  const { tx, tenantId, auth } = scope;
  if ((await paymentCount(scope, orderId)) > 0) throw conflict(PAID_DELIVERY_CANCEL_MESSAGE);
  const lots = await tx
    .select({ lotId: orderItemLots.lotId, quantity: orderItemLots.quantity, returnedQuantity: orderItemLots.returnedQuantity })
    .from(orderItemLots)
    .where(and(eq(orderItemLots.tenantId, tenantId), eq(orderItemLots.orderId, orderId)));
  const movements = lots
    .filter((lot) => lot.quantity > lot.returnedQuantity)
    .sort((a, b) => a.lotId.localeCompare(b.lotId))
    .map((lot): LotMovement => ({ kind: "RETURN_FROM_CUSTOMER", lotId: lot.lotId, quantity: lot.quantity - lot.returnedQuantity, document: { type: "ORDER", id: orderId }, userId: auth.user.id }));
  await applyLotMovements(tx, tenantId, movements);
  await tx.execute(sql`update discounts set used_count = greatest(used_count - 1, 0), updated_at = now()
    where tenant_id = ${tenantId}::uuid and id in (select discount_id from order_discounts where tenant_id = ${tenantId}::uuid and order_id = ${orderId}::uuid)`);
}
