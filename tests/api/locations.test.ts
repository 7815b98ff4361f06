import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createApiClient, gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, locationNamed, uniqueName } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import {
  CREATE_LOCATION,
  GET_CITIES,
  GET_LOCATION,
  GET_LOCATIONS,
  UPDATE_LOCATION,
  type List,
  type LocationInput,
  type LocationRecord,
} from "../support/operations";

let admin: LoginPayload;
let token: string;
let pakistan: Awaited<ReturnType<typeof geography>>;
let centralWarehouseId: string;
let gulbergId: string;

beforeAll(async () => {
  admin = await login(demoAdmin.email, demoAdmin.password);
  token = admin.token;
  pakistan = await geography(createApiClient(inject("apiUrl")), token, "Pakistan");
  centralWarehouseId = locationNamed(admin, "Central Warehouse").id;
  gulbergId = locationNamed(admin, "Gulberg Store").id;
});

async function countLocations(): Promise<number> {
  return expectData(await gql<{ getLocations: List<LocationRecord> }>(GET_LOCATIONS, { limit: 1 }, { token })).getLocations.meta.totalCount;
}

async function createLocation(locationDto: LocationInput): Promise<LocationRecord> {
  return expectData(await gql<{ createLocation: LocationRecord }>(CREATE_LOCATION, { locationDto }, { token })).createLocation;
}

function listLocations(variables: object) {
  return gql<{ getLocations: List<LocationRecord> }>(GET_LOCATIONS, variables, { token });
}

describe("validation", () => {
  it("names the field of a validation error and saves nothing", async () => {
    const before = await countLocations();
    const result = await gql(CREATE_LOCATION, { locationDto: { name: "", type: "WAREHOUSE", status: "ACTIVE", cityId: pakistan.city("Lahore") } }, { token });
    const error = expectGqlError(result, "BAD_USER_INPUT");
    expect(error.extensions?.fields?.name).toBe("Name is required.");
    expect(error.message).toContain("Name is required.");
    expect(await countLocations()).toBe(before);
  });

  it("requires a warehouse for a retail location", async () => {
    const before = await countLocations();
    const result = await gql(CREATE_LOCATION, { locationDto: { name: uniqueName("No warehouse"), type: "RETAIL", status: "ACTIVE", cityId: pakistan.city("Lahore") } }, { token });
    const error = expectGqlError(result, "BAD_USER_INPUT");
    expect(error.extensions?.fields?.warehouse_id).toBe("Warehouse is required for a retail location.");
    expect(await countLocations()).toBe(before);
  });

  it("refuses a retail location as the warehouse of another", async () => {
    const result = await gql(
      CREATE_LOCATION,
      { locationDto: { name: uniqueName("Bad warehouse"), type: "RETAIL", status: "ACTIVE", cityId: pakistan.city("Lahore"), warehouse_id: gulbergId } },
      { token },
    );
    const error = expectGqlError(result, "BAD_USER_INPUT");
    expect(error.extensions?.fields?.warehouse_id).toEqual(expect.any(String));
  });

  it("refuses a city that does not exist", async () => {
    const result = await gql(
      CREATE_LOCATION,
      { locationDto: { name: uniqueName("Nowhere"), type: "WAREHOUSE", status: "ACTIVE", cityId: "00000000-0000-4000-8000-000000000000" } },
      { token },
    );
    const error = expectGqlError(result, "BAD_USER_INPUT");
    expect(error.extensions?.fields?.cityId).toEqual(expect.any(String));
  });
});

describe("create, update and read back", () => {
  it("round-trips a retail location with its warehouse and city", async () => {
    const name = uniqueName("Model Town Store");
    const created = await createLocation({
      name: `  ${name}  `,
      type: "RETAIL",
      status: "ACTIVE",
      area: "Model Town",
      cityId: pakistan.city("Lahore"),
      taxNumber: "NTN-1234567",
      salesTaxNumber: "",
      warehouse_id: centralWarehouseId,
    });
    expect(created).toMatchObject({
      name,
      type: "RETAIL",
      status: "ACTIVE",
      area: "Model Town",
      cityId: pakistan.city("Lahore"),
      taxNumber: "NTN-1234567",
      salesTaxNumber: null,
      warehouseId: centralWarehouseId,
      warehouse: { id: centralWarehouseId, name: "Central Warehouse" },
      city: { name: "Lahore", country: { name: "Pakistan", code: "PK" } },
    });
    expect(created.secondaryId).toMatch(/^LOC-\d{6}$/);

    const updated = expectData(
      await gql<{ updateLocation: LocationRecord }>(
        UPDATE_LOCATION,
        { id: created.id, locationDto: { name: `${name} (renamed)`, type: "WAREHOUSE", status: "INACTIVE", cityId: pakistan.city("Karachi"), area: null, warehouse_id: null } },
        { token },
      ),
    ).updateLocation;
    expect(updated).toMatchObject({ id: created.id, secondaryId: created.secondaryId, name: `${name} (renamed)`, type: "WAREHOUSE", status: "INACTIVE", area: null, warehouseId: null, warehouse: null });
    expect(updated.city.name).toBe("Karachi");

    const read = expectData(await gql<{ getLocation: LocationRecord }>(GET_LOCATION, { id: created.id }, { token })).getLocation;
    expect(read).toMatchObject({ name: `${name} (renamed)`, status: "INACTIVE", cityId: pakistan.city("Karachi"), createdAt: created.createdAt });
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
  });

  it("gives each new location the next secondary id", async () => {
    const first = await createLocation({ name: uniqueName("Seq A"), type: "WAREHOUSE", status: "ACTIVE", cityId: pakistan.city("Multan") });
    const second = await createLocation({ name: uniqueName("Seq B"), type: "WAREHOUSE", status: "ACTIVE", cityId: pakistan.city("Multan") });
    const number = (id: string) => Number(id.slice("LOC-".length));
    expect(number(second.secondaryId)).toBe(number(first.secondaryId) + 1);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    expectGqlError(await gql(GET_LOCATION, { id: "00000000-0000-4000-8000-000000000000" }, { token }), "NOT_FOUND");
  });
});

describe("the location list", () => {
  const tag = uniqueName("Listtag").split(" ")[1];
  const names = [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`];
  const like = (value: string) => [{ conditions: [{ operator: "LIKE", field: "name", value }] }];

  beforeAll(async () => {
    for (const name of names) {
      await createLocation({ name, type: "RETAIL", status: "ACTIVE", cityId: pakistan.city("Islamabad"), warehouse_id: centralWarehouseId });
    }
  });

  it("filters by LIKE, case-insensitively, and sorts", async () => {
    const list = expectData(await listLocations({ filter: like(tag.toUpperCase()), sort: [{ field: "name", direction: "DESC" }] })).getLocations;
    expect(list.data.map((l) => l.name)).toEqual([...names].reverse());
    expect(list.meta).toMatchObject({ page: 1, limit: 20, totalCount: 3 });
  });

  it("pages, with meta describing the page", async () => {
    const page2 = expectData(await listLocations({ filter: like(tag), sort: [{ field: "name", direction: "ASC" }], page: 2, limit: 2 })).getLocations;
    expect(page2.data.map((l) => l.name)).toEqual([names[2]]);
    expect(page2.meta).toMatchObject({ page: 2, limit: 2, totalCount: 3 });
  });

  it("combines conditions with OR inside a group and groups with AND", async () => {
    const list = expectData(
      await listLocations({
        filter: [
          { logicalOperator: "OR", conditions: [{ operator: "LIKE", field: "name", value: `Alpha ${tag}` }, { operator: "LIKE", field: "name", value: `Charlie ${tag}` }] },
          { conditions: [{ operator: "EQUAL", field: "city.name", value: "Islamabad" }] },
        ],
        sort: [{ field: "name", direction: "ASC" }],
      }),
    ).getLocations;
    expect(list.data.map((l) => l.name)).toEqual([names[0], names[2]]);
  });

  it("filters on a nested field: the demo stores served by Central Warehouse", async () => {
    const list = expectData(
      await listLocations({
        filter: [{ conditions: [{ operator: "EQUAL", field: "warehouse.name", value: "Central Warehouse" }, { operator: "LIKE", field: "name", value: "Store" }] }],
        sort: [{ field: "name", direction: "ASC" }],
        limit: 100,
      }),
    ).getLocations;
    expect(list.data.map((l) => l.name)).toEqual(expect.arrayContaining(["DHA Store", "Gulberg Store"]));
    expect(list.data.every((l) => l.warehouseId === centralWarehouseId)).toBe(true);
  });

  it("refuses an unknown filter field or sort field with BAD_USER_INPUT", async () => {
    expectGqlError(await listLocations({ filter: [{ conditions: [{ operator: "EQUAL", field: "tenant_id", value: "x" }] }] }), "BAD_USER_INPUT");
    expectGqlError(await listLocations({ sort: [{ field: "name; drop table locations", direction: "ASC" }] }), "BAD_USER_INPUT");
  });

  it("treats an injection attempt in a value as plain text", async () => {
    const list = expectData(await listLocations({ filter: like("' OR '1'='1") })).getLocations;
    expect(list.meta.totalCount).toBe(0);
    expect(await countLocations()).toBeGreaterThan(3);
  });
});

describe("countries and cities", () => {
  it("offers the cities of the chosen country only", async () => {
    expect(pakistan.cities.map((c) => c.name)).toEqual(expect.arrayContaining(["Karachi", "Lahore", "Islamabad"]));
    expect(pakistan.cities.every((c) => c.countryId === pakistan.country.id)).toBe(true);
    expect(pakistan.cities.map((c) => c.name)).not.toContain("Dubai");
  });

  it("sorts cities by name", async () => {
    const list = expectData(
      await gql<{ getCities: List<{ name: string }> }>(
        GET_CITIES,
        { limit: 100000, sort: [{ field: "name", direction: "ASC" }], filter: [{ conditions: [{ operator: "EQUAL", field: "countryId", value: pakistan.country.id }] }] },
        { token },
      ),
    ).getCities;
    const names = list.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.meta.totalCount).toBe(names.length);
  });
});

describe("the activity log", () => {
  // No GraphQL API reads the log yet: the test reads the table through the server's own database handle.
  it("records who created and who updated a location", async () => {
    const created = await createLocation({ name: uniqueName("Logged"), type: "WAREHOUSE", status: "ACTIVE", cityId: pakistan.city("Quetta") });
    expectData(
      await gql(UPDATE_LOCATION, { id: created.id, locationDto: { name: `${created.name} 2`, type: "WAREHOUSE", status: "ACTIVE", cityId: pakistan.city("Quetta") } }, { token }),
    );
    const rows = await activityFor(created.id);
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ["CREATE", "location"],
      ["UPDATE", "location"],
    ]);
    expect(rows.every((r) => r.user_id === admin.user.id)).toBe(true);
  });
});
