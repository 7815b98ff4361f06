import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionCatalogue } from "../../../common/permissions/catalogue";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "../../../server/db";
import { seedDemoData } from "../../../server/seed";
import { rollupDrift } from "../../../server/modules/salesRollups";
import { cities, countries, locations, permissions, tenantTableNames, tenants, users } from "../../../server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";

async function rowCounts(db: Database) {
  const [[c], [ci], [p], [t], [u], [l]] = await Promise.all([
    db.select({ n: count() }).from(countries),
    db.select({ n: count() }).from(cities),
    db.select({ n: count() }).from(permissions),
    db.select({ n: count() }).from(tenants),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(locations),
  ]);
  return { countries: c.n, cities: ci.n, permissions: p.n, tenants: t.n, users: u.n, locations: l.n };
}

describe("migrations and seed", () => {
  let location: TestDatabase;
  let database: DatabaseHandle;
  const open = () => openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  beforeAll(async () => {
    location = await createTestDatabase();
    database = await open();
    await seedDemoData(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await location?.drop();
  });

  it("creates the global data: 4 countries, 18 cities, the whole permission catalogue", async () => {
    const counts = await rowCounts(database.db);
    expect(counts.countries).toBe(4);
    expect(counts.cities).toBe(18);
    const stored = await database.db.select({ permission: permissions.permission }).from(permissions);
    expect(stored.map((row) => row.permission)).toEqual(expect.arrayContaining(permissionCatalogue.map((entry) => entry.permission)));
  });

  it("seeds the two demo tenants with 6 users and 5 locations", async () => {
    const counts = await rowCounts(database.db);
    expect(counts).toMatchObject({ tenants: 2, users: 6, locations: 5 });
  });

  it("protects every table that has a tenant_id with row-level security and a tenant_isolation policy", async () => {
    const rows = await queryRows<{ table_name: string; rls: boolean; policies: number }>(database.db, sql`
      select c.relname as table_name, c.relrowsecurity as rls,
             (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
      from information_schema.columns col
      join pg_class c on c.relname = col.table_name and c.relnamespace = 'public'::regnamespace
      where col.table_schema = 'public' and col.column_name = 'tenant_id'`);
    const tables = rows.map((row) => row.table_name).sort();
    expect(tables).toEqual([...tenantTableNames].sort());
    for (const row of rows) expect(row, row.table_name).toMatchObject({ rls: true, policies: 1 });
  });

  it("keeps the demo's sales rollups equal to its orders (sales of earlier days moved back with them)", async () => {
    const [{ days }] = await queryRows<{ days: number }>(database.db, sql`select count(distinct day)::int as days from sales_daily`);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(await rollupDrift(database.db)).toEqual([]);
  });

  it("opens the same database again without re-running anything or duplicating data", async () => {
    const before = await rowCounts(database.db);
    await database.close();
    database = await open();
    await seedDemoData(database.db);
    expect(await rowCounts(database.db)).toEqual(before);
  }, 60_000);
});
