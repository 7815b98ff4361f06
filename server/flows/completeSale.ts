// A POS sale (DESIGN "Selling", "Retries"; spec §3 Order): createOrder runs once per idempotency key, in the
// resolver's one transaction: the register's OPENED session is locked, the cart re-priced (priceCart, as the
// summary), every line allocated FEFO (allocateLots, in product id order), the order written COMPLETED and PAID
// with its items, lots and payments, the stock moved (applyLotMovements), the cash taken added to the session's
// balance, and the per-register order number taken LAST, so that tills never wait on each other's counter row.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { formatMoney, money, toMoneyNumber, toMoneyString, ZERO, type Money } from "../../common/money";
import { settlePayments, type PricedCart, type Settlement } from "../../common/pricing/cart";
import { createOrderSchema, nonCashOverMessage, paymentsShortMessage, registerBalanceMaxMessage, type CartItemInput, type PaymentMethod, type SaleOrderType } from "../../common/schemas/order";
import { queryRows, type Tx } from "../db";
import { counters, orderItemLots, orderItems, orderPayments, orders } from "../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../core/context";
import { badUserInput, conflict, parseInput } from "../core/errors";
import { withIdempotency } from "../core/idempotency";
import { reportOrder } from "../modules/fiscal";
import { recordActivity } from "../core/activity/recordActivity";
import { allocateLots, type LotAllocation, applyLotMovements, type LotMovement, compareLotListOrder } from "../modules/inventory";
import { moveDrawerCash, planDrawerMove, lockOpenSession, type OpenSession } from "../modules/registers";
import { orderAmountColumns, priceSale, type PricedSale, closeHeldOrder, writeOrderDiscounts, orderPaymentRows, findOrder, type OrderItemRow, type OrderPaymentRow, type OrderRow, type SaleProduct, type SaleRegister } from "../modules/sales";
import { consumeDiscountUses } from "../modules/discounts";
import { addToSalesRollups } from "../modules/salesRollups";

interface AllocatedLine {
  item: CartItemInput;
  index: number;
  lots: LotAllocation[];
}

/**
 * Allocates the lines in product id order (scanned lines of a product first). A product on several lines has its
 * earlier lines' units taken off (movements applied) before the next is allocated; the rest move in one batch.
 */
async function allocateLines(scope: ServiceScope, orderId: string, cart: PricedSale["cart"]): Promise<AllocatedLine[]> {
  const { tx, tenantId, auth } = scope;
  const order = cart.items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.productId.localeCompare(b.item.productId) || Number(Boolean(b.item.lotId)) - Number(Boolean(a.item.lotId)) || a.index - b.index);
  const allocated: AllocatedLine[] = [];
  let pending: LotMovement[] = [];
  for (const [position, { item, index }] of order.entries()) {
    const lots = await allocateLots(tx, { tenantId, locationId: cart.locationId, productId: item.productId, quantity: item.quantity, scannedLotId: item.lotId });
    allocated.push({ item, index, lots });
    pending.push(...lots.map((lot): LotMovement => ({ kind: "SALE", lotId: lot.lotId, quantity: -lot.quantity, document: { type: "ORDER", id: orderId }, userId: auth.user.id })));
    const next = order[position + 1];
    if (next && next.item.productId === item.productId) {
      await applyLotMovements(tx, tenantId, pending);
      pending = [];
    }
  }
  await applyLotMovements(tx, tenantId, pending);
  return allocated;
}

/**
 * A sale at the counter is COMPLETED, PAID and FULFILLED at once; a delivery is PROCESSING, shipping PENDING and
 * UNFULFILLED until it reaches the customer, and UNPAID when it is paid on delivery (README "Orders: transitions").
 */
function saleStatuses(orderType: SaleOrderType, settlement: Settled) {
  const delivery = orderType === "DELIVERY";
  return {
    status: delivery ? ("PROCESSING" as const) : ("COMPLETED" as const),
    paymentStatus: settlement.payments.length === 0 ? ("UNPAID" as const) : ("PAID" as const),
    fulfillmentStatus: delivery ? ("UNFULFILLED" as const) : ("FULFILLED" as const),
    shippingStatus: delivery ? ("PENDING" as const) : ("NOT_APPLICABLE" as const),
  };
}

const PAID_ON_DELIVERY: Settled = { ok: true, payments: [], cashApplied: ZERO, change: ZERO };

/** The payments settled against the total, or BAD_USER_INPUT naming `payments`; none for a delivery paid on delivery. */
function settle(pricing: PricedCart, payments: readonly { method: string; amount: number }[]): Settled {
  if (payments.length === 0) return PAID_ON_DELIVERY;
  const settlement = settlePayments(pricing.total, payments);
  if (!settlement.ok) {
    const total = formatMoney(pricing.total);
    throw badUserInput({
      payments: settlement.reason === "NON_CASH_OVER" ? nonCashOverMessage(formatMoney(settlement.nonCash), total) : paymentsShortMessage(formatMoney(settlement.paid), total),
    });
  }
  return settlement;
}

type Settled = Extract<Settlement, { ok: true }>;
const s = (value: Money) => toMoneyString(value);
const n = (value: Money) => toMoneyNumber(value);

/** The payments with their shares of the sale's amounts (exact to the paisa), as the session and Z report add them. */
async function writePayments(scope: ServiceScope, orderId: string, sale: PricedSale, sessionId: string, settlement: Settled, createdAt: Date): Promise<OrderPaymentRow[]> {
  const { tx, tenantId } = scope;
  const { cart, pricing } = sale;
  const fees = pricing.deliveryCharges.plus(pricing.platformFee).plus(pricing.platformFeeTax).plus(pricing.posFees).plus(pricing.integrationCharges);
  const amounts = { gross: pricing.subtotal, discount: pricing.totalDiscount, tax: pricing.tax, fees };
  const rows = orderPaymentRows({ tenantId, orderId, sessionId, locationId: cart.locationId, status: "PAID", amounts, payments: settlement.payments, takenAt: createdAt });
  const payments: OrderPaymentRow[] = settlement.payments.map((payment, index) => ({
    id: rows[index].id,
    method: payment.method as PaymentMethod,
    status: "PAID",
    amount: n(payment.amount),
    tendered: n(payment.tendered),
    change: n(payment.tendered.minus(payment.amount)),
    createdAt: rows[index].createdAt,
  }));
  if (rows.length > 0) await tx.insert(orderPayments).values(rows);
  return payments;
}

/** The order row, its items and payments, written before any lot is locked; answers the order as written. */
async function writeOrder(scope: ServiceScope, orderId: string, sale: PricedSale, session: OpenSession, settlement: Settled): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const { cart, pricing, products, register, parties } = sale;
  const statuses = saleStatuses(cart.orderType, settlement);
  const [written] = await tx
    .insert(orders)
    .values({
      tenantId,
      id: orderId,
      secondaryId: `PENDING-${orderId}`,
      ...statuses,
      orderType: cart.orderType,
      orderSource: "POS",
      orderChannel: "POS",
      locationId: cart.locationId,
      registerId: cart.registerId,
      sessionId: session.id,
      ...parties,
      mrNo: cart.mrNo,
      comment: cart.comment,
      specialInstructions: cart.specialInstructions,
      ...orderAmountColumns(pricing),
      changeDue: s(settlement.change),
      completedAt: statuses.status === "COMPLETED" ? sql`now()` : null,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })
    .returning({ createdAt: orders.createdAt, updatedAt: orders.updatedAt, completedAt: orders.completedAt });
  const items: OrderItemRow[] = cart.items.map((item, index) => {
    const product = products.get(item.productId) as SaleProduct;
    const line = pricing.lines[index];
    return {
      id: randomUUID(),
      productId: item.productId,
      name: product.name,
      skuCode: product.skuCode,
      quantity: item.quantity,
      returnedQuantity: 0,
      unitPrice: n(line.unitPrice),
      discount: n(line.discount),
      tax: n(line.tax),
      taxRate: line.taxRate.toNumber(),
      isTaxInclusive: line.isTaxInclusive,
      subTotal: n(line.subTotal),
      totalPrice: n(line.totalPrice),
      lots: [],
    };
  });
  await tx.insert(orderItems).values(
    cart.items.map((item, index) => {
      const line = pricing.lines[index];
      return {
        tenantId,
        id: items[index].id,
        orderId,
        productId: item.productId,
        position: index + 1,
        name: items[index].name,
        skuCode: items[index].skuCode,
        quantity: item.quantity,
        unitPrice: s(line.unitPrice),
        isTaxInclusive: line.isTaxInclusive,
        taxRate: line.taxRate.toString(),
        subTotal: s(line.subTotal),
        discount: s(line.discount),
        tax: s(line.tax),
        totalPrice: s(line.totalPrice),
      };
    }),
  );
  const payments = await writePayments(scope, orderId, sale, session.id, settlement, written.createdAt);
  if (settlement.cashApplied.greaterThan(0)) {
    await moveDrawerCash(tx, { tenantId, sessionId: session.id, reason: "SALE", amount: settlement.cashApplied });
  }
  return {
    id: orderId,
    secondaryId: "",
    kind: "NORMAL",
    ...statuses,
    orderType: cart.orderType,
    orderSource: "POS",
    orderChannel: "POS",
    locationId: cart.locationId,
    location: register.location,
    registerId: register.id,
    register: { id: register.id, name: register.name, secondaryId: register.secondaryId, receiptTemplate: register.receiptTemplate, terminalTaxId: register.terminalTaxId },
    sessionId: session.id,
    parentOrderId: null,
    ...parties,
    mrNo: cart.mrNo,
    comment: cart.comment,
    specialInstructions: cart.specialInstructions,
    cancelledReason: null,
    refundMethodReason: null,
    refundMethodChosenById: null,
    subtotal: n(pricing.subtotal),
    totalDiscount: n(pricing.totalDiscount),
    tax: n(pricing.tax),
    deliveryCharges: n(pricing.deliveryCharges),
    platformFee: n(pricing.platformFee),
    platformFeeTax: n(pricing.platformFeeTax),
    posFees: n(pricing.posFees),
    integrationCharges: n(pricing.integrationCharges),
    totalAmount: n(pricing.total),
    changeDue: n(settlement.change),
    fbrInvoiceId: null,
    printCount: 0,
    items,
    payments,
    createdBy: { id: auth.user.id, firstName: auth.user.firstName, lastName: auth.user.lastName },
    createdAt: written.createdAt,
    updatedAt: written.updatedAt,
    completedAt: written.completedAt,
  };
}

/** The lots each item drew from (one statement), recorded on the answer too. */
async function writeItemLots(scope: ServiceScope, orderId: string, order: OrderRow, allocated: AllocatedLine[]): Promise<void> {
  const rows = allocated.flatMap(({ item, index, lots }) =>
    lots.map((lot) => {
      const row = { id: randomUUID(), lotId: lot.lotId, actionId: lot.actionId, batchExpiry: lot.batchExpiry, quantity: lot.quantity, returnedQuantity: 0 };
      order.items[index].lots.push(row);
      return { tenantId: scope.tenantId, id: row.id, orderId, orderItemId: order.items[index].id, lotId: lot.lotId, quantity: lot.quantity, scanned: lot.lotId === item.lotId };
    }),
  );
  for (const item of order.items) item.lots.sort(compareLotListOrder);
  await scope.tx.insert(orderItemLots).values(rows);
}

/** The sale's number from the register's own counter, e.g. 000001-000042: the last statement of the sale. */
async function numberOrder(tx: Tx, tenantId: string, orderId: string, register: SaleRegister): Promise<string> {
  const prefix = `${register.secondaryId.replace(/^REG-/, "")}-`;
  const name = `orders:${register.id}`;
  const [row] = await queryRows<{ secondaryId: string }>(
    tx,
    sql`with bumped as (
      insert into ${counters} (tenant_id, name, value) values (${tenantId}::uuid, ${name}, 1)
      on conflict (tenant_id, name) do update set value = ${counters}.value + 1
      returning value::text as value)
    update ${orders} set secondary_id = ${prefix} || (case when length(bumped.value) >= 6 then bumped.value else lpad(bumped.value, 6, '0') end)
    from bumped where ${orders.tenantId} = ${tenantId}::uuid and ${orders.id} = ${orderId}::uuid
    returning ${orders.secondaryId} as "secondaryId"`,
  );
  return row.secondaryId;
}

/** The sale: once per idempotency key (a retry answers the first order; another request with the key is CONFLICT). */
export async function createOrder(scope: ServiceScope, input: unknown): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const parsed = parseInput(createOrderSchema, input);
  assertLocationAllowed(scope, parsed.order.locationId);
  const request = {
    userId: auth.user.id,
    order: { ...parsed.order, items: parsed.order.items.map((item) => ({ ...item })) },
    payments: parsed.payments.map((payment) => ({ method: payment.method, amount: money(payment.amount).toFixed(2) })),
    heldOrderId: parsed.heldOrderId,
  };
  let fresh: OrderRow | null = null;
  const answered = await withIdempotency(tx, { tenantId, operation: "createOrder", key: parsed.idempotencyKey, request }, async () => {
    const sale = await priceSale(scope, parsed.order);
    // the cashier saw the code's discount on the summary: never sell without it in silence
    if (sale.codeRefusal) throw badUserInput({ discountCode: sale.codeRefusal });
    if (sale.register.status !== "ACTIVE") throw conflict(`Register ${sale.register.name} is inactive.`);
    const session = await lockOpenSession(tx, tenantId, sale.register);
    const settlement = settle(sale.pricing, parsed.payments);
    // the drawer keeps within the money bound, as cash in does (a balance past it could never be counted at close)
    if (planDrawerMove(session.balance, "SALE", settlement.cashApplied).overMax) throw badUserInput({ payments: registerBalanceMaxMessage(sale.register.name) });
    if (parsed.heldOrderId) await closeHeldOrder(scope, parsed.heldOrderId, sale.register.id);
    const orderId = randomUUID();
    // everything that needs no lot first: the lots stay locked only from their allocation to the commit
    const order = await writeOrder(scope, orderId, sale, session, settlement);
    await recordActivity(scope, {
      action: "CREATE",
      entity: "order",
      entityId: orderId,
      details: { registerId: sale.register.id, sessionId: session.id, total: s(sale.pricing.total), heldOrderId: parsed.heldOrderId },
    });
    await writeOrderDiscounts(scope, orderId, sale.pricing);
    await writeItemLots(scope, orderId, order, await allocateLines(scope, orderId, sale.cart));
    // after the lots (every sale locks lots, then discounts, each in id order): two tills on a last use, one wins
    const used = sale.pricing.appliedDiscounts.map(({ rule }) => ({ id: rule.id, title: rule.title })).sort((a, b) => a.id.localeCompare(b.id));
    await consumeDiscountUses(tx, tenantId, used);
    // the day's figures by product, till and payment method, with the sale
    await addToSalesRollups(tx, tenantId, [orderId]);
    order.secondaryId = await numberOrder(tx, tenantId, orderId, sale.register);
    // the outbox: posted to the tax authority after the commit, never before it
    await reportOrder(tx, tenantId, { id: orderId, usin: order.secondaryId, refUsin: null }, sale.integrations, true);
    fresh = order;
    return { orderId };
  });
  return fresh ?? findOrder(tx, tenantId, answered.orderId);
}
