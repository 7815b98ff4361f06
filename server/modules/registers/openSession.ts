// The register session a sale or a refund goes through: the register's OPENED session, locked (FOR UPDATE) until
// the operation commits, so its drawer balance is read and moved by one till at a time.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db";
import { registerSessions } from "../../db/schema";
import { conflict } from "../../core/errors";

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
