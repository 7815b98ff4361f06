// One tenant's writes of one kind, one at a time (a transaction-scoped advisory lock): what a uniqueness rule
// spanning rows needs, so that two concurrent saves cannot both pass the check (a location's order type, a
// register's integration…).
import { sql } from "drizzle-orm";
import type { Tx } from "../db";

export async function lockTenantWrites(tx: Tx, tenantId: string, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${tenantId}`}, 0))`);
}
