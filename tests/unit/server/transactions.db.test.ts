// One operation, one transaction: services take the caller's scope, so two of them commit or roll back together,
// and the second sees what the first wrote before the commit. The activity log joins the same transaction.
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTransaction } from "../../../server/core/transaction";
import { queryRows, withTenant } from "../../../server/db";
import { activityLog } from "../../../server/db/schema";
import { createManufacturer, listManufacturers } from "../../../server/modules/catalogue/manufacturerService";
import { createVendor, listVendors } from "../../../server/modules/procurement/vendorService";
import { appErrorOf, useSignedInAdmin } from "./fixture";

const setup = useSignedInAdmin();

const byName = (name: string) => ({ filter: [{ conditions: [{ field: "name", operator: "EQUAL", value: name }] }] });

/** What is committed under the name, read in a transaction of its own. */
async function committed(name: string) {
  return inTransaction(setup.admin, async (scope) => ({
    manufacturers: (await listManufacturers(scope, byName(name))).data,
    vendors: (await listVendors(scope, byName(name))).data,
  }));
}

async function activityRows(entityIds: string[]) {
  const tenantId = setup.admin.auth!.tenant.id;
  return withTenant(setup.fixture.database.db, tenantId, (tx) =>
    tx.select().from(activityLog).where(and(eq(activityLog.tenantId, tenantId), inArray(activityLog.entityId, entityIds))),
  );
}

describe("inTransaction", () => {
  it("runs as the application role with the signed-in user's tenant set, and hands the scope its user", async () => {
    const [settings] = await inTransaction(setup.admin, async ({ tx, tenantId, auth }) => {
      expect([tenantId, auth.user.email]).toEqual([setup.admin.auth!.tenant.id, "admin@demo.test"]);
      return queryRows<{ role: string; tenant: string }>(tx, sql`select current_user as role, current_setting('app.tenant_id') as tenant`);
    });
    expect(settings).toEqual({ role: "pharmacy_app", tenant: setup.admin.auth!.tenant.id });
  });

  it("refuses a request without a session before opening anything, saying why", async () => {
    const anonymous = await setup.fixture.contextFor();
    expect((await appErrorOf(inTransaction(anonymous, async () => "ran"))).extensions.code).toBe("UNAUTHENTICATED");
    const expired = await setup.fixture.contextFor("not-a-token");
    expect((await appErrorOf(inTransaction(expired, async () => "ran"))).message).toBe("Your session has expired. Please sign in again.");
  });
});

describe("services in one transaction", () => {
  it("commit together: the second sees the first's write", async () => {
    const { manufacturer, vendor } = await inTransaction(setup.admin, async (scope) => {
      const made = await createManufacturer(scope, { name: "Together Pharma", status: "ACTIVE" });
      // not committed yet: the vendor service finds it through the same transaction
      const supplier = await createVendor(scope, { name: "Together Pharma", status: "ACTIVE", manufacturerIds: [made.id] });
      return { manufacturer: made, vendor: supplier };
    });
    expect(vendor.manufacturerIds).toEqual([manufacturer.id]);
    const after = await committed("Together Pharma");
    expect(after.manufacturers.map((m) => m.id)).toEqual([manufacturer.id]);
    expect(after.vendors.map((v) => v.manufacturerIds)).toEqual([[manufacturer.id]]);
    expect((await activityRows([manufacturer.id, vendor.id])).map((row) => row.action)).toEqual(["CREATE", "CREATE"]);
  });

  it("roll back together: a failure after the second service undoes the first's write and both activity rows", async () => {
    const ids: string[] = [];
    const failure = inTransaction(setup.admin, async (scope) => {
      const made = await createManufacturer(scope, { name: "Undone Pharma", status: "ACTIVE" });
      const supplier = await createVendor(scope, { name: "Undone Pharma", status: "ACTIVE", manufacturerIds: [made.id] });
      ids.push(made.id, supplier.id);
      throw new Error("the sale failed after both services ran");
    });
    await expect(failure).rejects.toThrow("the sale failed after both services ran");
    expect(ids).toHaveLength(2);
    expect(await committed("Undone Pharma")).toEqual({ manufacturers: [], vendors: [] });
    expect(await activityRows(ids)).toEqual([]);
  });

  it("a service refusing its input undoes what the one before it wrote", async () => {
    const refusal = await appErrorOf(
      inTransaction(setup.admin, async (scope) => {
        await createManufacturer(scope, { name: "Half Pharma", status: "ACTIVE" });
        return createVendor(scope, { name: "", status: "ACTIVE" });
      }),
    );
    expect(refusal.extensions.code).toBe("BAD_USER_INPUT");
    expect((await committed("Half Pharma")).manufacturers).toEqual([]);
  });
});
