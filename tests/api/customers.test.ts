// Customers (customers-partners/customers): create, search, read by id/phone/email, update; one customer per
// phone however it is typed (stored in E.164); addresses and their display line; the messages; permission walls
// (the Cashier lists but cannot create, the Catalogue Viewer cannot even list); another tenant sees nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import type { List } from "../support/operations";

const demoReadonly = { email: "readonly@demo.test", password: "Readonly@12345" } as const;

const ADDRESS_FIELDS = `id secondaryId customerId cityId city { id name country { id name } } streetName streetAddress1 streetAddress2
  buildingNo districtName postalCode state landmark additionalNumber line`;
const CUSTOMER_FIELDS = `id secondaryId name phoneNumber email gender birthday commercialRegisterNumber nationalId notes additionalNumber
  createdAt partner { id name } addresses { ${ADDRESS_FIELDS} } orders { orderCount totalSpent }`;
const GET_CUSTOMERS = `query ($search: String, $page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
  getCustomers(search: $search, page: $page, limit: $limit, filter: $filter) { data { ${CUSTOMER_FIELDS} } meta { totalCount } } }`;
const GET_CUSTOMER = `query ($id: ID, $phoneNumber: String, $email: String) {
  getCustomer(id: $id, phoneNumber: $phoneNumber, email: $email) { ${CUSTOMER_FIELDS} } }`;
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${CUSTOMER_FIELDS} } }`;
const CREATE_ADDRESS = `mutation ($customerId: ID!, $input: AddressInput!) { createAddress(customerId: $customerId, input: $input) { ${ADDRESS_FIELDS} } }`;
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
const GET_CITIES = `query ($filter: [FilterGroupInput!]) { getCities(filter: $filter, limit: 10) { data { id name } } }`;

interface Address {
  id: string;
  customerId: string;
  line: string;
  city: { id: string; name: string; country: { name: string } } | null;
}
interface Customer {
  id: string;
  secondaryId: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  partner: { id: string; name: string } | null;
  addresses: Address[];
  orders: { orderCount: number; totalSpent: number };
}

let admin: LoginPayload;
let cashier: LoginPayload;
let readonly: LoginPayload;
let acme: LoginPayload;
let lahoreId: string;

beforeAll(async () => {
  [admin, cashier, readonly, acme] = await Promise.all([
    login(demoAdmin.email, demoAdmin.password),
    login(demoCashier.email, demoCashier.password),
    login(demoReadonly.email, demoReadonly.password),
    login(acmeAdmin.email, acmeAdmin.password),
  ]);
  const cities = expectData(
    await gql<{ getCities: List<{ id: string; name: string }> }>(GET_CITIES, { filter: [{ conditions: [{ operator: "EQUAL", field: "name", value: "Lahore" }] }] }, { token: admin.token }),
  ).getCities.data;
  lahoreId = cities[0].id;
});

/** A Pakistani mobile number no other test run uses: national digits (0345 …) and their E.164 form. */
function freshPhone(): { national: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  return { national: `0345 ${digits}`, e164: `+92345${digits}` };
}

async function create(input: object, token = admin.token): Promise<Customer> {
  return expectData(await gql<{ createCustomer: Customer }>(CREATE_CUSTOMER, { input }, { token })).createCustomer;
}

function fieldsOf(result: Awaited<ReturnType<typeof gql>>) {
  return expectGqlError(result, "BAD_USER_INPUT").extensions?.fields;
}

const search = async (text: string, token = admin.token) =>
  expectData(await gql<{ getCustomers: List<Customer> }>(GET_CUSTOMERS, { search: text, limit: 50 }, { token })).getCustomers.data;

describe("the demo customers", () => {
  it("has Ayesha Malik with her address in Lahore and the corporate partner", async () => {
    const [ayesha] = await search("Ayesha Malik");
    expect(ayesha).toMatchObject({ phoneNumber: "+923001112233", partner: { name: "Lahore Corporate Health" } });
    expect(ayesha.secondaryId).toMatch(/^CUS-\d{6}$/);
    expect(ayesha.addresses.map((a) => a.line)).toEqual(["12-B, Main Boulevard, Lahore, Pakistan, Punjab, 54000"]);
  });
});

describe("create, read, search and update", () => {
  it("stores the phone in E.164 however it is typed and finds it by phone, id and email", async () => {
    const phone = freshPhone();
    const name = uniqueName("Customer");
    const email = `${name.replace(/\s/g, ".").toLowerCase()}@example.com`;
    const created = await create({ name, phoneNumber: phone.national, email, gender: "FEMALE", birthday: "1990-04-01" });
    expect(created).toMatchObject({ name, phoneNumber: phone.e164, email, partner: null, addresses: [], orders: { orderCount: 0, totalSpent: 0 } });
    expect(created.secondaryId).toMatch(/^CUS-\d{6}$/);
    const byPhone = async (typed: string) => expectData(await gql<{ getCustomer: Customer }>(GET_CUSTOMER, { phoneNumber: typed }, { token: admin.token })).getCustomer.id;
    expect(await byPhone(phone.national)).toBe(created.id);
    expect(await byPhone(phone.e164)).toBe(created.id);
    expect(await byPhone(phone.national.replace(" ", ""))).toBe(created.id);
    const byEmail = expectData(await gql<{ getCustomer: Customer }>(GET_CUSTOMER, { email: email.toUpperCase() }, { token: admin.token })).getCustomer;
    expect(byEmail.id).toBe(created.id);
    const byId = expectData(await gql<{ getCustomer: Customer }>(GET_CUSTOMER, { id: created.id }, { token: admin.token })).getCustomer;
    expect(byId).toEqual(created);
    expect((await activityFor(created.id)).map((row) => [row.action, row.entity])).toEqual([["CREATE", "customer"]]);
  });

  it("keeps one customer per phone: 0300-style and +92-style are the same number", async () => {
    const phone = freshPhone();
    await create({ name: uniqueName("First"), phoneNumber: phone.e164 });
    expect(fieldsOf(await gql(CREATE_CUSTOMER, { input: { name: uniqueName("Second"), phoneNumber: phone.national } }, { token: admin.token }))).toEqual({
      phoneNumber: "A customer with this phone number already exists.",
    });
    expect((await search(phone.e164)).length).toBe(1);
  });

  it("refuses a second customer with the same email whatever its case", async () => {
    const email = `${uniqueName("dup").replace(/\s/g, "")}@example.com`;
    await create({ name: uniqueName("Email"), phoneNumber: freshPhone().national, email });
    expect(fieldsOf(await gql(CREATE_CUSTOMER, { input: { name: uniqueName("Email"), phoneNumber: freshPhone().national, email: email.toUpperCase() } }, { token: admin.token }))).toEqual({
      email: "A customer with this email already exists.",
    });
  });

  it("searches by name, by phone as typed or by some of its digits, and by email", async () => {
    const phone = freshPhone();
    const name = uniqueName("Searchable");
    const created = await create({ name, phoneNumber: phone.national, email: `${name.replace(/\s/g, "")}@example.com` });
    expect((await search(name)).map((c) => c.id)).toEqual([created.id]);
    expect((await search(phone.national)).map((c) => c.id)).toEqual([created.id]);
    expect((await search(phone.e164)).map((c) => c.id)).toEqual([created.id]);
    expect((await search(phone.e164.slice(-7))).map((c) => c.id)).toContain(created.id);
    // digits inside other text are not a phone search
    expect((await search(`Room ${phone.e164.slice(-7)}`)).map((c) => c.id)).not.toContain(created.id);
    expect((await search(`${name.replace(/\s/g, "")}@EXAMPLE`)).map((c) => c.id)).toEqual([created.id]);
    expect(await search(uniqueName("Nobody"))).toEqual([]);
    // the grid's search box: a LIKE filter on "search" reads the same three
    const filtered = async (typed: string) =>
      expectData(
        await gql<{ getCustomers: List<Customer> }>(GET_CUSTOMERS, { filter: [{ conditions: [{ operator: "LIKE", field: "search", value: typed }] }] }, { token: admin.token }),
      ).getCustomers.data.map((c) => c.id);
    expect(await filtered(phone.national)).toEqual([created.id]);
    expect(await filtered(name)).toEqual([created.id]);
  });

  it("updates a customer, keeping its own phone and refusing another's", async () => {
    const mine = freshPhone();
    const theirs = freshPhone();
    const created = await create({ name: uniqueName("Update"), phoneNumber: mine.national });
    await create({ name: uniqueName("Other"), phoneNumber: theirs.national });
    const name = uniqueName("Renamed");
    const updated = expectData(
      await gql<{ updateCustomer: Customer }>(UPDATE_CUSTOMER, { id: created.id, input: { name, phoneNumber: mine.e164, notes: "Prefers SMS" } }, { token: admin.token }),
    ).updateCustomer;
    expect(updated).toMatchObject({ id: created.id, name, phoneNumber: mine.e164 });
    expect(fieldsOf(await gql(UPDATE_CUSTOMER, { id: created.id, input: { name, phoneNumber: theirs.national } }, { token: admin.token }))).toEqual({
      phoneNumber: "A customer with this phone number already exists.",
    });
    expect((await activityFor(created.id)).map((row) => row.action)).toEqual(["CREATE", "UPDATE"]);
  });

  it("answers NOT_FOUND for an unknown id, phone or email", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectGqlError(await gql(GET_CUSTOMER, { id: unknown }, { token: admin.token }), "NOT_FOUND", "Customer not found.");
    expectGqlError(await gql(GET_CUSTOMER, { phoneNumber: freshPhone().national }, { token: admin.token }), "NOT_FOUND");
    expectGqlError(await gql(GET_CUSTOMER, { email: "nobody-here@example.com" }, { token: admin.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_CUSTOMER, { id: unknown, input: { name: "X", phoneNumber: freshPhone().national } }, { token: admin.token }), "NOT_FOUND");
  });
});

describe("validation", () => {
  it("names the rule for a missing name, an invalid phone and email, and writes nothing", async () => {
    const name = uniqueName("Invalid");
    expect(fieldsOf(await gql(CREATE_CUSTOMER, { input: { name: " ", phoneNumber: "0300 12", email: "not-an-email" } }, { token: admin.token }))).toEqual({
      name: "Customer name is required.",
      phoneNumber: "Please enter a valid phone number.",
      email: "Please enter a valid email address.",
    });
    expect(fieldsOf(await gql(CREATE_CUSTOMER, { input: { name, phoneNumber: `0300 1234567${" ".repeat(239)}` } }, { token: admin.token }))).toEqual({
      phoneNumber: "Please enter a valid phone number.",
    });
    expect(await search(name)).toEqual([]);
  });
});

describe("addresses", () => {
  it("adds and updates a customer's address, shown as one line with blanks skipped", async () => {
    const customer = await create({ name: uniqueName("Addressed"), phoneNumber: freshPhone().national });
    const address = expectData(
      await gql<{ createAddress: Address }>(
        CREATE_ADDRESS,
        { customerId: customer.id, input: { buildingNo: "14", streetName: "Mall Road", streetAddress1: " ", cityId: lahoreId, postalCode: "54000" } },
        { token: admin.token },
      ),
    ).createAddress;
    expect(address).toMatchObject({ customerId: customer.id, line: "14, Mall Road, Lahore, Pakistan, 54000", city: { name: "Lahore", country: { name: "Pakistan" } } });
    const updated = expectData(
      await gql<{ updateAddress: Address }>(UPDATE_ADDRESS, { id: address.id, input: { streetAddress1: "Flat 2", state: "Punjab" } }, { token: admin.token }),
    ).updateAddress;
    expect(updated.line).toBe("Flat 2, Punjab");
    const read = expectData(await gql<{ getCustomer: Customer }>(GET_CUSTOMER, { id: customer.id }, { token: admin.token })).getCustomer;
    expect(read.addresses.map((a) => [a.id, a.line])).toEqual([[address.id, "Flat 2, Punjab"]]);
    expectGqlError(await gql(CREATE_ADDRESS, { customerId: "00000000-0000-4000-8000-000000000000", input: {} }, { token: admin.token }), "NOT_FOUND");
    expectGqlError(await gql(CREATE_ADDRESS, { customerId: customer.id, input: { cityId: "00000000-0000-4000-8000-000000000000" } }, { token: admin.token }), "NOT_FOUND");
  });
});

describe("permission walls and tenants", () => {
  it("lets the Cashier list, read and create customers (at the till) and add an address, but not update them", async () => {
    const customer = await create({ name: uniqueName("Walled"), phoneNumber: freshPhone().national });
    expect((await search(customer.name, cashier.token)).map((c) => c.id)).toEqual([customer.id]);
    const created = expectData(await gql<{ createCustomer: Customer }>(CREATE_CUSTOMER, { input: { name: uniqueName("Cashier"), phoneNumber: freshPhone().national } }, { token: cashier.token })).createCustomer;
    expect(created.id).toBeTruthy();
    expectGqlError(await gql(UPDATE_CUSTOMER, { id: customer.id, input: { name: "X", phoneNumber: customer.phoneNumber } }, { token: cashier.token }), "FORBIDDEN");
    expectData(await gql(CREATE_ADDRESS, { customerId: customer.id, input: { buildingNo: "1" } }, { token: cashier.token }));
  });

  it("keeps the Catalogue Viewer out", async () => {
    expectGqlError(await gql(GET_CUSTOMERS, { limit: 5 }, { token: readonly.token }), "FORBIDDEN");
    expectGqlError(await gql(GET_CUSTOMER, { phoneNumber: "0300 1234567" }, { token: readonly.token }), "FORBIDDEN");
  });

  it("shows another tenant's customer as NOT_FOUND and lets it reuse the number", async () => {
    const phone = freshPhone();
    const customer = await create({ name: uniqueName("Demo only"), phoneNumber: phone.national });
    expectGqlError(await gql(GET_CUSTOMER, { id: customer.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(GET_CUSTOMER, { phoneNumber: phone.national }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE_CUSTOMER, { id: customer.id, input: { name: "X", phoneNumber: phone.national } }, { token: acme.token }), "NOT_FOUND");
    expect(await search(customer.name, acme.token)).toEqual([]);
    const theirs = await create({ name: uniqueName("Acme"), phoneNumber: phone.e164 }, acme.token);
    expect(theirs.phoneNumber).toBe(phone.e164);
  });
});
