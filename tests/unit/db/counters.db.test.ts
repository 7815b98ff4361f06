import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextSecondaryId, reserveSecondaryIds, withTenant } from "../../../server/db";
import { tenants } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";

describe("secondary id counters", () => {
  let database: OpenTestDatabase;
  let tenantId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [tenant] = await database.db.insert(tenants).values({ accountId: "counting", name: "Counting" }).returning({ id: tenants.id });
    tenantId = tenant.id;
  }, 60_000);
  afterAll(() => database?.dispose());

  it("counts LOC-000001, LOC-000002 per tenant and counter", async () => {
    const first = await withTenant(database.db, tenantId, (tx) => nextSecondaryId(tx, tenantId, "locations", "LOC"));
    const second = await withTenant(database.db, tenantId, (tx) => nextSecondaryId(tx, tenantId, "locations", "LOC"));
    const other = await withTenant(database.db, tenantId, (tx) => nextSecondaryId(tx, tenantId, "roles", "ROLE"));
    expect([first, second, other]).toEqual(["LOC-000001", "LOC-000002", "ROLE-000001"]);
  });

  it("reserves a consecutive range in one statement", async () => {
    const range = await withTenant(database.db, tenantId, (tx) => reserveSecondaryIds(tx, tenantId, "locations", "LOC", 3));
    expect(range).toEqual(["LOC-000003", "LOC-000004", "LOC-000005"]);
  });

  it("gives back the number when the transaction rolls back", async () => {
    const failing = withTenant(database.db, tenantId, async (tx) => {
      await nextSecondaryId(tx, tenantId, "locations", "LOC");
      throw new Error("rolled back");
    });
    await expect(failing).rejects.toThrow("rolled back");
    const next = await withTenant(database.db, tenantId, (tx) => nextSecondaryId(tx, tenantId, "locations", "LOC"));
    expect(next).toBe("LOC-000006");
  });
});
