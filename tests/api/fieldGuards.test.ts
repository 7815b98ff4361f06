// Fields some readers may not see: what the company pays (product purchasing/trade price, trade discount, margin;
// a lot's purchase price) and a vendor's commercial terms and bank details. The read-only Catalogue Viewer and
// the cashier read products but get null there, without an error, and cannot filter or sort by them.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData } from "../support/assertions";
import { locationNamed } from "../support/fixtures";
import { demoAdmin, demoCashier, demoManager, demoWarehouse } from "../support/logins";
import { expectFields, readonlyUser, type List } from "./catalogueHelpers";

const PRICE_FIELDS = ["purchasingPrice", "tradePrice", "tradeDiscount", "margins"] as const;
const TERM_FIELDS = ["creditLimit", "paymentMethod", "paymentTerms", "bankName", "branchCode", "branchCity", "ibanNumber", "withHoldTaxGroup", "withHoldTaxPercentage", "stockReturnPolicy"] as const;

const PRODUCTS = `query ($filter: [FilterGroupInput!], $sort: [SortInput!]) {
  getProducts(limit: 100, filter: $filter, sort: $sort) { data { id name maximumRetailPrice ${PRICE_FIELDS.join(" ")} } meta { total } } }`;
const PRODUCT = `query ($id: ID!) { getProduct(id: $id) { id name maximumRetailPrice ${PRICE_FIELDS.join(" ")} } }`;
const VENDORS = `query ($filter: [FilterGroupInput!], $sort: [SortInput!]) {
  getVendors(limit: 100, filter: $filter, sort: $sort) { data { id name primaryPhone ${TERM_FIELDS.join(" ")} } meta { total } } }`;
const LOTS = `query ($locationId: ID!, $filter: [FilterGroupInput!]) {
  getUnexpiredProductLots(locationId: $locationId, limit: 20, filter: $filter) { data { id actionId mrpSellingUnit purchasingPrice } meta { total } } }`;

type Row = Record<string, unknown> & { id: string; name: string };
type Lot = { id: string; actionId: string; mrpSellingUnit: number; purchasingPrice: number | null };

async function tokenOf(user: { email: string; password: string }) {
  return (await login(user.email, user.password)).token;
}

async function products(token: string): Promise<Row[]> {
  const result = await gql<{ getProducts: List<Row> }>(PRODUCTS, {}, { token });
  return expectData(result).getProducts.data;
}

async function vendors(token: string): Promise<Row[]> {
  const result = await gql<{ getVendors: List<Row> }>(VENDORS, {}, { token });
  return expectData(result).getVendors.data;
}

async function gulbergLots(user: { email: string; password: string }): Promise<Lot[]> {
  const session = await login(user.email, user.password);
  const result = await gql<{ getUnexpiredProductLots: List<Lot> }>(LOTS, { locationId: locationNamed(session, "Gulberg Store").id }, { token: session.token });
  return expectData(result).getUnexpiredProductLots.data;
}

const filledIn = (rows: Row[], field: string) => rows.filter((row) => row[field] !== null).length;

let readonlyToken: string;
let cashierToken: string;

beforeAll(async () => {
  readonlyToken = await tokenOf(readonlyUser);
  cashierToken = await tokenOf(demoCashier);
});

describe("purchase prices of products", () => {
  it("are null for the read-only role and the cashier, who still read the products and their retail prices", async () => {
    for (const token of [readonlyToken, cashierToken]) {
      const rows = await products(token);
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.every((row) => typeof row.maximumRetailPrice === "number")).toBe(true);
      for (const field of PRICE_FIELDS) expect(filledIn(rows, field), field).toBe(0);
      const one = expectData(await gql<{ getProduct: Row }>(PRODUCT, { id: rows[0].id }, { token })).getProduct;
      expect(one.name).toBe(rows[0].name);
      for (const field of PRICE_FIELDS) expect(one[field], field).toBeNull();
    }
  });

  it("are there for the administrator, the store manager and the warehouse staff", async () => {
    // Other test files share this database and may add products without a purchase price: compare the roles
    // with each other (and with a floor of the demo catalogue) rather than with every row.
    const seen = new Map<string, number[]>();
    for (const user of [demoAdmin, demoManager, demoWarehouse]) {
      const rows = await products(await tokenOf(user));
      seen.set(user.email, ["purchasingPrice", "tradePrice", "margins"].map((field) => filledIn(rows, field)));
    }
    const adminCounts = seen.get(demoAdmin.email) ?? [];
    for (const count of adminCounts) expect(count).toBeGreaterThan(20);
    for (const [email, counts] of seen) expect(counts, email).toEqual(adminCounts);
  });

  it("cannot be found out by filtering or sorting on them", async () => {
    expectFields(await gql(PRODUCTS, { filter: [{ conditions: [{ field: "purchasingPrice", operator: "GT", value: 100 }] }] }, { token: readonlyToken }), { purchasingPrice: true });
    expectFields(await gql(PRODUCTS, { sort: [{ field: "tradePrice", direction: "ASC" }] }, { token: cashierToken }), { tradePrice: true });
    const adminToken = await tokenOf(demoAdmin);
    expectData(await gql(PRODUCTS, { filter: [{ conditions: [{ field: "purchasingPrice", operator: "GT", value: 100 }] }] }, { token: adminToken }));
  });

  it("are null on lots for the read-only role and there for the store manager", async () => {
    const hidden = await gulbergLots(readonlyUser);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((lot) => lot.purchasingPrice === null && typeof lot.mrpSellingUnit === "number")).toBe(true);
    const shown = await gulbergLots(demoManager);
    expect(shown.every((lot) => typeof lot.purchasingPrice === "number")).toBe(true);
    const session = await login(readonlyUser.email, readonlyUser.password);
    expectFields(
      await gql(LOTS, { locationId: locationNamed(session, "Gulberg Store").id, filter: [{ conditions: [{ field: "purchasingPrice", operator: "LT", value: 1 }] }] }, { token: session.token }),
      { purchasingPrice: true },
    );
  });
});

describe("vendor terms", () => {
  it("are null for product readers who list vendors to pick them, whose names and phones they still see", async () => {
    for (const token of [readonlyToken, cashierToken, await tokenOf(demoManager)]) {
      const rows = await vendors(token);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => typeof row.name === "string")).toBe(true);
      expect(filledIn(rows, "primaryPhone")).toBeGreaterThan(0);
      for (const field of TERM_FIELDS) expect(filledIn(rows, field), field).toBe(0);
    }
    expectFields(await gql(VENDORS, { sort: [{ field: "creditLimit", direction: "DESC" }] }, { token: readonlyToken }), { creditLimit: true });
  });

  it("are there for vendor readers", async () => {
    for (const user of [demoAdmin, demoWarehouse]) {
      const rows = await vendors(await tokenOf(user));
      for (const field of ["creditLimit", "paymentTerms", "ibanNumber"]) expect(filledIn(rows, field), `${user.email} ${field}`).toBeGreaterThan(0);
    }
  });
});
