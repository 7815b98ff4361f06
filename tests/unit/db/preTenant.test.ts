import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clearLoginFailures,
  countLoginFailures,
  findSessionByTokenHash,
  findTenantByAccountId,
  findTenantById,
  findTenantsForEmail,
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

  it("finds the tenants of an e-mail case-insensitively, several when it is in several", async () => {
    expect((await findTenantsForEmail(database.db, " Admin@Demo.TEST ")).map((tenant) => tenant.accountId)).toEqual(["demo"]);
    const acmeId = await tenantIdOf(database.db, "acme");
    await withTenant(database.db, acmeId, async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).limit(1);
      await tx.insert(users).values({ tenantId: acmeId, secondaryId: "USR-000099", email: "Cashier@demo.test", firstName: "Twin", roleId: role.id });
    });
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

  it("records sign-in attempts per e-mail and per address, refuses past either limit, and clears an e-mail", async () => {
    const limits = { perEmail: 2, perAddress: 3, windowMinutes: 15 };
    const since = new Date(Date.now() - 60_000);
    const reserve = (email: string, clientAddress: string) => reserveLoginAttempt(database.db, { email, clientAddress }, limits);
    expect(await reserve("Cashier@Demo.test", "10.0.0.1")).toEqual({ allowed: true });
    expect(await reserve("cashier@demo.test", "10.0.0.2")).toEqual({ allowed: true });
    const byEmail = await reserve("cashier@demo.test", "10.0.0.3");
    expect(byEmail).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!byEmail.allowed) expect(byEmail.retryAfterSeconds).toBeGreaterThan(14 * 60);
    if (!byEmail.allowed) expect(byEmail.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await reserve("other@demo.test", "10.0.0.1")).toEqual({ allowed: true });
    expect(await reserve("third@demo.test", "10.0.0.1")).toEqual({ allowed: true });
    expect(await reserve("fourth@demo.test", "10.0.0.1")).toMatchObject({ allowed: false });
    // Refused attempts are not recorded.
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since })).toBe(2);
    expect(await countLoginFailures(database.db, { clientAddress: "10.0.0.1", since })).toBe(3);
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", clientAddress: "10.0.0.1", since })).toBe(1);
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since: new Date(Date.now() + 60_000) })).toBe(0);
    await clearLoginFailures(database.db, "CASHIER@demo.test");
    expect(await countLoginFailures(database.db, { email: "cashier@demo.test", since })).toBe(0);
    expect(await countLoginFailures(database.db, { email: "other@demo.test", since })).toBe(1);
    expect(await reserve("cashier@demo.test", "10.0.0.4")).toEqual({ allowed: true });
  });

  it("lets at most the limit of attempts sent at once through, and forgets failures older than the window", async () => {
    const limits = { perEmail: 5, perAddress: 100, windowMinutes: 15 };
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await database.db.insert(loginFailures).values(Array.from({ length: 5 }, () => ({ email: "rush@demo.test", clientAddress: "10.1.0.1", failedAt: longAgo })));
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => reserveLoginAttempt(database.db, { email: "rush@demo.test", clientAddress: `10.1.0.${index + 2}` }, limits)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await countLoginFailures(database.db, { email: "rush@demo.test", since: new Date(0) })).toBe(5);
  });
});
