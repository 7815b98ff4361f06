// The Sales report (issue 28): on a store of this file's own, two sales and a return made through the API, every
// grouping's totals equal what was worked out by hand from the shelf prices, the GST inside them and the lots'
// cost; the download carries the same rows and a row of totals; bad filters are refused naming the field; a
// location the user may not see is FORBIDDEN and another company's sales never show.
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin } from "../support/logins";
import { call } from "./catalogueHelpers";
import { userWith } from "./adjustmentsHelpers";
import { cart, newKey, newProduct, register, sold, stock, type Order, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import { fieldsOf, reportWorld } from "./salesReportHelpers";
import { businessDayOf, moveInRollups } from "./salesRollupsHelpers";
import { queryApiDatabase } from "../support/apiDatabase";

const MEASURES = "orders returns units gross discount tax fees total net cost margin";
const REPORT = `query ($from: String, $to: String, $period: SalesReportPeriod!, $groupBy: SalesReportGroup!, $locationIds: [ID!], $limit: Int) {
  getSalesReport(from: $from, to: $to, period: $period, groupBy: $groupBy, locationIds: $locationIds, limit: $limit) {
    data { period groupKey groupLabel ${MEASURES} } meta { total } totals { ${MEASURES} } } }`;
const DOWNLOAD = `query ($format: DownloadFormat!, $from: String, $to: String, $period: SalesReportPeriod!, $groupBy: SalesReportGroup!, $locationIds: [ID!]) {
  downloadSalesReport(format: $format, from: $from, to: $to, period: $period, groupBy: $groupBy, locationIds: $locationIds) { url fileName } }`;

type Measures = { orders: number | null; returns: number | null; units: number | null; gross: number; discount: number; tax: number; fees: number; total: number; net: number; cost: number | null; margin: number | null };
type Report = { data: (Measures & { period: string; groupKey: string; groupLabel: string })[]; meta: { total: number }; totals: Measures };
type Filters = { from?: string | null; to?: string | null; period?: string; groupBy?: string; locationIds?: string[] | null };

let world: SalesWorld;
let shopId: string;
let p: SaleProduct;
let q: SaleProduct;
let tillId: string;
let secondId: string;
let from: string;
let to: string;

const ask = (filters: Filters, token = world.token) => gql<{ getSalesReport: Report }>(REPORT, { period: "DAY", groupBy: "PRODUCT", ...filters }, { token });
const report = async (filters: Filters, token = world.token) => expectData(await ask(filters, token)).getSalesReport;
const ours = (filters: Filters) => report({ from, to, locationIds: [shopId], ...filters });

beforeAll(async () => {
  const made = await reportWorld("Sales Report Shop");
  shopId = made.shopId;
  world = made;
  // P: Rs 10 a piece, GST 17% inside the price; Q: Rs 25 a piece, no tax; both cost Rs 70 a box of 10: Rs 7 a piece
  p = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17 });
  q = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 0 });
  await stock(world, p, shopId, [{ packs: 2, days: 300 }]);
  await stock(world, q, shopId, [{ packs: 1, days: 300 }]);
  tillId = (await register(world, shopId, { opening: 500 })).id;

  const first = await sold(world.token, cart(shopId, tillId, [{ productId: p.id, quantity: 12 }, { productId: q.id, quantity: 3 }]), [{ method: "CASH", amount: 195 }]);
  const second = await sold(world.token, cart(shopId, tillId, [{ productId: q.id, quantity: 2 }]), [{ method: "CARD", amount: 50 }]);
  const lot = first.items.find((item) => item.productId === p.id)?.lots.find((each) => each.quantity >= 4);
  const returned = await call<Order & { createdAt: string }>(
    `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id createdAt totalAmount } }`,
    "returnOrder",
    { input: { idempotencyKey: newKey(), orderId: first.id, registerId: tillId, lines: [{ orderItemLotId: lot?.id, quantity: 4, restock: true }], comment: "Sales report" } },
    world.token,
  );
  expect(returned.totalAmount).toBe(40);
  // the business days they fell on (one, unless the test ran across midnight in Pakistan)
  from = businessDayOf((first as Order & { createdAt: string }).createdAt);
  to = businessDayOf(returned.createdAt);
  secondId = second.id;
}, 180_000);

// By hand. Sale 1: P 12 × 10 = 120, GST inside 120 − round(120 / 1.17) = 17.44, cost 12 × 7 = 84; Q 3 × 25 = 75,
// cost 21; cash. Sale 2: Q 2 × 25 = 50, cost 14; card. Return of 4 P: 40, GST 17.44 × 4/12 = 5.81, cost 28; cash.
const TOTALS = { gross: 205, discount: 0, tax: 11.63, fees: 0, total: 205, net: 193.37, cost: 91, margin: 102.37 };

describe("the Sales report's totals equal the sales worked out by hand", () => {
  it("by product: sales less the return, with cost and margin", async () => {
    const shown = await ours({ groupBy: "PRODUCT", period: "MONTH" });
    expect(shown.totals).toEqual({ ...TOTALS, orders: null, returns: null, units: 13 });
    const byProduct = (id: string) => shown.data.filter((row) => row.groupKey === id);
    expect(byProduct(p.id).map(({ units, gross, tax, total, net, cost, margin }) => ({ units, gross, tax, total, net, cost, margin }))).toEqual([
      { units: 8, gross: 80, tax: 11.63, total: 80, net: 68.37, cost: 56, margin: 12.37 },
    ]);
    expect(byProduct(q.id).map(({ units, total, cost, margin }) => ({ units, total, cost, margin }))).toEqual([{ units: 5, total: 125, cost: 35, margin: 90 }]);
    expect(byProduct(p.id)[0].groupLabel).toContain(p.name);
  });

  it("by store, category, register and cashier: the same totals, the baskets counted", async () => {
    const store = await ours({ groupBy: "STORE" });
    expect(store.totals).toMatchObject({ ...TOTALS, units: 13 });
    expect(new Set(store.data.map((row) => row.groupKey))).toEqual(new Set([shopId]));
    expect((await ours({ groupBy: "CATEGORY" })).totals).toMatchObject(TOTALS);
    const till = await ours({ groupBy: "REGISTER", period: "WEEK" });
    expect(till.totals).toEqual({ ...TOTALS, orders: 2, returns: 1, units: 13 });
    expect(till.data.every((row) => row.groupKey === tillId)).toBe(true);
    const cashier = await ours({ groupBy: "CASHIER" });
    expect(cashier.totals).toMatchObject({ ...TOTALS, orders: 2, returns: 1 });
    expect(cashier.data.map((row) => row.groupKey)).toContain(world.session.user.id);
  });

  it("by payment method: cash less the refund, card; no cost", async () => {
    const methods = await ours({ groupBy: "PAYMENT_METHOD", period: "MONTH" });
    expect(methods.totals).toMatchObject({ gross: 205, tax: 11.63, total: 205, net: 193.37, cost: null, margin: null });
    const total = (method: string) => Math.round(methods.data.filter((row) => row.groupKey === method).reduce((sum, row) => sum + row.total * 100, 0)) / 100;
    expect({ cash: total("CASH"), card: total("CARD") }).toEqual({ cash: 155, card: 50 });
  });

  it("downloads the same rows as XLSX with a row of totals", async () => {
    const shown = await ours({ groupBy: "PRODUCT", period: "DAY" });
    const link = expectData(await gql<{ downloadSalesReport: { url: string; fileName: string } }>(DOWNLOAD, { format: "XLSX", from, to, period: "DAY", groupBy: "PRODUCT", locationIds: [shopId] }, { token: world.token })).downloadSalesReport;
    expect(link.fileName).toMatch(/^sales-report.*\.xlsx$/);
    const { rowCount, total: cell } = await downloadedSheet(link.url, "Sales");
    expect(rowCount).toBe(shown.meta.total + 2);
    expect([cell("Period"), cell("Total"), cell("Tax"), cell("Net"), cell("Cost"), cell("Margin")]).toEqual(["Total", 205, 11.63, 193.37, 91, 102.37]);
  });

  it("by month over a range with whole months: those read by month (sales_monthly), the cut ones by day, nothing twice", async () => {
    // the card sale (Q 2 × 25) moved 70 days back, in the rollups too, as the writers would have kept it
    const tenantId = world.session.tenant.id;
    const move = async (days: number) => {
      await moveInRollups(tenantId, [secondId], -1);
      await queryApiDatabase("update orders set created_at = created_at + $2 * interval '1 day' where id = $1", [secondId, days]);
      await queryApiDatabase("update order_payments set created_at = created_at + $2 * interval '1 day' where order_id = $1", [secondId, days]);
      await moveInRollups(tenantId, [secondId], 1);
    };
    await move(-70);
    try {
      const [{ day }] = await queryApiDatabase<{ day: string }>("select (created_at at time zone 'Asia/Karachi')::date::text as day from orders where id = $1", [secondId]);
      const month = `${day.slice(0, 8)}01`;
      // from the middle of the month before: that month is cut, the sale's month whole, this month cut
      const start = new Date(Date.parse(`${month}T00:00:00Z`) - 15 * 86_400_000).toISOString().slice(0, 10);
      const byMonth = await report({ from: start, to, locationIds: [shopId], groupBy: "PRODUCT", period: "MONTH" });
      expect(byMonth.totals).toEqual({ ...TOTALS, orders: null, returns: null, units: 13 });
      expect(byMonth.data.filter((row) => row.groupKey === q.id).map(({ period, units, total }) => ({ period, units, total }))).toEqual([
        { period: month, units: 2, total: 50 },
        { period: `${to.slice(0, 8)}01`, units: 3, total: 75 },
      ]);
      expect((await report({ from: start, to, locationIds: [shopId], groupBy: "STORE", period: "WEEK" })).totals).toEqual(byMonth.totals);
      // a range inside the sale's month reads its days only
      expect((await report({ from: day, to: day, locationIds: [shopId], groupBy: "PRODUCT", period: "MONTH" })).totals).toMatchObject({ units: 2, total: 50 });
    } finally {
      await move(70);
    }
  });
});

describe("bad filters answer naming the field", () => {
  it("refuses an end before the start, a missing or impossible date, a range over 13 months on screen", async () => {
    const before = await ask({ from: "2026-03-10", to: "2026-03-01" });
    expectGqlError(before, "BAD_USER_INPUT");
    expect(fieldsOf(before)).toEqual({ to: "The end date must be on or after the start date." });
    expect(fieldsOf(await ask({ to: "2026-03-01" }))).toEqual({ from: "Please enter the start date." });
    expect(fieldsOf(await ask({ from: "2026-02-31", to: "2026-03-01" }))).toEqual({ from: "Please enter the start date." });
    expect(fieldsOf(await ask({ from: "2026-01-01", to: "2026-01-31", locationIds: ["not-a-location"] }))).toEqual({ "locationIds.0": "Please choose locations from the list." });
    const long = await ask({ from: "2025-01-01", to: "2026-02-01" });
    expectGqlError(long, "BAD_USER_INPUT");
    expect(fieldsOf(long).to).toMatch(/at most 13 months.*Download/);
    // 13 months to the day before is allowed
    expect((await report({ from: "2025-01-01", to: "2026-01-31" })).meta.total).toBeGreaterThanOrEqual(0);
  });

  it("lets the download take a longer range, but not an end before the start", async () => {
    const variables = { format: "XLSX", period: "MONTH", groupBy: "STORE", locationIds: [shopId] };
    expect(expectData(await gql<{ downloadSalesReport: { url: string } }>(DOWNLOAD, { ...variables, from: "2024-01-01", to: to }, { token: world.token })).downloadSalesReport.url).toMatch(/^\/downloads\//);
    const backwards = await gql(DOWNLOAD, { ...variables, from: "2026-03-10", to: "2026-03-01" }, { token: world.token });
    expectGqlError(backwards, "BAD_USER_INPUT");
    expect(fieldsOf(backwards)).toEqual({ to: "The end date must be on or after the start date." });
  });
});

describe("walls", () => {
  it("a user limited to another store may not ask for this one, and sees none of it", async () => {
    const limited = await userWith(world, ["reporting-analytics:reports:read"], [world.storeId]);
    expectGqlError(await ask({ from, to, locationIds: [shopId] }, limited.token), "FORBIDDEN");
    const theirs = await report({ from, to, groupBy: "STORE" }, limited.token);
    expect(theirs.data.map((row) => row.groupKey)).not.toContain(shopId);
    const download = await gql(DOWNLOAD, { format: "XLSX", from, to, period: "DAY", groupBy: "STORE", locationIds: [shopId] }, { token: limited.token });
    expectGqlError(download, "FORBIDDEN");
  });

  it("another company never sees these sales, nor may name the store", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await ask({ from, to, locationIds: [shopId] }, acme.token), "FORBIDDEN");
    const theirs = await report({ from, to, groupBy: "PRODUCT" }, acme.token);
    expect(theirs.data.map((row) => row.groupKey)).not.toContain(p.id);
    expect(theirs.data.map((row) => row.groupKey)).not.toContain(q.id);
  });
});
