// What a service works with. RequestContext: one request as it arrived (built from its headers by
// server/session/requestContext.ts). ServiceScope: the signed-in user and the one transaction of the operation
// (opened by inTransaction, server/core/transaction.ts), which every service takes first and passes on, so that
// several services can take part in one sale.
import { eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Config } from "../config";
import type { Database, TenantRow, Tx } from "../db";
import type { Auth } from "./auth";
import { forbidden, unauthenticated, type AppError } from "./errors";

export interface RequestContext {
  db: Database;
  config: Config;
  clientAddress: string;
  /** The x-account-id header as sent (null when absent). */
  accountIdHeader: string | null;
  /** The tenant the header names (null when absent or unknown). */
  headerTenant: TenantRow | null;
  auth: Auth | null;
  /** Why auth is null although a header or token was sent. */
  authError: AppError | null;
}

export interface ServiceScope {
  /** The operation's transaction, as the application role with app.tenant_id set: every query runs in it. */
  readonly tx: Tx;
  readonly tenantId: string;
  readonly auth: Auth;
}

/** A request context or a service scope: whatever knows who is signed in. */
export interface AuthHolder {
  readonly auth: Auth | null;
  readonly authError?: AppError | null;
}

/** The signed-in state, or UNAUTHENTICATED (saying why, when the request's token was refused). */
export function requireAuth(holder: AuthHolder): Auth {
  if (!holder.auth) throw holder.authError ?? unauthenticated();
  return holder.auth;
}

/** A locationId argument must be one of the user's allowed locations (admins included). */
export function assertLocationAllowed(holder: AuthHolder, locationId: string | null | undefined): void {
  if (locationId === null || locationId === undefined) return;
  if (!requireAuth(holder).allowedLocationIds.includes(locationId)) {
    throw forbidden("You do not have access to this location.");
  }
}

/**
 * The rows a list may show by their location column: the asked location (which must be allowed), else every
 * location the user may work at, never the rest of the company's.
 */
export function locationScope(holder: AuthHolder, column: AnyColumn, locationId: string | null | undefined): SQL {
  assertLocationAllowed(holder, locationId);
  if (locationId) return eq(column, locationId);
  const allowed = requireAuth(holder).allowedLocationIds;
  return allowed.length > 0 ? inArray(column, allowed) : sql`false`;
}
