import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedManyLocations } from "../../../server/seed";
import { cities, locations, tenants } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";

describe("seedManyLocations", () => {
  let database: OpenTestDatabase;
  let tenantId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [tenant] = await database.db.insert(tenants).values({ accountId: "big", name: "Big Chain" }).returning({ id: tenants.id });
    tenantId = tenant.id;
    await seedManyLocations(database.db, tenantId, 2_345);
  }, 120_000);
  afterAll(() => database?.dispose());

  it("inserts the count asked, one warehouse in ten, every store pointing at a warehouse", async () => {
    const countWhere = async (type: string) => {
      const [row] = await database.db.select({ n: count() }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.type, type)));
      return row.n;
    };
    expect(await countWhere("WAREHOUSE")).toBe(235);
    expect(await countWhere("RETAIL")).toBe(2_110);
    const [orphans] = await database.db.select({ n: count() }).from(locations).where(and(eq(locations.type, "RETAIL"), isNull(locations.warehouseId)));
    expect(orphans.n).toBe(0);
  });

  it("names and numbers them in order and spreads them over the cities", async () => {
    const [last] = await database.db
      .select({ name: locations.name, secondaryId: locations.secondaryId })
      .from(locations)
      .where(eq(locations.tenantId, tenantId))
      .orderBy(locations.secondaryId)
      .offset(2_344);
    expect(last.secondaryId).toBe("LOC-002345");
    expect(last.name).toMatch(/^Branch 02345 \S/);
    const [cityCount] = await database.db.select({ n: count() }).from(cities);
    const used = await database.db.selectDistinct({ cityId: locations.cityId }).from(locations).where(eq(locations.tenantId, tenantId));
    expect(used).toHaveLength(cityCount.n);
  });
});
