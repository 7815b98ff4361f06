// Signing in: the one operation that starts before a tenant is known, so it opens its own transactions instead of
// running in a service scope. It counts the attempt against the failure limits before anything else, finds the
// candidate companies (argument, header, or those where the e-mail is an active user), checks the password outside
// any transaction (nothing but 'Invalid email or password.' until it matches), and opens a session whose token is
// returned once.
import { and, eq, sql } from "drizzle-orm";
import { loginInputSchema } from "../../../common/schemas/session";
import { hashPassword, verifyPassword } from "../../auth/password";
import { authOf } from "../../core/auth";
import type { RequestContext } from "../../core/context";
import { badUserInput, parseInput, unauthenticated } from "../../core/errors";
import { tenantTransaction } from "../../core/transaction";
import { findTenantByAccountId, findTenantsForEmail, type Database, type TenantRow } from "../../db";
import { sessions, users } from "../../db/schema";
import { recordActivity } from "../../core/activity/recordActivity";
import { countLoginAttempt, recordSuccessfulLogin } from "../../session/rateLimit";
import type { LoginPayload } from "./signedInSession";
import { loadSessionState } from "../../session/sessionState";
import { generateToken, hashToken, sessionExpiry } from "../../session/tokens";

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
 * The companies the sign-in may be meant for: the one named (argument, else header), else every company where the
 * e-mail is an ACTIVE user with a password. An unknown company account answers none, like an unknown e-mail, so
 * that the answer never tells a stranger which account ids exist.
 */
async function candidateTenants(ctx: RequestContext, email: string, accountId: string | undefined): Promise<TenantRow[]> {
  if (accountId) {
    const tenant = await findTenantByAccountId(ctx.db, accountId);
    return tenant ? [tenant] : [];
  }
  if (ctx.accountIdHeader) return ctx.headerTenant ? [ctx.headerTenant] : [];
  return findTenantsForEmail(ctx.db, email);
}

/**
 * The accounts (company and user) whose password this is. Every candidate is tried, so that an e-mail shared by
 * two companies asks for the company only once the password has matched both; with no candidate a throwaway hash
 * is verified, so that an unknown e-mail takes as long as a wrong password.
 */
async function accountsMatching(ctx: RequestContext, candidates: TenantRow[], email: string, password: string): Promise<{ tenant: TenantRow; userId: string }[]> {
  const matching: { tenant: TenantRow; userId: string }[] = [];
  let verified = false;
  for (const tenant of candidates) {
    const user = await findCredentials(ctx.db, tenant, email);
    if (!user || user.status !== "ACTIVE" || !user.passwordHash) continue;
    verified = true;
    if (await verifyPassword(user.passwordHash, password)) matching.push({ tenant, userId: user.id });
  }
  if (!verified) await verifyPassword(await throwawayHash(), password);
  return matching;
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
  const attempt = { email, clientAddress: ctx.clientAddress };
  // Recorded as a failure from here on, whatever happens, unless the sign-in succeeds.
  await countLoginAttempt(ctx.db, ctx.config, attempt);

  const candidates = await candidateTenants(ctx, email, input.accountId ?? undefined);
  const matching = await accountsMatching(ctx, candidates, email, input.password);
  if (matching.length === 0) throw unauthenticated(INVALID_LOGIN);
  if (matching.length > 1) throw badUserInput({ accountId: "This email belongs to more than one company. Enter your company account." });

  const payload = await openSession(ctx, matching[0].tenant, matching[0].userId);
  if (!payload) throw unauthenticated(INVALID_LOGIN);
  await recordSuccessfulLogin(ctx.db, attempt);
  return payload;
}
