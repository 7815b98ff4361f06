// Transactions (DESIGN "Transactions"): one operation, one transaction, opened here and nowhere else. The
// resolver layer runs each query and mutation through inTransaction; the services it calls take the scope it
// hands them (the transaction, the tenant, the signed-in user) and pass it on, so that they all commit or roll
// back together. Services never open a transaction of their own.
import { withTenant, type Database, type Tx, type WithTenantOptions } from "../db";
import { requireAuth, type RequestContext, type ServiceScope } from "./context";

/**
 * A transaction of one tenant, as the application role with app.tenant_id and the statement and idle timeouts
 * set (withTenant, server/db/tenancy.ts). For the code that runs before a service scope exists: signing in,
 * authenticating a request, jobs and loaders of their own.
 */
export function tenantTransaction<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>, options?: WithTenantOptions): Promise<T> {
  return withTenant(db, tenantId, work, options);
}

/** Runs one operation of the signed-in user (UNAUTHENTICATED without one) in one transaction of their tenant. */
export function inTransaction<T>(ctx: RequestContext, operation: (scope: ServiceScope) => Promise<T>): Promise<T> {
  const auth = requireAuth(ctx);
  const tenantId = auth.tenant.id;
  return tenantTransaction(ctx.db, tenantId, (tx) => operation({ tx, tenantId, auth }));
}
