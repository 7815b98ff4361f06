// Platform fee settings (system/platform-fee-config): create, list, search, update; the spec's messages; one fee
// per location and order type; a percentage fee at most 100; permission and location walls; tenants.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { locationNamed, uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier, demoManager } from "../support/logins";
import type { List } from "../support/operations";

const FEE_FIELDS = `id locationId location { id name } name orderType platformFeeType platformFeeValue platformFeeTaxRate
  platformFeeTaxable platformFeeAccountCode createdAt updatedAt`;
const GET_FEES = `query ($locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  getPlatformFeeConfigs(locationId: $locationId, page: $page, limit: $limit, filter: $filter, sort: $sort) {
    data { ${FEE_FIELDS} } meta { page limit total totalCount } } }`;
const GET_FEE = `query ($id: ID!) { getPlatformFeeConfig(id: $id) { ${FEE_FIELDS} } }`;
const CREATE_FEE = `mutation ($input: PlatformFeeConfigInput!) { createPlatformFeeConfig(input: $input) { ${FEE_FIELDS} } }`;
const UPDATE_FEE = `mutation ($input: UpdatePlatformFeeConfigInput!) { updatePlatformFeeConfig(input: $input) { ${FEE_FIELDS} } }`;

interface Fee {
  id: string;
  locationId: string;
  location: { id: string; name: string };
  name: string;
  orderType: string;
  platformFeeType: string;
  platformFeeValue: number;
  platformFeeTaxRate: number;
  platformFeeTaxable: boolean;
  platformFeeAccountCode: string;
}

let admin: LoginPayload;
let cashier: LoginPayload;
let manager: LoginPayload;
let acme: LoginPayload;
let gulbergId: string;
let dhaId: string;
let centralId: string;

beforeAll(async () => {
  [admin, cashier, manager, acme] = await Promise.all([
    login(demoAdmin.email, demoAdmin.password),
    login(demoCashier.email, demoCashier.password),
    login(demoManager.email, demoManager.password),
    login(acmeAdmin.email, acmeAdmin.password),
  ]);
  gulbergId = locationNamed(admin, "Gulberg Store").id;
  dhaId = locationNamed(admin, "DHA Store").id;
  centralId = locationNamed(admin, "Central Warehouse").id;
});

const fee = (locationId: string, extra: object = {}) => ({
  locationId,
  name: uniqueName("Fee"),
  orderType: "PICKUP",
  platformFeeType: "FLAT",
  platformFeeValue: 25,
  platformFeeTaxRate: 0,
  platformFeeAccountCode: "4100",
  ...extra,
});

async function create(input: object, token = admin.token): Promise<Fee> {
  return expectData(await gql<{ createPlatformFeeConfig: Fee }>(CREATE_FEE, { input }, { token })).createPlatformFeeConfig;
}

function list(variables: object, token = admin.token) {
  return gql<{ getPlatformFeeConfigs: List<Fee> }>(GET_FEES, variables, { token });
}

function fieldsOf(result: Awaited<ReturnType<typeof gql>>) {
  return expectGqlError(result, "BAD_USER_INPUT").extensions?.fields;
}

describe("the demo fee", () => {
  it("charges a flat, taxable 50 on Gulberg Store's delivery orders and nothing else", async () => {
    const gulberg = expectData(await list({ locationId: gulbergId })).getPlatformFeeConfigs.data;
    expect(gulberg.map((f) => f.orderType)).toEqual(["DELIVERY"]);
    expect(gulberg[0]).toMatchObject({
      name: "Delivery platform fee",
      platformFeeType: "FLAT",
      platformFeeValue: 50,
      platformFeeTaxRate: 16,
      platformFeeTaxable: true,
      location: { id: gulbergId, name: "Gulberg Store" },
    });
  });
});

describe("create, read and update", () => {
  it("creates a fee (not taxable by default), reads it back and records the activity", async () => {
    const created = await create(fee(centralId, { orderType: "PICKUP", platformFeeValue: 12.5, platformFeeTaxRate: 5.25 }));
    expect(created).toMatchObject({ locationId: centralId, orderType: "PICKUP", platformFeeValue: 12.5, platformFeeTaxRate: 5.25, platformFeeTaxable: false });
    const read = expectData(await gql<{ getPlatformFeeConfig: Fee }>(GET_FEE, { id: created.id }, { token: admin.token })).getPlatformFeeConfig;
    expect(read).toEqual(created);
    expect((await activityFor(created.id)).map((row) => [row.action, row.entity])).toEqual([["CREATE", "platformFeeConfig"]]);
  });

  it("updates a fee, and answers NOT_FOUND for an unknown id", async () => {
    const created = await create(fee(centralId, { orderType: "RETURN" }));
    const name = uniqueName("Return handling");
    const updated = expectData(
      await gql<{ updatePlatformFeeConfig: Fee }>(
        UPDATE_FEE,
        { input: { id: created.id, ...fee(centralId, { name, orderType: "RETURN", platformFeeType: "PERCENTAGE", platformFeeValue: 2.5, platformFeeTaxRate: 16, platformFeeTaxable: true }) } },
        { token: admin.token },
      ),
    ).updatePlatformFeeConfig;
    expect(updated).toMatchObject({ id: created.id, name, platformFeeType: "PERCENTAGE", platformFeeValue: 2.5, platformFeeTaxable: true });
    expect((await activityFor(created.id)).map((row) => row.action)).toEqual(["CREATE", "UPDATE"]);
    expectGqlError(await gql(GET_FEE, { id: "00000000-0000-4000-8000-000000000000" }, { token: admin.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_FEE, { input: { id: "00000000-0000-4000-8000-000000000000", ...fee(centralId) } }, { token: admin.token }), "NOT_FOUND");
  });
});

describe("validation", () => {
  it("gives the spec's messages", async () => {
    expect(fieldsOf(await gql(CREATE_FEE, { input: fee(dhaId, { name: "", platformFeeAccountCode: " " }) }, { token: admin.token }))).toMatchObject({
      name: "Platform fee name is required",
      platformFeeAccountCode: "Account code is required",
    });
    expect(fieldsOf(await gql(CREATE_FEE, { input: fee(dhaId, { platformFeeValue: -1, platformFeeTaxRate: -1 }) }, { token: admin.token }))).toMatchObject({
      platformFeeValue: "Fee value must be positive",
      platformFeeTaxRate: "Tax rate must be positive",
    });
    expect(fieldsOf(await gql(CREATE_FEE, { input: fee(dhaId, { platformFeeTaxRate: 100.5 }) }, { token: admin.token }))).toMatchObject({
      platformFeeTaxRate: "Tax rate cannot exceed 100%",
    });
    expect(expectData(await list({ locationId: dhaId })).getPlatformFeeConfigs.meta.totalCount).toBe(0);
  });

  it("holds a percentage fee to 100 while a flat fee may be more", async () => {
    expect(fieldsOf(await gql(CREATE_FEE, { input: fee(dhaId, { platformFeeType: "PERCENTAGE", platformFeeValue: 101 }) }, { token: admin.token }))).toEqual({
      platformFeeValue: "A percentage fee cannot exceed 100%.",
    });
    const flat = await create(fee(dhaId, { orderType: "RETURN", platformFeeType: "FLAT", platformFeeValue: 150 }));
    expect(flat.platformFeeValue).toBe(150);
  });

  it("allows one fee per location and order type", async () => {
    const error = fieldsOf(await gql(CREATE_FEE, { input: fee(gulbergId, { orderType: "DELIVERY" }) }, { token: admin.token }));
    expect(error).toEqual({ orderType: "This location already has a platform fee for DELIVERY orders." });
    const pickup = await create(fee(gulbergId, { orderType: "PICKUP" }));
    // moving it onto the taken type is refused; saving it unchanged is not
    const moved = await gql(UPDATE_FEE, { input: { id: pickup.id, ...fee(gulbergId, { orderType: "DELIVERY" }) } }, { token: admin.token });
    expect(fieldsOf(moved)).toEqual({ orderType: "This location already has a platform fee for DELIVERY orders." });
    expectData(await gql(UPDATE_FEE, { input: { id: pickup.id, ...fee(gulbergId, { orderType: "PICKUP", name: pickup.name }) } }, { token: admin.token }));
  });
});

describe("the fee list", () => {
  it("searches by name and sorts by name descending by default", async () => {
    const tag = uniqueName("Feetag").split(" ")[1];
    await create(fee(centralId, { name: `Alpha ${tag}`, orderType: "DELIVERY" }));
    const page = expectData(await list({ filter: [{ conditions: [{ operator: "LIKE", field: "name", value: tag.toLowerCase() }] }] })).getPlatformFeeConfigs;
    expect(page.data.map((f) => f.name)).toEqual([`Alpha ${tag}`]);
    const byDefault = expectData(await list({ limit: 100 })).getPlatformFeeConfigs.data.map((f) => f.id);
    const byNameDesc = expectData(await list({ limit: 100, sort: [{ field: "name", direction: "DESC" }] })).getPlatformFeeConfigs.data.map((f) => f.id);
    const byNameAsc = expectData(await list({ limit: 100, sort: [{ field: "name", direction: "ASC" }] })).getPlatformFeeConfigs.data.map((f) => f.id);
    expect(byDefault.length).toBeGreaterThan(2);
    expect(byDefault).toEqual(byNameDesc);
    expect(byDefault).not.toEqual(byNameAsc);
  });
});

describe("permissions and locations", () => {
  it("keeps the settings from users without the platform fee permissions", async () => {
    expectGqlError(await list({}, cashier.token), "FORBIDDEN");
    expectGqlError(await list({}, manager.token), "FORBIDDEN");
    expectGqlError(await gql(CREATE_FEE, { input: fee(gulbergId) }, { token: cashier.token }), "FORBIDDEN");
  });

  it("keeps another tenant's fees out of sight and its locations out of reach", async () => {
    const [demoFee] = expectData(await list({ locationId: gulbergId, filter: [{ conditions: [{ operator: "EQUAL", field: "orderType", value: "DELIVERY" }] }] })).getPlatformFeeConfigs.data;
    expectGqlError(await gql(GET_FEE, { id: demoFee.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_FEE, { input: { id: demoFee.id, ...fee(locationNamed(acme, "Acme Clifton Store").id) } }, { token: acme.token }), "NOT_FOUND");
    expect(expectData(await list({ limit: 100 }, acme.token)).getPlatformFeeConfigs.data.map((f) => f.id)).not.toContain(demoFee.id);
    expectGqlError(await gql(CREATE_FEE, { input: fee(gulbergId) }, { token: acme.token }), "FORBIDDEN");
    expectGqlError(await list({ locationId: gulbergId }, acme.token), "FORBIDDEN");
  });
});
