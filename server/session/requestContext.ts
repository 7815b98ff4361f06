// Builds the context of one request (GraphQL and /files alike): tenant from x-account-id, session from x-api-key,
// then the user's permissions and allowed locations. Failures are not thrown here: they are kept in authError and surface
// when a guarded field is asked for, so that loginUser still works with a stale token in storage.
import { and, eq } from "drizzle-orm";
import { authOf, type Auth } from "../core/auth";
import type { RequestContext } from "../core/context";
import { unauthenticated, type AppError } from "../core/errors";
import type { Config } from "../config";
import { tenantTransaction } from "../core/transaction";
import { findSessionByTokenHash, findTenantByAccountId, type Database, type SessionLookup } from "../db";
import { sessions } from "../db/schema";
import { loadSessionState } from "./sessionState";
import type { SessionStateCache } from "./sessionStateCache";
import { hashToken, sessionExpiry } from "./tokens";

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
const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

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
): Promise<Auth | AppError> {
  const { db, config } = ctx;
  if (!session || session.expiresAt.getTime() <= Date.now()) return unauthenticated(SESSION_EXPIRED_MESSAGE);
  if (ctx.accountIdHeader && ctx.accountIdHeader !== session.tenant.accountId) {
    return unauthenticated("This session belongs to another company account. Please sign in again.");
  }
  const tenant = session.tenant;

  // A cached state keeps the lifetime it was loaded with: hits never extend it, so a busy session reads its
  // state again at least every STATE_TTL_MS, and at once when its version changed.
  let state = cache?.get(session.sessionId, session.stateVersion);
  if (!state) {
    const loaded = await tenantTransaction(db, tenant.id, async (tx) => {
      const found = await loadSessionState(tx, tenant.id, session.userId);
      const renewed = sessionExpiry(config.sessionTtlDays);
      if (found && renewed.getTime() - session.expiresAt.getTime() > RENEW_AFTER_MS) {
        await tx
          .update(sessions)
          .set({ expiresAt: renewed, lastUsedAt: new Date() })
          .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.id, session.sessionId)));
      }
      return found;
    });
    if (!loaded) return unauthenticated(SESSION_EXPIRED_MESSAGE);
    cache?.set(session.sessionId, session.stateVersion, loaded);
    state = loaded;
  }

  return authOf(state, { tenant, sessionId: session.sessionId, token });
}
