// The drawer of a register session (DESIGN "Register sessions"): the one writer of register_sessions.balance, the
// cash the drawer should hold (opening float + cash sales + deliveries paid in cash + additions − cash refunds −
// withdrawals). Its rules: it never pays out more than it holds, and never holds more than MONEY_MAX (a balance
// past it could never be counted at close). Callers lock the session row (FOR UPDATE) and check the move with
// planDrawerMove before writing anything, so they refuse it in their own words; moveDrawerCash then moves it.
// tests/unit/registers/drawerWriters.test.ts fails when another file writes the balance.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { money, toMoneyString, type Money, type MoneyLike } from "../../../common/money";
import { isWithinMoneyMax } from "../../../common/validation/bounds";
import { conflict } from "../../core/errors";
import type { Tx } from "../../db";
import { registerSessions } from "../../db/schema";

/** Why cash moves: the first three bring it into the drawer, the last two take it out. */
export type DrawerReason = "SALE" | "DELIVERY_PAID" | "CASH_IN" | "REFUND" | "CASH_OUT";

const PAID_OUT: ReadonlySet<DrawerReason> = new Set(["REFUND", "CASH_OUT"]);

/** The signed change of the balance: the amount (never negative) in or out as the reason says. */
function balanceChange(reason: DrawerReason, amount: MoneyLike): Money {
  const value = money(amount);
  if (value.lessThan(0)) throw new Error(`A drawer move takes a positive amount and its reason, not ${value.toFixed(2)}.`);
  return PAID_OUT.has(reason) ? value.negated() : value;
}

export interface DrawerMovePlan {
  /** The balance after the move. */
  after: Money;
  /** It pays out more than the drawer holds. */
  short: boolean;
  /** The balance after it would be past MONEY_MAX. */
  overMax: boolean;
}

/** What the drawer would hold after the move and which of its rules the move breaks (the caller words the refusal). */
export function planDrawerMove(balance: MoneyLike, reason: DrawerReason, amount: MoneyLike): DrawerMovePlan {
  const after = money(balance).plus(balanceChange(reason, amount));
  return { after, short: after.lessThan(0), overMax: !isWithinMoneyMax(after) };
}

/** The drawer's columns of a session being opened: it starts with the counted float. */
export function openingDrawer(float: MoneyLike): { openingAmount: string; balance: string } {
  const amount = toMoneyString(float);
  return { openingAmount: amount, balance: amount };
}

export interface DrawerMove {
  tenantId: string;
  sessionId: string;
  reason: DrawerReason;
  /** Positive (or zero): the reason says which way it goes. */
  amount: MoneyLike;
}

/**
 * Moves cash into or out of an OPENED session's drawer, in the caller's transaction. The caller holds the session
 * row locked and has checked the move (planDrawerMove). Answers the balance after it.
 */
export async function moveDrawerCash(tx: Tx, move: DrawerMove): Promise<string> {
  const [moved] = await drawerUpdate(tx, move).returning({ balance: registerSessions.balance });
  if (!moved) throw conflict(DRAWER_CLOSED_MESSAGE);
  return moved.balance;
}

function drawerUpdate(tx: Tx, move: DrawerMove) {
  const change = balanceChange(move.reason, move.amount);
  return tx
    .update(registerSessions)
    .set({ balance: sql`${registerSessions.balance} + ${toMoneyString(change)}::numeric`, updatedAt: sql`now()` })
    .where(and(eq(registerSessions.tenantId, move.tenantId), eq(registerSessions.id, move.sessionId), eq(registerSessions.status, "OPENED")));
}

/**
 * moveDrawerCash as a statement for the caller's WITH list (a sale writes it with its order: one round trip less).
 * It answers `moved`, one row when the drawer moved; none means the register was closed (conflict).
 */
export function drawerMoveStatement(tx: Tx, move: DrawerMove): SQL {
  return sql`${drawerUpdate(tx, move).getSQL()} returning 1 as moved`;
}

export const DRAWER_CLOSED_MESSAGE = "Register is already closed";
