// The Expiry report (issue 28): at two stores of this file's own, lots received through the API with chosen expiries
// (packs of 10 pieces at Rs 70), one pack opened by a sale and one lot expired; the figures per month and location,
// their totals, the expired still on hand and the lots behind them equal what was worked out by hand; the download's
// row of totals equals the screen's; bad filters are refused naming the field; a manager sees only their locations
// and another company never sees these lots.
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { addMonths } from "../../common/schemas/expiryReport";
import { createApiClient, gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { CREATE_LOCATION, type LocationRecord } from "../support/operations";
import { userWith } from "./adjustmentsHelpers";
import { call } from "./catalogueHelpers";
import { cart, newProduct, register, sold, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import { fieldsOf, reportWorld } from "./salesReportHelpers";

const MEASURES = "lots units packs looseUnits value";
const ROW = `month locationId locationName ${MEASURES}`;
const FILTERS = "$from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID";
const PASS = "from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId";
const REPORT = `query (${FILTERS}) { getExpiryReport(${PASS}) {
  today rows { ${ROW} } monthTotals { ${ROW} } locationTotals { ${ROW} } totals { ${MEASURES} } expired { ${ROW} } expiredTotals { ${MEASURES} } } }`;
const LOTS = `query (${FILTERS}, $expired: Boolean) { getExpiryReportLots(${PASS}, expired: $expired, limit: 100) {
  data { lotId actionId productId locationId batchExpiry daysLeft units isOpened value } meta { total } } }`;
const DOWNLOAD = `query ($format: DownloadFormat!, ${FILTERS}, $expired: Boolean) { downloadExpiryReport(format: $format, ${PASS}, expired: $expired) { url fileName } }`;

type Measures = { lots: number; units: number; packs: number; looseUnits: number; value: number };
type Row = Measures & { month: string | null; locationId: string | null; locationName: string | null };
type Report = { today: string; rows: Row[]; monthTotals: Row[]; locationTotals: Row[]; totals: Measures; expired: Row[]; expiredTotals: Measures };
type Lot = { lotId: string; productId: string; locationId: string; batchExpiry: string; daysLeft: number; units: number; isOpened: boolean; value: number };
type Filters = { from?: string | null; to?: string | null; locationIds?: string[] | null; productId?: string | null; categoryId?: string | null };

let world: SalesWorld;
let shop1: string;
let shop2: string;
let p: SaleProduct;
let q: SaleProduct;
let categoryId: string;
let expiredLotId: string;

const thisMonth = new Date().toISOString().slice(0, 7);
const m1 = addMonths(thisMonth, 1);
const m2 = addMonths(thisMonth, 2);
const m3 = addMonths(thisMonth, 3);
/** Days from today (UTC) to the day of `month`, as stock() takes an expiry. */
const daysTo = (month: string, day: number) => Math.round((Date.parse(`${month}-${String(day).padStart(2, "0")}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);

const ask = (filters: Filters, token = world.token) => gql<{ getExpiryReport: Report }>(REPORT, filters, { token });
const report = async (filters: Filters, token = world.token) => expectData(await ask(filters, token)).getExpiryReport;
const ours = (filters: Filters = {}) => report({ from: m1, to: m3, locationIds: [shop1, shop2], ...filters });
const lots = async (filters: Filters & { expired?: boolean }) => expectData(await gql<{ getExpiryReportLots: { data: Lot[]; meta: { total: number } } }>(LOTS, filters, { token: world.token })).getExpiryReportLots;
const figures = ({ lots: count, units, packs, looseUnits, value }: Measures) => ({ lots: count, units, packs, looseUnits, value });

async function secondShop(): Promise<string> {
  const cityId = (await geography(createApiClient(inject("apiUrl")), world.token, "Pakistan")).city("Lahore");
  const dto = { name: uniqueName("Expiry Report Shop B"), type: "RETAIL", status: "ACTIVE", cityId, warehouse_id: world.warehouseId };
  return expectData(await gql<{ createLocation: LocationRecord }>(CREATE_LOCATION, { locationDto: dto }, { token: world.token })).createLocation.id;
}

beforeAll(async () => {
  const made = await reportWorld("Expiry Report Shop A");
  world = made;
  shop1 = made.shopId;
  shop2 = await secondShop();
  const session = await login(demoAdmin.email, demoAdmin.password);
  world = { ...world, session, admin: session, token: session.token };
  categoryId = (await call<{ id: string }>(`mutation ($categoryDto: CategoryInput!) { createCategory(categoryDto: $categoryDto) { id } }`, "createCategory", { categoryDto: { name: uniqueName("Expiry Category"), status: "ACTIVE" } }, world.token)).id;
  p = await newProduct(world, { maximumRetailPrice: 100 });
  q = await newProduct(world, { maximumRetailPrice: 100, categoryIds: [categoryId] });
  // shop 1: P 2 packs in m1 and 1 in m3, Q 1 pack in m1; shop 2: P 1 pack in m1, Q 2 packs in m2 (one then expired)
  await stock(world, p, shop1, [{ packs: 2, days: daysTo(m1, 15) }, { packs: 1, days: daysTo(m3, 10) }]);
  await stock(world, q, shop1, [{ packs: 1, days: daysTo(m1, 20) }]);
  await stock(world, p, shop2, [{ packs: 1, days: daysTo(m1, 5) }]);
  const shop2Q = await stock(world, q, shop2, [{ packs: 2, days: daysTo(m2, 12) }]);
  expiredLotId = shop2Q[0].id;
  await queryApiDatabase("update product_lots set batch_expiry = $2::date where id = $1", [expiredLotId, new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)]);
  // 3 pieces of P sold at shop 1: FEFO opens one of its m1 packs (7 pieces left, worth 70 × 7 / 10 = 49)
  const till = await register(world, shop1, { opening: 500 });
  await sold(world.token, cart(shop1, till.id, [{ productId: p.id, quantity: 3 }]), [{ method: "CASH", amount: 30 }]);
}, 180_000);

// By hand, months m1..m3 at both shops. m1 × shop 1: P 7 + 10 pieces (one opened, one sealed), Q 10: 3 lots, 27 units,
// 2 packs, 7 loose, 49 + 70 + 70 = 189. m1 × shop 2: P 10: 70. m2 × shop 2: Q 10 (the other expired): 70.
// m3 × shop 1: P 10: 70. Expired at shop 2: Q 10, 70.
const cell = (month: string, locationId: string, measures: Measures) => ({ month, locationId, ...measures });

describe("the Expiry report's figures equal the lots worked out by hand", () => {
  it("per month and location, with the month, location and grand totals", async () => {
    const shown = await ours();
    // shop 1 ("… Shop A") before shop 2 ("… Shop B") in a month: by location name
    expect(shown.rows.map(({ month, locationId, ...rest }) => ({ month, locationId, ...figures(rest) }))).toEqual([
      cell(m1, shop1, { lots: 3, units: 27, packs: 2, looseUnits: 7, value: 189 }),
      cell(m1, shop2, { lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 }),
      cell(m2, shop2, { lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 }),
      cell(m3, shop1, { lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 }),
    ]);
    expect(shown.monthTotals.map((row) => ({ month: row.month, locationId: row.locationId, value: row.value, units: row.units }))).toEqual([
      { month: m1, locationId: null, value: 259, units: 37 },
      { month: m2, locationId: null, value: 70, units: 10 },
      { month: m3, locationId: null, value: 70, units: 10 },
    ]);
    const byLocation = Object.fromEntries(shown.locationTotals.map((row) => [row.locationId, figures(row)]));
    expect(byLocation).toEqual({ [shop1]: { lots: 4, units: 37, packs: 3, looseUnits: 7, value: 259 }, [shop2]: { lots: 2, units: 20, packs: 2, looseUnits: 0, value: 140 } });
    expect(shown.totals).toEqual({ lots: 6, units: 57, packs: 5, looseUnits: 7, value: 399 });
    expect(shown.today).toBe(new Date().toISOString().slice(0, 10));
  });

  it("lists the expired still on hand, whatever its month", async () => {
    const shown = await ours();
    expect(shown.expired.map((row) => ({ locationId: row.locationId, month: row.month, ...figures(row) }))).toEqual([{ locationId: shop2, month: null, lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 }]);
    expect(shown.expiredTotals).toEqual({ lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 });
    const expired = await lots({ from: m1, to: m3, locationIds: [shop1, shop2], expired: true });
    expect(expired.data.map((lot) => ({ lotId: lot.lotId, daysLeft: lot.daysLeft, value: lot.value }))).toEqual([{ lotId: expiredLotId, daysLeft: -3, value: 70 }]);
  });

  it("filters by product and by category", async () => {
    const onlyP = await ours({ productId: p.id });
    expect(onlyP.totals).toEqual({ lots: 4, units: 37, packs: 3, looseUnits: 7, value: 259 });
    expect(onlyP.expiredTotals.lots).toBe(0);
    const inCategory = await ours({ categoryId });
    expect(inCategory.totals).toEqual({ lots: 2, units: 20, packs: 2, looseUnits: 0, value: 140 });
    expect(inCategory.expiredTotals).toMatchObject({ lots: 1, value: 70 });
    // one month at one store: the row's figures
    expect((await ours({ from: m3, to: m3, locationIds: [shop1] })).totals).toEqual({ lots: 1, units: 10, packs: 1, looseUnits: 0, value: 70 });
  });

  it("drills from a month and location to its lots", async () => {
    const behind = await lots({ from: m1, to: m1, locationIds: [shop1] });
    expect(behind.meta.total).toBe(3);
    expect(behind.data.map((lot) => lot.value).sort()).toEqual([49, 70, 70]);
    expect(behind.data.filter((lot) => lot.isOpened).map((lot) => ({ productId: lot.productId, units: lot.units }))).toEqual([{ productId: p.id, units: 7 }]);
    expect(behind.data.every((lot) => lot.batchExpiry.startsWith(m1) && lot.locationId === shop1)).toBe(true);
    // soonest expiry first: P (the 15th) before Q (the 20th)
    expect(behind.data.map((lot) => lot.productId)).toEqual([p.id, p.id, q.id]);
  });
});

async function workbookOf(variables: Record<string, unknown>) {
  const link = expectData(await gql<{ downloadExpiryReport: { url: string; fileName: string } }>(DOWNLOAD, { format: "XLSX", ...variables }, { token: world.token })).downloadExpiryReport;
  expect(link.fileName).toMatch(/^expiry-report.*\.xlsx$/);
  const { rowCount, total } = await downloadedSheet(link.url, "Expiry");
  return { rows: rowCount, total };
}

describe("the download", () => {
  it("streams the lots with a row of totals equal to the screen's", async () => {
    const shown = await ours();
    const file = await workbookOf({ from: m1, to: m3, locationIds: [shop1, shop2] });
    expect(file.rows).toBe(shown.totals.lots + 2);
    expect([file.total("Month"), file.total("Lots"), file.total("Units"), file.total("Sealed Packs"), file.total("Loose Units"), file.total("Value at Cost")]).toEqual([
      "Total", shown.totals.lots, shown.totals.units, shown.totals.packs, shown.totals.looseUnits, shown.totals.value,
    ]);
    const expired = await workbookOf({ from: m1, to: m3, locationIds: [shop1, shop2], expired: true });
    expect([expired.rows, expired.total("Units"), expired.total("Value at Cost")]).toEqual([3, shown.expiredTotals.units, shown.expiredTotals.value]);
  });

  it("takes a range over 13 months, but not an end before the start", async () => {
    const long = await workbookOf({ from: m1, to: addMonths(m1, 24), locationIds: [shop1, shop2] });
    expect(long.total("Value at Cost")).toBe(399);
    const backwards = await gql(DOWNLOAD, { format: "CSV", from: m3, to: m1 }, { token: world.token });
    expectGqlError(backwards, "BAD_USER_INPUT");
    expect(fieldsOf(backwards)).toEqual({ to: "The end month must be on or after the start month." });
  });
});

describe("bad filters answer naming the field", () => {
  it("refuses an end before the start, a missing or impossible month, over 13 months on screen, a bad product", async () => {
    const before = await ask({ from: m3, to: m1 });
    expectGqlError(before, "BAD_USER_INPUT");
    expect(fieldsOf(before)).toEqual({ to: "The end month must be on or after the start month." });
    expect(fieldsOf(await ask({ to: m1 }))).toEqual({ from: "Please enter the start month." });
    expect(fieldsOf(await ask({ from: "2026-13", to: "2027-01" }))).toEqual({ from: "Please enter the start month." });
    const long = await ask({ from: m1, to: addMonths(m1, 13) });
    expectGqlError(long, "BAD_USER_INPUT");
    expect(fieldsOf(long).to).toMatch(/at most 13 months.*Download/);
    // 13 months, both ends included, are allowed
    expect((await report({ from: m1, to: addMonths(m1, 12), locationIds: [shop1] })).totals.value).toBe(259);
    expect(fieldsOf(await ask({ from: m1, to: m3, productId: "not-a-product" }))).toEqual({ productId: "Please choose a product from the list." });
    expect(fieldsOf(await ask({ from: m1, to: m3, locationIds: ["not-a-location"] }))).toEqual({ "locationIds.0": "Please choose locations from the list." });
  });
});

describe("walls", () => {
  it("a manager of shop 1 sees only it, and is refused shop 2 naming Locations", async () => {
    const manager = await userWith(world, ["reporting-analytics:reports:read"], [shop1]);
    const theirs = await report({ from: m1, to: m3 }, manager.token);
    expect(theirs.locationTotals.map((row) => row.locationId)).toEqual([shop1]);
    expect(theirs.totals.value).toBe(259);
    expect(theirs.expired).toEqual([]);
    const refused = await ask({ from: m1, to: m3, locationIds: [shop1, shop2] }, manager.token);
    expectGqlError(refused, "FORBIDDEN");
    expect(fieldsOf(refused)).toEqual({ locationIds: "You do not have access to a location chosen under Locations." });
    expectGqlError(await gql(LOTS, { from: m1, to: m3, locationIds: [shop2], expired: true }, { token: manager.token }), "FORBIDDEN");
    expectGqlError(await gql(DOWNLOAD, { format: "XLSX", from: m1, to: m3, locationIds: [shop2] }, { token: manager.token }), "FORBIDDEN");
  });

  it("a user without the reports' permission may not ask", async () => {
    const clerk = await userWith(world, ["inventory:stock-transfer:read"], [shop1]);
    expectGqlError(await ask({ from: m1, to: m3 }, clerk.token), "FORBIDDEN");
  });

  it("another company never sees these lots, nor may name the stores", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await ask({ from: m1, to: m3, locationIds: [shop1] }, acme.token), "FORBIDDEN");
    const theirs = await report({ from: m1, to: m3, productId: p.id }, acme.token);
    expect(theirs.totals).toEqual({ lots: 0, units: 0, packs: 0, looseUnits: 0, value: 0 });
    const all = await report({ from: m1, to: m3 }, acme.token);
    expect(all.rows.map((row) => row.locationId)).not.toContain(shop1);
    expect(all.rows.map((row) => row.locationId)).not.toContain(shop2);
  });
});
