// A customer return at the till (returnOrder): once per idempotency key and in one transaction, the sale
// is locked (so two returns of the same line at once take turns and the second sees what the first took), each lot
// line checked against what is left to return, the refund worked out pro rata (common/pricing/refunds.ts: lines,
// discounts, fees and the shipping discount, exact to the paisa), the RETURN order written with its items and lots,
// restocked lots moved back through the ledger (RETURN_FROM_CUSTOMER), the refund paid from the register's open
// session, and the sale marked PARTIALLY_RETURNED or RETURNED. The refund goes back to the sale's own methods, pro
// rata (refundByMethods: a card sale is never paid back from the drawer), unless a user holding
// sales-orders:return-order:refund-any-method chooses another, with a reason the return order and the log keep.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { formatMoney, money, sumMoney, toMoneyString, ZERO, type Money } from "../../common/money";
import { refundByMethods, refundShare, type MethodAmount } from "../../common/pricing/refunds";
import { P } from "../../common/permissions/catalogue";
import { hasPermission } from "../../common/permissions/match";
import { paymentMethodLabel } from "../../common/schemas/order";
import { isOtherRefundMethod, REFUND_METHOD_REASON_MESSAGE, refundMethodForbiddenMessage, returnOrderSchema, type ReturnOrderInput } from "../../common/schemas/orderReturn";
import { isExpiredOn, todayUtc } from "../../common/schemas/dates";
import type { FieldErrors } from "../../common/validation/fieldErrors";
import { SECONDARY_IDS, nextSecondaryId, queryRows } from "../db";
import { orderItemLots, orderItems, orderPayments, orders } from "../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../core/context";
import { badUserInput, conflict, forbidden, notFound, parseInput } from "../core/errors";
import { withIdempotency } from "../core/idempotency";
import { returnReportingIntegrations } from "../modules/integrations";
import { reportOrder } from "../modules/fiscal";
import { recordActivity } from "../core/activity/recordActivity";
import { applyLotMovements, type LotMovement, lotsAs, soonestExpiryFirst } from "../modules/inventory";
import { moveDrawerCash, planDrawerMove, lockOpenSession } from "../modules/registers";
import { findOrder, ORDER_NOT_FOUND_MESSAGE, type OrderRow, orderPaymentRows, loadCartRegister } from "../modules/sales";
import { isUuid } from "../db";
import { addToSalesRollups } from "../modules/salesRollups";

const RETURNABLE_STATUSES = ["COMPLETED", "FULFILLED", "PARTIALLY_RETURNED"];

interface SoldLot extends Record<string, unknown> {
  orderItemLotId: string;
  orderItemId: string;
  lotId: string;
  quantity: number;
  returnedQuantity: number;
  actionId: string;
  batchExpiry: string;
  productId: string;
  name: string;
  skuCode: string | null;
  itemQuantity: number;
  itemReturned: number;
  unitPrice: string;
  isTaxInclusive: boolean;
  taxRate: string;
  subTotal: string;
  discount: string;
  tax: string;
  totalPrice: string;
}

type Parent = typeof orders.$inferSelect;

async function lockParent(scope: ServiceScope, orderId: string): Promise<Parent> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [parent] = await scope.tx.select().from(orders).where(and(eq(orders.tenantId, scope.tenantId), eq(orders.id, orderId))).for("update");
  if (!parent || parent.kind !== "NORMAL") throw notFound(ORDER_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, parent.locationId);
  if (!RETURNABLE_STATUSES.includes(parent.status)) throw conflict(`Order ${parent.secondaryId} is ${parent.status.toLowerCase().replace(/_/g, " ")}: only a completed sale can be returned.`);
  if (parent.paymentStatus !== "PAID" && parent.paymentStatus !== "PARTIALLY_REFUNDED") throw conflict(`Order ${parent.secondaryId} is not paid: there is nothing to refund.`);
  return parent;
}

const soldLot = lotsAs("p");

/** The sale's lots, each line's earliest expiry first (ties by l.id, the order returns have always used). */
async function soldLots(scope: ServiceScope, orderId: string): Promise<SoldLot[]> {
  return queryRows<SoldLot>(
    scope.tx,
    sql`select l.id as "orderItemLotId", l.order_item_id as "orderItemId", l.lot_id as "lotId", l.quantity, l.returned_quantity as "returnedQuantity",
        p.action_id as "actionId", p.batch_expiry::text as "batchExpiry", i.product_id as "productId", i.name, i.sku_code as "skuCode",
        i.quantity as "itemQuantity", i.returned_quantity as "itemReturned", i.unit_price::text as "unitPrice", i.is_tax_inclusive as "isTaxInclusive",
        i.tax_rate::text as "taxRate", i.sub_total::text as "subTotal", i.discount::text as discount, i.tax::text as tax, i.total_price::text as "totalPrice"
      from order_item_lots l
      join order_items i on i.tenant_id = l.tenant_id and i.id = l.order_item_id
      join product_lots p on p.tenant_id = l.tenant_id and p.id = l.lot_id
      where l.tenant_id = ${scope.tenantId}::uuid and l.order_id = ${orderId}::uuid
      order by i.position, ${soonestExpiryFirst(soldLot)}, l.id`,
  );
}

interface ReturnedItem {
  lot: SoldLot;
  units: number;
  shares: { subTotal: Money; discount: Money; tax: Money; totalPrice: Money };
}

/** The refund of each returned item (all its lines together) and of the order's fees, pro rata and cumulative. */
function refunds(parent: Parent, all: readonly SoldLot[], returning: ReadonlyMap<string, number>) {
  const items = new Map<string, SoldLot>();
  for (const lot of all) items.set(lot.orderItemId, lot);
  const returnedItems: ReturnedItem[] = [];
  for (const [itemId, units] of returning) {
    const item = items.get(itemId) as SoldLot;
    const share = (amount: string) => refundShare(amount, item.itemQuantity, item.itemReturned, units);
    returnedItems.push({ lot: item, units, shares: { subTotal: share(item.subTotal), discount: share(item.discount), tax: share(item.tax), totalPrice: share(item.totalPrice) } });
  }
  const totalUnits = [...items.values()].reduce((sum, item) => sum + item.itemQuantity, 0);
  const unitsBefore = [...items.values()].reduce((sum, item) => sum + item.itemReturned, 0);
  const unitsNow = [...returning.values()].reduce((sum, units) => sum + units, 0);
  const fee = (amount: MoneyString) => refundShare(amount, totalUnits, unitsBefore, unitsNow);
  const lineDiscounts = sumMoney([...items.values()].map((item) => item.discount));
  const fees = {
    deliveryCharges: fee(parent.deliveryCharges),
    shippingDiscount: fee(money(parent.totalDiscount).minus(lineDiscounts).toFixed(2)),
    platformFee: fee(parent.platformFee),
    platformFeeTax: fee(parent.platformFeeTax),
    posFees: fee(parent.posFees),
    integrationCharges: fee(parent.integrationCharges),
  };
  const linesTotal = sumMoney(returnedItems.map((item) => item.shares.totalPrice));
  const total = linesTotal.plus(fees.deliveryCharges).minus(fees.shippingDiscount).plus(fees.platformFee).plus(fees.platformFeeTax).plus(fees.posFees).plus(fees.integrationCharges);
  return { returnedItems, fees, total, allBack: unitsBefore + unitsNow === totalUnits };
}
type MoneyString = string;

interface RefundPlan {
  byMethod: MethodAmount[];
  /** Set when a permitted user chose another method than the sale's own. */
  chosen: { reason: string; userId: string } | null;
}

/**
 * Where the refund goes: the sale's own methods, pro rata and cumulative over its returns (so they add up, per
 * method, to what each paid), unless the caller chose another method: FORBIDDEN without the permission for it,
 * BAD_USER_INPUT without a reason.
 */
async function planRefund(scope: ServiceScope, parentId: string, input: ReturnOrderInput, total: Money): Promise<RefundPlan> {
  const { tx, tenantId, auth } = scope;
  const paid = await queryRows<{ method: string; amount: string }>(
    tx,
    sql`select method, amount::text as amount from order_payments
      where tenant_id = ${tenantId}::uuid and order_id = ${parentId}::uuid and status = 'PAID' and amount > 0 order by created_at, id`,
  );
  const [before] = await queryRows<{ refunded: string }>(
    tx,
    sql`select coalesce(sum(total_amount), 0)::text as refunded from orders where tenant_id = ${tenantId}::uuid and parent_order_id = ${parentId}::uuid and kind = 'RETURN'`,
  );
  const own = refundByMethods(paid, before.refunded, total);
  const ownMethods = [...new Set(paid.map((payment) => payment.method))];
  const chosen = input.refundMethod;
  if (!isOtherRefundMethod(ownMethods, chosen)) return { byMethod: own.length > 0 ? own : [{ method: chosen ?? "CASH", amount: total }], chosen: null };
  if (!hasPermission(auth.permissionStrings, P.salesOrders.returnOrder.refundAnyMethod)) {
    throw forbidden(refundMethodForbiddenMessage(ownMethods.map(paymentMethodLabel).join(" and "), paymentMethodLabel(chosen)));
  }
  if (!input.refundMethodReason) throw badUserInput({ refundMethodReason: REFUND_METHOD_REASON_MESSAGE });
  return { byMethod: [{ method: chosen, amount: total }], chosen: { reason: input.refundMethodReason, userId: auth.user.id } };
}

export async function returnOrder(scope: ServiceScope, raw: unknown): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(returnOrderSchema, raw);
  const request = { userId: auth.user.id, ...input, lines: input.lines.map((line) => ({ ...line })) };
  const answered = await withIdempotency(tx, { tenantId, operation: "returnOrder", key: input.idempotencyKey, request }, async () => {
    const parent = await lockParent(scope, input.orderId);
    const register = await loadCartRegister(scope, input.registerId, parent.locationId).catch((error: unknown) => {
      throw error instanceof Error && /not at this location/.test(error.message) ? badUserInput({ registerId: `Return it at a register of the store where it was sold.` }) : error;
    });
    const session = await lockOpenSession(tx, tenantId, register);
    const all = await soldLots(scope, parent.id);
    const byId = new Map(all.map((lot) => [lot.orderItemLotId, lot]));
    const errors: FieldErrors = {};
    const today = todayUtc();
    const returning = new Map<string, number>();
    input.lines.forEach((line, index) => {
      const lot = byId.get(line.orderItemLotId);
      if (!lot) return (errors[`lines.${index}.orderItemLotId`] = "This item is not part of the sale.");
      const left = lot.quantity - lot.returnedQuantity;
      if (line.quantity > left) errors[`lines.${index}.quantity`] = `Only ${left} of ${lot.name} (lot ${lot.actionId}) can still be returned.`;
      else if (line.restock && isExpiredOn(lot.batchExpiry, today)) errors[`lines.${index}.restock`] = `${lot.name} (lot ${lot.actionId}) has expired: write it off instead of restocking it.`;
      returning.set(lot.orderItemId, (returning.get(lot.orderItemId) ?? 0) + line.quantity);
    });
    if (Object.keys(errors).length > 0) throw badUserInput(errors);
    const { returnedItems, fees, total, allBack } = refunds(parent, all, returning);
    const plan = await planRefund(scope, parent.id, input, total);
    const cash = sumMoney(plan.byMethod.filter((share) => share.method === "CASH").map((share) => share.amount));
    if (planDrawerMove(session.balance, "REFUND", cash).short) {
      throw conflict(`Register ${register.name} has ${formatMoney(session.balance, { prefix: "PKR " })} in cash, not enough for a refund of ${formatMoney(cash, { prefix: "PKR " })}.`);
    }
    const s = toMoneyString;
    const returnId = randomUUID();
    const returnNumber = await nextSecondaryId(tx, tenantId, SECONDARY_IDS.orderReturn.counter, SECONDARY_IDS.orderReturn.prefix);
    const subtotal = sumMoney(returnedItems.map((item) => item.shares.subTotal));
    const discount = sumMoney(returnedItems.map((item) => item.shares.discount)).plus(fees.shippingDiscount);
    const tax = sumMoney(returnedItems.map((item) => item.shares.tax));
    const [written] = await tx.insert(orders).values({
      tenantId,
      id: returnId,
      secondaryId: returnNumber,
      kind: "RETURN",
      parentOrderId: parent.id,
      status: "RETURNED",
      orderType: "RETURN",
      orderSource: "POS",
      orderChannel: "POS",
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "FULFILLED",
      shippingStatus: "NOT_APPLICABLE",
      locationId: parent.locationId,
      registerId: register.id,
      sessionId: session.id,
      customerId: parent.customerId,
      partnerId: parent.partnerId,
      comment: input.comment,
      refundMethodReason: plan.chosen?.reason ?? null,
      refundMethodChosenBy: plan.chosen?.userId ?? null,
      subtotal: s(subtotal),
      totalDiscount: s(discount),
      tax: s(tax),
      deliveryCharges: s(fees.deliveryCharges),
      platformFee: s(fees.platformFee),
      platformFeeTax: s(fees.platformFeeTax),
      posFees: s(fees.posFees),
      integrationCharges: s(fees.integrationCharges),
      totalAmount: s(total),
      completedAt: sql`now()`,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    }).returning({ createdAt: orders.createdAt });
    const itemIds = new Map(returnedItems.map((item) => [item.lot.orderItemId, randomUUID()]));
    await tx.insert(orderItems).values(
      returnedItems.map((item, index) => ({
        tenantId,
        id: itemIds.get(item.lot.orderItemId) as string,
        orderId: returnId,
        productId: item.lot.productId,
        position: index + 1,
        name: item.lot.name,
        skuCode: item.lot.skuCode,
        quantity: item.units,
        unitPrice: item.lot.unitPrice,
        isTaxInclusive: item.lot.isTaxInclusive,
        taxRate: item.lot.taxRate,
        subTotal: s(item.shares.subTotal),
        discount: s(item.shares.discount),
        tax: s(item.shares.tax),
        totalPrice: s(item.shares.totalPrice),
      })),
    );
    await tx.insert(orderItemLots).values(
      input.lines.map((line) => {
        const lot = byId.get(line.orderItemLotId) as SoldLot;
        return { tenantId, orderId: returnId, orderItemId: itemIds.get(lot.orderItemId) as string, lotId: lot.lotId, quantity: line.quantity, scanned: false };
      }),
    );
    const movements: LotMovement[] = input.lines
      .filter((line) => line.restock)
      .map((line) => byId.get(line.orderItemLotId) as SoldLot)
      .sort((a, b) => a.lotId.localeCompare(b.lotId))
      .map((lot) => ({ kind: "RETURN_FROM_CUSTOMER", lotId: lot.lotId, quantity: input.lines.find((line) => line.orderItemLotId === lot.orderItemLotId)?.quantity ?? 0, document: { type: "ORDER_RETURN", id: returnId }, userId: auth.user.id }));
    await applyLotMovements(tx, tenantId, movements);
    // each method's share of the refund's amounts, as a sale's payments carry theirs (the session and Z report add them)
    const feesTotal = total.minus(sumMoney(returnedItems.map((item) => item.shares.totalPrice))).plus(fees.shippingDiscount);
    const refunded = plan.byMethod.map((share) => ({ method: share.method, amount: share.amount, tendered: share.amount }));
    const amounts = { gross: subtotal, discount, tax, fees: feesTotal };
    await tx.insert(orderPayments).values(
      orderPaymentRows({ tenantId, orderId: returnId, sessionId: session.id, locationId: parent.locationId, status: "REFUNDED", amounts, payments: refunded, takenAt: written.createdAt }),
    );
    if (cash.greaterThan(ZERO)) {
      await moveDrawerCash(tx, { tenantId, sessionId: session.id, reason: "REFUND", amount: cash });
    }
    for (const line of input.lines) {
      await tx
        .update(orderItemLots)
        .set({ returnedQuantity: sql`${orderItemLots.returnedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItemLots.tenantId, tenantId), eq(orderItemLots.id, line.orderItemLotId)));
    }
    for (const item of returnedItems) {
      await tx
        .update(orderItems)
        .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${item.units}` })
        .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, item.lot.orderItemId)));
    }
    await tx
      .update(orders)
      .set({ status: allBack ? "RETURNED" : "PARTIALLY_RETURNED", paymentStatus: allBack ? "REFUNDED" : "PARTIALLY_REFUNDED", updatedAt: sql`now()`, updatedBy: auth.user.id })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, parent.id)));
    // the day's figures by product, till and payment method, with the return
    await addToSalesRollups(tx, tenantId, [returnId]);
    await recordActivity(scope, {
      action: "RETURN",
      entity: "order",
      entityId: parent.id,
      details: {
        returnOrderId: returnId,
        total: s(total),
        refunds: plan.byMethod.map((share) => ({ method: share.method, amount: s(share.amount) })),
        ...(plan.chosen ? { refundMethodChosen: plan.byMethod[0].method, refundMethodReason: plan.chosen.reason, refundMethodChosenBy: plan.chosen.userId } : {}),
      },
    });
    // a credit note referring to the sale's USIN, to each authority that reported the sale
    await reportOrder(tx, tenantId, { id: returnId, usin: returnNumber, refUsin: parent.secondaryId }, await returnReportingIntegrations(tx, tenantId, parent.id), false);
    return { orderId: returnId };
  });
  return findOrder(tx, tenantId, answered.orderId);
}
