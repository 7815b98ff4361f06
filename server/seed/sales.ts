// Demo sales, so that the order list, the sessions and the Z report are alive on first start. Through the
// services, as each store's manager would: at every store's 'Till 1' two closed sessions of earlier days with a
// few counter sales (one fulfilled), and at the first store also today's OPENED session with sales and a held
// cart; a resumed hold shows as CANCELLED. Only the dates are moved back afterwards (sessions, orders, payments,
// cash entries): the stock ledger keeps its real time. Each sale takes one unit, so the stores keep their stock.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import type { ServiceScope } from "../core/context";
import type { Tx } from "../db/engine";
import { locationRegisters, locations, orderPayments, orders, productLots, registerBalanceEntries, registerSessions } from "../db/schema";
import { closeRegisterSession, openRegisterSession } from "../modules/registers";
import { calculateCartSummary, holdOrder, resumeHeldOrder, processOrder } from "../modules/sales";
import { createOrder } from "../flows";
import { sellableLotAt } from "../modules/inventory";
import { addToSalesRollups } from "../modules/salesRollups";
import { adminScope } from "./registers";

type Payment = { method: "CASH" | "CARD" | "CREDIT" | "BANK_TRANSFER"; amount: number };

/** Up to three products with sellable units at the store, the most stocked first. */
async function productsAt(tx: Tx, tenantId: string, locationId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: productLots.productId, units: sql<number>`sum(${productLots.quantity})::int` })
    .from(productLots)
    .where(sellableLotAt(tenantId, locationId))
    .groupBy(productLots.productId)
    .orderBy(sql`2 desc`, asc(productLots.productId))
    .limit(3);
  return rows.filter((row) => row.units >= 4).map((row) => row.productId);
}

async function sell(scope: ServiceScope, cart: { locationId: string; registerId: string }, productIds: string[], payments: (total: number) => Payment[]) {
  const order = { ...cart, items: productIds.map((productId) => ({ productId, quantity: 1 })) };
  const summary = await calculateCartSummary(scope, order);
  return createOrder(scope, { idempotencyKey: newIdempotencyKey(), order, payments: payments(summary.total) });
}

/** Moves a session and everything written in it back by whole days. */
async function backdate(tx: Tx, tenantId: string, sessionId: string, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days})`;
  const inSession = and(eq(orders.tenantId, tenantId), eq(orders.sessionId, sessionId));
  const orderIds = (await tx.select({ id: orders.id }).from(orders).where(inSession)).map((row) => row.id);
  // the sales rollups follow their orders to the earlier day: out of today's figures, into that day's
  await addToSalesRollups(tx, tenantId, orderIds, -1);
  await tx.update(orders).set({ createdAt: sql`${orders.createdAt} - ${shift}`, updatedAt: sql`${orders.updatedAt} - ${shift}`, completedAt: sql`${orders.completedAt} - ${shift}` }).where(inSession);
  if (orderIds.length > 0) {
    await tx.update(orderPayments).set({ createdAt: sql`${orderPayments.createdAt} - ${shift}` }).where(and(eq(orderPayments.tenantId, tenantId), inArray(orderPayments.orderId, orderIds)));
  }
  await tx
    .update(registerBalanceEntries)
    .set({ createdAt: sql`${registerBalanceEntries.createdAt} - ${shift}` })
    .where(and(eq(registerBalanceEntries.tenantId, tenantId), eq(registerBalanceEntries.sessionId, sessionId)));
  await tx
    .update(registerSessions)
    .set({ openedAt: sql`${registerSessions.openedAt} - ${shift}`, closedAt: sql`${registerSessions.closedAt} - ${shift}`, createdAt: sql`${registerSessions.createdAt} - ${shift}` })
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.id, sessionId)));
  await addToSalesRollups(tx, tenantId, orderIds, 1);
}

const cashWithChange = (total: number): Payment[] => [{ method: "CASH", amount: Math.ceil(total / 100) * 100 }];
const card = (total: number): Payment[] => [{ method: "CARD", amount: total }];
const split = (total: number): Payment[] => (total > 10 ? [{ method: "CARD", amount: 10 }, { method: "CASH", amount: Math.ceil(total) }] : card(total));

async function pastSession(scope: ServiceScope, register: { id: string; locationId: string }, productIds: string[], daysAgo: number): Promise<void> {
  const cart = { locationId: register.locationId, registerId: register.id };
  const session = await openRegisterSession(scope, register.id, { openingAmount: 5000, denominations: [{ denomination: 1000, count: 5 }] });
  await sell(scope, cart, productIds.slice(0, 1), cashWithChange);
  const fulfilled = await sell(scope, cart, productIds.slice(1, 2), card);
  await processOrder(scope, fulfilled.id, "FULFILLED", null);
  if (daysAgo === 1) await sell(scope, cart, productIds.slice(0, 1), split);
  const [{ balance }] = await scope.tx.select({ balance: registerSessions.balance }).from(registerSessions).where(and(eq(registerSessions.tenantId, scope.tenantId), eq(registerSessions.id, session.id)));
  await closeRegisterSession(scope, session.id, { closingAmount: Number(balance), note: "End of day" });
  await backdate(scope.tx, scope.tenantId, session.id, daysAgo);
}

export async function seedSales(tx: Tx, tenantId: string): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const tills = await tx
    .select({ id: locationRegisters.id, locationId: locationRegisters.locationId, name: locationRegisters.name })
    .from(locationRegisters)
    .innerJoin(locations, and(eq(locations.tenantId, locationRegisters.tenantId), eq(locations.id, locationRegisters.locationId)))
    .where(and(eq(locationRegisters.tenantId, tenantId), sql`${locationRegisters.name} like '% Till 1'`))
    .orderBy(asc(locations.secondaryId));
  for (const [index, till] of tills.entries()) {
    const productIds = await productsAt(tx, tenantId, till.locationId);
    if (productIds.length < 2) continue;
    await pastSession(scope, till, productIds, 2);
    await pastSession(scope, till, productIds, 1);
    if (index === 0) await today(scope, till, productIds);
    // the register's last opened/closed times follow its sessions' (moved back) dates
    await tx
      .update(locationRegisters)
      .set({
        lastOpenedAt: sql`(select max(opened_at) from register_sessions where tenant_id = ${tenantId}::uuid and register_id = ${till.id}::uuid)`,
        lastClosedAt: sql`(select max(closed_at) from register_sessions where tenant_id = ${tenantId}::uuid and register_id = ${till.id}::uuid)`,
      })
      .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, till.id)));
  }
}

/** Today at the first store: an open till with sales, a held cart, and a hold that was resumed (CANCELLED). */
async function today(scope: ServiceScope, till: { id: string; locationId: string }, productIds: string[]): Promise<void> {
  const cart = { locationId: till.locationId, registerId: till.id };
  await openRegisterSession(scope, till.id, { openingAmount: 3000, denominations: [{ denomination: 1000, count: 3 }] });
  await sell(scope, cart, productIds.slice(0, 2), split);
  await holdOrder(scope, { order: { ...cart, items: [{ productId: productIds[0], quantity: 2 }] }, note: "Customer fetching prescription" });
  const resumed = await holdOrder(scope, { order: { ...cart, items: [{ productId: productIds[1], quantity: 1 }] }, note: "Came back later" });
  await resumeHeldOrder(scope, resumed.id);
}
