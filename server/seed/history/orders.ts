// The history's orders written set-based, row for row as the sale (completeSale.ts) and the return
// (returnOrder.ts) write theirs: the order with its amounts (orderAmountColumns), lines, lots and payments with
// their shares (orderPaymentRows), the discount lines, each till's own numbers; then the stock through the ledger
// (applyLotMovements: SALE, and RETURN_FROM_CUSTOMER for what came back, dated when they happened); the sales rollups
// from the orders (addToSalesRollups); the uses of the discounts taken (consumeDiscountUsesInBulk).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { toMoneyString, type Money } from "../../../common/money";
import { reserveSecondaryIds, SECONDARY_IDS, type Tx } from "../../db";
import { counters, orderDiscounts, orderItemLots, orderItems, orderPayments, orders } from "../../db/schema";
import { consumeDiscountUsesInBulk } from "../../modules/discounts";
import { applyLotMovements, type LotMovement } from "../../modules/inventory";
import { orderAmountColumns, orderPaymentRows } from "../../modules/sales";
import { addToSalesRollups } from "../../modules/salesRollups";
import type { BuiltSale } from "./baskets";
import type { HistoryContext } from "./context";
import { sessionOf, type TillDay } from "./sessions";
import { insertChunked } from "./rows";
import type { StepMark } from "../stepClock";

const s = (value: Money) => toMoneyString(value);
const MOVEMENTS_PER_CALL = 5_000;

export interface WrittenOrders {
  /** Each sale's number, by order id. */
  numbers: Map<string, string>;
  returnNumbers: Map<string, string>;
}

/** Numbers the sales per till in time order after what the till has sold before (its counter), as numberOrder does. */
async function numberSales(tx: Tx, tenantId: string, sales: readonly BuiltSale[]): Promise<Map<string, string>> {
  const numbers = new Map<string, string>();
  const perTill = new Map<string, number>();
  const existing = await tx.select({ name: counters.name, value: counters.value }).from(counters).where(sql`${counters.tenantId} = ${tenantId}::uuid and ${counters.name} like 'orders:%'`);
  for (const row of existing) perTill.set(row.name.slice("orders:".length), Number(row.value));
  for (const sale of sales) {
    const till = sale.plan.till;
    const next = (perTill.get(till.id) ?? 0) + 1;
    perTill.set(till.id, next);
    numbers.set(sale.orderId, `${till.secondaryId.replace(/^REG-/, "")}-${String(next).padStart(6, "0")}`);
  }
  for (const [tillId, value] of perTill) {
    await tx
      .insert(counters)
      .values({ tenantId, name: `orders:${tillId}`, value })
      .onConflictDoUpdate({ target: [counters.tenantId, counters.name], set: { value } });
  }
  return numbers;
}

/** The orders' rows of the sales rollups in one statement of the rollups' own writer (joining by hash: seedHistory). */
async function addAllToSalesRollups(tx: Tx, tenantId: string, orderIds: readonly string[]): Promise<void> {
  await tx.execute(sql`discard plans`);
  await addToSalesRollups(tx, tenantId, orderIds);
}

function saleStatuses(sale: BuiltSale) {
  if (sale.returned) return { status: "RETURNED", paymentStatus: "REFUNDED" };
  return { status: "COMPLETED", paymentStatus: "PAID" };
}

/** The sales' numbers (each till's own) and the returns' codes, before anything else of the orders is written. */
export async function numberOrders(tx: Tx, tenantId: string, sales: readonly BuiltSale[]): Promise<WrittenOrders> {
  const numbers = await numberSales(tx, tenantId, sales);
  const returns = sales.filter((sale) => sale.returned);
  const returnCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.orderReturn.counter, SECONDARY_IDS.orderReturn.prefix, returns.length);
  return { numbers, returnNumbers: new Map(returns.map((sale, index) => [sale.orderId, returnCodes[index]])) };
}

/** The orders as numbered, each with its fiscal number when its posting went through (fiscal.ts). */
export async function writeOrders(
  tx: Tx,
  context: HistoryContext,
  sales: readonly BuiltSale[],
  sessions: Map<string, TillDay>,
  { numbers, returnNumbers }: WrittenOrders,
  fiscalNumbers: ReadonlyMap<string, string>,
  mark: StepMark = () => {},
): Promise<void> {
  const { tenantId } = context;
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const lotRows: (typeof orderItemLots.$inferInsert)[] = [];
  const paymentRows: (typeof orderPayments.$inferInsert)[] = [];
  const discountRows: (typeof orderDiscounts.$inferInsert)[] = [];
  const movements: { at: number; movement: LotMovement }[] = [];
  for (const sale of sales) {
    const { plan, pricing } = sale;
    const session = sessionOf(sessions, plan.till.id, plan.day.date);
    const fees = pricing.deliveryCharges.plus(pricing.platformFee).plus(pricing.platformFeeTax).plus(pricing.posFees).plus(pricing.integrationCharges);
    const common = {
      tenantId,
      orderSource: "POS",
      orderChannel: "POS",
      locationId: plan.store.id,
      registerId: plan.till.id,
      sessionId: session.sessionId,
      customerId: plan.customerId,
      createdBy: plan.sellerId,
      updatedBy: plan.sellerId,
    };
    orderRows.push({
      ...common,
      id: sale.orderId,
      secondaryId: numbers.get(sale.orderId) as string,
      kind: "NORMAL",
      ...saleStatuses(sale),
      orderType: plan.delivery ? "DELIVERY" : "PICKUP",
      fulfillmentStatus: "FULFILLED",
      shippingStatus: plan.delivery ? "SHIPPED" : "NOT_APPLICABLE",
      ...orderAmountColumns(pricing),
      changeDue: s(sale.change),
      comment: plan.delivery ? "Home delivery" : null,
      fbrInvoiceId: fiscalNumbers.get(sale.orderId) ?? null,
      completedAt: plan.at,
      createdAt: plan.at,
      updatedAt: sale.returned?.at ?? plan.at,
    });
    sale.lines.forEach((line, index) => {
      const priced = pricing.lines[index];
      const item = {
        tenantId,
        productId: line.productId,
        position: index + 1,
        name: line.name,
        skuCode: line.skuCode,
        quantity: line.quantity,
        unitPrice: s(priced.unitPrice),
        isTaxInclusive: priced.isTaxInclusive,
        taxRate: priced.taxRate.toString(),
        subTotal: s(priced.subTotal),
        discount: s(priced.discount),
        tax: s(priced.tax),
        totalPrice: s(priced.totalPrice),
      };
      itemRows.push({ ...item, id: line.itemId, orderId: sale.orderId, returnedQuantity: sale.returned ? line.quantity : 0, createdAt: plan.at });
      for (const lot of line.lots) {
        lotRows.push({ tenantId, orderId: sale.orderId, orderItemId: line.itemId, lotId: lot.lotId, quantity: lot.units, returnedQuantity: sale.returned ? lot.units : 0, scanned: false });
        movements.push({ at: plan.at.getTime(), movement: { kind: "SALE", lotId: lot.lotId, quantity: -lot.units, document: { type: "ORDER", id: sale.orderId }, userId: plan.sellerId, at: plan.at } });
      }
      if (sale.returned) {
        const returnItemId = randomUUID();
        itemRows.push({ ...item, id: returnItemId, orderId: sale.returned.orderId, createdAt: sale.returned.at });
        for (const lot of line.lots) {
          lotRows.push({ tenantId, orderId: sale.returned.orderId, orderItemId: returnItemId, lotId: lot.lotId, quantity: lot.units, scanned: false });
          movements.push({ at: sale.returned.at.getTime(), movement: { kind: "RETURN_FROM_CUSTOMER", lotId: lot.lotId, quantity: lot.units, document: { type: "ORDER_RETURN", id: sale.returned.orderId }, userId: plan.sellerId, at: sale.returned.at } });
        }
      }
    });
    const amounts = { gross: pricing.subtotal, discount: pricing.totalDiscount, tax: pricing.tax, fees };
    const paid = orderPaymentRows({ tenantId, orderId: sale.orderId, sessionId: session.sessionId, locationId: plan.store.id, status: "PAID", amounts, payments: sale.payments, takenAt: plan.at });
    paymentRows.push(...paid);
    pricing.appliedDiscounts.forEach(({ rule, amount }, index) => {
      discountRows.push({ tenantId, id: randomUUID(), orderId: sale.orderId, discountId: rule.id, title: rule.title, code: rule.code, scope: rule.scope, amount: s(amount), position: index + 1 });
    });
    if (sale.returned) {
      const returnSession = sessionOf(sessions, plan.till.id, plan.day.date);
      const refund = [{ method: sale.payments[0].method, amount: pricing.total, tendered: pricing.total }];
      orderRows.push({
        ...common,
        id: sale.returned.orderId,
        secondaryId: returnNumbers.get(sale.orderId) as string,
        kind: "RETURN",
        parentOrderId: sale.orderId,
        status: "RETURNED",
        orderType: "RETURN",
        paymentStatus: "REFUNDED",
        fulfillmentStatus: "FULFILLED",
        shippingStatus: "NOT_APPLICABLE",
        ...orderAmountColumns(pricing),
        comment: "Customer changed their mind",
        fbrInvoiceId: fiscalNumbers.get(sale.returned.orderId) ?? null,
        completedAt: sale.returned.at,
        createdAt: sale.returned.at,
        updatedAt: sale.returned.at,
      });
      paymentRows.push(
        ...orderPaymentRows({ tenantId, orderId: sale.returned.orderId, sessionId: returnSession.sessionId, locationId: plan.store.id, status: "REFUNDED", amounts, payments: refund, takenAt: sale.returned.at }),
      );
    }
  }
  mark("orders rows built");
  await insertChunked(tx, orders, orderRows);
  await insertChunked(tx, orderItems, itemRows);
  await insertChunked(tx, orderItemLots, lotRows);
  await insertChunked(tx, orderPayments, paymentRows);
  await insertChunked(tx, orderDiscounts, discountRows);
  mark("orders inserted");
  movements.sort((a, b) => a.at - b.at);
  // in time order, a few thousand at a time (each call one statement per table)
  for (let start = 0; start < movements.length; start += MOVEMENTS_PER_CALL) {
    await applyLotMovements(tx, tenantId, movements.slice(start, start + MOVEMENTS_PER_CALL).map((entry) => entry.movement));
  }
  mark("orders ledger");
  const orderIds = orderRows.map((row) => row.id as string);
  await addAllToSalesRollups(tx, tenantId, orderIds);
  mark("orders rollups");
  // every sale's uses of each discount in one statement
  const uses = new Map<string, { id: string; title: string; uses: number }>();
  for (const sale of sales) {
    for (const { rule } of sale.pricing.appliedDiscounts) {
      const use = uses.get(rule.id) ?? { id: rule.id, title: rule.title, uses: 0 };
      use.uses += 1;
      uses.set(rule.id, use);
    }
  }
  await consumeDiscountUsesInBulk(tx, tenantId, [...uses.values()]);
  mark("orders discount uses");
}
