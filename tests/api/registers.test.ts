// Register settings (system/register): create, list, search, update; the spec's messages; one name per location;
// permission and location walls (a cashier reads their location's tills but cannot create one); tenants.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { locationNamed, uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import type { List } from "../support/operations";

const REGISTER_FIELDS = `id secondaryId name type status currency printMode receiptTemplate terminalTaxId locationId
  location { id name } lastOpenedAt lastClosedAt createdAt updatedAt`;
const GET_REGISTERS = `query ($locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  getLocationRegisters(locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
    data { ${REGISTER_FIELDS} } meta { page limit total totalCount } } }`;
const GET_REGISTER = `query ($id: ID!, $locationId: ID) { getLocationRegister(id: $id, locationId: $locationId) { ${REGISTER_FIELDS} } }`;
const CREATE_REGISTER = `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { ${REGISTER_FIELDS} } }`;
const UPDATE_REGISTER = `mutation ($dto: UpdateLocationRegisterInput!) { updateLocationRegister(dto: $dto) { ${REGISTER_FIELDS} } }`;

interface Register {
  id: string;
  secondaryId: string;
  name: string;
  type: string;
  status: string;
  currency: string;
  printMode: string;
  receiptTemplate: string;
  terminalTaxId: string | null;
  locationId: string;
  location: { id: string; name: string };
  lastOpenedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

let admin: LoginPayload;
let cashier: LoginPayload;
let acme: LoginPayload;
let gulbergId: string;
let dhaId: string;

beforeAll(async () => {
  [admin, cashier, acme] = await Promise.all([
    login(demoAdmin.email, demoAdmin.password),
    login(demoCashier.email, demoCashier.password),
    login(acmeAdmin.email, acmeAdmin.password),
  ]);
  gulbergId = locationNamed(admin, "Gulberg Store").id;
  dhaId = locationNamed(admin, "DHA Store").id;
});

const till = (name: string, locationId: string, extra: object = {}) => ({
  name,
  type: "SALES_REGISTER",
  printMode: "THERMAL",
  currency: "PKR",
  locationId,
  ...extra,
});

async function create(dto: object, token = admin.token): Promise<Register> {
  return expectData(await gql<{ createLocationRegister: Register }>(CREATE_REGISTER, { dto }, { token })).createLocationRegister;
}

function list(variables: object, token = admin.token) {
  return gql<{ getLocationRegisters: List<Register> }>(GET_REGISTERS, variables, { token });
}

const like = (value: string) => [{ conditions: [{ operator: "LIKE", field: "name", value }] }];

describe("create, read and update", () => {
  it("creates a register with the defaults, a REG code and an activity row, and reads it back", async () => {
    const name = uniqueName("Front Till");
    const created = await create({ name: `  ${name}  `, type: "SALES_REGISTER", printMode: "THERMAL", currency: "usd", locationId: gulbergId, terminalTaxId: "" });
    expect(created).toMatchObject({
      name,
      type: "SALES_REGISTER",
      status: "ACTIVE",
      currency: "USD",
      printMode: "THERMAL",
      receiptTemplate: "TEMPLATE_1",
      terminalTaxId: null,
      locationId: gulbergId,
      location: { id: gulbergId, name: "Gulberg Store" },
      lastOpenedAt: null,
    });
    expect(created.secondaryId).toMatch(/^REG-\d{6}$/);
    const read = expectData(await gql<{ getLocationRegister: Register }>(GET_REGISTER, { id: created.id }, { token: admin.token })).getLocationRegister;
    expect(read).toEqual(created);
    expect((await activityFor(created.id)).map((row) => [row.action, row.entity])).toEqual([["CREATE", "locationRegister"]]);
  });

  it("updates every field and keeps the code", async () => {
    const created = await create(till(uniqueName("Edit Till"), gulbergId));
    const name = uniqueName("Edited Till");
    const updated = expectData(
      await gql<{ updateLocationRegister: Register }>(
        UPDATE_REGISTER,
        { dto: { id: created.id, ...till(name, dhaId, { type: "CART_REGISTER", receiptTemplate: "TEMPLATE_3", terminalTaxId: "POS-778", status: "INACTIVE" }) } },
        { token: admin.token },
      ),
    ).updateLocationRegister;
    expect(updated).toMatchObject({
      id: created.id,
      secondaryId: created.secondaryId,
      name,
      type: "CART_REGISTER",
      receiptTemplate: "TEMPLATE_3",
      terminalTaxId: "POS-778",
      status: "INACTIVE",
      location: { id: dhaId, name: "DHA Store" },
    });
    expect((await activityFor(created.id)).map((row) => row.action)).toEqual(["CREATE", "UPDATE"]);
  });

  it("answers NOT_FOUND for an unknown id, and for a register at another location than the one named", async () => {
    expectGqlError(await gql(GET_REGISTER, { id: "00000000-0000-4000-8000-000000000000" }, { token: admin.token }), "NOT_FOUND");
    const created = await create(till(uniqueName("Placed Till"), gulbergId));
    expectGqlError(await gql(GET_REGISTER, { id: created.id, locationId: dhaId }, { token: admin.token }), "NOT_FOUND");
    expectData(await gql(GET_REGISTER, { id: created.id, locationId: gulbergId }, { token: admin.token }));
  });
});

describe("validation", () => {
  it("gives the spec's messages per field and saves nothing", async () => {
    const before = expectData(await list({ limit: 1 })).getLocationRegisters.meta.totalCount;
    const result = await gql(CREATE_REGISTER, { dto: { name: " ", type: "SALES_REGISTER", printMode: "THERMAL", currency: "", locationId: gulbergId } }, { token: admin.token });
    const error = expectGqlError(result, "BAD_USER_INPUT");
    expect(error.extensions?.fields).toMatchObject({ name: "Register name is required", currency: "Currency is required" });
    expect(expectData(await list({ limit: 1 })).getLocationRegisters.meta.totalCount).toBe(before);
  });

  it("refuses a currency that is not a three-letter code", async () => {
    const error = expectGqlError(await gql(CREATE_REGISTER, { dto: till(uniqueName("Odd"), gulbergId, { currency: "R$" }) }, { token: admin.token }), "BAD_USER_INPUT");
    expect(error.extensions?.fields?.currency).toBe("Currency must be a three-letter code such as PKR.");
  });

  it("keeps names unique per location, case-insensitively, but allows the same name elsewhere", async () => {
    const name = uniqueName("Twin Till");
    const first = await create(till(name, gulbergId));
    const error = expectGqlError(await gql(CREATE_REGISTER, { dto: till(name.toUpperCase(), gulbergId) }, { token: admin.token }), "BAD_USER_INPUT");
    expect(error.extensions?.fields?.name).toBe("A register with this name already exists at this location.");
    const elsewhere = await create(till(name, dhaId));
    expect(elsewhere.locationId).toBe(dhaId);
    // renaming another register to the taken name is refused too; keeping its own name is fine
    const other = await create(till(uniqueName("Other Till"), gulbergId));
    const renamed = await gql(UPDATE_REGISTER, { dto: { id: other.id, ...till(name.toLowerCase(), gulbergId) } }, { token: admin.token });
    expect(expectGqlError(renamed, "BAD_USER_INPUT").extensions?.fields?.name).toBe("A register with this name already exists at this location.");
    expectData(await gql(UPDATE_REGISTER, { dto: { id: first.id, ...till(name, gulbergId, { currency: "USD" }) } }, { token: admin.token }));
  });

  it("refuses a location that is not one of the user's (unknown ones included)", async () => {
    expectGqlError(await gql(CREATE_REGISTER, { dto: till(uniqueName("Ghost"), "00000000-0000-4000-8000-000000000000") }, { token: admin.token }), "FORBIDDEN");
  });
});

describe("a register that has been opened", () => {
  it("cannot move to another location, nor be deactivated while its session is open", async () => {
    const created = await create(till(uniqueName("Busy Till"), gulbergId));
    // No API opens a session on this branch's own (the sessions module does): the row is written as it would be.
    await queryApiDatabase(
      `insert into register_sessions (tenant_id, secondary_id, register_id, location_id, opening_amount, balance, opened_by)
       select tenant_id, 'RS-T-' || substr(id::text, 1, 8), id, location_id, 0, 0, $2 from location_registers where id = $1`,
      [created.id, admin.user.id],
    );
    const moved = await gql(UPDATE_REGISTER, { dto: { id: created.id, ...till(created.name, dhaId) } }, { token: admin.token });
    expect(expectGqlError(moved, "BAD_USER_INPUT").extensions?.fields).toEqual({ locationId: "A register that has been opened cannot move to another location." });
    const deactivated = await gql(UPDATE_REGISTER, { dto: { id: created.id, ...till(created.name, gulbergId, { status: "INACTIVE" }) } }, { token: admin.token });
    expect(expectGqlError(deactivated, "BAD_USER_INPUT").extensions?.fields).toEqual({ status: "This register is open: close it before deactivating it." });
    expectData(await gql(UPDATE_REGISTER, { dto: { id: created.id, ...till(created.name, gulbergId, { terminalTaxId: "T-1" }) } }, { token: admin.token }));
  });
});

describe("the register list", () => {
  const tag = uniqueName("Regtag").split(" ")[1];
  const names = [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`];

  beforeAll(async () => {
    for (const name of names) await create(till(name, name.startsWith("Charlie") ? dhaId : gulbergId));
  });

  it("searches by name (LIKE, case-insensitive) and sorts by name descending by default", async () => {
    const page = expectData(await list({ filter: like(tag.toLowerCase()) })).getLocationRegisters;
    expect(page.data.map((r) => r.name)).toEqual([...names].reverse());
    expect(page.meta).toMatchObject({ page: 1, totalCount: 3 });
    const ascending = expectData(await list({ filter: like(tag), sort: [{ field: "name", direction: "ASC" }] })).getLocationRegisters;
    expect(ascending.data.map((r) => r.name)).toEqual(names);
  });

  it("narrows to one location, pages, and filters by the location's name", async () => {
    const atGulberg = expectData(await list({ locationId: gulbergId, filter: like(tag) })).getLocationRegisters;
    expect(atGulberg.data.map((r) => r.name)).toEqual([`Bravo ${tag}`, `Alpha ${tag}`]);
    const second = expectData(await list({ filter: like(tag), limit: 2, page: 2 })).getLocationRegisters;
    expect(second.data.map((r) => r.name)).toEqual([`Alpha ${tag}`]);
    expect(second.meta.totalCount).toBe(3);
    const byLocation = expectData(
      await list({ filter: [{ conditions: [{ operator: "LIKE", field: "name", value: tag }, { operator: "EQUAL", field: "location.name", value: "DHA Store" }] }] }),
    ).getLocationRegisters;
    expect(byLocation.data.map((r) => r.name)).toEqual([`Charlie ${tag}`]);
  });

  it("refuses an unknown field", async () => {
    expectGqlError(await list({ filter: [{ conditions: [{ operator: "EQUAL", field: "secret", value: "x" }] }] }), "BAD_USER_INPUT");
  });

  it("lists the demo tills", async () => {
    const demo = expectData(await list({ locationId: gulbergId, limit: 100 })).getLocationRegisters.data;
    const byName = new Map(demo.map((r) => [r.name, r]));
    expect(byName.get("Gulberg Store Till 1")).toMatchObject({ type: "SALES_REGISTER", currency: "PKR", receiptTemplate: "TEMPLATE_1" });
    expect(byName.get("Gulberg Store Till 2")).toMatchObject({ type: "SALES_REGISTER", receiptTemplate: "TEMPLATE_2" });
    expect(byName.get("Gulberg Store Cart")).toMatchObject({ type: "CART_REGISTER" });
    const dha = expectData(await list({ locationId: dhaId, filter: like("Till 1") })).getLocationRegisters.data;
    expect(dha.map((r) => r.name)).toEqual(["DHA Store Till 1"]);
  });
});

describe("permissions and locations", () => {
  it("lets a cashier read their location's registers, only those, but not create or update one", async () => {
    const atDha = await create(till(uniqueName("Manager Till"), dhaId));
    const mine = expectData(await list({ limit: 1000 }, cashier.token)).getLocationRegisters.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.locationId))).toEqual(new Set([gulbergId]));
    const till1 = mine.find((r) => r.name === "Gulberg Store Till 1");
    expect(till1).toBeDefined();
    expectData(await gql(GET_REGISTER, { id: till1?.id }, { token: cashier.token }));

    expectGqlError(await list({ locationId: dhaId }, cashier.token), "FORBIDDEN");
    expectGqlError(await gql(GET_REGISTER, { id: atDha.id }, { token: cashier.token }), "FORBIDDEN");
    expectGqlError(await gql(CREATE_REGISTER, { dto: till(uniqueName("Cashier Till"), gulbergId) }, { token: cashier.token }), "FORBIDDEN");
    expectGqlError(await gql(UPDATE_REGISTER, { dto: { id: till1?.id, ...till("Hijacked", gulbergId) } }, { token: cashier.token }), "FORBIDDEN");
  });

  it("keeps another tenant's registers out of sight (NOT_FOUND) and their locations out of reach", async () => {
    const demoTill = await create(till(uniqueName("Private Till"), gulbergId));
    expectGqlError(await gql(GET_REGISTER, { id: demoTill.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_REGISTER, { dto: { id: demoTill.id, ...till("Stolen", locationNamed(acme, "Acme Clifton Store").id) } }, { token: acme.token }), "NOT_FOUND");
    const acmeList = expectData(await list({ limit: 1000 }, acme.token)).getLocationRegisters.data;
    expect(acmeList.map((r) => r.id)).not.toContain(demoTill.id);
    expect(acmeList.map((r) => r.name)).toContain("Acme Clifton Store Till 1");
    expectGqlError(await gql(CREATE_REGISTER, { dto: till(uniqueName("Cross"), gulbergId) }, { token: acme.token }), "FORBIDDEN");
  });
});
