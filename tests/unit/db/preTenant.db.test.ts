import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countLoginFailures,
  findSessionByTokenHash,
  findTenantByAccountId,
  findTenantById,
  findTenantsForEmail,
  recordSignIn,
  reserveLoginAttempt,
  withTenant,
} from "../../../server/db";
import { seedDemoData } from "../../../server/seed";
import { loginFailures, roles, sessions, users } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";
import { tenantIdOf } from "./tenantIds";

describe("lookups before a tenant is known", () => {
  let database: OpenTestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
  }, 60_000);
  afterAll(() => database?.dispose());

  it("finds tenants by account id and by id", async () => {
    const demo = await findTenantByAccountId(database.db, "demo");
    expect(demo).toMatchObject({ accountId: "demo", name: "Demo Pharmacy", currency: "PKR" });
    expect(await findTenantById(database.db, demo?.id ?? "")).toMatchObject({ accountId: "demo" });
    expect(await findTenantByAccountId(database.db, "nobody")).toBeNull();
    expect(await findTenantById(database.db, "not-a-uuid")).toBeNull();
  });

  it("finds the tenants where an e-mail is an active user with a password, case-insensitively, several when it is in several", async () => {
    expect((await findTenantsForEmail(database.db, " Admin@Demo.TEST ")).map((tenant) => tenant.accountId)).toEqual(["demo"]);
    const acmeId = await tenantIdOf(database.db, "acme");
    const twin = await withTenant(database.db, acmeId, async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).limit(1);
      const [user] = await tx.insert(users).values({ tenantId: acmeId, secondaryId: "USR-000099", email: "Cashier@demo.test", firstName: "Twin", roleId: role.id, status: "INVITE_PENDING" }).returning({ id: users.id });
      return user.id;
    });
    // an invitation is not an account to sign in to
    expect((await findTenantsForEmail(database.db, "cashier@demo.test")).map((tenant) => tenant.accountId)).toEqual(["demo"]);
    await withTenant(database.db, acmeId, (tx) => tx.update(users).set({ status: "ACTIVE", passwordHash: "argon2-hash" }).where(eq(users.id, twin)));
    expect((await findTenantsForEmail(database.db, "cashier@demo.test")).map((tenant) => tenant.accountId)).toEqual(["acme", "demo"]);
    expect(await findTenantsForEmail(database.db, "nobody@demo.test")).toEqual([]);
  });

  it("finds a session by the sha256 of its token", async () => {
    const demoId = await tenantIdOf(database.db, "demo");
    const tokenHash = createHash("sha256").update("a-token").digest("hex");
    const expiresAt = new Date(Date.now() + 86_400_000);
    const created = await withTenant(database.db, demoId, async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).limit(1);
      const [session] = await tx.insert(sessions).values({ tenantId: demoId, userId: user.id, tokenHash, expiresAt }).returning();
      return session;
    });
    expect(await findSessionByTokenHash(database.db, tokenHash)).toMatchObject({ tenantId: demoId, sessionId: created.id, userId: created.userId, expiresAt, tenant: { id: demoId, accountId: "demo" } });
    expect(await findSessionByTokenHash(database.db, "0".repeat(64))).toBeNull();
  });

  it("records sign-in attempts, refuses past the limit per e-mail and address or per address, and clears an e-mail at its address", async () => {
    const limits = { perEmailAndAddress: 2, perAddress: 3, perEmail: 100, windowMinutes: 15 };
    const since = new Date(Date.now() - 60_000);
    const reserve = (email: string, clientAddress: string) => reserveLoginAttempt(database.db, { email, clientAddress }, limits);
    expect(await reserve("Cashier@Demo.test", "10.0.0.1")).toEqual({ allowed: true });
    expect(await reserve("cashier@demo.test", "10.0.0.1")).toEqual({ allowed: true });
    const byPair = await reserve("cashier@demo.test", "10.0.0.1");
    expect(byPair).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!byPair.allowed) expect(byPair.retryAfterSeconds).toBeGreaterThan(14 * 60);
    if (!byPair.allowed) expect(byPair.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // the same e-mail from another address is another count
    expect(await reserve("cashier@demo.test", "10.0.0.2")).toEqual({ allowed: true });
    expect(await reserve("other@demo.test", "10.0.0.1")).toEqual({ allowed: true });
    expect(await reserve("fourth@demo.test", "10.0.0.1")).toMatchObject({ allowed: false });
    // Refused attempts are not recorded.
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since })).toBe(3);
    expect(await countLoginFailures(database.db, { clientAddress: "10.0.0.1", since })).toBe(3);
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", clientAddress: "10.0.0.1", since })).toBe(2);
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since: new Date(Date.now() + 60_000) })).toBe(0);
    await recordSignIn(database.db, { email: "CASHIER@demo.test", clientAddress: "10.0.0.2" });
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since })).toBe(2);
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", clientAddress: "10.0.0.2", since })).toBe(0);
  });

  it("past the per-e-mail ceiling lets only an address the e-mail signed in from through; resets count apart", async () => {
    const limits = { perEmailAndAddress: 10, perAddress: 100, perEmail: 3, windowMinutes: 15 };
    const reserve = (clientAddress: string, purpose?: "RESET") => reserveLoginAttempt(database.db, { email: "spread@demo.test", clientAddress, purpose }, limits);
    await recordSignIn(database.db, { email: "spread@demo.test", clientAddress: "10.2.0.99" });
    for (const address of ["10.2.0.1", "10.2.0.2", "10.2.0.3"]) expect(await reserve(address)).toEqual({ allowed: true });
    expect(await reserve("10.2.0.4")).toMatchObject({ allowed: false });
    expect(await reserve("10.2.0.99")).toEqual({ allowed: true });
    expect(await reserve("10.2.0.4", "RESET")).toEqual({ allowed: true });
  });

  it("lets at most the limit of attempts sent at once through, and forgets failures older than the window", async () => {
    const limits = { perEmailAndAddress: 100, perAddress: 100, perEmail: 5, windowMinutes: 15 };
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await database.db.insert(loginFailures).values(Array.from({ length: 5 }, () => ({ email: "rush@demo.test", clientAddress: "10.1.0.1", failedAt: longAgo })));
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => reserveLoginAttempt(database.db, { email: "rush@demo.test", clientAddress: `10.1.0.${index + 2}` }, limits)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await countLoginFailures(database.db, { email: "rush@demo.test", since: new Date(0) })).toBe(5);
  });
});
