import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient, gql, login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, locationNamed, uniqueName } from "../support/fixtures";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { CREATE_LOCATION, GET_LOCATIONS, UPDATE_LOCATION, type List, type LocationRecord } from "../support/operations";
import { inject } from "vitest";

let admin: LoginPayload;
let cashier: LoginPayload;
let manager: LoginPayload;
let lahore: string;

beforeAll(async () => {
  admin = await login(demoAdmin.email, demoAdmin.password);
  cashier = await login(demoCashier.email, demoCashier.password);
  manager = await login(demoManager.email, demoManager.password);
  lahore = (await geography(createApiClient(inject("apiUrl")), admin.token, "Pakistan")).city("Lahore");
});

describe("permissions", () => {
  it("answers FORBIDDEN when the cashier creates a location, and saves nothing", async () => {
    const name = uniqueName("Cashier attempt");
    const result = await gql(CREATE_LOCATION, { locationDto: { name, type: "WAREHOUSE", status: "ACTIVE", cityId: lahore } }, { token: cashier.token });
    expectGqlError(result, "FORBIDDEN");
    const found = expectData(
      await gql<{ getLocations: List<LocationRecord> }>(
        GET_LOCATIONS,
        { filter: [{ conditions: [{ operator: "EQUAL", field: "name", value: name }] }] },
        { token: admin.token },
      ),
    );
    expect(found.getLocations.meta.totalCount).toBe(0);
  });

  it("answers FORBIDDEN when the cashier lists or updates locations", async () => {
    expectGqlError(await gql(GET_LOCATIONS, {}, { token: cashier.token }), "FORBIDDEN");
    const gulberg = locationNamed(admin, "Gulberg Store").id;
    const result = await gql(
      UPDATE_LOCATION,
      { id: gulberg, locationDto: { name: "Renamed by cashier", type: "WAREHOUSE", status: "ACTIVE", cityId: lahore } },
      { token: cashier.token },
    );
    expectGqlError(result, "FORBIDDEN");
  });

  it("answers UNAUTHENTICATED without a token", async () => {
    expectGqlError(await gql(GET_LOCATIONS), "UNAUTHENTICATED");
    expectGqlError(await gql(CREATE_LOCATION, { locationDto: { name: "x", type: "WAREHOUSE", status: "ACTIVE", cityId: lahore } }), "UNAUTHENTICATED");
  });

  it("lets the store manager read locations but not create them", async () => {
    expectData(await gql(GET_LOCATIONS, {}, { token: manager.token }));
    const result = await gql(CREATE_LOCATION, { locationDto: { name: uniqueName("Manager attempt"), type: "WAREHOUSE", status: "ACTIVE", cityId: lahore } }, { token: manager.token });
    expectGqlError(result, "FORBIDDEN");
  });
});

describe("allowed locations", () => {
  it("refuses a locationId outside the user's allowed locations", async () => {
    expect(manager.allowedLocations.map((l) => l.name).sort()).toEqual(["DHA Store", "Gulberg Store"]);
    const centralWarehouse = locationNamed(admin, "Central Warehouse").id;
    const result = await gql(GET_LOCATIONS, { locationId: centralWarehouse }, { token: manager.token });
    expectGqlError(result, "FORBIDDEN", "You do not have access to this location.");
  });

  it("accepts a locationId inside them", async () => {
    const gulberg = locationNamed(manager, "Gulberg Store").id;
    expectData(await gql(GET_LOCATIONS, { locationId: gulberg }, { token: manager.token }));
  });
});
