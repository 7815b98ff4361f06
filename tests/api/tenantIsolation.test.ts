import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient, gql, login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, locationNamed } from "../support/fixtures";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { AUTHENTICATE_TOKEN, GET_LOCATION, GET_LOCATIONS, UPDATE_LOCATION, type List, type LocationRecord } from "../support/operations";
import { inject } from "vitest";

let demo: LoginPayload;
let acme: LoginPayload;
let gulbergId: string;

beforeAll(async () => {
  demo = await login(demoAdmin.email, demoAdmin.password);
  acme = await login(acmeAdmin.email, acmeAdmin.password);
  gulbergId = locationNamed(demo, "Gulberg Store").id;
});

describe("tenant isolation", () => {
  it("keeps the acme admin from reading a demo location", async () => {
    expectGqlError(await gql(GET_LOCATION, { id: gulbergId }, { token: acme.token }), "NOT_FOUND");
  });

  it("lists only acme's own locations to the acme admin, even when asked for a demo id", async () => {
    const all = expectData(await gql<{ getLocations: List<LocationRecord> }>(GET_LOCATIONS, { limit: 100 }, { token: acme.token }));
    const names = all.getLocations.data.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(["Acme Main Warehouse", "Acme Clifton Store"]));
    expect(names).not.toContain("Gulberg Store");
    expect(names).not.toContain("Central Warehouse");
    expect(all.getLocations.data.map((l) => l.id)).not.toContain(gulbergId);

    const byId = expectData(
      await gql<{ getLocations: List<LocationRecord> }>(
        GET_LOCATIONS,
        { filter: [{ conditions: [{ operator: "EQUAL", field: "id", value: gulbergId }] }] },
        { token: acme.token },
      ),
    );
    expect(byId.getLocations.data).toEqual([]);
    expect(byId.getLocations.meta.totalCount).toBe(0);
  });

  it("keeps the acme admin from updating a demo location, and leaves it unchanged", async () => {
    const karachi = (await geography(createApiClient(inject("apiUrl")), acme.token, "Pakistan")).city("Karachi");
    const result = await gql(
      UPDATE_LOCATION,
      { id: gulbergId, locationDto: { name: "Taken over", type: "WAREHOUSE", status: "ACTIVE", cityId: karachi } },
      { token: acme.token },
    );
    expectGqlError(result, "NOT_FOUND");
    const still = expectData(await gql<{ getLocation: LocationRecord }>(GET_LOCATION, { id: gulbergId }, { token: demo.token }));
    expect(still.getLocation.name).toBe("Gulberg Store");
    expect(still.getLocation.type).toBe("RETAIL");
  });

  it("refuses an acme token sent with a forged x-account-id of demo", async () => {
    expectGqlError(await gql(GET_LOCATIONS, {}, { token: acme.token, accountId: "demo" }), "UNAUTHENTICATED");
    expectGqlError(await gql(GET_LOCATION, { id: gulbergId }, { token: acme.token, accountId: "demo" }), "UNAUTHENTICATED");
    expectGqlError(await gql(AUTHENTICATE_TOKEN, {}, { token: acme.token, accountId: "demo" }), "UNAUTHENTICATED");
  });

  it("accepts the token with its own tenant's x-account-id", async () => {
    const data = expectData(await gql<{ authenticateToken: { tenant: { accountId: string } } }>(AUTHENTICATE_TOKEN, {}, { token: acme.token, accountId: "acme" }));
    expect(data.authenticateToken.tenant.accountId).toBe("acme");
  });
});
