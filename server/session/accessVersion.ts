// The version of a user's access: users.updated_at, read with the session on every request (one prepared
// statement). A cached session state of another version is stale, so whatever changes what a user may do or
// where (their role, its permissions or status, their locations, a location's status) touches it in the same
// transaction: the change applies on the user's next request, in every server process.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db";
import { userLocations, users } from "../db/schema";

/** The users' cached states are read again on their next request. */
export async function markAccessChanged(tx: Tx, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.update(users).set({ updatedAt: sql`clock_timestamp()` }).where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
}

/** The same for every user assigned to the location (its status, name or type changed). */
export async function markLocationAccessChanged(tx: Tx, tenantId: string, locationId: string): Promise<void> {
  const assigned = tx
    .select({ userId: userLocations.userId })
    .from(userLocations)
    .where(and(eq(userLocations.tenantId, tenantId), eq(userLocations.locationId, locationId)));
  await tx.update(users).set({ updatedAt: sql`clock_timestamp()` }).where(and(eq(users.tenantId, tenantId), inArray(users.id, assigned)));
}
