// The Sales tax report (issue 28): at a store of this file's own, a till reporting to FBR (the sandbox authority)
// and a till reporting to none; sales at both, a return (a credit note) and a sale the authority rejects. The
// output tax per month, authority and rate and the credit notes equal what was worked out by hand; the sales without
// a fiscal number are listed with their postings' status; the XLSX download ends with the same totals; filters and
// walls (the download's too).
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin } from "../support/logins";
import { userWith } from "./adjustmentsHelpers";
import { call } from "./catalogueHelpers";
import { newIntegration, sandboxMode, settled } from "./fiscalHelpers";
import { cart, newKey, newProduct, register, sold, stock, type Order, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import { fieldsOf, reportWorld } from "./salesReportHelpers";
import { businessDayOf } from "./salesRollupsHelpers";

const MEASURES = "invoices salesValue salesTax creditNotes creditValue creditTax netTax";
const REPORT = `query ($from: String, $to: String, $locationIds: [ID!]) { getSalesTaxReport(from: $from, to: $to, locationIds: $locationIds) {
  rows { month authority taxRate ${MEASURES} } totals { ${MEASURES} } unreported { orderNumber locationName kind authority postingStatus total tax } unreportedCount } }`;

const DOWNLOAD = `query ($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!]) {
  downloadSalesTaxReport(format: $format, from: $from, to: $to, locationIds: $locationIds) { url fileName } }`;

type Measures = { invoices: number; salesValue: number; salesTax: number; creditNotes: number; creditValue: number; creditTax: number; netTax: number };
type Report = {
  rows: (Measures & { month: string; authority: string; taxRate: number })[];
  totals: Measures;
  unreported: { orderNumber: string; locationName: string; kind: string; authority: string; postingStatus: string; total: number; tax: number }[];
  unreportedCount: number;
};

let world: SalesWorld;
let shopId: string;
let shopName: string;
let p: SaleProduct;
let q: SaleProduct;
let from: string;
let to: string;
const orders: Record<string, string> = {};

const ask = (variables: object, token = world.token) => gql<{ getSalesTaxReport: Report }>(REPORT, variables, { token });
const askDownload = (variables: object, token = world.token) => gql<{ downloadSalesTaxReport: { url: string; fileName: string } }>(DOWNLOAD, { format: "XLSX", ...variables }, { token });

beforeAll(async () => {
  const made = await reportWorld("Sales Tax Shop");
  ({ shopId, shopName } = made);
  world = made;
  // P: Rs 10 a piece with 17% GST inside; Q: Rs 25 a piece, no tax
  p = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17 });
  q = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 0 });
  await stock(world, p, shopId, [{ packs: 2, days: 300 }]);
  await stock(world, q, shopId, [{ packs: 1, days: 300 }]);
}, 180_000);

describe("the output tax per month, authority and rate", () => {
  it("sells at a till reporting to FBR and at one reporting to none, takes a return and has a sale rejected", async () => {
    const fbrTill = await register(world, shopId, { opening: 500 });
    const plainTill = await register(world, shopId, { opening: 500 });
    const { posId } = await newIntegration(world, fbrTill.id, { locationId: shopId });

    const reported = await sold(world.token, cart(shopId, fbrTill.id, [{ productId: p.id, quantity: 12 }]), [{ method: "CASH", amount: 200 }]);
    await settled(world.token, reported.id, "POSTED");
    const plain = await sold(world.token, cart(shopId, plainTill.id, [{ productId: p.id, quantity: 6 }, { productId: q.id, quantity: 2 }]), [{ method: "CASH", amount: 200 }]);
    const lot = reported.items[0].lots.find((each) => each.quantity >= 4);
    const credit = await call<{ id: string; createdAt: string }>(
      `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id createdAt } }`,
      "returnOrder",
      { input: { idempotencyKey: newKey(), orderId: reported.id, registerId: fbrTill.id, lines: [{ orderItemLotId: lot?.id, quantity: 4, restock: true }], comment: "Sales tax" } },
      world.token,
    );
    await settled(world.token, credit.id, "POSTED");
    await sandboxMode(posId, "reject", 1);
    const rejected = await sold(world.token, cart(shopId, fbrTill.id, [{ productId: q.id, quantity: 1 }]), [{ method: "CASH", amount: 100 }]);
    await settled(world.token, rejected.id, "REJECTED");
    Object.assign(orders, { plain: plain.secondaryId, rejected: rejected.secondaryId });
    from = businessDayOf((reported as Order & { createdAt: string }).createdAt);
    to = businessDayOf(new Date());
  }, 60_000);

  it("equals the sales and the credit note worked out by hand", async () => {
    const report = expectData(await ask({ from, to, locationIds: [shopId] })).getSalesTaxReport;
    const month = `${from.slice(0, 8)}01`;
    // FBR 17%: 12 × 10 = 120, GST 120 − round(120 / 1.17) = 17.44; the return of 4: 40, GST 5.81 back
    // FBR 0%: the rejected sale, 25. None 17%: 6 × 10 = 60, GST 60 − 51.28 = 8.72. None 0%: 2 × 25 = 50
    const zero = { invoices: 0, salesValue: 0, salesTax: 0, creditNotes: 0, creditValue: 0, creditTax: 0, netTax: 0 };
    const expected = [
      { month, authority: "FBR", taxRate: 0, ...zero, invoices: 1, salesValue: 25 },
      { month, authority: "FBR", taxRate: 17, invoices: 1, salesValue: 102.56, salesTax: 17.44, creditNotes: 1, creditValue: 34.19, creditTax: 5.81, netTax: 11.63 },
      { month, authority: "NONE", taxRate: 0, ...zero, invoices: 1, salesValue: 50 },
      { month, authority: "NONE", taxRate: 17, ...zero, invoices: 1, salesValue: 51.28, salesTax: 8.72, netTax: 8.72 },
    ];
    if (from.slice(0, 7) === to.slice(0, 7)) expect(report.rows).toEqual(expected);
    expect(report.totals).toEqual({ invoices: 3, salesValue: 228.84, salesTax: 26.16, creditNotes: 1, creditValue: 34.19, creditTax: 5.81, netTax: 20.35 });
  });

  it("lists the sales without a fiscal number: the till reporting to none, and the rejected one", async () => {
    const report = expectData(await ask({ from, to, locationIds: [shopId] })).getSalesTaxReport;
    expect(report.unreportedCount).toBe(2);
    expect(report.unreported.map(({ orderNumber, authority, postingStatus, tax }) => ({ orderNumber, authority, postingStatus, tax }))).toEqual([
      { orderNumber: orders.plain, authority: "NONE", postingStatus: "NOT POSTED", tax: 8.72 },
      { orderNumber: orders.rejected, authority: "FBR", postingStatus: "REJECTED", tax: 0 },
    ]);
  });
});

describe("the download", () => {
  it("has the report's rows then a row of totals equal to the screen's", async () => {
    const shown = expectData(await ask({ from, to, locationIds: [shopId] })).getSalesTaxReport;
    const link = expectData(await askDownload({ from, to, locationIds: [shopId] })).downloadSalesTaxReport;
    expect(link.fileName).toMatch(/^sales-tax-report.*\.xlsx$/);
    const { sheet, rowCount, header, total: cell } = await downloadedSheet(link.url, "Sales Tax");
    expect(rowCount).toBe(shown.rows.length + 2);
    expect(header).toEqual(["Month", "Authority", "GST %", "Invoices", "Sales Value", "Output Tax", "Credit Notes", "Credit Notes Value", "Credit Notes Tax", "Net Tax"]);
    // an invoice counts once in the totals however many rates its lines have (the plain sale has two)
    expect([cell("Month"), cell("Invoices"), cell("Sales Value"), cell("Output Tax"), cell("Credit Notes"), cell("Credit Notes Value"), cell("Credit Notes Tax"), cell("Net Tax")]).toEqual([
      "Total", 3, 228.84, 26.16, 1, 34.19, 5.81, 20.35,
    ]);
    const fbr17 = sheet.getRow(2 + shown.rows.findIndex((row) => row.authority === "FBR" && row.taxRate === 17));
    expect([fbr17.getCell(2).value, fbr17.getCell(3).value, fbr17.getCell(header.indexOf("Net Tax") + 1).value]).toEqual(["FBR", 17, 11.63]);
  });

  it("takes a range over 13 months, but not an end before the start", async () => {
    expect(expectData(await askDownload({ from: "2024-01-01", to, locationIds: [shopId] })).downloadSalesTaxReport.url).toMatch(/^\/downloads\//);
    const backwards = await askDownload({ from: "2026-03-10", to: "2026-03-01" });
    expectGqlError(backwards, "BAD_USER_INPUT");
    expect(fieldsOf(backwards)).toEqual({ to: "The end date must be on or after the start date." });
  });
});

describe("filters and walls", () => {
  it("refuses an end before the start and more than 13 months, naming the field", async () => {
    expect(fieldsOf(await ask({ from: "2026-03-10", to: "2026-03-01" }))).toEqual({ to: "The end date must be on or after the start date." });
    expect(fieldsOf(await ask({ from: "2024-01-01", to: "2026-01-01" })).to).toMatch(/at most 13 months/);
    expect(fieldsOf(await ask({ to: "2026-01-01" }))).toEqual({ from: "Please enter the start date." });
  });

  it("a user limited to another store may not ask for this one, on screen nor as a file", async () => {
    const limited = await userWith(world, ["reporting-analytics:reports:read"], [world.storeId]);
    expectGqlError(await ask({ from, to, locationIds: [shopId] }, limited.token), "FORBIDDEN");
    expectGqlError(await askDownload({ from, to, locationIds: [shopId] }, limited.token), "FORBIDDEN");
    const theirs = expectData(await ask({ from, to }, limited.token)).getSalesTaxReport;
    expect(theirs.unreported.map((order) => order.locationName)).not.toContain(shopName);
  });

  it("another company may not name the store and never sees its orders", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await ask({ from, to, locationIds: [shopId] }, acme.token), "FORBIDDEN");
    expectGqlError(await askDownload({ from, to, locationIds: [shopId] }, acme.token), "FORBIDDEN");
    const theirs = expectData(await ask({ from, to }, acme.token)).getSalesTaxReport;
    expect(theirs.unreported.map((order) => order.locationName)).not.toContain(shopName);
  });
});
