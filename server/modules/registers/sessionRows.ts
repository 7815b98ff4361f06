// Reading register sessions and their users' names (batched: one query per kind of thing, never one per row).
import { and, eq, inArray } from "drizzle-orm";
import type { ServiceScope } from "../../core/context";
import { assertLocationAllowed } from "../../core/context";
import { notFound } from "../../core/errors";
import { isUuid, type Tx } from "../../db";
import { locationRegisters, registerSessions, users } from "../../db/schema";

export interface UserNameRow {
  id: string;
  firstName: string;
  lastName: string;
}

export interface RegisterSessionRow {
  id: string;
  secondaryId: string;
  registerId: string;
  registerName: string;
  locationId: string;
  status: "OPENED" | "CLOSED";
  openingAmount: number;
  balance: number;
  closingAmount: number | null;
  isAmountMatched: boolean | null;
  note: string | null;
  closingNote: string | null;
  openedAt: Date;
  openedBy: UserNameRow;
  closedAt: Date | null;
  closedBy: UserNameRow | null;
}

/** The names of the given users, by id. */
export async function userNames(tx: Tx, tenantId: string, ids: readonly (string | null)[]): Promise<Map<string, UserNameRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

const UNKNOWN_USER = (id: string): UserNameRow => ({ id, firstName: "", lastName: "" });

export const sessionColumns = {
  id: registerSessions.id,
  secondaryId: registerSessions.secondaryId,
  registerId: registerSessions.registerId,
  registerName: locationRegisters.name,
  locationId: registerSessions.locationId,
  status: registerSessions.status,
  openingAmount: registerSessions.openingAmount,
  balance: registerSessions.balance,
  closingAmount: registerSessions.closingAmount,
  isAmountMatched: registerSessions.isAmountMatched,
  note: registerSessions.note,
  closingNote: registerSessions.closingNote,
  openedAt: registerSessions.openedAt,
  openedBy: registerSessions.openedBy,
  closedAt: registerSessions.closedAt,
  closedBy: registerSessions.closedBy,
};

export const registerOfSession = and(eq(locationRegisters.tenantId, registerSessions.tenantId), eq(locationRegisters.id, registerSessions.registerId));

type RawSession = Omit<RegisterSessionRow, "status" | "openingAmount" | "balance" | "closingAmount" | "openedBy" | "closedBy"> & {
  status: string;
  openingAmount: string;
  balance: string;
  closingAmount: string | null;
  openedBy: string;
  closedBy: string | null;
};

/** Rows as selected with sessionColumns → RegisterSessionRow, the users' names loaded in one query. */
export async function toSessionRows(tx: Tx, tenantId: string, raw: readonly RawSession[]): Promise<RegisterSessionRow[]> {
  const names = await userNames(tx, tenantId, raw.flatMap((row) => [row.openedBy, row.closedBy]));
  return raw.map((row) => ({
    ...row,
    status: row.status === "CLOSED" ? "CLOSED" : "OPENED",
    openingAmount: Number(row.openingAmount),
    balance: Number(row.balance),
    closingAmount: row.closingAmount === null ? null : Number(row.closingAmount),
    openedBy: names.get(row.openedBy) ?? UNKNOWN_USER(row.openedBy),
    closedBy: row.closedBy ? (names.get(row.closedBy) ?? UNKNOWN_USER(row.closedBy)) : null,
  }));
}

/** The sessions with these ids (in no particular order). */
export async function loadSessions(tx: Tx, tenantId: string, ids: readonly string[]): Promise<RegisterSessionRow[]> {
  if (ids.length === 0) return [];
  const raw = await tx
    .select(sessionColumns)
    .from(registerSessions)
    .innerJoin(locationRegisters, registerOfSession)
    .where(and(eq(registerSessions.tenantId, tenantId), inArray(registerSessions.id, [...ids])));
  return toSessionRows(tx, tenantId, raw);
}

/** One session the user may see: NOT_FOUND when unknown, FORBIDDEN at a location they may not work at. */
export async function getSessionRow(scope: ServiceScope, id: string): Promise<RegisterSessionRow> {
  if (!isUuid(id)) throw notFound("Register session not found.");
  const [session] = await loadSessions(scope.tx, scope.tenantId, [id]);
  if (!session) throw notFound("Register session not found.");
  assertLocationAllowed(scope, session.locationId);
  return session;
}
