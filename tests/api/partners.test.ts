// Partners (customers-partners/partners): the demo partners, create, search, update (ours), the messages, a name
// unique per tenant, phone in E.164; the Cashier cannot see partners, another tenant sees NOT_FOUND.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier, demoManager } from "../support/logins";
import type { List } from "../support/operations";

const PARTNER_FIELDS = `id secondaryId name status type address cityId city { id name country { name } } contactPerson email phoneNumber
  taxId websiteUrl createdAt`;
const GET_PARTNERS = `query ($search: String, $filter: [FilterGroupInput!]) {
  getPartners(search: $search, filter: $filter, limit: 50) { data { ${PARTNER_FIELDS} } meta { totalCount } } }`;
const GET_PARTNER = `query ($id: ID!) { getPartner(id: $id) { ${PARTNER_FIELDS} } }`;
const CREATE_PARTNER = `mutation ($input: PartnerInput!) { createPartner(input: $input) { ${PARTNER_FIELDS} } }`;
const UPDATE_PARTNER = `mutation ($id: ID!, $input: PartnerInput!) { updatePartner(id: $id, input: $input) { ${PARTNER_FIELDS} } }`;

interface Partner {
  id: string;
  secondaryId: string;
  name: string;
  status: string;
  type: string;
  phoneNumber: string | null;
  city: { name: string } | null;
}

let admin: LoginPayload;
let manager: LoginPayload;
let cashier: LoginPayload;
let acme: LoginPayload;

beforeAll(async () => {
  [admin, manager, cashier, acme] = await Promise.all([
    login(demoAdmin.email, demoAdmin.password),
    login(demoManager.email, demoManager.password),
    login(demoCashier.email, demoCashier.password),
    login(acmeAdmin.email, acmeAdmin.password),
  ]);
});

async function create(input: object, token = admin.token): Promise<Partner> {
  return expectData(await gql<{ createPartner: Partner }>(CREATE_PARTNER, { input }, { token })).createPartner;
}

const search = async (text: string, token = admin.token) =>
  expectData(await gql<{ getPartners: List<Partner> }>(GET_PARTNERS, { search: text }, { token })).getPartners.data;

function fieldsOf(result: Awaited<ReturnType<typeof gql>>) {
  return expectGqlError(result, "BAD_USER_INPUT").extensions?.fields;
}

describe("the demo partners", () => {
  it("has a corporate and a discount programme in Lahore", async () => {
    const byName = new Map((await search("")).map((p) => [p.name, p]));
    expect(byName.get("Lahore Corporate Health")).toMatchObject({ type: "CORPORATE", status: "ACTIVE", phoneNumber: "+924235761234", city: { name: "Lahore" } });
    expect(byName.get("Senior Citizens Programme")).toMatchObject({ type: "DISCOUNT", status: "ACTIVE" });
  });
});

describe("create, search and update", () => {
  it("creates an ACTIVE partner with a PTN code, its phone in E.164, and finds it by name", async () => {
    const name = uniqueName("Partner");
    const created = await create({ name, type: "RESELLER", phoneNumber: "0300 1234567", websiteUrl: "https://partner.example.com" });
    expect(created).toMatchObject({ name, type: "RESELLER", status: "ACTIVE", phoneNumber: "+923001234567", city: null });
    expect(created.secondaryId).toMatch(/^PTN-\d{6}$/);
    expect((await search(name)).map((p) => p.id)).toEqual([created.id]);
    expect(expectData(await gql<{ getPartner: Partner }>(GET_PARTNER, { id: created.id }, { token: admin.token })).getPartner).toEqual(created);
    const inactive = expectData(
      await gql<{ getPartners: List<Partner> }>(GET_PARTNERS, { search: name, filter: [{ conditions: [{ operator: "EQUAL", field: "status", value: "INACTIVE" }] }] }, { token: admin.token }),
    ).getPartners.data;
    expect(inactive).toEqual([]);
  });

  it("updates a partner and records both writes", async () => {
    const created = await create({ name: uniqueName("Affiliate"), type: "AFFILIATE" });
    const name = uniqueName("Distributor");
    const updated = expectData(
      await gql<{ updatePartner: Partner }>(UPDATE_PARTNER, { id: created.id, input: { name, type: "DISTRIBUTOR", status: "INACTIVE" } }, { token: admin.token }),
    ).updatePartner;
    expect(updated).toMatchObject({ id: created.id, name, type: "DISTRIBUTOR", status: "INACTIVE" });
    expect((await activityFor(created.id)).map((row) => [row.action, row.entity])).toEqual([
      ["CREATE", "partner"],
      ["UPDATE", "partner"],
    ]);
    expectGqlError(await gql(UPDATE_PARTNER, { id: "00000000-0000-4000-8000-000000000000", input: { name, type: "DISCOUNT" } }, { token: admin.token }), "NOT_FOUND");
  });
});

describe("validation", () => {
  it("names the rules and keeps names unique per tenant whatever their case", async () => {
    expect(fieldsOf(await gql(CREATE_PARTNER, { input: { name: "", type: "CORPORATE", phoneNumber: "12345", email: "nope" } }, { token: admin.token }))).toEqual({
      name: "Partner name is required.",
      phoneNumber: "Please enter a valid phone number.",
      email: "Please enter a valid email address.",
    });
    const name = uniqueName("Unique");
    await create({ name, type: "CORPORATE" });
    expect(fieldsOf(await gql(CREATE_PARTNER, { input: { name: name.toUpperCase(), type: "DISCOUNT" } }, { token: admin.token }))).toEqual({
      name: "A partner with this name already exists.",
    });
    expect(await create({ name, type: "CORPORATE" }, acme.token)).toMatchObject({ name });
  });
});

describe("permission walls and tenants", () => {
  it("lets the Store Manager manage partners, lets the Cashier only list them, and hides them from another tenant", async () => {
    const mine = await create({ name: uniqueName("Manager's"), type: "DISCOUNT" }, manager.token);
    // the till picks a partner for the cart: the Cashier lists partners but cannot create one
    expectData(await gql(GET_PARTNERS, {}, { token: cashier.token }));
    expectGqlError(await gql(CREATE_PARTNER, { input: { name: uniqueName("Cashier"), type: "DISCOUNT" } }, { token: cashier.token }), "FORBIDDEN");
    expectGqlError(await gql(GET_PARTNER, { id: mine.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_PARTNER, { id: mine.id, input: { name: "X", type: "DISCOUNT" } }, { token: acme.token }), "NOT_FOUND");
    expect(await search(mine.name, acme.token)).toEqual([]);
  });
});
