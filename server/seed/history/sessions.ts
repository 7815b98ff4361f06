// The tills' sessions of the history: one per till per past day, opened at 08:50 with a float of Rs 5,000 and
// closed at 23:10, its expected cash (the drawer's balance) what its sales and returns moved, exactly as the drawer
// would have kept it, and the counted cash that amount except on a few evenings (a cash difference). Written set-
// based with their OPENING and CLOSING entries, as the register close records them. Today each till sells into
// its OPENED session (the demo's own at the first till, else one opened through the register service), and the
// drawer takes today's cash through moveDrawerCash.
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { toMoneyString, ZERO, type Money } from "../../../common/money";
import type { ServiceScope } from "../../core/context";
import { reserveSecondaryIds, SECONDARY_IDS, type Tx } from "../../db";
import { registerBalanceEntries, registerSessions } from "../../db/schema";
import { moveDrawerCash, openRegisterSession } from "../../modules/registers";
import { atMinute, type HistoryDay } from "./calendar";
import type { HistoryContext, HistoryTill } from "./context";
import type { Dice } from "./random";
import { insertChunked } from "./rows";

const FLOAT = 5000;
const OPEN_MINUTE = 8 * 60 + 50;
const CLOSE_MINUTE = 23 * 60 + 10;

/** The session of a till on a day, and the cash its sales and returns moved. */
export interface TillDay {
  sessionId: string;
  till: HistoryTill;
  day: HistoryDay;
  cashIn: Money;
  cashOut: Money;
}

const keyOf = (tillId: string, date: string) => `${tillId}|${date}`;

/** A session id for every till and day (today's the OPENED one), known before the orders are written. */
export async function sessionsOf(tx: Tx, context: HistoryContext, scope: ServiceScope, days: readonly HistoryDay[]): Promise<Map<string, TillDay>> {
  const sessions = new Map<string, TillDay>();
  for (const store of context.stores) {
    for (const till of store.tills) {
      for (const day of days) {
        sessions.set(keyOf(till.id, day.date), { sessionId: day.ago === 0 ? "" : randomUUID(), till, day, cashIn: ZERO, cashOut: ZERO });
      }
      const today = sessions.get(keyOf(till.id, days[days.length - 1].date));
      if (!today) continue;
      const [open] = await tx
        .select({ id: registerSessions.id })
        .from(registerSessions)
        .where(and(eq(registerSessions.tenantId, context.tenantId), eq(registerSessions.registerId, till.id), eq(registerSessions.status, "OPENED")));
      today.sessionId = open?.id ?? (await openRegisterSession(scope, till.id, { openingAmount: FLOAT, denominations: [{ denomination: 1000, count: 5 }] })).id;
      // opened before the day's first sale (the store opens at 09:00), not when the seed ran
      const opened = atMinute(today.day, OPEN_MINUTE);
      await tx.update(registerSessions).set({ openedAt: opened, createdAt: opened }).where(and(eq(registerSessions.tenantId, context.tenantId), eq(registerSessions.id, today.sessionId), gt(registerSessions.openedAt, opened)));
      await tx
        .update(registerBalanceEntries)
        .set({ createdAt: opened })
        .where(and(eq(registerBalanceEntries.tenantId, context.tenantId), eq(registerBalanceEntries.sessionId, today.sessionId), eq(registerBalanceEntries.kind, "OPENING"), gt(registerBalanceEntries.createdAt, opened)));
    }
  }
  return sessions;
}

export const sessionOf = (sessions: Map<string, TillDay>, tillId: string, date: string): TillDay => {
  const found = sessions.get(keyOf(tillId, date));
  if (!found) throw new Error(`Demo history: no session for till ${tillId} on ${date}.`);
  return found;
};

/** Writes the past days' closed sessions; today's cash goes into the open ones through the drawer. */
export async function writeSessions(tx: Tx, context: HistoryContext, sessions: Map<string, TillDay>, dice: Dice): Promise<void> {
  const { tenantId, adminId } = context;
  const past = [...sessions.values()].filter((session) => session.day.ago > 0).sort((a, b) => a.day.start.getTime() - b.day.start.getTime() || a.till.name.localeCompare(b.till.name));
  const codes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.registerSession.counter, SECONDARY_IDS.registerSession.prefix, past.length);
  const sessionRows: (typeof registerSessions.$inferInsert)[] = [];
  const entryRows: (typeof registerBalanceEntries.$inferInsert)[] = [];
  past.forEach((session, index) => {
    const opened = atMinute(session.day, OPEN_MINUTE);
    const closed = atMinute(session.day, CLOSE_MINUTE);
    const expected = session.cashIn.minus(session.cashOut).plus(FLOAT);
    // a few evenings the count is a little short (or over)
    const difference = dice.chance(0.06) ? (dice.chance(0.7) ? -1 : 1) * dice.int(1, 50) * 10 : 0;
    const counted = expected.plus(difference).lessThan(0) ? expected : expected.plus(difference);
    const matched = counted.equals(expected);
    sessionRows.push({
      tenantId,
      id: session.sessionId,
      secondaryId: codes[index],
      registerId: session.till.id,
      locationId: session.till.locationId,
      status: "CLOSED",
      openingAmount: toMoneyString(FLOAT),
      balance: toMoneyString(expected),
      closingAmount: toMoneyString(counted),
      isAmountMatched: matched,
      openingDenominations: { "1000": 5 },
      closingNote: matched ? "End of day" : counted.lessThan(expected) ? "Short at the count" : "Over at the count",
      openedAt: opened,
      openedBy: adminId,
      closedAt: closed,
      closedBy: adminId,
      createdAt: opened,
      updatedAt: closed,
    });
    entryRows.push(
      { tenantId, sessionId: session.sessionId, kind: "OPENING", amount: toMoneyString(FLOAT), balanceAfter: toMoneyString(FLOAT), createdAt: opened, createdBy: adminId },
      { tenantId, sessionId: session.sessionId, kind: "CLOSING", amount: toMoneyString(counted), note: matched ? "End of day" : null, balanceAfter: toMoneyString(expected), createdAt: closed, createdBy: adminId },
    );
  });
  await insertChunked(tx, registerSessions, sessionRows);
  await insertChunked(tx, registerBalanceEntries, entryRows);
}

/** Today's cash into (and out of) each till's open session, through the drawer. */
export async function moveTodaysCash(tx: Tx, tenantId: string, sessions: Map<string, TillDay>): Promise<void> {
  for (const session of sessions.values()) {
    if (session.day.ago !== 0) continue;
    if (session.cashIn.greaterThan(0)) await moveDrawerCash(tx, { tenantId, sessionId: session.sessionId, reason: "SALE", amount: session.cashIn });
    if (session.cashOut.greaterThan(0)) await moveDrawerCash(tx, { tenantId, sessionId: session.sessionId, reason: "REFUND", amount: session.cashOut });
  }
}
