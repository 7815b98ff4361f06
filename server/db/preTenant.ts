// The only lookups that run before a tenant is known, on the owner connection (no withTenant, so row-level
// security does not apply): keep every such query here, and keep them few.
import { and, count, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "./engine";
import { loginFailures, sessions, tenants, userTokens, users } from "./schema";
import { preparedStatement } from "./preparedStatement";
import { queryRows } from "./queryRows";
import { isUuid } from "./uuid";

export type TenantRow = typeof tenants.$inferSelect;

export interface SessionLookup {
  tenantId: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  tenant: TenantRow;
  /** Changes whenever the user's role, locations or permissions change: a cached state of another version is stale. */
  stateVersion: string;
}

export async function findTenantByAccountId(db: Database, accountId: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.accountId, accountId));
  return row ?? null;
}

export async function findTenantById(db: Database, id: string): Promise<TenantRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}

/** The tenants having a user with this e-mail (case-insensitive), by account id. */
export async function findTenantsForEmail(db: Database, email: string): Promise<TenantRow[]> {
  const matches = db
    .selectDistinct({ tenantId: users.tenantId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return db
    .select()
    .from(tenants)
    .where(inArray(tenants.id, matches))
    .orderBy(tenants.accountId);
}

/** An invitation or reset link's row by its id (links carry no tenant), used or not: the caller checks it. */
export async function findUserToken(db: Database, id: string): Promise<typeof userTokens.$inferSelect | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(userTokens).where(eq(userTokens.id, id)).limit(1);
  return row ?? null;
}

/** The ACTIVE users with this e-mail (case-insensitive) in every tenant: who a reset link goes to. */
export async function findActiveUsersByEmail(db: Database, email: string): Promise<{ tenantId: string; userId: string }[]> {
  return db
    .select({ tenantId: users.tenantId, userId: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.status, "ACTIVE")));
}

// Every request reads its session: built once, and planned once per connection (a named prepared statement).
const sessionByTokenHash = preparedStatement((db) =>
  db
    .select({
      tenantId: sessions.tenantId,
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      tenant: tenants,
      stateVersion: sql<string>`${users.updatedAt}::text`,
    })
    .from(sessions)
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token_hash"),
);

/** The session of a token's sha256 with its tenant (one round trip), expired or not: the caller checks expiresAt. */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionLookup | null> {
  const [row] = await sessionByTokenHash(db, { tokenHash });
  return row ?? null;
}

export interface LoginAttempt {
  email: string;
  clientAddress: string;
}

export interface LoginFailureLimits {
  perEmail: number;
  perAddress: number;
  windowMinutes: number;
}

/** Allowed (and recorded), or refused with the seconds until the limit that refused it frees a place. */
export type LoginAttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)) of the two limits.
const EMAIL_LOCK = 7_231_001;
const ADDRESS_LOCK = 7_231_002;

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * Records a sign-in attempt as a failure BEFORE its password is checked, unless the e-mail or the client address
 * already has its limit of failures within the window; a successful sign-in then clears them
 * (clearLoginFailures). Attempts of one e-mail, and of one address, take turns on transaction-scoped advisory
 * locks, so each counts every failure recorded before it: of N attempts sent at once, at most the limit are
 * allowed. The locks are always taken e-mail first, then address, so two attempts cannot deadlock.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt, limits: LoginFailureLimits): Promise<LoginAttemptVerdict> {
  const email = normalisedEmail(attempt.email);
  const address = attempt.clientAddress;
  const window = sql`make_interval(mins => ${limits.windowMinutes})`;
  // The limit-th newest failure in the window: the limit holds until it leaves the window.
  const freedAt = (column: SQL, value: string, limit: number) => sql`(
    select failed_at + ${window} from ${loginFailures}
    where ${column} = ${value} and failed_at > now() - ${window}
    order by failed_at desc offset ${Math.max(limit, 1) - 1} limit 1)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email})), pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
    await tx.execute(sql`delete from ${loginFailures} where (email = ${email} or client_address = ${address}) and failed_at <= now() - ${window}`);
    const [refusal] = await queryRows<{ seconds: number | null }>(
      tx,
      sql`select ceil(extract(epoch from greatest(${freedAt(sql`email`, email, limits.perEmail)}, ${freedAt(sql`client_address`, address, limits.perAddress)}) - now()))::int as seconds`,
    );
    if (refusal?.seconds != null) return { allowed: false, retryAfterSeconds: Math.max(refusal.seconds, 1) };
    await tx.insert(loginFailures).values({ email, clientAddress: address });
    return { allowed: true };
  });
}

/** Failures in the window for the e-mail and/or the client address (both given: rows matching both). */
export async function countLoginFailures(db: Database, filter: { email?: string; clientAddress?: string; since: Date }): Promise<number> {
  const conditions: SQL[] = [gte(loginFailures.failedAt, filter.since)];
  if (filter.email !== undefined) conditions.push(eq(loginFailures.email, normalisedEmail(filter.email)));
  if (filter.clientAddress !== undefined) conditions.push(eq(loginFailures.clientAddress, filter.clientAddress));
  const [row] = await db.select({ value: count() }).from(loginFailures).where(and(...conditions));
  return row?.value ?? 0;
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, normalisedEmail(email)));
}
