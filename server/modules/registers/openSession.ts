// The register session a sale or a refund goes through: the register's OPENED session, locked (FOR UPDATE) until
// the operation commits, so its drawer balance is read and moved by one till at a time.
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { Tx } from "../../db";
import { registerSessions } from "../../db/schema";
import { badUserInput, conflict } from "../../core/errors";

export interface OpenSession {
  id: string;
  locationId: string;
  balance: string;
}

/** The register's OPENED session, locked until the sale commits; CONFLICT when the register is not open. */
export async function lockOpenSession(tx: Tx, tenantId: string, register: { id: string; name: string; locationId: string }): Promise<OpenSession> {
  const [session] = await tx
    .select({ id: registerSessions.id, locationId: registerSessions.locationId, balance: registerSessions.balance })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, register.id), eq(registerSessions.status, "OPENED")))
    .for("update");
  if (!session) throw conflict(`Register ${register.name} is not open. Open it before selling.`);
  if (session.locationId !== register.locationId) throw conflict(`Register ${register.name} is open at another location.`);
  return session;
}

const karachiTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Karachi", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });
/** A time as the till's people read it: 27/11/2026, 10:15:00 (Pakistan time). */
const asRead = (at: Date) => karachiTime.format(at);

/**
 * The register's session a sale made offline at `madeAt` belongs to: the OPENED session that was open then, locked
 * as lockOpenSession locks it. A time before that session opened, after a session closed, or in one that has closed
 * since is refused as BAD_USER_INPUT on `madeAt`, in words naming the session's times.
 */
export async function lockSessionAt(tx: Tx, tenantId: string, register: { id: string; name: string; locationId: string }, madeAt: Date): Promise<OpenSession> {
  const [session] = await tx
    .select({ id: registerSessions.id, status: registerSessions.status, openedAt: registerSessions.openedAt, closedAt: registerSessions.closedAt })
    .from(registerSessions)
    .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, register.id), lte(registerSessions.openedAt, madeAt)))
    .orderBy(desc(registerSessions.openedAt))
    .limit(1);
  const made = asRead(madeAt);
  if (!session) {
    const [next] = await tx
      .select({ openedAt: registerSessions.openedAt })
      .from(registerSessions)
      .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, register.id), gt(registerSessions.openedAt, madeAt)))
      .orderBy(asc(registerSessions.openedAt))
      .limit(1);
    const when = next ? ` (it opened at ${asRead(next.openedAt)})` : "";
    throw badUserInput({ madeAt: `madeAt ${made} is before register ${register.name}'s session opened${when}.` });
  }
  if (session.status !== "OPENED" && session.closedAt) {
    if (madeAt > session.closedAt) throw badUserInput({ madeAt: `madeAt ${made} is after register ${register.name}'s session closed at ${asRead(session.closedAt)}.` });
    throw badUserInput({ madeAt: `madeAt ${made} is in register ${register.name}'s session that closed at ${asRead(session.closedAt)}: a closed session takes no more sales.` });
  }
  const open = await lockOpenSession(tx, tenantId, register);
  // closed (and another opened) between the two reads: the sale's session is no longer open
  if (open.id !== session.id) throw badUserInput({ madeAt: `madeAt ${made} is in register ${register.name}'s session that has just closed: a closed session takes no more sales.` });
  return open;
}
