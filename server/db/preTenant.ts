// The only lookups that run before a tenant is known, on the owner connection (no withTenant, so row-level
// security does not apply): keep every such query here (the sign-in limits' in loginAttempts.ts), and keep them few.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "./engine";
import { sessions, tenants, userTokens, users } from "./schema";
import { preparedStatement } from "./preparedStatement";
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

/**
 * The tenants where this e-mail (case-insensitive) is an ACTIVE user with a password, by account id: the companies
 * a sign-in may be meant for. Invited, cancelled and deactivated users are not among them.
 */
export async function findTenantsForEmail(db: Database, email: string): Promise<TenantRow[]> {
  const matches = db
    .selectDistinct({ tenantId: users.tenantId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.status, "ACTIVE"), isNotNull(users.passwordHash)));
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
