// A product's stock for its page through the real server: on hand per location, its lots and its stock ledger
// rows (newest first) from the demo data's received and returned stock; kept to the user's allowed locations,
// to the company, and to stock readers.
import { beforeAll, describe, expect, it } from "vitest";
import { login, type LoginPayload } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { locationNamed } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier, demoManager, demoWarehouse } from "../support/logins";
import { call, list, op, raw, readonlyUser, type Condition, type List } from "./catalogueHelpers";

type LocationSummary = { id: string; name: string; type: string };
type LocationStock = { location: LocationSummary; quantity: number; lots: number; openedLots: number; expiredQuantity: number; nextExpiry: string | null };
type Lot = { id: string; actionId: string; status: string; quantity: number; batchNumber: string; batchExpiry: string; location: LocationSummary; ledgerQuantity: number };
type Movement = {
  id: string;
  kind: string;
  quantity: number;
  fromStatus: string | null;
  toStatus: string | null;
  fromLocation: LocationSummary | null;
  toLocation: LocationSummary | null;
  documentType: string;
  documentCode: string | null;
  lot: { actionId: string; batchNumber: string };
  userName: string | null;
  createdAt: string;
};

const LOCATION = "id name type";
const stockOps = {
  getProductStock: `query ($productId: ID!) { getProductStock(productId: $productId) { location { ${LOCATION} } quantity lots openedLots expiredQuantity nextExpiry } }`,
  getProductLots: `query ($productId: ID!, $locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
    getProductLots(productId: $productId, locationId: $locationId, page: $page, limit: $limit, filter: $filter) {
      data { id actionId status quantity batchNumber batchExpiry location { ${LOCATION} } ledgerQuantity } meta { page limit total totalCount } } }`,
  getProductMovements: `query ($productId: ID!, $locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
    getProductMovements(productId: $productId, locationId: $locationId, page: $page, limit: $limit, filter: $filter) {
      data { id kind quantity fromStatus toStatus fromLocation { ${LOCATION} } toLocation { ${LOCATION} } documentType documentCode
        lot { actionId batchNumber } userName createdAt }
      meta { page limit total totalCount } } }`,
};

type Args = { locationId?: string; page?: number; limit?: number; filter?: { conditions: Condition[] }[] };
const stockOf = (productId: string, token: string) => call<LocationStock[]>(stockOps.getProductStock, "getProductStock", { productId }, token);
const lotsOf = (productId: string, token: string, args: Args = {}) => call<List<Lot>>(stockOps.getProductLots, "getProductLots", { productId, limit: 1000, ...args }, token);
const movementsOf = (productId: string, token: string, args: Args = {}) =>
  call<List<Movement>>(stockOps.getProductMovements, "getProductMovements", { productId, limit: 1000, ...args }, token);

let admin: LoginPayload;
/** A demo product received at Central Warehouse, two packs of whose order went back to the vendor. */
let returned: { productId: string; lot: Lot };

beforeAll(async () => {
  admin = await login(demoAdmin.email, demoAdmin.password);
  const products = await list<{ id: string; activeLotsCount: number }>(op.getProducts, "getProducts", { limit: 100, sort: [{ field: "secondaryId", direction: "ASC" }] }, admin.token);
  for (const product of products.data) {
    const lots = await lotsOf(product.id, admin.token, { filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "RETURNED" }] }] });
    if (lots.data.length > 0) {
      returned = { productId: product.id, lot: lots.data[0] };
      break;
    }
  }
  if (!returned) throw new Error("The demo data has no returned lot");
});

describe("a product's lots and ledger", () => {
  it("shows a received and returned demo lot with its ledger rows, newest first", async () => {
    const { productId, lot } = returned;
    expect(lot).toMatchObject({ status: "RETURNED", quantity: 0, ledgerQuantity: 0, location: { name: "Central Warehouse" } });
    const rows = (await movementsOf(productId, admin.token, { filter: [{ conditions: [{ field: "lot.actionId", operator: "EQUAL", value: lot.actionId }] }] })).data;
    expect(rows.map((row) => row.kind)).toEqual(["RETURN_TO_VENDOR", "INTAKE"]);
    const [back, intake] = rows;
    expect(intake).toMatchObject({
      quantity: expect.any(Number),
      toStatus: "IN_INVENTORY",
      fromLocation: null,
      toLocation: { name: "Central Warehouse" },
      documentType: "GRN",
      documentCode: expect.stringMatching(/^GRN-/),
      lot: { actionId: lot.actionId, batchNumber: lot.batchNumber },
      userName: expect.any(String),
    });
    expect(intake.quantity).toBeGreaterThan(0);
    expect(back).toMatchObject({ quantity: -intake.quantity, fromStatus: "IN_INVENTORY", toStatus: "RETURNED", fromLocation: { name: "Central Warehouse" }, documentType: "STOCK_RETURN" });
    expect(back.documentCode).toMatch(/^[A-Z]+-\d+/);
    // both at their transaction's time: the return is never dated before the intake it undoes
    expect(Date.parse(back.createdAt)).toBeGreaterThanOrEqual(Date.parse(intake.createdAt));
  });

  it("adds up: on hand per location is the IN_INVENTORY lots, each lot is its ledger", async () => {
    const { productId } = returned;
    const [stock, lots, movements] = await Promise.all([stockOf(productId, admin.token), lotsOf(productId, admin.token), movementsOf(productId, admin.token)]);
    const central = stock.find((entry) => entry.location.name === "Central Warehouse");
    const inInventory = lots.data.filter((lot) => lot.status === "IN_INVENTORY" && lot.location.name === "Central Warehouse");
    expect(central?.lots).toBe(inInventory.length);
    expect(central?.quantity).toBe(inInventory.reduce((sum, lot) => sum + lot.quantity, 0));
    expect(central?.nextExpiry).toBe(inInventory.map((lot) => lot.batchExpiry).sort()[0]);
    for (const lot of lots.data) expect(lot.ledgerQuantity, lot.actionId).toBe(lot.quantity);
    const ledgerTotal = movements.data.reduce((sum, row) => sum + row.quantity, 0);
    expect(ledgerTotal).toBe(lots.data.reduce((sum, lot) => sum + lot.quantity, 0));
  });

  it("pages the movements and the lots", async () => {
    const { productId } = returned;
    const all = await movementsOf(productId, admin.token);
    expect(all.meta.totalCount).toBe(all.data.length);
    const second = await movementsOf(productId, admin.token, { page: 2, limit: 1 });
    expect(second.meta).toMatchObject({ page: 2, limit: 1, totalCount: all.data.length });
    expect(second.data.map((row) => row.id)).toEqual([all.data[1].id]);
    const lots = await lotsOf(productId, admin.token, { limit: 1 });
    expect(lots.data).toHaveLength(1);
    expect(lots.meta.totalCount).toBeGreaterThan(1);
  });
});

describe("allowed locations", () => {
  it("leaves out the locations a user may not work at, and refuses asking for one", async () => {
    const { productId } = returned;
    const adminStock = await stockOf(productId, admin.token);
    expect(adminStock.map((entry) => entry.location.name)).toContain("Central Warehouse");

    const manager = await login(demoManager.email, demoManager.password);
    const managed = manager.allowedLocations.map((location) => location.name).sort();
    expect(managed).not.toContain("Central Warehouse");
    const [stock, lots, movements] = await Promise.all([stockOf(productId, manager.token), lotsOf(productId, manager.token), movementsOf(productId, manager.token)]);
    expect(stock.map((entry) => entry.location.name)).toEqual(adminStock.map((entry) => entry.location.name).filter((name) => managed.includes(name)));
    for (const lot of lots.data) expect(managed).toContain(lot.location.name);
    for (const row of movements.data) expect([row.fromLocation?.name, row.toLocation?.name].some((name) => name && managed.includes(name))).toBe(true);
    expect(lots.meta.totalCount).toBe(lots.data.length);

    const centralId = locationNamed(admin, "Central Warehouse").id;
    expectGqlError(await raw(stockOps.getProductLots, { productId, locationId: centralId }, manager.token), "FORBIDDEN");
    expectGqlError(await raw(stockOps.getProductMovements, { productId, locationId: centralId }, manager.token), "FORBIDDEN");

    // the warehouse's own user sees it, and one location narrows the lists to it
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    expect((await stockOf(productId, warehouse.token)).map((entry) => entry.location.name)).toEqual(["Central Warehouse"]);
    const atCentral = await lotsOf(productId, admin.token, { locationId: centralId });
    expect(atCentral.data.length).toBeGreaterThan(0);
    for (const lot of atCentral.data) expect(lot.location.name).toBe("Central Warehouse");
  });
});

describe("the product list's Active Lots", () => {
  const PRODUCT_LOTS = `query ($locationId: ID, $filter: [FilterGroupInput!]) {
    getProducts(locationId: $locationId, limit: 5, filter: $filter) { data { id activeLotsCount } } }`;
  const countsOf = (token: string, productId: string, locationId?: string) =>
    raw(PRODUCT_LOTS, { locationId, filter: [{ conditions: [{ field: "id", operator: "EQUAL", value: productId }] }] }, token);
  const countIn = (result: Awaited<ReturnType<typeof countsOf>>) => (result.data as { getProducts: { data: { activeLotsCount: number }[] } }).getProducts.data[0].activeLotsCount;

  it("counts the packs in stock at the list's location, or everywhere without one (issue 25)", async () => {
    const centralId = locationNamed(admin, "Central Warehouse").id;
    const products = await list<{ id: string }>(op.getProducts, "getProducts", { limit: 100, sort: [{ field: "secondaryId", direction: "ASC" }] }, admin.token);
    let found: { productId: string; stock: LocationStock[] } | undefined;
    for (const product of products.data) {
      const stock = await stockOf(product.id, admin.token);
      if (stock.some((entry) => entry.location.id === centralId && entry.lots > 0) && stock.some((entry) => entry.location.id !== centralId && entry.lots > 0)) {
        found = { productId: product.id, stock };
        break;
      }
    }
    if (!found) throw new Error("The demo data has no product in stock at the warehouse and a store");
    const { productId, stock } = found;
    const everywhere = stock.reduce((sum, entry) => sum + entry.lots, 0);
    const atCentral = stock.find((entry) => entry.location.id === centralId)?.lots ?? 0;
    expect(atCentral).toBeLessThan(everywhere);
    expect(countIn(await countsOf(admin.token, productId))).toBe(everywhere);
    expect(countIn(await countsOf(admin.token, productId, centralId))).toBe(atCentral);
    const gulbergId = locationNamed(admin, "Gulberg Store").id;
    expect(countIn(await countsOf(admin.token, productId, gulbergId))).toBe(stock.find((entry) => entry.location.id === gulbergId)?.lots ?? 0);

    // a location the user may not work at is refused, not counted
    const manager = await login(demoManager.email, demoManager.password);
    expectGqlError(await countsOf(manager.token, productId, centralId), "FORBIDDEN");
  });
});

describe("guards", () => {
  it("answers NOT_FOUND for another company's product or no product at all", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    for (const query of Object.values(stockOps)) {
      expectGqlError(await raw(query, { productId: returned.productId }, acme.token), "NOT_FOUND", "Product not found.");
      expectGqlError(await raw(query, { productId: "not-an-id" }, admin.token), "NOT_FOUND");
    }
    const acmeProducts = await list<{ id: string }>(op.getProducts, "getProducts", { limit: 1 }, acme.token);
    expect(await stockOf(acmeProducts.data[0].id, acme.token)).toEqual(expect.any(Array));
  });

  it("asks for a stock reader: a cashier or a catalogue viewer reads the product but not its stock", async () => {
    for (const user of [demoCashier, readonlyUser]) {
      const session = await login(user.email, user.password);
      expect((await call<{ id: string }>(op.getProduct, "getProduct", { id: returned.productId }, session.token)).id).toBe(returned.productId);
      for (const query of Object.values(stockOps)) expectGqlError(await raw(query, { productId: returned.productId }, session.token), "FORBIDDEN");
    }
    expectGqlError(await raw(stockOps.getProductStock, { productId: returned.productId }, ""), "UNAUTHENTICATED");
  });
});
