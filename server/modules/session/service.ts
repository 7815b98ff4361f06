// Signing in and out. loginUser counts the attempt against the failure limits before anything else, finds the
// tenant (argument, header, or the one tenant the e-mail belongs to), checks the password and opens a session
// whose token is returned once.
import { and, eq, sql } from "drizzle-orm";
import { loginInputSchema } from "../../../common/schemas/session";
import { hashPassword, verifyPassword } from "../../auth/password";
import { findTenantByAccountId, findTenantsForEmail, withTenant, type TenantRow } from "../../db";
import { sessions, users } from "../../db/schema";
import type { SessionState } from "../../core/auth";
import { requireAuth, type RequestContext } from "../../core/context";
import { badUserInput, parseInput, unauthenticated } from "../../core/errors";
import { recordActivity } from "../activity/recordActivity";
import { clearFailedLogins, countLoginAttempt } from "./rateLimit";
import { loadSessionState } from "./sessionState";
import { generateToken, hashToken, sessionExpiry } from "./tokens";

export interface LoginPayload extends SessionState {
  token: string;
  tenant: TenantRow;
}

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

async function findCredentials(ctx: RequestContext, tenant: TenantRow, email: string) {
  return withTenant(ctx.db, tenant.id, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = ${email}`));
    return user ?? null;
  });
}

export async function loginUser(ctx: RequestContext, args: LoginArgs): Promise<LoginPayload> {
  const input = parseInput(loginInputSchema, args);
  const email = input.email.toLowerCase();
  // Recorded as a failure from here on, whatever happens, unless the sign-in succeeds.
  await countLoginAttempt(ctx.db, ctx.config, { email, clientAddress: ctx.clientAddress });

  const tenant = await resolveTenant(ctx, email, input.accountId ?? undefined);
  const user = tenant ? await findCredentials(ctx, tenant, email) : null;
  const usable = user && user.status === "ACTIVE" && user.passwordHash ? user : null;
  const passwordOk = await verifyPassword(usable?.passwordHash ?? (await throwawayHash()), input.password);
  if (!tenant || !usable || !passwordOk) throw unauthenticated(INVALID_LOGIN);

  const token = generateToken();
  const payload = await withTenant(ctx.db, tenant.id, async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        tenantId: tenant.id,
        userId: usable.id,
        tokenHash: hashToken(token),
        expiresAt: sessionExpiry(ctx.config.sessionTtlDays),
      })
      .returning({ id: sessions.id });
    const state = await loadSessionState(tx, tenant.id, usable.id);
    if (!state) return null;
    await recordActivity(tx, ctx, {
      action: "LOGIN",
      entity: "session",
      entityId: session.id,
      details: { clientAddress: ctx.clientAddress },
      actor: { tenantId: tenant.id, userId: usable.id },
    });
    return { ...state, token, tenant };
  });
  if (!payload) throw unauthenticated(INVALID_LOGIN);
  await clearFailedLogins(ctx.db, email);
  return payload;
}

/** The payload of the current session: the web calls it at start-up with the stored token. */
export function authenticateToken(ctx: RequestContext): LoginPayload {
  const auth = requireAuth(ctx);
  return {
    token: auth.token,
    tenant: auth.tenant,
    user: auth.user,
    permissions: auth.permissions,
    allowedLocations: auth.allowedLocations,
  };
}

export async function logout(ctx: RequestContext): Promise<boolean> {
  const auth = requireAuth(ctx);
  await withTenant(ctx.db, auth.tenant.id, async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.tenantId, auth.tenant.id), eq(sessions.id, auth.sessionId)));
    await recordActivity(tx, ctx, { action: "LOGOUT", entity: "session", entityId: auth.sessionId });
  });
  return true;
}
