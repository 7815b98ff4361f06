// Where a store's stock may go (getTransferDestinations): every other active location, the warehouse that supplies
// the store first (a demand note asks it unless another is chosen), then by name: a warehouse whose name sorts first
// (as other tests' "Audit Depot …" do) does not take its place.
import { describe, expect, inject, it } from "vitest";
import { createApiClient, gql, login } from "../support/api";
import { expectData } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import { CREATE_LOCATION } from "../support/operations";

const DESTINATIONS = `query ($locationFromId: ID!) { getTransferDestinations(locationFromId: $locationFromId) { id name type } }`;

describe("the destinations of a store's transfer", () => {
  it("starts with the store's own warehouse, then the rest by name", async () => {
    const session = await login(demoAdmin.email, demoAdmin.password);
    const token = session.token;
    const cityId = (await geography(createApiClient(inject("apiUrl")), token, "Pakistan")).city("Lahore");
    const early = uniqueName("AAA Depot");
    expectData(await gql(CREATE_LOCATION, { locationDto: { name: early, type: "WAREHOUSE", status: "ACTIVE", cityId } }, { token }));
    const gulberg = session.allowedLocations.find((location) => location.name === "Gulberg Store");
    const places = expectData(await gql<{ getTransferDestinations: { name: string; type: string }[] }>(DESTINATIONS, { locationFromId: gulberg?.id }, { token })).getTransferDestinations;
    expect(places[0]).toMatchObject({ name: "Central Warehouse", type: "WAREHOUSE" });
    expect(places.slice(1).map((place) => place.name)).toContain(early);
  });
});
