// Transactions (DESIGN "Transactions"): one operation, one transaction, opened here and nowhere else. The
// resolver layer runs each query and mutation through inTransaction; the services it calls take the scope it
// hands them (the transaction, the tenant, the signed-in user) and pass it on, so that they all commit or roll
// back together. Services never open a transaction of their own.
import { shareConnection, withTenant, withTenantRead, type Database, type Tx, type WithTenantOptions } from "../db";
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
export async function inTransaction<T>(ctx: RequestContext, operation: (scope: ServiceScope) => Promise<T>): Promise<T> {
  const auth = requireAuth(ctx);
  const tenantId = auth.tenant.id;
  return tenantTransaction(ctx.db, tenantId, (tx) => operation({ tx, tenantId, auth }));
}

/**
 * A read-only transaction of one tenant on the read replica (DATABASE_READ_URL) when it is in use, else on the
 * primary (withTenantRead, server/db/readReplica.ts). Only for what reads what others wrote a while ago (the
 * reports, the dashboards, the downloads' rows): never for what reads back the caller's own writes.
 */
export function tenantReadTransaction<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>, options?: WithTenantOptions): Promise<T> {
  return withTenantRead(db, tenantId, work, options);
}

/** inTransaction for a report or a dashboard: read-only, on the read replica when it is in use (tenantReadTransaction). */
export async function inReadTransaction<T>(ctx: RequestContext, operation: (scope: ServiceScope) => Promise<T>): Promise<T> {
  const auth = requireAuth(ctx);
  const tenantId = auth.tenant.id;
  return tenantReadTransaction(ctx.db, tenantId, (tx) => operation({ tx, tenantId, auth }));
}

/**
 * Runs `work` in a savepoint of the caller's transaction: a throw undoes (and unlocks) only what `work` did, and
 * the operation's transaction goes on. Not a transaction of its own: it commits with the caller's.
 */
export function withSavepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction((savepoint) => {
    shareConnection(savepoint, tx);
    return work(savepoint);
  });
}
