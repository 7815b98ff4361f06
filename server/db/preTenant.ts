// The only lookups that run before a tenant is known, on the owner connection (no withTenant, so row-level
// security does not apply): keep every such query here, and keep them few.
import { and, count, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "./engine";
import { loginFailures, sessions, tenants, users } from "./schema";
import { isUuid } from "./uuid";

export type TenantRow = typeof tenants.$inferSelect;

export interface SessionLookup {
  tenantId: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  tenant: TenantRow;
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

/** The session of a token's sha256 with its tenant (one round trip), expired or not: the caller checks expiresAt. */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionLookup | null> {
  const [row] = await db
    .select({ tenantId: sessions.tenantId, sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, tenant: tenants })
    .from(sessions)
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function recordLoginFailure(db: Database, failure: { email: string; clientAddress: string }): Promise<void> {
  await db.insert(loginFailures).values({ email: failure.email.trim().toLowerCase(), clientAddress: failure.clientAddress });
}

/** Failures since a time for the e-mail and/or the client address (both given: rows matching both). */
export async function countLoginFailures(db: Database, filter: { email?: string; clientAddress?: string; since: Date }): Promise<number> {
  const conditions: SQL[] = [gte(loginFailures.failedAt, filter.since)];
  if (filter.email !== undefined) conditions.push(eq(loginFailures.email, filter.email.trim().toLowerCase()));
  if (filter.clientAddress !== undefined) conditions.push(eq(loginFailures.clientAddress, filter.clientAddress));
  const [row] = await db.select({ value: count() }).from(loginFailures).where(and(...conditions));
  return row?.value ?? 0;
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.trim().toLowerCase()));
}
