// Staff work within their allowed locations: a purchase order, GRN, stock return (and its printable payload) or
// lot of another location is FORBIDDEN even by id, while the administrator (every location) still reads them.
import { beforeAll, describe, expect, it } from "vitest";
import { login, type LoginPayload } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { demoManager, demoWarehouse } from "../support/logins";
import { call, raw } from "./catalogueHelpers";
import {
  createGrn,
  createPurchaseOrder,
  grnLine,
  grnOps,
  intake,
  lotOps,
  lotsOf,
  po,
  procurementWorld,
  qc,
  type Grn,
  type Lot,
  type ProcurementWorld,
  type PurchaseOrder,
} from "./procurementHelpers";

const ACCESS_MESSAGE = "You do not have access to this location.";
const stockReturnOps = {
  create: `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { id locationId } }`,
  one: `query ($id: ID!) { getStockReturn(id: $id) { id locationId } }`,
  pdf: `query ($id: ID!) { getPDFStockReturn(id: $id) { returnId locationName } }`,
};

/** Everything procurement leaves at one location: an order, its GRN, its lots and a return of one of them. */
interface Paperwork {
  order: PurchaseOrder;
  grn: Grn;
  lots: Lot[];
  stockReturnId: string;
}

let world: ProcurementWorld;
let atWarehouse: Paperwork;
let atStore: Paperwork;
/** Gulberg Store and DHA Store; GRNs, inventory, no purchase-order or stock-return permission of its own. */
let manager: LoginPayload;
/** Central Warehouse only; every procurement permission. */
let warehouseStaff: LoginPayload;

async function paperworkAt(locationId: string): Promise<Paperwork> {
  const order = await createPurchaseOrder(world, [{ productId: world.products[20].id, requiredQuantity: 2, tradePrice: 12 }], { deliveryLocationId: locationId });
  const grn = await createGrn(order.id, [grnLine(order.items[0].id, 2, { tradePrice: 12 })], world.token);
  await qc(grn.id, [{ grnItemId: grn.items[0].id, status: "ACCEPTED" }], world.token);
  await intake([grn.id], world.token);
  const lots = await lotsOf(grn.items[0], locationId, world.token);
  const made = await call<{ id: string }>(
    stockReturnOps.create,
    "createStockReturn",
    { stockReturnDto: { vendorId: world.vendorId, locationId, actionIds: [lots[0].actionId] } },
    world.token,
  );
  return { order, grn, lots, stockReturnId: made.id };
}

beforeAll(async () => {
  world = await procurementWorld();
  [atWarehouse, atStore] = [await paperworkAt(world.warehouseId), await paperworkAt(world.storeId)];
  [manager, warehouseStaff] = await Promise.all([login(demoManager.email, demoManager.password), login(demoWarehouse.email, demoWarehouse.password)]);
});

describe("single records of another location", () => {
  it("refuses a store manager the warehouse's purchase order, GRN and lots, and shows the store's", async () => {
    expectGqlError(await raw(po.getPurchaseOrder, { id: atWarehouse.order.id }, manager.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(po.getPurchaseOrder, { secondaryId: atWarehouse.order.secondaryId }, manager.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(grnOps.getOneGrn, { grnId: atWarehouse.grn.id }, manager.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(lotOps.getProductLot, { actionId: atWarehouse.lots[1].actionId, locationId: world.warehouseId }, manager.token), "FORBIDDEN", ACCESS_MESSAGE);

    expect((await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: atStore.order.id }, manager.token)).id).toBe(atStore.order.id);
    expect((await call<Grn>(grnOps.getOneGrn, "getOneGrn", { grnId: atStore.grn.id }, manager.token)).id).toBe(atStore.grn.id);
    const lot = await call<Lot>(lotOps.getProductLot, "getProductLot", { actionId: atStore.lots[1].actionId, locationId: world.storeId }, manager.token);
    expect(lot).toMatchObject({ status: "IN_INVENTORY", locationId: world.storeId });
  });

  it("refuses warehouse staff the store's stock return, its printable payload, order and GRN", async () => {
    expectGqlError(await raw(stockReturnOps.one, { id: atStore.stockReturnId }, warehouseStaff.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(stockReturnOps.pdf, { id: atStore.stockReturnId }, warehouseStaff.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(po.getPurchaseOrder, { id: atStore.order.id }, warehouseStaff.token), "FORBIDDEN", ACCESS_MESSAGE);
    expectGqlError(await raw(grnOps.getOneGrn, { grnId: atStore.grn.id }, warehouseStaff.token), "FORBIDDEN", ACCESS_MESSAGE);

    expect(await call(stockReturnOps.one, "getStockReturn", { id: atWarehouse.stockReturnId }, warehouseStaff.token)).toEqual({ id: atWarehouse.stockReturnId, locationId: world.warehouseId });
    expect(await call(stockReturnOps.pdf, "getPDFStockReturn", { id: atWarehouse.stockReturnId }, warehouseStaff.token)).toMatchObject({ locationName: "Central Warehouse" });
  });

  it("refuses closing another location's purchase order, which stays open", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[21].id, requiredQuantity: 1, tradePrice: 5 }], { deliveryLocationId: world.storeId });
    expectGqlError(await raw(po.closePurchaseOrder, { id: order.id }, warehouseStaff.token), "FORBIDDEN", ACCESS_MESSAGE);
    expect((await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token)).status).toBe("OPEN");
  });

  it("still shows the administrator every location's records", async () => {
    for (const paperwork of [atWarehouse, atStore]) {
      expect((await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: paperwork.order.id }, world.token)).id).toBe(paperwork.order.id);
      expect((await call<Grn>(grnOps.getOneGrn, "getOneGrn", { grnId: paperwork.grn.id }, world.token)).id).toBe(paperwork.grn.id);
      expect(await call(stockReturnOps.one, "getStockReturn", { id: paperwork.stockReturnId }, world.token)).toMatchObject({ id: paperwork.stockReturnId });
      expect(await call(stockReturnOps.pdf, "getPDFStockReturn", { id: paperwork.stockReturnId }, world.token)).toMatchObject({ returnId: expect.stringMatching(/^SR-\d{6}$/) });
    }
  });

  it("answers NOT_FOUND, not FORBIDDEN, for an id that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expectGqlError(await raw(po.getPurchaseOrder, { id: missing }, manager.token), "NOT_FOUND");
    expectGqlError(await raw(grnOps.getOneGrn, { grnId: missing }, manager.token), "NOT_FOUND");
    expectGqlError(await raw(stockReturnOps.one, { id: missing }, warehouseStaff.token), "NOT_FOUND");
  });
});

describe("lists without a location", () => {
  const lists = {
    orders: `query { getPurchaseOrders(limit: 100) { data { id deliveryLocation { id } } } }`,
    grns: `query { getAllGrns(limit: 100) { data { id locationId } } }`,
    returns: `query { getStockReturns(limit: 100) { data { id locationId } } }`,
  };

  it("show only the user's own locations, not the rest of the company's", async () => {
    const orders = await call<{ data: { id: string; deliveryLocation: { id: string } }[] }>(lists.orders, "getPurchaseOrders", {}, warehouseStaff.token);
    expect(orders.data.map((order) => order.id)).toContain(atWarehouse.order.id);
    expect(orders.data.every((order) => order.deliveryLocation.id === world.warehouseId)).toBe(true);
    const grns = await call<{ data: { id: string; locationId: string }[] }>(lists.grns, "getAllGrns", {}, manager.token);
    expect(grns.data.map((grn) => grn.id)).toContain(atStore.grn.id);
    expect(grns.data.map((grn) => grn.id)).not.toContain(atWarehouse.grn.id);
    const returns = await call<{ data: { id: string; locationId: string }[] }>(lists.returns, "getStockReturns", {}, warehouseStaff.token);
    expect(returns.data.map((made) => made.id)).toEqual(expect.arrayContaining([atWarehouse.stockReturnId]));
    expect(returns.data.map((made) => made.id)).not.toContain(atStore.stockReturnId);
  });
});
