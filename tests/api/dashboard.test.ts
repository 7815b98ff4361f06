// The manager's and the warehouse's dashboards (issue 28): every figure worked out by hand on a store of this file
// alone (its own products, stock, till, sales, a return, lost sales, GRNs waiting and a transfer on its way), and
// the walls: a user of one store is FORBIDDEN another, a cashier has no manager's dashboard, another company never
// sees these figures.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { uniqueName } from "../support/fixtures";
import { adjustmentWorld, userWith, type AdjustmentWorld } from "./adjustmentsHelpers";
import { call } from "./catalogueHelpers";
import { cart, newKey, newProduct, register, sold, stock, type SaleProduct, type TestRegister } from "./ordersHelpers";
import { createGrn, createPurchaseOrder, grnLine, inDays, qc } from "./procurementHelpers";
import { moveInRollups } from "./salesRollupsHelpers";

const FIGURES = `today locations { id name type }
  sales {
    today { locationId locationName netSales sameWeekdayLastWeek sales }
    todayTotal { netSales sameWeekdayLastWeek sales }
    days { locationId day netSales sales returns }
    summary { netSales soldTotal returnedTotal sales returns averageBasket returnsRatePercent grossProfit grossMarginPercent }
    paymentMix { method amount sales }
    topProducts { id name units netSales }
    topCategories { id name units netSales }
  }`;
const STOCK = `stock { expiry { expired within30 within60 within90 } fastMovers { locationId productId stock unitsSold30Days daysOfCover } fastMoversCount noSale90Days { products units value } }`;
const WORK = `work { grnsAwaitingQc grnsAwaitingIntake transfersIncoming transfersOutgoing demandNotesOpen fiscalPending fiscalFailed
  openRegisters { sessionId registerName locationId openedBy expectedCash }
  lostSales { records units value top { productId productName times units value } } }`;
const STOCK_REPORT = `query ($locationId: ID, $expiringWithinDays: Int) { getProductLotStockReport(locationId: $locationId, expiringWithinDays: $expiringWithinDays, limit: 500) { totals { stockValue } } }`;
const MANAGER = `query ($locationId: ID) { getManagerDashboard(locationId: $locationId) { ${FIGURES} ${STOCK} ${WORK} } }`;
const WAREHOUSE = `query ($locationId: ID) { getWarehouseDashboard(locationId: $locationId) { today locations { id } ${STOCK} ${WORK} } }`;

type Seller = { id: string; name: string; units: number; netSales: number };
type Manager = {
  today: string;
  locations: { id: string; name: string; type: string }[];
  sales: {
    today: { locationId: string; netSales: number; sameWeekdayLastWeek: number; sales: number }[];
    todayTotal: { netSales: number; sameWeekdayLastWeek: number; sales: number };
    days: { locationId: string; day: string; netSales: number; sales: number; returns: number }[];
    summary: Record<string, number | null>;
    paymentMix: { method: string; amount: number; sales: number }[];
    topProducts: Seller[];
    topCategories: Seller[];
  };
  stock: { expiry: Record<string, number>; fastMovers: { productId: string; stock: number; unitsSold30Days: number; daysOfCover: number }[]; fastMoversCount: number; noSale90Days: { products: number; units: number; value: number } };
  work: Record<string, unknown> & { openRegisters: { registerName: string; expectedCash: number; openedBy: string }[]; lostSales: { records: number; units: number; value: number; top: { productId: string | null; productName: string; times: number; units: number; value: number }[] } };
};

let world: AdjustmentWorld;
let till: TestRegister;
let p: SaleProduct;
let q: SaleProduct;
let r: SaleProduct;
let categoryId: string;

const dashboard = (token: string, locationId?: string) => call<Manager>(MANAGER, "getManagerDashboard", { locationId }, token);
const minusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A sale made now and moved back `days` days (orders and payments), kept equal in the rollups by their writer. */
async function backdate(orderId: string, days: number): Promise<void> {
  await moveInRollups(world.session.tenant.id, [orderId], -1);
  await queryApiDatabase(`update orders set created_at = created_at - make_interval(days => $2) where id = $1`, [orderId, days]);
  await queryApiDatabase(`update order_payments set created_at = created_at - make_interval(days => $2) where order_id = $1`, [orderId, days]);
  await moveInRollups(world.session.tenant.id, [orderId], 1);
}

beforeAll(async () => {
  world = await adjustmentWorld();
  categoryId = (await call<{ id: string }>(`mutation ($categoryDto: CategoryInput!) { createCategory(categoryDto: $categoryDto) { id } }`, "createCategory", { categoryDto: { name: uniqueName("Dashboard Category"), status: "ACTIVE" } }, world.token)).id;
  // P: Rs 10 a piece, GST 17% inside; Q: Rs 25 a piece, no tax; R: never sold. Every pack costs Rs 70 (Rs 7 a piece).
  p = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17, categoryIds: [categoryId] });
  q = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 0, categoryIds: [categoryId] });
  r = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 0 });
  await stock(world, p, world.shopId, [{ packs: 2, days: 20 }, { packs: 1, days: 300 }]);
  await stock(world, q, world.shopId, [{ packs: 1, days: 400 }]);
  await stock(world, r, world.shopId, [{ packs: 1, days: 50 }]);
  till = await register(world, world.shopId, { opening: 500 });

  // today: 12 P and 2 Q (170, GST 120 − round(120 / 1.17) = 17.44) by cash and card; 6 Q (150) by cash; 1 Q returned (25)
  await sold(world.token, cart(world.shopId, till.id, [{ productId: p.id, quantity: 12 }, { productId: q.id, quantity: 2 }]), [{ method: "CASH", amount: 100 }, { method: "CARD", amount: 70 }]);
  const second = await sold(world.token, cart(world.shopId, till.id, [{ productId: q.id, quantity: 6 }]), [{ method: "CASH", amount: 150 }]);
  const line = second.items[0];
  await call(`mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id } }`, "returnOrder", {
    input: { idempotencyKey: newKey(), orderId: second.id, registerId: till.id, lines: [{ orderItemLotId: line.lots[0].id, quantity: 1, restock: true }], comment: "Dashboard" },
  }, world.token);
  // the same weekday last week: 2 Q (50) by cash
  const lastWeek = await sold(world.token, cart(world.shopId, till.id, [{ productId: q.id, quantity: 2 }]), [{ method: "CASH", amount: 50 }]);
  await backdate(lastWeek.id, 7);

  // what customers asked for and we lacked: P twice (3 + 1), an unlisted product once (2 at Rs 15)
  const lost = (input: object) => call(`mutation ($input: LostSaleInput!) { createLostSale(input: $input) { id } }`, "createLostSale", { input: { locationId: world.shopId, reason: "OUT_OF_STOCK", ...input } }, world.token);
  await lost({ productId: p.id, quantity: 3, price: 10 });
  await lost({ productId: p.id, quantity: 1, price: 10 });
  await lost({ productName: "Dashboard Vitamin Z", quantity: 2, price: 15, reason: "NOT_STOCKED" });

  // goods waiting: one GRN in QC, one accepted and not taken in; a transfer from the warehouse on its way
  const order = await createPurchaseOrder(world, [{ productId: r.id, requiredQuantity: 4, tradePrice: 70, gstPercentage: 0 }], { deliveryLocationId: world.shopId });
  await createGrn(order.id, [grnLine(order.items[0].id, 1, { batchNumber: "DQ-1", batchExpiry: inDays(200), tradePrice: 70, mrp: 100 })], world.token);
  const accepted = await createGrn(order.id, [grnLine(order.items[0].id, 1, { batchNumber: "DQ-2", batchExpiry: inDays(200), tradePrice: 70, mrp: 100 })], world.token);
  await qc(accepted.id, accepted.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
  const travelling = await newProduct(world);
  await stock(world, travelling, world.warehouseId, [{ packs: 1, days: 400 }]);
  expectData(await gql(`mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`, {
    input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.shopId, products: [{ productId: travelling.id, packs: 1 }] },
  }, { token: world.token }));
});

describe("the manager's dashboard at a store", () => {
  it("adds up the sales: today against last week, the days, the summary, the payment mix and the top sellers", async () => {
    const board = await dashboard(world.token, world.shopId);
    expect(board.locations).toEqual([expect.objectContaining({ id: world.shopId, type: "RETAIL" })]);
    // today: 170 + 150 − 25 = 295 in two sales; last week's 50
    expect(board.sales.today).toEqual([expect.objectContaining({ locationId: world.shopId, netSales: 295, sameWeekdayLastWeek: 50, sales: 2 })]);
    expect(board.sales.todayTotal).toEqual({ netSales: 295, sameWeekdayLastWeek: 50, sales: 2 });
    expect(board.sales.days).toEqual([
      { locationId: world.shopId, day: minusDays(board.today, 7), netSales: 50, sales: 1, returns: 0 },
      { locationId: world.shopId, day: board.today, netSales: 295, sales: 2, returns: 1 },
    ]);
    // 30 days: sold 170 + 150 + 50 = 370, returned 25; basket 370 / 3; returns 25 / 370 = 6.76 %;
    // without tax 370 − 17.44 − 25 = 327.56; cost 22 pieces at Rs 7 = 154 less the piece back (7) = 147; profit 180.56 = 55.12 %
    expect(board.sales.summary).toEqual({
      netSales: 345, soldTotal: 370, returnedTotal: 25, sales: 3, returns: 1, averageBasket: 123.33, returnsRatePercent: 6.76, grossProfit: 180.56, grossMarginPercent: 55.12,
    });
    expect(board.sales.paymentMix).toEqual([{ method: "CASH", amount: 275, sales: 3 }, { method: "CARD", amount: 70, sales: 1 }]);
    // Q: 10 − 1 pieces, 250 − 25; P: 12 pieces, 120
    expect(board.sales.topProducts).toEqual([
      { id: q.id, name: q.name, units: 9, netSales: 225 },
      { id: p.id, name: p.name, units: 12, netSales: 120 },
    ]);
    expect(board.sales.topCategories).toEqual([expect.objectContaining({ id: categoryId, units: 21, netSales: 345 })]);
  });

  it("values the stock's health: expiring, fast movers at risk and stock with no sale", async () => {
    const board = await dashboard(world.token, world.shopId);
    // P: 8 pieces left of the packs expiring in 20 days (Rs 56); R's pack expires in 50 days (Rs 70)
    expect(board.stock.expiry).toEqual({ expired: 0, within30: 56, within60: 126, within90: 126 });
    // Q: 9 sold in 30 days, 1 left: 1 × 30 / 9 = 3.3 days of cover; P: 18 left for 12 sold = 45 days, not at risk
    expect(board.stock.fastMovers).toEqual([{ locationId: world.shopId, productId: q.id, stock: 1, unitsSold30Days: 9, daysOfCover: 3.3 }]);
    expect(board.stock.fastMoversCount).toBe(1);
    expect(board.stock.noSale90Days).toEqual({ products: 1, units: 10, value: 70 });
  });

  it("counts the work waiting, the open till's cash and the lost sales", async () => {
    const board = await dashboard(world.token, world.shopId);
    expect(board.work).toMatchObject({ grnsAwaitingQc: 1, grnsAwaitingIntake: 1, transfersIncoming: 1, transfersOutgoing: 0, demandNotesOpen: 0, fiscalPending: 0, fiscalFailed: 0 });
    // 500 opening + 100 + 150 + 50 cash − 25 refunded
    expect(board.work.openRegisters).toEqual([expect.objectContaining({ registerName: till.name, expectedCash: 775, openedBy: `${world.session.user.firstName} ${world.session.user.lastName}` })]);
    expect(board.work.lostSales).toEqual({
      records: 3, units: 6, value: 70,
      top: [
        { productId: p.id, productName: p.name, times: 2, units: 4, value: 40 },
        { productId: null, productName: "Dashboard Vitamin Z", times: 1, units: 2, value: 30 },
      ],
    });
  });

  it("shows the warehouse's view of the same store without the tills' cash", async () => {
    const board = await call<Pick<Manager, "stock" | "work">>(WAREHOUSE, "getWarehouseDashboard", { locationId: world.shopId }, world.token);
    expect(board.stock.expiry.within60).toBe(126);
    expect(board.work).toMatchObject({ grnsAwaitingQc: 1, grnsAwaitingIntake: 1, transfersIncoming: 1, openRegisters: [], fiscalPending: 0 });
  });

  it("counts an expired lot in every expiry window, as the inventory report the figures open does", async () => {
    // X: a pack (Rs 70) whose expiry has passed while it stays on the shelf (a GRN refuses an expired batch)
    const expired = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 0 });
    const [lot] = await stock(world, expired, world.shopId, [{ packs: 1, days: 400 }]);
    await queryApiDatabase(`update product_lots set batch_expiry = $2::date where id = $1`, [lot.id, inDays(-1)]);
    const board = await dashboard(world.token, world.shopId);
    expect(board.stock.expiry).toEqual({ expired: 70, within30: 56 + 70, within60: 126 + 70, within90: 126 + 70 });
    for (const [days, value] of [[0, 70], [30, 126], [60, 196], [90, 196]] as const) {
      const report = await call<{ totals: { stockValue: number } }>(STOCK_REPORT, "getProductLotStockReport", { locationId: world.shopId, expiringWithinDays: days }, world.token);
      expect(report.totals.stockValue, `within ${days} days`).toBe(value);
      if (days > 0) expect(board.stock.expiry[`within${days}`]).toBe(value);
    }
  });
});

describe("walls", () => {
  it("gives a user of one store that store's figures and FORBIDDEN for another", async () => {
    const manager = await userWith(world, ["reporting-analytics:reports:read"], [world.shopId]);
    const own = await dashboard(manager.token);
    expect(own.locations.map((place) => place.id)).toEqual([world.shopId]);
    expect(own.sales.summary).toEqual((await dashboard(world.token, world.shopId)).sales.summary);
    expectGqlError(await gql(MANAGER, { locationId: world.storeId }, { token: manager.token }), "FORBIDDEN");
    expectGqlError(await gql(WAREHOUSE, { locationId: world.storeId }, { token: (await userWith(world, ["inventory:stock-transfer:read"], [world.shopId])).token }), "FORBIDDEN");
  });

  it("refuses a cashier the manager's dashboard and a malformed location with the field named", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(MANAGER, {}, { token: cashier.token }), "FORBIDDEN");
    expectGqlError(await gql(MANAGER, { locationId: "not-a-location" }, { token: world.token }), "BAD_USER_INPUT");
  });

  it("never shows another company these figures", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(MANAGER, { locationId: world.shopId }, { token: acme.token }), "FORBIDDEN");
    const theirs = await dashboard(acme.token);
    expect(theirs.locations.map((place) => place.id)).not.toContain(world.shopId);
    expect(theirs.sales.topProducts.map((seller) => seller.id)).not.toContain(q.id);
    expect(theirs.work.openRegisters.map((open) => open.registerName)).not.toContain(till.name);
  });
});
