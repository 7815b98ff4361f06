// Signing in: the one operation that starts before a tenant is known, so it opens its own transactions instead of
// running in a service scope. It counts the attempt against the failure limits before anything else, finds the
// tenant (argument, header, or the one tenant the e-mail belongs to), checks the password outside any
// transaction, and opens a session whose token is returned once.
import { and, eq, sql } from "drizzle-orm";
import { loginInputSchema } from "../../../common/schemas/session";
import { hashPassword, verifyPassword } from "../../auth/password";
import { authOf } from "../../core/auth";
import type { RequestContext } from "../../core/context";
import { badUserInput, parseInput, unauthenticated } from "../../core/errors";
import { tenantTransaction } from "../../core/transaction";
import { findTenantByAccountId, findTenantsForEmail, type Database, type TenantRow } from "../../db";
import { sessions, users } from "../../db/schema";
import { recordActivity } from "../activity/recordActivity";
import { clearFailedLogins, countLoginAttempt } from "./rateLimit";
import type { LoginPayload } from "./service";
import { loadSessionState } from "./sessionState";
import { generateToken, hashToken, sessionExpiry } from "./tokens";

export interface LoginArgs {
  email: string;
  password: string;
  accountId?: string | null;
}

const INVALID_LOGIN = "Invalid email or password.";

// Verifying against a throwaway hash when the user is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;
const throwawayHash = () => (dummyHash ??= hashPassword("no such user: equal timing"));

/**
 * The tenant to sign in to, or null when none matches. An unknown company account answers null like an unknown
 * e-mail, so that the answer never tells a stranger which account ids exist.
 */
async function resolveTenant(ctx: RequestContext, email: string, accountId: string | undefined): Promise<TenantRow | null> {
  if (accountId) return findTenantByAccountId(ctx.db, accountId);
  if (ctx.accountIdHeader) return ctx.headerTenant;
  const candidates = await findTenantsForEmail(ctx.db, email);
  if (candidates.length > 1) {
    throw badUserInput({ accountId: "This email belongs to more than one company. Enter your company account." });
  }
  return candidates[0] ?? null;
}

function findCredentials(db: Database, tenant: TenantRow, email: string) {
  return tenantTransaction(db, tenant.id, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`));
    return user ?? null;
  });
}

/** The new session of a verified user and its payload; null when the user's state no longer allows signing in. */
function openSession(ctx: RequestContext, tenant: TenantRow, userId: string): Promise<LoginPayload | null> {
  const token = generateToken();
  return tenantTransaction(ctx.db, tenant.id, async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ tenantId: tenant.id, userId, tokenHash: hashToken(token), expiresAt: sessionExpiry(ctx.config.sessionTtlDays) })
      .returning({ id: sessions.id });
    const state = await loadSessionState(tx, tenant.id, userId);
    if (!state) return null;
    const auth = authOf(state, { tenant, sessionId: session.id, token });
    await recordActivity(
      { tx, tenantId: tenant.id, auth },
      { action: "LOGIN", entity: "session", entityId: session.id, details: { clientAddress: ctx.clientAddress } },
    );
    return { ...state, token, tenant };
  });
}

export async function loginUser(ctx: RequestContext, args: LoginArgs): Promise<LoginPayload> {
  const input = parseInput(loginInputSchema, args);
  const email = input.email.toLowerCase();
  // Recorded as a failure from here on, whatever happens, unless the sign-in succeeds.
  await countLoginAttempt(ctx.db, ctx.config, { email, clientAddress: ctx.clientAddress });

  const tenant = await resolveTenant(ctx, email, input.accountId ?? undefined);
  const user = tenant ? await findCredentials(ctx.db, tenant, email) : null;
  const usable = user && user.status === "ACTIVE" && user.passwordHash ? user : null;
  const passwordOk = await verifyPassword(usable?.passwordHash ?? (await throwawayHash()), input.password);
  if (!tenant || !usable || !passwordOk) throw unauthenticated(INVALID_LOGIN);

  const payload = await openSession(ctx, tenant, usable.id);
  if (!payload) throw unauthenticated(INVALID_LOGIN);
  await clearFailedLogins(ctx.db, email);
  return payload;
}
