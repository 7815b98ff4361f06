// A POS sale (DESIGN "Selling", "Retries"; spec §3 Order): createOrder runs once per idempotency key, in the
// resolver's one transaction: the register's OPENED session is locked, the cart re-priced (priceCart, as the
// summary), every line allocated FEFO (allocateLots, in product id order), the order written COMPLETED and PAID
// with its items, lots and payments, the stock moved (applyLotMovements), the cash taken added to the session's
// balance, and the per-register order number taken LAST, so that tills never wait on each other's counter row.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { money, toMoneyString, type Money } from "../../../common/money";
import { settlePayments, splitByWeights, type PricedCart } from "../../../common/pricing/cart";
import { formatMoney } from "../../../common/money";
import { createOrderSchema, nonCashOverMessage, paymentsShortMessage, type CartItemInput } from "../../../common/schemas/order";
import type { Tx } from "../../db";
import { counters, orderItemLots, orderItems, orderPayments, orders, registerSessions } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, parseInput } from "../../core/errors";
import { withIdempotency } from "../../core/idempotency";
import { recordActivity } from "../activity/recordActivity";
import { allocateLots, type LotAllocation } from "../inventory/allocation";
import { applyLotMovements, type LotMovement } from "../inventory/ledger";
import { priceSale, type PricedSale } from "./cartService";
import { closeHeldOrder } from "./holdService";
import { findOrder } from "./orderQueries";
import type { OrderRow } from "./orderRows";
import type { SaleProduct, SaleRegister } from "./saleProducts";

interface OpenSession {
  id: string;
  locationId: string;
}

/** The register's OPENED session, locked until the sale commits; CONFLICT when the register is not open. */
export async function lockOpenSession(tx: Tx, tenantId: string, register: SaleRegister): Promise<OpenSession> {
  const [session] = await tx
    .select({ id: registerSessions.id, locationId: registerSessions.locationId })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, register.id), eq(registerSessions.status, "OPENED")))
    .for("update");
  if (!session) throw conflict(`Register ${register.name} is not open. Open it before selling.`);
  if (session.locationId !== register.locationId) throw conflict(`Register ${register.name} is open at another location.`);
  return session;
}

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

/** The payments settled against the total, or BAD_USER_INPUT naming `payments`. */
function settle(pricing: PricedCart, payments: readonly { method: string; amount: number }[]) {
  const settlement = settlePayments(pricing.total, payments);
  if (!settlement.ok) {
    const total = formatMoney(pricing.total);
    throw badUserInput({
      payments: settlement.reason === "NON_CASH_OVER" ? nonCashOverMessage(formatMoney(settlement.nonCash), total) : paymentsShortMessage(formatMoney(settlement.paid), total),
    });
  }
  return settlement;
}

const s = (value: Money) => toMoneyString(value);

async function writeOrder(scope: ServiceScope, orderId: string, sale: PricedSale, session: OpenSession, allocated: AllocatedLine[], settlement: ReturnType<typeof settle>): Promise<void> {
  const { tx, tenantId, auth } = scope;
  const { cart, pricing, products } = sale;
  const fees = pricing.deliveryCharges.plus(pricing.platformFee).plus(pricing.platformFeeTax).plus(pricing.posFees).plus(pricing.integrationCharges);
  await tx.insert(orders).values({
    tenantId,
    id: orderId,
    secondaryId: `PENDING-${orderId}`,
    status: "COMPLETED",
    orderType: cart.orderType,
    orderSource: "POS",
    orderChannel: "POS",
    paymentStatus: "PAID",
    fulfillmentStatus: "FULFILLED",
    shippingStatus: "NOT_APPLICABLE",
    locationId: cart.locationId,
    registerId: cart.registerId,
    sessionId: session.id,
    mrNo: cart.mrNo,
    specialInstructions: cart.specialInstructions,
    subtotal: s(pricing.subtotal),
    totalDiscount: s(pricing.totalDiscount),
    tax: s(pricing.tax),
    deliveryCharges: s(pricing.deliveryCharges),
    platformFee: s(pricing.platformFee),
    platformFeeTax: s(pricing.platformFeeTax),
    posFees: s(pricing.posFees),
    integrationCharges: s(pricing.integrationCharges),
    totalAmount: s(pricing.total),
    changeDue: s(settlement.change),
    completedAt: sql`now()`,
    createdBy: auth.user.id,
    updatedBy: auth.user.id,
  });
  const itemIds = cart.items.map(() => randomUUID());
  await tx.insert(orderItems).values(
    cart.items.map((item, index) => {
      const product = products.get(item.productId) as SaleProduct;
      const line = pricing.lines[index];
      return {
        tenantId,
        id: itemIds[index],
        orderId,
        productId: item.productId,
        position: index + 1,
        name: product.name,
        skuCode: product.skuCode,
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
  await tx.insert(orderItemLots).values(
    allocated.flatMap(({ item, index, lots }) =>
      lots.map((lot) => ({ tenantId, orderId, orderItemId: itemIds[index], lotId: lot.lotId, quantity: lot.quantity, scanned: lot.lotId === item.lotId })),
    ),
  );
  const weights = settlement.payments.map((payment) => payment.amount);
  const shares = {
    gross: splitByWeights(pricing.subtotal, weights),
    discount: splitByWeights(pricing.totalDiscount, weights),
    tax: splitByWeights(pricing.tax, weights),
    fees: splitByWeights(fees, weights),
  };
  await tx.insert(orderPayments).values(
    settlement.payments.map((payment, index) => ({
      tenantId,
      orderId,
      sessionId: session.id,
      locationId: cart.locationId,
      method: payment.method,
      status: "PAID",
      amount: s(payment.amount),
      tendered: s(payment.tendered),
      grossShare: s(shares.gross[index]),
      discountShare: s(shares.discount[index]),
      taxShare: s(shares.tax[index]),
      feesShare: s(shares.fees[index]),
      // rows are evaluated in the order given: the payments read back in the order they were taken
      createdAt: sql`clock_timestamp()`,
    })),
  );
  if (settlement.cashApplied.greaterThan(0)) {
    await tx
      .update(registerSessions)
      .set({ balance: sql`${registerSessions.balance} + ${s(settlement.cashApplied)}::numeric`, updatedAt: sql`now()` })
      .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.id, session.id)));
  }
}

/** The sale's number from the register's own counter, e.g. 000001-000042: the last statement of the sale. */
async function numberOrder(tx: Tx, tenantId: string, orderId: string, register: SaleRegister): Promise<void> {
  const prefix = `${register.secondaryId.replace(/^REG-/, "")}-`;
  const name = `orders:${register.id}`;
  await tx.execute(sql`with bumped as (
      insert into ${counters} (tenant_id, name, value) values (${tenantId}::uuid, ${name}, 1)
      on conflict (tenant_id, name) do update set value = ${counters}.value + 1
      returning value::text as value)
    update ${orders} set secondary_id = ${prefix} || (case when length(bumped.value) >= 6 then bumped.value else lpad(bumped.value, 6, '0') end)
    from bumped where ${orders.tenantId} = ${tenantId}::uuid and ${orders.id} = ${orderId}::uuid`);
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
  const answered = await withIdempotency(tx, { tenantId, operation: "createOrder", key: parsed.idempotencyKey, request }, async () => {
    const sale = await priceSale(scope, parsed.order);
    if (sale.register.status !== "ACTIVE") throw conflict(`Register ${sale.register.name} is inactive.`);
    const session = await lockOpenSession(tx, tenantId, sale.register);
    const settlement = settle(sale.pricing, parsed.payments);
    if (parsed.heldOrderId) await closeHeldOrder(scope, parsed.heldOrderId, sale.register.id);
    const orderId = randomUUID();
    const allocated = await allocateLines(scope, orderId, sale.cart);
    await writeOrder(scope, orderId, sale, session, allocated, settlement);
    await recordActivity(scope, {
      action: "CREATE",
      entity: "order",
      entityId: orderId,
      details: { registerId: sale.register.id, sessionId: session.id, total: s(sale.pricing.total), heldOrderId: parsed.heldOrderId },
    });
    await numberOrder(tx, tenantId, orderId, sale.register);
    return { orderId };
  });
  return findOrder(tx, tenantId, answered.orderId);
}
