// The Purchases report (issue 28): at a store of this file's own, two purchase orders (two vendors), three GRNs (one
// line accepted and one rejected, one taken into stock, one left in QC) and a stock return made through the API;
// every figure equals what was worked out by hand from the prices, the discounts and the GST typed; the vendor
// filter keeps one vendor; the download carries the same rows and a row of totals equal to the screen's; bad
// filters are refused naming the field; a location the user may not see is FORBIDDEN naming `locationIds`, and
// another company never sees these purchases.
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin } from "../support/logins";
import { call } from "./catalogueHelpers";
import { userWith } from "./adjustmentsHelpers";
import { newProduct, type SaleProduct } from "./ordersHelpers";
import { createGrn, createPurchaseOrder, grnLine, intake, lotsOf, qc } from "./procurementHelpers";
import { fieldsOf, reportWorld } from "./salesReportHelpers";
import { businessDayOf } from "./salesRollupsHelpers";

const MEASURES = `purchaseOrders orderedPacks orderedCost orderedTax orderedTotal grns receivedPacks receivedCost receivedTax receivedTotal
  stockReturns returnedUnits returnedValue netCost`;
const REPORT = `query ($from: String, $to: String, $locationIds: [ID!], $vendorIds: [ID!], $limit: Int) {
  getPurchasesReport(from: $from, to: $to, locationIds: $locationIds, vendorIds: $vendorIds, limit: $limit) {
    data { month vendorId vendorName locationId locationName ${MEASURES} } meta { total } totals { ${MEASURES} } } }`;
const DOWNLOAD = `query ($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!], $vendorIds: [ID!]) {
  downloadPurchasesReport(format: $format, from: $from, to: $to, locationIds: $locationIds, vendorIds: $vendorIds) { url fileName } }`;
const STOCK_RETURN = `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { id totalValue totalQty } }`;

type Measures = Record<"purchaseOrders" | "orderedPacks" | "orderedCost" | "orderedTax" | "orderedTotal" | "grns" | "receivedPacks" | "receivedCost" | "receivedTax" | "receivedTotal" | "stockReturns" | "returnedUnits" | "returnedValue" | "netCost", number>;
type Row = Measures & { month: string; vendorId: string; vendorName: string; locationId: string; locationName: string };
type Report = { data: Row[]; meta: { total: number }; totals: Measures };
type Filters = { from?: string | null; to?: string | null; locationIds?: string[] | null; vendorIds?: string[] | null };

let world: Awaited<ReturnType<typeof reportWorld>>;
let x: SaleProduct;
let y: SaleProduct;
let z: SaleProduct;
let from: string;
let to: string;

const ask = (filters: Filters, token = world.token) => gql<{ getPurchasesReport: Report }>(REPORT, filters, { token });
const report = async (filters: Filters, token = world.token) => expectData(await ask(filters, token)).getPurchasesReport;
const ours = (filters: Filters = {}) => report({ from, to, locationIds: [world.shopId], ...filters });
const measuresOf = (row: Row | undefined) => {
  if (!row) return undefined;
  const { month: _month, vendorId: _vendor, vendorName: _vendorName, locationId: _location, locationName: _locationName, ...measures } = row;
  return measures;
};

beforeAll(async () => {
  world = await reportWorld("Purchases Report Shop");
  [x, y, z] = [await newProduct(world), await newProduct(world), await newProduct(world)];
  const shop = { deliveryLocationId: world.shopId };
  // vendor A: X 10 packs + 2 free at Rs 100, 10% trade discount, 17% GST; Y 5 packs at Rs 40
  const first = await createPurchaseOrder(
    world,
    [
      { productId: x.id, requiredQuantity: 10, foc: 2, tradePrice: 100, tradeDiscountPercentage: 10, gstPercentage: 17 },
      { productId: y.id, requiredQuantity: 5, tradePrice: 40 },
    ],
    shop,
  );
  // vendor B: Z 4 packs at Rs 50
  const second = await createPurchaseOrder(world, [{ productId: z.id, requiredQuantity: 4, tradePrice: 50 }], { ...shop, vendorId: world.otherVendorId });
  // at the warehouse: not this store's
  await createPurchaseOrder(world, [{ productId: x.id, requiredQuantity: 1, tradePrice: 100 }], { deliveryLocationId: world.warehouseId });

  // GRN 1: X 6 packs + 1 free (discount 60, GST 91.80) accepted; Y 5 packs rejected
  const [poX, poY] = first.items;
  const grn1 = await createGrn(first.id, [grnLine(poX.id, 6, { tradePrice: 100, discValue: 60, gstValue: 91.8, foc: 1 }), grnLine(poY.id, 5, { tradePrice: 40, batchNumber: "B-Y" })], world.token);
  await qc(grn1.id, [{ grnItemId: grn1.items[0].id, status: "ACCEPTED" }, { grnItemId: grn1.items[1].id, status: "REJECTED", comment: "Broken seals" }], world.token);
  // GRN 2: X 3 packs (discount 30, GST 45.90) accepted and taken into stock: lots of Rs 90 (100 − 30 / 3) each
  const grn2 = await createGrn(first.id, [grnLine(poX.id, 3, { tradePrice: 100, discValue: 30, gstValue: 45.9, batchNumber: "B-X2" })], world.token);
  await qc(grn2.id, [{ grnItemId: grn2.items[0].id, status: "ACCEPTED" }], world.token);
  await intake([grn2.id], world.token);
  // GRN 3: Z 4 packs, still waiting for QC: nothing received yet
  await createGrn(second.id, [grnLine(second.items[0].id, 4, { tradePrice: 50 })], world.token);
  // two of GRN 2's packs (10 units each) go back to vendor A
  const lots = await lotsOf(grn2.items[0], world.shopId, world.token);
  const returned = await call<{ totalValue: number; totalQty: number }>(
    STOCK_RETURN,
    "createStockReturn",
    { stockReturnDto: { vendorId: world.vendorId, locationId: world.shopId, actionIds: lots.slice(0, 2).map((lot) => lot.actionId) } },
    world.token,
  );
  expect(returned).toMatchObject({ totalValue: 180, totalQty: 20 });
  to = businessDayOf(new Date());
  from = `${businessDayOf((first as unknown as { createdAt: string }).createdAt).slice(0, 8)}01`;
}, 180_000);

// By hand. PO 1: X 1000 − 100 discount = 900 + 153 GST = 1053; Y 200: cost 1100, tax 153, total 1253, 17 packs.
// PO 2: 200, 4 packs. Received (accepted lines only): X 6 × 100 − 60 = 540 + 91.80 and 3 × 100 − 30 = 270 + 45.90:
// cost 810, tax 137.70, total 947.70, 7 + 3 packs on 2 GRNs. Returned: 2 lots × 10 units × Rs 9 = 180.
const VENDOR_A = {
  purchaseOrders: 1,
  orderedPacks: 17,
  orderedCost: 1100,
  orderedTax: 153,
  orderedTotal: 1253,
  grns: 2,
  receivedPacks: 10,
  receivedCost: 810,
  receivedTax: 137.7,
  receivedTotal: 947.7,
  stockReturns: 1,
  returnedUnits: 20,
  returnedValue: 180,
  netCost: 630,
};
const VENDOR_B = { ...VENDOR_A, orderedPacks: 4, orderedCost: 200, orderedTax: 0, orderedTotal: 200, grns: 0, receivedPacks: 0, receivedCost: 0, receivedTax: 0, receivedTotal: 0, stockReturns: 0, returnedUnits: 0, returnedValue: 0, netCost: 0 };
const TOTALS = { ...VENDOR_A, purchaseOrders: 2, orderedPacks: 21, orderedCost: 1300, orderedTotal: 1453 };

describe("the Purchases report's figures equal the documents worked out by hand", () => {
  it("per vendor and month at the store: ordered, received (accepted lines only) and returned", async () => {
    const shown = await ours();
    expect(shown.totals).toEqual(TOTALS);
    expect(shown.meta.total).toBe(2);
    const byVendor = (id: string) => shown.data.find((row) => row.vendorId === id);
    expect(measuresOf(byVendor(world.vendorId))).toEqual(VENDOR_A);
    expect(measuresOf(byVendor(world.otherVendorId))).toEqual(VENDOR_B);
    expect(shown.data.every((row) => row.month === `${from.slice(0, 7)}-01` && row.locationId === world.shopId && row.locationName === world.shopName)).toBe(true);
  });

  it("keeps only the vendors asked for", async () => {
    const onlyB = await ours({ vendorIds: [world.otherVendorId] });
    expect(onlyB.data.map((row) => row.vendorId)).toEqual([world.otherVendorId]);
    expect(onlyB.totals).toEqual(VENDOR_B);
  });

  it("counts the warehouse's order only where it was ordered for", async () => {
    const both = await report({ from, to, locationIds: [world.shopId, world.warehouseId], vendorIds: [world.vendorId] });
    expect(both.data.filter((row) => row.locationId === world.shopId).map(measuresOf)).toEqual([VENDOR_A]);
    expect(both.data.some((row) => row.locationId === world.warehouseId && row.purchaseOrders >= 1)).toBe(true);
  });

  it("downloads the same rows as XLSX with a row of totals equal to the screen's", async () => {
    const shown = await ours();
    const link = expectData(await gql<{ downloadPurchasesReport: { url: string; fileName: string } }>(DOWNLOAD, { format: "XLSX", from, to, locationIds: [world.shopId] }, { token: world.token }))
      .downloadPurchasesReport;
    expect(link.fileName).toMatch(/^purchases-report.*\.xlsx$/);
    const { rowCount, total: cell } = await downloadedSheet(link.url, "Purchases");
    expect(rowCount).toBe(shown.meta.total + 2);
    expect([cell("Month"), cell("Purchase Orders"), cell("Ordered Total"), cell("Received Cost"), cell("Received Total"), cell("Returned Value"), cell("Net Cost")]).toEqual([
      "Total",
      shown.totals.purchaseOrders,
      shown.totals.orderedTotal,
      shown.totals.receivedCost,
      shown.totals.receivedTotal,
      shown.totals.returnedValue,
      shown.totals.netCost,
    ]);
  });
});

describe("bad filters answer naming the field", () => {
  it("refuses an end before the start, a missing date, bad ids and a range over 13 months on screen", async () => {
    const before = await ask({ from: "2026-03-10", to: "2026-03-01" });
    expectGqlError(before, "BAD_USER_INPUT");
    expect(fieldsOf(before)).toEqual({ to: "The end date must be on or after the start date." });
    expect(fieldsOf(await ask({ to: "2026-03-01" }))).toEqual({ from: "Please enter the start date." });
    expect(fieldsOf(await ask({ from: "2026-01-01", to: "2026-01-31", vendorIds: ["not-a-vendor"] }))).toEqual({ "vendorIds.0": "Please choose vendors from the list." });
    expect(fieldsOf(await ask({ from: "2026-01-01", to: "2026-01-31", locationIds: ["not-a-location"] }))).toEqual({ "locationIds.0": "Please choose locations from the list." });
    const long = await ask({ from: "2025-01-01", to: "2026-02-01" });
    expectGqlError(long, "BAD_USER_INPUT");
    expect(fieldsOf(long).to).toMatch(/at most 13 months.*Download/);
    expect((await report({ from: "2025-01-01", to: "2026-01-31" })).meta.total).toBeGreaterThanOrEqual(0);
  });

  it("lets the download take a longer range, but not an end before the start", async () => {
    const variables = { format: "CSV", locationIds: [world.shopId] };
    expect(expectData(await gql<{ downloadPurchasesReport: { url: string } }>(DOWNLOAD, { ...variables, from: "2024-01-01", to }, { token: world.token })).downloadPurchasesReport.url).toMatch(/^\/downloads\//);
    const backwards = await gql(DOWNLOAD, { ...variables, from: "2026-03-10", to: "2026-03-01" }, { token: world.token });
    expectGqlError(backwards, "BAD_USER_INPUT");
    expect(fieldsOf(backwards)).toEqual({ to: "The end date must be on or after the start date." });
  });
});

describe("walls", () => {
  it("a manager of another store may not name this one (FORBIDDEN, naming the field) and sees none of it", async () => {
    const manager = await userWith(world, ["reporting-analytics:reports:read"], [world.storeId]);
    const refused = expectGqlError(await ask({ from, to, locationIds: [world.storeId, world.shopId] }, manager.token), "FORBIDDEN", "You do not have access to one of the chosen locations.");
    expect(refused.extensions?.fields).toEqual({ "locationIds.1": "You do not have access to one of the chosen locations." });
    const theirs = await report({ from, to }, manager.token);
    expect(theirs.data.map((row) => row.locationId)).not.toContain(world.shopId);
    expectGqlError(await gql(DOWNLOAD, { format: "XLSX", from, to, locationIds: [world.shopId] }, { token: manager.token }), "FORBIDDEN");
  });

  it("another company never sees these purchases, nor may name the store", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await ask({ from, to, locationIds: [world.shopId] }, acme.token), "FORBIDDEN");
    const theirs = await report({ from, to, vendorIds: [world.vendorId, world.otherVendorId] }, acme.token);
    expect(theirs.data).toEqual([]);
    expect(theirs.totals.orderedTotal).toBe(0);
  });

  it("is refused to a user without the reports' permission", async () => {
    const clerk = await userWith(world, ["procurement:purchase-order:read"], [world.shopId]);
    expectGqlError(await ask({ from, to }, clerk.token), "FORBIDDEN");
  });
});
