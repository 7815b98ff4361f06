// The Stock movement report (issue 28): in a store of this file's own, stock received, sold, returned by the
// customer, transferred to the warehouse, returned to the vendor and written off, all through the API, and the
// report's opening, ins, outs and closing equal what was worked out by hand (units, and value at cost: Rs 7 a
// piece); a later range opens with what the store holds now; the download's row of totals equals the screen's;
// bad filters are refused naming the field; a manager sees only their stores and another company nothing.
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type GqlResult } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoManager } from "../support/logins";
import { addDays } from "../../common/schemas/dates";
import { call } from "./catalogueHelpers";
import { made, decide, userWith } from "./adjustmentsHelpers";
import { cart, newKey, newProduct, register, sold, stock, type Order, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import { fieldsOf, reportWorld } from "./salesReportHelpers";
import { businessDayOf } from "./salesRollupsHelpers";

const PAIRS = ["opening", "received", "transferIn", "customerReturn", "found", "in", "sold", "transferOut", "vendorReturn", "writtenOff", "out", "closing"] as const;
type PairName = (typeof PAIRS)[number];
type Pair = { units: number; value: number };
type Figures = Record<PairName, Pair>;
type Row = Figures & { productId: string; productCode: string; productName: string; locationId: string; locationName: string };
type Report = { data: Row[]; meta: { total: number }; totals: Figures };
type Filters = { from?: string | null; to?: string | null; locationIds?: string[] | null; productId?: string | null; categoryId?: string | null };

const FIGURES = PAIRS.map((name) => `${name} { units value }`).join(" ");
const REPORT = `query ($from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID) {
  getStockMovementReport(from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId) {
    data { productId productCode productName locationId locationName ${FIGURES} } meta { total } totals { ${FIGURES} } } }`;
const DOWNLOAD = `query ($format: DownloadFormat!, $from: String, $to: String, $locationIds: [ID!], $productId: ID, $categoryId: ID) {
  downloadStockMovementReport(format: $format, from: $from, to: $to, locationIds: $locationIds, productId: $productId, categoryId: $categoryId) { url fileName } }`;

let world: SalesWorld & { shopId: string };
let product: SaleProduct;
let today: string;

const ask = (filters: Filters, token = world.token): Promise<GqlResult<{ getStockMovementReport: Report }>> => gql(REPORT, filters, { token });
const report = async (filters: Filters, token = world.token) => expectData(await ask(filters, token)).getStockMovementReport;
const pairs = (figures: Figures) => Object.fromEntries(PAIRS.map((name) => [name, figures[name]]));
const none: Pair = { units: 0, value: 0 };
const units = (count: number): Pair => ({ units: count, value: count * 7 });

beforeAll(async () => {
  world = await reportWorld("Movement Shop");
  // 10 pieces a box at Rs 70 a box: Rs 7 a piece at cost
  product = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 0 });
  const lots = await stock(world, product, world.shopId, [{ packs: 4, days: 300 }]);
  const till = await register(world, world.shopId, { opening: 500 });
  const sale = await sold(world.token, cart(world.shopId, till.id, [{ productId: product.id, quantity: 12 }]), [{ method: "CASH", amount: 120 }]);
  today = businessDayOf((sale as Order & { createdAt?: string }).createdAt ?? new Date());
  const soldFrom = new Set(sale.items.flatMap((item) => item.lots.map((lot) => lot.lotId)));
  const returnedLot = sale.items[0].lots.find((lot) => lot.quantity >= 4);
  await call(
    `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id } }`,
    "returnOrder",
    { input: { idempotencyKey: newKey(), orderId: sale.id, registerId: till.id, lines: [{ orderItemLotId: returnedLot?.id, quantity: 4, restock: true }], comment: "Movement report" } },
    world.token,
  );
  const [toWarehouse, toVendor] = lots.filter((lot) => !soldFrom.has(lot.id));
  const transfer = await call<{ id: string }>(
    `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`,
    "createTransfer",
    { input: { idempotencyKey: newKey(), locationFromId: world.shopId, locationToId: world.warehouseId, lotCodes: [toWarehouse.actionId] } },
    world.token,
  );
  await call(`mutation ($transferId: ID!) { receiveAllTransferItems(transferId: $transferId) { id } }`, "receiveAllTransferItems", { transferId: transfer.id }, world.token);
  await call(
    `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { id } }`,
    "createStockReturn",
    { stockReturnDto: { vendorId: world.vendorId, locationId: world.shopId, actionIds: [toVendor.actionId] } },
    world.token,
  );
  // one piece dropped, written off by the administrator and approved by another user
  const opened = returnedLot ? lots.find((lot) => lot.id === returnedLot.lotId) : undefined;
  const damaged = await made(world.token, { title: "Dropped", adjustmentType: "DAMAGED", locationId: world.shopId, lines: [{ lotId: opened?.id, quantity: 1, reason: "Dropped on the floor" }] });
  const approver = await userWith(world, ["system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
  expectData(await decide(approver.token, damaged.id, "APPROVED"));
}, 180_000);

// By hand, in the store: 4 boxes received (40 pieces, Rs 280); 12 sold (Rs 84); 4 of them returned to stock (Rs 28);
// a sealed box sent to the warehouse (10, Rs 70) and another returned to the vendor (10, Rs 70); 1 written off (Rs 7).
// Closing: 40 − 12 + 4 − 10 − 10 − 1 = 11 pieces, Rs 77.
const SHOP: Figures = {
  opening: none,
  received: units(40),
  transferIn: none,
  customerReturn: units(4),
  found: none,
  in: units(44),
  sold: units(12),
  transferOut: units(10),
  vendorReturn: units(10),
  writtenOff: units(1),
  out: units(33),
  closing: units(11),
};

describe("the Stock movement report equals the movements worked out by hand", () => {
  it("in the store: opening, each kind in and out, closing, with its totals", async () => {
    const shown = await report({ from: today, to: today, locationIds: [world.shopId] });
    expect(shown.data.map((row) => [row.productId, row.locationId])).toEqual([[product.id, world.shopId]]);
    expect(pairs(shown.data[0])).toEqual(SHOP);
    expect(pairs(shown.totals)).toEqual(SHOP);
    expect(shown.data[0].productName).toBe(product.name);
  });

  it("at the warehouse the transfer came in; a range from yesterday counts the same", async () => {
    const both = await report({ from: addDays(today, -1), to: today, productId: product.id, locationIds: [world.shopId, world.warehouseId] });
    const warehouse = both.data.find((row) => row.locationId === world.warehouseId);
    expect(warehouse && pairs(warehouse)).toEqual({ ...SHOP, received: none, customerReturn: none, sold: none, transferOut: none, vendorReturn: none, writtenOff: none, in: units(10), out: none, transferIn: units(10), closing: units(10) });
    expect(both.totals.closing).toEqual(units(21));
    expect(both.totals.transferIn).toEqual(both.totals.transferOut);
  });

  it("opens a later range with what the store holds now, and moves nothing in it", async () => {
    const tomorrow = addDays(today, 1);
    const later = await report({ from: tomorrow, to: addDays(tomorrow, 30), locationIds: [world.shopId] });
    expect(pairs(later.totals)).toEqual({ ...Object.fromEntries(PAIRS.map((name) => [name, none])), opening: units(11), closing: units(11) });
    // and a range that ended before anything happened shows nothing
    expect((await report({ from: addDays(today, -30), to: addDays(today, -1), locationIds: [world.shopId] })).meta.total).toBe(0);
  });

  it("filters by product and category", async () => {
    expect((await report({ from: today, to: today, productId: product.id })).data.every((row) => row.productId === product.id)).toBe(true);
    const [{ id: categoryId }] = expectData(await gql<{ getCategories: { data: { id: string }[] } }>(`query { getCategories(limit: 1) { data { id } } }`, {}, { token: world.token })).getCategories.data;
    const inCategory = await report({ from: today, to: today, locationIds: [world.shopId], categoryId });
    // the product has no category
    expect(inCategory.data).toEqual([]);
  });

  it("downloads the same rows as XLSX, ending with the screen's totals", async () => {
    const filters = { from: today, to: today, locationIds: [world.shopId, world.warehouseId], productId: product.id };
    const shown = await report(filters);
    const link = expectData(await gql<{ downloadStockMovementReport: { url: string; fileName: string } }>(DOWNLOAD, { format: "XLSX", ...filters }, { token: world.token })).downloadStockMovementReport;
    expect(link.fileName).toMatch(/^stock-movement-report.*\.xlsx$/);
    const { rowCount, total: cell } = await downloadedSheet(link.url, "Stock Movement");
    expect(rowCount).toBe(shown.meta.total + 2);
    expect([cell("Product"), cell("Opening Units"), cell("Total In Units"), cell("Total Out Units"), cell("Closing Units"), cell("Closing Value")]).toEqual([
      "Total",
      shown.totals.opening.units,
      shown.totals.in.units,
      shown.totals.out.units,
      shown.totals.closing.units,
      shown.totals.closing.value,
    ]);
    expect(cell("Closing Value")).toBe(147);
  });
});

describe("bad filters answer naming the field", () => {
  it("refuses an end before the start, a missing date, more than 13 months on screen and an id that is none", async () => {
    const backwards = await ask({ from: "2026-03-10", to: "2026-03-01" });
    expectGqlError(backwards, "BAD_USER_INPUT");
    expect(fieldsOf(backwards)).toEqual({ to: "The end date must be on or after the start date." });
    expect(fieldsOf(await ask({ to: "2026-03-01" }))).toEqual({ from: "Please enter the start date." });
    expect(fieldsOf(await ask({ from: "2025-01-01", to: "2026-02-01" })).to).toMatch(/at most 13 months.*Download/);
    expect(fieldsOf(await ask({ from: "2026-01-01", to: "2026-01-31", productId: "not-a-product" }))).toEqual({ productId: "Please choose a product from the list." });
    expect(fieldsOf(await ask({ from: "2026-01-01", to: "2026-01-31", locationIds: ["nowhere"] }))).toEqual({ "locationIds.0": "Please choose locations from the list." });
  });

  it("lets the download take a longer range, but not an end before the start", async () => {
    const long = await gql<{ downloadStockMovementReport: { url: string } }>(DOWNLOAD, { format: "CSV", from: "2024-01-01", to: today, locationIds: [world.shopId] }, { token: world.token });
    expect(expectData(long).downloadStockMovementReport.url).toMatch(/^\/downloads\//);
    const backwards = await gql(DOWNLOAD, { format: "CSV", from: "2026-03-10", to: "2026-03-01" }, { token: world.token });
    expect(fieldsOf(backwards)).toEqual({ to: "The end date must be on or after the start date." });
  });
});

describe("walls", () => {
  it("a manager may not ask for a store that is not theirs (naming the field), and sees none of it", async () => {
    const manager = await login(demoManager.email, demoManager.password);
    const refused = await ask({ from: today, to: today, locationIds: [world.shopId] }, manager.token);
    expectGqlError(refused, "FORBIDDEN");
    expect(fieldsOf(refused)).toEqual({ locationIds: "You do not have access to one of the chosen locations." });
    const theirs = await report({ from: today, to: today, productId: product.id }, manager.token);
    expect(theirs.data).toEqual([]);
    expectGqlError(await gql(DOWNLOAD, { format: "CSV", from: today, to: today, locationIds: [world.shopId] }, { token: manager.token }), "FORBIDDEN");
  });

  it("needs the reports permission", async () => {
    const clerk = await userWith(world, ["system:adjustment:read"], [world.shopId]);
    expectGqlError(await ask({ from: today, to: today }, clerk.token), "FORBIDDEN");
  });

  it("another company never sees these movements, nor may name the store", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await ask({ from: today, to: today, locationIds: [world.shopId] }, acme.token), "FORBIDDEN");
    const theirs = await report({ from: today, to: today }, acme.token);
    expect(theirs.data.map((row) => row.productId)).not.toContain(product.id);
    expect((await report({ from: today, to: today, productId: product.id }, acme.token)).data).toEqual([]);
  });
});
