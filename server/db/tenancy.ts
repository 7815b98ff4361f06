import { sql } from "drizzle-orm";
import type { Database, Tx } from "./engine";
import { isUuid } from "./uuid";

/**
 * Runs fn in one transaction as the non-owner role pharmacy_app with app.tenant_id set, so the row-level
 * security policies apply even on a superuser connection. Both settings are transaction-local: they end with
 * the transaction and never leak to the next user of a pooled connection. Queries still filter by tenant_id
 * explicitly; the policies are the second wall.
 */
export async function withTenant<T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!isUuid(tenantId)) throw new Error(`withTenant: "${tenantId}" is not a tenant id.`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'pharmacy_app', true), set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}
