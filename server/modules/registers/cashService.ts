// Cash in / cash out of an open register (spec §2, §5): the session row locked, its balance moved by the drawer,
// and an entry of the balance history written with the balance after it. A withdrawal larger than the balance is
// refused, and so is an addition that would take it past MONEY_MAX.
import { and, asc, eq } from "drizzle-orm";
import { money } from "../../../common/money";
import { registerCashSchema } from "../../../common/schemas/registerSession";
import type { ServiceScope } from "../../core/context";
import { badUserInput, conflict, parseInput } from "../../core/errors";
import { MONEY_MAX, formatBound } from "../../../common/validation/bounds";
import { registerBalanceEntries } from "../../db/schema";
import { recordActivity } from "../../core/activity/recordActivity";
import { moveDrawerCash, planDrawerMove } from "./drawer";
import { lockSession } from "./sessionService";
import { getSessionRow, userNames, type UserNameRow } from "./sessionRows";

export interface RegisterBalanceEntryRow {
  id: string;
  kind: "OPENING" | "ADDITION" | "WITHDRAWAL" | "CLOSING";
  amount: number;
  note: string | null;
  balanceAfter: number;
  createdAt: Date;
  createdBy: UserNameRow | null;
}

type RawEntry = Omit<RegisterBalanceEntryRow, "kind" | "amount" | "balanceAfter" | "createdBy"> & { kind: string; amount: string; balanceAfter: string; createdBy: string | null };

const entryColumns = {
  id: registerBalanceEntries.id,
  kind: registerBalanceEntries.kind,
  amount: registerBalanceEntries.amount,
  note: registerBalanceEntries.note,
  balanceAfter: registerBalanceEntries.balanceAfter,
  createdAt: registerBalanceEntries.createdAt,
  createdBy: registerBalanceEntries.createdBy,
};

async function toEntries(scope: ServiceScope, raw: readonly RawEntry[]): Promise<RegisterBalanceEntryRow[]> {
  const names = await userNames(scope.tx, scope.tenantId, raw.map((row) => row.createdBy));
  return raw.map((row) => ({
    ...row,
    kind: row.kind as RegisterBalanceEntryRow["kind"],
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
    createdBy: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
  }));
}

export async function addRegisterCash(scope: ServiceScope, sessionId: string, input: unknown): Promise<RegisterBalanceEntryRow> {
  const { tx, tenantId, auth } = scope;
  const values = parseInput(registerCashSchema, input);
  const locked = await lockSession(scope, sessionId);
  if (locked.status !== "OPENED") throw conflict("Register is already closed");
  const balance = money(locked.balance);
  const amount = money(values.amount);
  const reason = values.kind === "WITHDRAWAL" ? "CASH_OUT" : "CASH_IN";
  const { after, short, overMax } = planDrawerMove(balance, reason, amount);
  if (short) throw badUserInput({ amount: `Cannot take out Rs ${amount.toFixed(2)}: the register holds only Rs ${balance.toFixed(2)}.` });
  if (overMax) throw badUserInput({ amount: `The register balance cannot exceed ${formatBound(MONEY_MAX)}.` });
  await moveDrawerCash(tx, { tenantId, sessionId: locked.id, reason, amount });
  const [raw] = await tx
    .insert(registerBalanceEntries)
    .values({ tenantId, sessionId: locked.id, kind: values.kind, amount: amount.toFixed(2), note: values.note, balanceAfter: after.toFixed(2), createdBy: auth.user.id })
    .returning(entryColumns);
  await recordActivity(scope, {
    action: values.kind === "ADDITION" ? "REGISTER_CASH_IN" : "REGISTER_CASH_OUT",
    entity: "register_session",
    entityId: locked.id,
    details: { amount: amount.toFixed(2), balanceAfter: after.toFixed(2), note: values.note },
  });
  const [entry] = await toEntries(scope, [raw]);
  return entry;
}

/** The balance history of a session, oldest first. */
export async function getBalanceHistory(scope: ServiceScope, sessionId: string): Promise<RegisterBalanceEntryRow[]> {
  const session = await getSessionRow(scope, sessionId);
  const raw = await scope.tx
    .select(entryColumns)
    .from(registerBalanceEntries)
    .where(and(eq(registerBalanceEntries.tenantId, scope.tenantId), eq(registerBalanceEntries.sessionId, session.id)))
    .orderBy(asc(registerBalanceEntries.createdAt), asc(registerBalanceEntries.id));
  return toEntries(scope, raw);
}
