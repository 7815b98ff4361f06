// A sale the till made offline, sent when the connection returned (README "Offline sales (server)", issue 29):
// syncOfflineOrder takes it through the one sale path (completeSale) as made: at its time, in the register's
// session of that time, FEFO from what is there. What cannot be as the till made it is recorded and flagged for the
// manager (offline discrepancies), never refused: units no lot holds (SHORTFALL) and a price that was not the one in
// force at its time (PRICE). What is refused, naming the field: a time before the session opened, after it closed
// or in the future, an offline number not of this register, a register of another location or company.
import { sql } from "drizzle-orm";
import { formatMoney, money, toMoneyString } from "../../common/money";
import {
  OFFLINE_CLOCK_SKEW_MINUTES,
  offlineNumberOfRegisterMessage,
  offlineNumberTakenMessage,
  offlineOrderSchema,
  registerCodeOfOfflineNumber,
  type OfflineOrderInput,
} from "../../common/schemas/offlineSale";
import { queryRows } from "../db";
import { orders } from "../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../core/context";
import { badUserInput, parseInput } from "../core/errors";
import { claimKeyOf, withIdempotency } from "../core/idempotency";
import { uniqueViolationToInput } from "../core/serviceHelpers";
import { findOrder, priceSale, writeOfflineDiscrepancies, type NewOfflineDiscrepancy, type OrderRow, type PricedSale } from "../modules/sales";
import { completeSale, type CompletedSale } from "./completeSale";

const futureMessage = (madeAt: Date) => `madeAt ${madeAt.toISOString()} is in the future: a till's clock may run at most ${OFFLINE_CLOCK_SKEW_MINUTES} minutes ahead of the server's.`;

/** The request as its key remembers it: a repeat must send the same sale to get the first order back. */
function requestOf(userId: string, input: OfflineOrderInput) {
  return {
    userId,
    offlineNumber: input.offlineNumber,
    madeAt: input.madeAt.toISOString(),
    order: { ...input.order, items: input.order.items.map((item) => ({ ...item })) },
    payments: input.payments.map((payment) => ({ method: payment.method, amount: money(payment.amount).toFixed(2) })),
    linePrices: input.linePrices.map((line) => ({ productId: line.productId, unitPrice: money(line.unitPrice).toFixed(2) })),
  };
}

/** The offline number must name this register (REG-0001-OFF-000042 of REG-0001) and be new to the company. */
async function checkOfflineNumber(scope: ServiceScope, offlineNumber: string, register: PricedSale["register"]): Promise<void> {
  if (registerCodeOfOfflineNumber(offlineNumber) !== register.secondaryId.toUpperCase()) throw badUserInput({ offlineNumber: offlineNumberOfRegisterMessage(register.secondaryId) });
  const [taken] = await queryRows<{ id: string }>(scope.tx, sql`select id from ${orders} where tenant_id = ${scope.tenantId}::uuid and offline_number = ${offlineNumber} limit 1`);
  if (taken) throw badUserInput({ offlineNumber: offlineNumberTakenMessage(offlineNumber) });
}

/** PRICE: each line charged another unit price than the list's at the sale's time; SHORTFALL: units no lot held. */
function discrepanciesOf(sale: PricedSale, completed: CompletedSale): NewOfflineDiscrepancy[] {
  const found: NewOfflineDiscrepancy[] = [];
  sale.cart.items.forEach((item, index) => {
    const line = sale.pricing.lines[index];
    const listPrice = money(sale.listPrices.get(item.productId) ?? line.unitPrice);
    if (!money(line.unitPrice).equals(listPrice)) {
      found.push({
        kind: "PRICE",
        productId: item.productId,
        productName: completed.order.items[index].name,
        lotId: item.lotId,
        quantity: item.quantity,
        expected: formatMoney(listPrice),
        actual: formatMoney(line.unitPrice),
        amount: toMoneyString(money(line.unitPrice).minus(listPrice).times(item.quantity)),
      });
    }
  });
  for (const shortfall of completed.shortfalls) {
    found.push({ kind: "SHORTFALL", productId: shortfall.productId, productName: shortfall.productName, quantity: shortfall.short, expected: String(shortfall.quantity), actual: String(shortfall.quantity - shortfall.short) });
  }
  return found;
}

/**
 * An offline sale, once per idempotency key: a repeat (a retried or duplicated sync) answers the first order;
 * the same offline number under another key is refused on `offlineNumber`; a key createOrder already used answers
 * that order (the till tried online, got no answer, then went offline), and one this took cannot sell again online.
 */
export async function syncOfflineOrder(scope: ServiceScope, raw: unknown): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(offlineOrderSchema, raw);
  assertLocationAllowed(scope, input.order.locationId);
  let fresh: OrderRow | null = null;
  const answered = await withIdempotency(tx, { tenantId, operation: "syncOfflineOrder", key: input.idempotencyKey, request: requestOf(auth.user.id, input) }, async () => {
    if (input.madeAt.getTime() > Date.now() + OFFLINE_CLOCK_SKEW_MINUTES * 60_000) throw badUserInput({ madeAt: futureMessage(input.madeAt) });
    // the till tried it online first (createOrder, same key), got no answer and kept it: the order made then is the sale
    const online = await claimKeyOf(tx, { tenantId, operation: "createOrder", key: input.idempotencyKey, marker: "syncOfflineOrder" });
    if (online !== null && typeof online === "object" && "orderId" in online && typeof online.orderId === "string") return { orderId: online.orderId };
    const chargedPrices = new Map(input.linePrices.map((line) => [line.productId, money(line.unitPrice).toFixed(2)]));
    const sale = await priceSale(scope, input.order, { madeAt: input.madeAt, chargedPrices });
    await checkOfflineNumber(scope, input.offlineNumber, sale.register);
    const completed = await completeSale(scope, sale, { payments: input.payments, heldOrderId: null, offline: { madeAt: input.madeAt, offlineNumber: input.offlineNumber } }).catch((error: unknown) => {
      throw uniqueViolationToInput(error, { orders_offline_number_uq: ["offlineNumber", offlineNumberTakenMessage(input.offlineNumber)] });
    });
    await writeOfflineDiscrepancies(tx, tenantId, { id: completed.order.id, locationId: completed.order.locationId, offlineNumber: input.offlineNumber }, discrepanciesOf(sale, completed));
    fresh = completed.order;
    return { orderId: completed.order.id };
  });
  return fresh ?? findOrder(tx, tenantId, answered.orderId);
}
