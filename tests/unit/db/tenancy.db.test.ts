import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresErrorOf, queryRows, withTenant } from "../../../server/db";
import { seedDemoData } from "../../../server/seed";
import { cities, locations } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";
import { tenantIdOf } from "./tenantIds";

describe("withTenant: row-level security", () => {
  let database: OpenTestDatabase;
  let demoId: string;
  let acmeId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    demoId = await tenantIdOf(database.db, "demo");
    acmeId = await tenantIdOf(database.db, "acme");
  }, 60_000);
  afterAll(() => database?.dispose());

  it("runs as pharmacy_app with app.tenant_id set, and only inside the transaction", async () => {
    const inside = await withTenant(database.db, demoId, (tx) =>
      queryRows<{ role: string; tenant: string }>(tx, sql`select current_user as role, current_setting('app.tenant_id') as tenant`),
    );
    expect(inside[0]).toEqual({ role: "pharmacy_app", tenant: demoId });
    const after = await queryRows<{ role: string }>(database.db, sql`select current_user as role`);
    expect(after[0].role).not.toBe("pharmacy_app");
  });

  it("shows only the tenant's own locations to a query without any tenant predicate", async () => {
    const all = await database.db.select({ tenantId: locations.tenantId }).from(locations);
    expect(new Set(all.map((row) => row.tenantId))).toEqual(new Set([demoId, acmeId]));
    const seen = await withTenant(database.db, demoId, (tx) => tx.select({ tenantId: locations.tenantId, name: locations.name }).from(locations));
    expect(seen.map((row) => row.name).sort()).toEqual(["Central Warehouse", "DHA Store", "Gulberg Store"]);
    expect(seen.every((row) => row.tenantId === demoId)).toBe(true);
  });

  it("refuses to write a row of another tenant", async () => {
    const [city] = await database.db.select({ id: cities.id }).from(cities).limit(1);
    const attempt = withTenant(database.db, demoId, (tx) =>
      tx.insert(locations).values({ tenantId: acmeId, secondaryId: "LOC-999999", name: "Intruder", type: "RETAIL", cityId: city.id }),
    );
    const error = await attempt.then(() => undefined, (reason: unknown) => reason);
    expect(postgresErrorOf(error)).toMatchObject({ code: "42501", message: expect.stringMatching(/row-level security/) });
    const intruders = await database.db.select().from(locations).where(sql`${locations.name} = 'Intruder'`);
    expect(intruders).toHaveLength(0);
  });

  it("cannot change or delete another tenant's rows", async () => {
    const changed = await withTenant(database.db, demoId, (tx) =>
      tx.update(locations).set({ area: "hacked" }).where(sql`${locations.tenantId} = ${acmeId}`).returning({ id: locations.id }),
    );
    expect(changed).toHaveLength(0);
    const deleted = await withTenant(database.db, demoId, (tx) =>
      tx.delete(locations).where(sql`${locations.tenantId} = ${acmeId}`).returning({ id: locations.id }),
    );
    expect(deleted).toHaveLength(0);
  });

  it("gives tenants read-only access to global tables", async () => {
    const attempt = withTenant(database.db, demoId, (tx) => tx.execute(sql`insert into countries (name, code) values ('Nowhere', 'NW')`));
    const error = await attempt.then(() => undefined, (reason: unknown) => reason);
    expect(postgresErrorOf(error)).toMatchObject({ code: "42501", message: expect.stringMatching(/permission denied/) });
  });

  it("rejects a tenant id that is not a uuid", async () => {
    await expect(withTenant(database.db, "demo", async () => 1)).rejects.toThrow(/not a tenant id/);
  });
});
