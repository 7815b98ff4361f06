// Register sessions (spec sales-and-system §2 Open/Close Register, §5): open a register with its counted float,
// close it with the counted cash. One OPENED session per register (register_sessions_one_open_uq: of two managers
// opening at once, one wins); closing locks the session row, so a close and a sale or cash entry never interleave.
import { and, desc, eq, sql } from "drizzle-orm";
import { hasPermission } from "../../../common/permissions/match";
import { P } from "../../../common/permissions/catalogue";
import { denominationRecord, denominationTotal } from "../../../common/denominations";
import { money } from "../../../common/money";
import { closeRegisterSessionSchema, openRegisterSessionSchema } from "../../../common/schemas/registerSession";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, forbidden, notFound, parseInput } from "../../core/errors";
import { isUuid, nextSecondaryId, postgresErrorOf, SECONDARY_IDS } from "../../db";
import { withSavepoint } from "../../core/transaction";
import { locationRegisters, registerBalanceEntries, registerSessions } from "../../db/schema";
import type { ListPage } from "../../core/listEngine";
import { recordActivity } from "../../core/activity/recordActivity";
import { openingDrawer } from "./drawer";
import { findRegister, type RegisterRow } from "./registerService";
import { getSessionRow, loadSessions, registerOfSession, sessionColumns, toSessionRows, type RegisterSessionRow } from "./sessionRows";

/** Opening or closing a SALES_REGISTER takes its own permission; a CART_REGISTER only registerRead. */
function assertMayOperate(scope: ServiceScope, register: Pick<RegisterRow, "name" | "type">, action: "open" | "close"): void {
  const required =
    register.type === "SALES_REGISTER"
      ? action === "open"
        ? P.salesOrders.pos.openCashRegister
        : P.salesOrders.pos.closeCashRegister
      : P.salesOrders.pos.registerRead;
  if (!hasPermission(scope.auth.permissionStrings, required)) throw forbidden(`You do not have permission to ${action} register ${register.name}.`);
}

/** A count, when given, must add up to the amount typed. */
function assertCountMatches(field: string, label: string, amount: number, rows: readonly { denomination: number; count: number }[]): void {
  if (rows.length === 0) return;
  const counted = denominationTotal(rows);
  if (!counted.equals(money(amount))) throw badUserInput({ [field]: `${label} (Rs ${amount}) does not match the counted cash (Rs ${counted.toFixed(2)}).` });
}

export async function openRegisterSession(scope: ServiceScope, registerId: string, input: unknown): Promise<RegisterSessionRow> {
  const { tx, tenantId, auth } = scope;
  const values = parseInput(openRegisterSessionSchema, input);
  const register = await findRegister(scope, registerId);
  assertMayOperate(scope, register, "open");
  if (register.status !== "ACTIVE") throw conflict(`Register ${register.name} is inactive.`);
  assertCountMatches("openingAmount", "Opening amount", values.openingAmount, values.denominations);
  const alreadyOpen = () => conflict(`Register ${register.name} is already open.`);
  const [open] = await tx
    .select({ id: registerSessions.id })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, register.id), eq(registerSessions.status, "OPENED")));
  if (open) throw alreadyOpen();

  const secondaryId = await nextSecondaryId(tx, tenantId, SECONDARY_IDS.registerSession.counter, SECONDARY_IDS.registerSession.prefix);
  const amount = money(values.openingAmount).toFixed(2);
  let sessionId: string;
  try {
    // in a savepoint: the loser of a race gets CONFLICT, not an aborted transaction
    sessionId = await withSavepoint(tx, async (inner) => {
      const [row] = await inner
        .insert(registerSessions)
        .values({
          tenantId,
          secondaryId,
          registerId: register.id,
          locationId: register.locationId,
          status: "OPENED",
          ...openingDrawer(amount),
          openingDenominations: denominationRecord(values.denominations),
          note: values.note,
          openedBy: auth.user.id,
        })
        .returning({ id: registerSessions.id });
      return row.id;
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === "23505") throw alreadyOpen();
    throw error;
  }
  await tx.insert(registerBalanceEntries).values({ tenantId, sessionId, kind: "OPENING", amount, note: values.note, balanceAfter: amount, createdBy: auth.user.id });
  await tx
    .update(locationRegisters)
    .set({ lastOpenedAt: sql`now()`, lastOpenedBy: auth.user.id, updatedAt: sql`now()` })
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, register.id)));
  await recordActivity(scope, { action: "OPEN_REGISTER", entity: "register_session", entityId: sessionId, details: { registerId: register.id, openingAmount: amount } });
  const [session] = await loadSessions(tx, tenantId, [sessionId]);
  return session;
}

/** The session locked until the operation commits (closing, cash in/out); NOT_FOUND / FORBIDDEN as getSessionRow. */
export async function lockSession(scope: ServiceScope, sessionId: string): Promise<{ id: string; status: string; balance: string; registerId: string; locationId: string }> {
  if (!isUuid(sessionId)) throw notFound("Register session not found.");
  const [locked] = await scope.tx
    .select({ id: registerSessions.id, status: registerSessions.status, balance: registerSessions.balance, registerId: registerSessions.registerId, locationId: registerSessions.locationId })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, scope.tenantId), eq(registerSessions.id, sessionId)))
    .for("update");
  if (!locked) throw notFound("Register session not found.");
  assertLocationAllowed(scope, locked.locationId);
  return locked;
}

export async function closeRegisterSession(scope: ServiceScope, sessionId: string, input: unknown): Promise<RegisterSessionRow> {
  const { tx, tenantId, auth } = scope;
  const values = parseInput(closeRegisterSessionSchema, input);
  const locked = await lockSession(scope, sessionId);
  const register = await findRegister(scope, locked.registerId);
  assertMayOperate(scope, register, "close");
  if (locked.status !== "OPENED") throw conflict("Register is already closed");
  assertCountMatches("closingAmount", "Closing amount", values.closingAmount, values.denominations);
  const closing = money(values.closingAmount);
  const matched = closing.equals(money(locked.balance));
  const [{ closedAt }] = await tx
    .update(registerSessions)
    .set({
      status: "CLOSED",
      closingAmount: closing.toFixed(2),
      isAmountMatched: matched,
      closingDenominations: denominationRecord(values.denominations),
      closingNote: values.note,
      // the clock when the lock is held, not the transaction's start: a sale that took the session's lock first and
      // committed (so counts in this close) may have begun after this transaction did
      closedAt: sql`clock_timestamp()`,
      closedBy: auth.user.id,
      updatedAt: sql`now()`,
    })
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.id, locked.id)))
    .returning({ closedAt: registerSessions.closedAt });
  await tx
    .insert(registerBalanceEntries)
    .values({ tenantId, sessionId: locked.id, kind: "CLOSING", amount: closing.toFixed(2), note: values.note, balanceAfter: locked.balance, createdBy: auth.user.id });
  await tx
    .update(locationRegisters)
    .set({ lastClosedAt: closedAt, lastClosedBy: auth.user.id, updatedAt: sql`now()` })
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, register.id)));
  await recordActivity(scope, {
    action: "CLOSE_REGISTER",
    entity: "register_session",
    entityId: locked.id,
    details: { registerId: register.id, closingAmount: closing.toFixed(2), balance: locked.balance, isAmountMatched: matched },
  });
  const [session] = await loadSessions(tx, tenantId, [locked.id]);
  return session;
}

const SESSIONS_PAGE_MAX = 100;

/** The sessions of a register, newest first. */
export async function listRegisterSessions(scope: ServiceScope, args: { registerId: string; page?: number | null; limit?: number | null }): Promise<ListPage<RegisterSessionRow>> {
  const register = await findRegister(scope, args.registerId);
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? 10), 1), SESSIONS_PAGE_MAX);
  const page = Math.max(Math.trunc(args.page ?? 1), 1);
  const where = and(eq(registerSessions.tenantId, scope.tenantId), eq(registerSessions.registerId, register.id));
  const raw = await scope.tx
    .select({ ...sessionColumns, total: sql<number>`(count(*) over ())::int` })
    .from(registerSessions)
    .innerJoin(locationRegisters, registerOfSession)
    .where(where)
    .orderBy(desc(registerSessions.openedAt), desc(registerSessions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = raw[0]?.total ?? (page === 1 ? 0 : (await scope.tx.select({ n: sql<number>`count(*)::int` }).from(registerSessions).where(where))[0].n);
  const data = await toSessionRows(scope.tx, scope.tenantId, raw);
  return { data, meta: { page, limit, total, totalCount: total, totalIsEstimate: false } };
}

export function getRegisterSession(scope: ServiceScope, id: string): Promise<RegisterSessionRow> {
  return getSessionRow(scope, id);
}
