// Builds the context of one request: tenant from x-account-id, session from x-api-key, then the user's
// permissions and allowed locations. Failures are not thrown here: they are kept in authError and surface
// when a guarded field is asked for, so that loginUser still works with a stale token in storage.
import type { GraphQLError } from "graphql";
import { and, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Config } from "../config";
import { findSessionByTokenHash, findTenantByAccountId, withTenant, type Database, type SessionLookup, type TenantRow } from "../db";
import { sessions } from "../db/schema";
import { loadSessionState, type SessionState } from "../modules/session/sessionState";
import type { SessionStateCache } from "../modules/session/sessionStateCache";
import { hashToken, sessionExpiry } from "../modules/session/tokens";
import { forbidden, unauthenticated } from "./errors";

export interface Auth extends SessionState {
  tenant: TenantRow;
  sessionId: string;
  token: string;
  permissionStrings: string[];
  allowedLocationIds: string[];
}

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
  authError: GraphQLError | null;
}

/** What building a context needs; without sessionStates every request reloads the user's state. */
export interface RequestDeps {
  db: Database;
  config: Config;
  sessionStates?: SessionStateCache;
}

export interface HeaderSource {
  get(name: string): string | null;
}

const RENEW_AFTER_MS = 60 * 1000;
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

export async function createRequestContext(
  deps: RequestDeps,
  request: { headers: HeaderSource; clientAddress: string },
): Promise<RequestContext> {
  const accountIdHeader = request.headers.get("x-account-id")?.trim() || null;
  const token = request.headers.get("x-api-key")?.trim() || null;
  const ctx: RequestContext = {
    db: deps.db,
    config: deps.config,
    clientAddress: request.clientAddress,
    accountIdHeader,
    headerTenant: null,
    auth: null,
    authError: null,
  };
  const session = token ? await findSessionByTokenHash(deps.db, hashToken(token)) : null;
  if (accountIdHeader) {
    // The session's own tenant answers the usual case without a second lookup. An unknown account is not an
    // error of its own: the answers stay those of a known account, so they never tell which account ids exist.
    ctx.headerTenant = session?.tenant.accountId === accountIdHeader ? session.tenant : await findTenantByAccountId(deps.db, accountIdHeader);
  }
  if (token) {
    const result = await authenticate(ctx, token, session, deps.sessionStates);
    if (result instanceof Error) ctx.authError = result;
    else ctx.auth = result;
  }
  return ctx;
}

async function authenticate(
  ctx: RequestContext,
  token: string,
  session: SessionLookup | null,
  cache?: SessionStateCache,
): Promise<Auth | GraphQLError> {
  const { db, config } = ctx;
  if (!session || session.expiresAt.getTime() <= Date.now()) return unauthenticated(SESSION_EXPIRED_MESSAGE);
  if (ctx.accountIdHeader && ctx.accountIdHeader !== session.tenant.accountId) {
    return unauthenticated("This session belongs to another company account. Please sign in again.");
  }
  const tenant = session.tenant;

  const state = cache?.get(session.sessionId) ?? (await withTenant(db, tenant.id, async (tx) => {
    const loaded = await loadSessionState(tx, tenant.id, session.userId);
    const renewed = sessionExpiry(config.sessionTtlDays);
    if (loaded && renewed.getTime() - session.expiresAt.getTime() > RENEW_AFTER_MS) {
      await tx
        .update(sessions)
        .set({ expiresAt: renewed, lastUsedAt: new Date() })
        .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.id, session.sessionId)));
    }
    return loaded;
  }));
  if (!state) return unauthenticated(SESSION_EXPIRED_MESSAGE);
  cache?.set(session.sessionId, state);

  return {
    ...state,
    tenant,
    sessionId: session.sessionId,
    token,
    permissionStrings: state.permissions.map((p) => p.permission),
    allowedLocationIds: state.allowedLocations.map((l) => l.id),
  };
}

/** The signed-in state, or UNAUTHENTICATED. Services call it first; resolvers have already checked scopes. */
export function requireAuth(ctx: RequestContext): Auth {
  if (!ctx.auth) throw ctx.authError ?? unauthenticated();
  return ctx.auth;
}

/** A locationId argument must be one of the user's allowed locations (admins included). */
export function assertLocationAllowed(ctx: RequestContext, locationId: string | null | undefined): void {
  if (locationId === null || locationId === undefined) return;
  const auth = requireAuth(ctx);
  if (!auth.allowedLocationIds.includes(locationId)) {
    throw forbidden("You do not have access to this location.");
  }
}

/**
 * The rows a list may show by their location column: the asked location (which must be allowed), else every
 * location the user may work at, never the rest of the company's.
 */
export function locationScope(ctx: RequestContext, column: AnyColumn, locationId: string | null | undefined): SQL {
  assertLocationAllowed(ctx, locationId);
  if (locationId) return eq(column, locationId);
  const allowed = requireAuth(ctx).allowedLocationIds;
  return allowed.length > 0 ? inArray(column, allowed) : sql`false`;
}
