// The demo's 90 days of history (README "Demo data"), a seed step of its own after the demo's current data: each
// store's sales with their rhythms, the returns, the lost sales, a closed session per till and day, the weekly
// deliveries, the lots near expiry and expired, the fiscal postings, the warehouse's transfers and the stores'
// demand notes. The ledger rows are dated when their stock moved, as the documents are. Deterministic: the dice are
// seeded with the tenant's account id, so every first start makes the same business (only the day it ends on moves).
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db";
import { adminScope } from "../registers";
import { buildSales, cashRefundOf } from "./baskets";
import { historyDays } from "./calendar";
import { loadHistoryContext } from "./context";
import { receiveDeliveries } from "./deliveries";
import { planFiscalPostings, writeFiscalPostings } from "./fiscal";
import { writeLostSales } from "./lostSales";
import { numberOrders, writeOrders } from "./orders";
import { writeTransfers } from "./transfers";
import { planSales } from "./plan";
import { dice } from "./random";
import { moveTodaysCash, sessionOf, sessionsOf, writeSessions } from "./sessions";
import type { StepMark } from "../stepClock";

/** The longest statement of the history (thousands of rows at once, on a loaded machine), instead of the server's usual few seconds. */
const HISTORY_STATEMENT_TIMEOUT = "300s";

export async function seedHistory(tx: Tx, tenantId: string, accountId: string, now: Date = new Date(), mark: StepMark = () => {}): Promise<void> {
  const [{ timeout, nestloop }] = await queryRows<{ timeout: string; nestloop: string }>(
    tx,
    sql`select current_setting('statement_timeout') as timeout, current_setting('enable_nestloop') as nestloop`,
  );
  await tx.execute(sql`select set_config('statement_timeout', ${HISTORY_STATEMENT_TIMEOUT}, true)`);
  try {
    await writeHistory(tx, tenantId, accountId, now, nestloop, mark);
  } finally {
    await tx.execute(sql`select set_config('statement_timeout', ${timeout}, true)`);
  }
}

/**
 * Runs a step of thousands of rows at once joining by hash. Its statements join them to tables filled moments ago
 * and never analyzed: planned for a few rows, the joins go row by row (nested loops), quadratic here. The steps
 * made of service calls (a few rows each) keep the usual plans.
 */
async function inBulk<T>(tx: Tx, nestloop: string, step: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  await tx.execute(sql`discard plans`);
  try {
    return await step();
  } finally {
    await tx.execute(sql`select set_config('enable_nestloop', ${nestloop}, true)`);
    await tx.execute(sql`discard plans`);
  }
}

async function writeHistory(tx: Tx, tenantId: string, accountId: string, now: Date, nestloop: string, mark: StepMark): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const context = await loadHistoryContext(tx, tenantId, accountId, scope.auth.user.id);
  if (context.stores.length === 0 || context.products.length === 0) return;
  mark("context");
  const days = historyDays(now);
  const roll = dice(`demo-history:${accountId}`);
  const plans = planSales(context, days, now, roll);
  mark("plan");
  const lots = await inBulk(tx, nestloop, () => receiveDeliveries(tx, context, days, plans, roll, mark));
  const { sales, lost } = buildSales(context, plans, lots);
  mark("baskets");
  const sessions = await sessionsOf(tx, context, scope, days);
  for (const sale of sales) {
    const session = sessionOf(sessions, sale.plan.till.id, sale.plan.day.date);
    session.cashIn = session.cashIn.plus(sale.cashApplied);
    session.cashOut = session.cashOut.plus(cashRefundOf(sale));
  }
  mark("sessions of");
  await inBulk(tx, nestloop, () => writeSessions(tx, context, sessions, roll));
  mark("sessions");
  const numbers = await numberOrders(tx, tenantId, sales);
  const postings = planFiscalPostings(tenantId, sales, numbers, roll);
  mark("orders numbers");
  await inBulk(tx, nestloop, async () => {
    await writeOrders(tx, context, sales, sessions, numbers, postings.numbers, mark);
    await writeFiscalPostings(tx, postings);
  });
  mark("fiscal");
  await moveTodaysCash(tx, tenantId, sessions);
  mark("today's cash");
  await writeLostSales(scope, context, days, lost, roll);
  mark("lost sales");
  await inBulk(tx, nestloop, () => writeTransfers(tx, context, days, lots, { sales, lost }, roll));
  mark("transfers");
  // each till's last opened and closed times follow its sessions
  await tx.execute(sql`update location_registers r set
      last_opened_at = (select max(opened_at) from register_sessions s where s.tenant_id = r.tenant_id and s.register_id = r.id),
      last_closed_at = (select max(closed_at) from register_sessions s where s.tenant_id = r.tenant_id and s.register_id = r.id)
    where r.tenant_id = ${tenantId}::uuid`);
  mark("tills");
}
