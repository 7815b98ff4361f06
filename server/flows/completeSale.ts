// A POS sale (DESIGN "Selling", "Retries"; spec §3 Order): createOrder runs once per idempotency key, in the
// resolver's one transaction: the register's OPENED session is locked, the cart re-priced (priceCart, as the
// summary), the order written COMPLETED and PAID with its number, items and payments, the cash taken added to the
// session's balance, and only then, LAST, every line allocated FEFO (its lots locked) and the stock moved
// (applyLotMovements), so that a sale holds its lots for the shortest time (bench/README.md "Faster per sale").
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { formatMoney, money, toMoneyNumber, toMoneyString, ZERO, type Money } from "../../common/money";
import { settlePayments, type PricedCart, type Settlement } from "../../common/pricing/cart";
import { createOrderSchema, nonCashOverMessage, paymentsShortMessage, registerBalanceMaxMessage, type CartItemInput, type PaymentMethod, type SaleOrderType } from "../../common/schemas/order";
import { queryRows } from "../db";
import { counters, orderItemLots, orderItems, orderPayments, orders } from "../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../core/context";
import { badUserInput, conflict, parseInput } from "../core/errors";
import { withIdempotency } from "../core/idempotency";
import { reportOrder } from "../modules/fiscal";
import { activityStatement, type ActivityEntry } from "../core/activity/recordActivity";
import { allocateDistinctLines, allocateLots, allocateLotsAsMade, type LotAllocation, applyLotMovements, type LotMovement, compareLotListOrder } from "../modules/inventory";
import { DRAWER_CLOSED_MESSAGE, drawerMoveStatement, planDrawerMove, lockOpenSession, lockSessionAt, type OpenSession } from "../modules/registers";
import { orderAmountColumns, priceSale, type PricedSale, closeHeldOrder, writeOrderDiscounts, orderPaymentRows, findOrder, type OrderItemRow, type OrderPaymentRow, type OrderRow, type SaleProduct } from "../modules/sales";
import { consumeDiscountUses } from "../modules/discounts";
import { addToSalesRollups } from "../modules/salesRollups";

interface AllocatedLine {
  item: CartItemInput;
  index: number;
  lots: LotAllocation[];
  /** Units of a sale made offline that no lot held (recorded as a discrepancy, never taken from a lot). */
  shortfall: number;
}

/** A sale the till made offline and sent later (offlineSale.ts): taken as made, at its time, with its number. */
export interface OfflineFacts {
  madeAt: Date;
  offlineNumber: string;
}

/**
 * Allocates the lines in product id order (scanned lines of a product first). A product on several lines has its
 * earlier lines' units taken off (movements applied) before the next is allocated; the rest move in one batch.
 */
async function allocateLines(scope: ServiceScope, orderId: string, cart: PricedSale["cart"], offline: OfflineFacts | null): Promise<AllocatedLine[]> {
  const { tx, tenantId, auth } = scope;
  const sale = (lot: LotAllocation): LotMovement => ({ kind: "SALE", lotId: lot.lotId, quantity: -lot.quantity, document: { type: "ORDER", id: orderId }, userId: auth.user.id });
  // the usual sale (products of its own lines, nothing scanned, at the counter now): every line's lots at once
  if (!offline && cart.items.every((item) => !item.lotId)) {
    const all = await allocateDistinctLines(tx, { tenantId, locationId: cart.locationId }, cart.items);
    if (all) {
      await applyLotMovements(tx, tenantId, all.lines.flat().map(sale), all.held);
      return cart.items.map((item, index) => ({ item, index, lots: all.lines[index], shortfall: 0 }));
    }
  }
  const order = cart.items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.productId.localeCompare(b.item.productId) || Number(Boolean(b.item.lotId)) - Number(Boolean(a.item.lotId)) || a.index - b.index);
  const allocated: AllocatedLine[] = [];
  let pending: LotMovement[] = [];
  for (const [position, { item, index }] of order.entries()) {
    const request = { tenantId, locationId: cart.locationId, productId: item.productId, quantity: item.quantity, scannedLotId: item.lotId };
    const { lots, shortfall } = offline
      ? await allocateLotsAsMade(tx, request, offline.madeAt.toISOString().slice(0, 10))
      : { lots: await allocateLots(tx, request), shortfall: 0 };
    allocated.push({ item, index, lots, shortfall });
    pending.push(...lots.map(sale));
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
/** A time column as ms since 1970 (a Date without the driver's text form of timestamps). */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const s = (value: Money) => toMoneyString(value);
const n = (value: Money) => toMoneyNumber(value);

/** The payments' rows with their shares of the sale's amounts (exact to the paisa), as the session and Z report add them. */
function paymentsOf(tenantId: string, orderId: string, sale: PricedSale, sessionId: string, settlement: Settled, createdAt: Date) {
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
  return { rows, payments };
}

/**
 * The order row with its number, its items and payments: one statement, before any lot is locked; answers the
 * order as written. The number comes from the register's own counter, e.g. 000001-000042: only this register's
 * sales take its row, and they already queue on its session's lock.
 */
async function writeOrder(scope: ServiceScope, orderId: string, sale: PricedSale, session: OpenSession, settlement: Settled, offline: OfflineFacts | null, activity: ActivityEntry): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const { cart, pricing, products, register, parties } = sale;
  const statuses = saleStatuses(cart.orderType, settlement);
  const prefix = `${register.secondaryId.replace(/^REG-/, "")}-`;
  const counter = `orders:${register.id}`;
  const writeOrderRow = tx
    .insert(orders)
    .values({
      tenantId,
      id: orderId,
      secondaryId: sql`(select ${prefix} || (case when length(bumped.value) >= 6 then bumped.value else lpad(bumped.value, 6, '0') end) from bumped)`,
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
      // a sale made offline is of its own time (its business day, its session's figures), synced now
      ...(offline ? { createdAt: offline.madeAt, offlineNumber: offline.offlineNumber, madeOffline: true, syncedAt: sql`now()` } : {}),
      completedAt: statuses.status !== "COMPLETED" ? null : (offline?.madeAt ?? sql`now()`),
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })
    .getSQL();
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
  const writeItems = tx.insert(orderItems).values(
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
  // the payments' times follow the order's (the transaction's now(), or when an offline sale was made), a ms apart
  const { rows: paymentRows, payments } = paymentsOf(tenantId, orderId, sale, session.id, settlement, offline?.madeAt ?? new Date(0));
  const stamped = offline ? paymentRows : paymentRows.map((row, index) => ({ ...row, createdAt: sql`now() + ${index} * interval '1 millisecond'` }));
  const writePaymentRows = paymentRows.length > 0 ? sql`, p as (${tx.insert(orderPayments).values(stamped).getSQL()})` : sql``;
  // the drawer's cash and the activity row go in the same statement (two round trips less a sale)
  const movesCash = settlement.cashApplied.greaterThan(0);
  const drawer = movesCash ? sql`, d as (${drawerMoveStatement(tx, { tenantId, sessionId: session.id, reason: "SALE", amount: settlement.cashApplied })})` : sql``;
  const [row] = await queryRows<{ createdAt: number; updatedAt: number; completedAt: number | null; secondaryId: string; drawerMoved: number }>(
    tx,
    sql`with bumped as (
        insert into ${counters} (tenant_id, name, value) values (${tenantId}::uuid, ${counter}, 1)
        on conflict (tenant_id, name) do update set value = ${counters}.value + 1
        returning value::text as value),
      o as (${writeOrderRow} returning created_at, updated_at, completed_at, secondary_id),
      i as (${writeItems.getSQL()})${writePaymentRows}${drawer},
      a as (${activityStatement(scope, activity)})
      select ${epochMs("created_at")} as "createdAt", ${epochMs("updated_at")} as "updatedAt", ${epochMs("completed_at")} as "completedAt", secondary_id as "secondaryId",
        ${movesCash ? sql`(select count(*) from d)::int` : sql`1`} as "drawerMoved" from o`,
  );
  if (row.drawerMoved === 0) throw conflict(DRAWER_CLOSED_MESSAGE);
  const written = { ...row, createdAt: new Date(Number(row.createdAt)), updatedAt: new Date(Number(row.updatedAt)), completedAt: row.completedAt === null ? null : new Date(Number(row.completedAt)) };
  if (!offline) payments.forEach((payment, index) => (payment.createdAt = new Date(written.createdAt.getTime() + index)));
  return {
    id: orderId,
    secondaryId: written.secondaryId,
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
    offlineNumber: offline?.offlineNumber ?? null,
    madeOffline: offline !== null,
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

/** What completing a sale needs besides its priced cart. */
export interface SaleCompletion {
  payments: readonly { method: string; amount: number }[];
  heldOrderId: string | null;
  /** null: a sale at the counter now; else made offline (the register's session of its time, FEFO as made). */
  offline: OfflineFacts | null;
}

/** A completed sale, and the units of each line no lot held (a sale made offline only). */
export interface CompletedSale {
  order: OrderRow;
  shortfalls: { productId: string; productName: string; quantity: number; short: number }[];
}

/**
 * The one path of a sale, at the counter or made offline (README "Offline sales (server)"): the session locked,
 * the payments settled, the order written with its number, the fiscal outbox, then the lots allocated FEFO and
 * moved, the discounts' uses and the rollups. The caller priced the cart and holds the idempotency key.
 */
export async function completeSale(scope: ServiceScope, sale: PricedSale, completion: SaleCompletion): Promise<CompletedSale> {
  const { tx, tenantId } = scope;
  const { offline, heldOrderId } = completion;
  // the cashier saw the code's discount on the summary: never sell without it in silence
  if (sale.codeRefusal) throw badUserInput({ discountCode: sale.codeRefusal });
  if (sale.register.status !== "ACTIVE") throw conflict(`Register ${sale.register.name} is inactive.`);
  const session = offline ? await lockSessionAt(tx, tenantId, sale.register, offline.madeAt) : await lockOpenSession(tx, tenantId, sale.register);
  const settlement = settle(sale.pricing, completion.payments);
  // the drawer keeps within the money bound, as cash in does (a balance past it could never be counted at close)
  if (planDrawerMove(session.balance, "SALE", settlement.cashApplied).overMax) throw badUserInput({ payments: registerBalanceMaxMessage(sale.register.name) });
  if (heldOrderId) await closeHeldOrder(scope, heldOrderId, sale.register.id);
  const orderId = randomUUID();
  // everything that needs no lot first (the order, its number, the drawer, the activity, the discounts' lines, the
  // outbox): a sale holds its lots from their allocation to the commit, and a count's scan of a lot waits that long
  const order = await writeOrder(scope, orderId, sale, session, settlement, offline, {
    action: "CREATE",
    entity: "order",
    entityId: orderId,
    details: { registerId: sale.register.id, sessionId: session.id, total: s(sale.pricing.total), heldOrderId, offlineNumber: offline?.offlineNumber ?? null },
  });
  await writeOrderDiscounts(scope, orderId, sale.pricing);
  // the outbox: posted to the tax authority after the commit, never before it
  await reportOrder(tx, tenantId, { id: orderId, usin: order.secondaryId, refUsin: null }, sale.integrations, true);
  const allocated = await allocateLines(scope, orderId, sale.cart, offline);
  await writeItemLots(scope, orderId, order, allocated);
  // after the lots, as every writer of both takes them (lots, then discounts, each in id order; a delivery's
  // cancellation too): two tills on a last use, one wins
  const used = sale.pricing.appliedDiscounts.map(({ rule }) => ({ id: rule.id, title: rule.title })).sort((a, b) => a.id.localeCompare(b.id));
  await consumeDiscountUses(tx, tenantId, used);
  // the day's figures by product, till and payment method: after the lots, as their cost is the lots' (order_item_lots)
  await addToSalesRollups(tx, tenantId, [orderId]);
  const shortfalls = allocated
    .filter((line) => line.shortfall > 0)
    .map((line) => ({ productId: line.item.productId, productName: order.items[line.index].name, quantity: line.item.quantity, short: line.shortfall }));
  return { order, shortfalls };
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
    const { order } = await completeSale(scope, sale, { payments: parsed.payments, heldOrderId: parsed.heldOrderId, offline: null });
    fresh = order;
    return { orderId: order.id };
  });
  return fresh ?? findOrder(tx, tenantId, answered.orderId);
}
