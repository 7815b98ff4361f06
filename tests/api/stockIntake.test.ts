// Stock intake through the real server: N packs make N lots ~1..~N with one ledger row each, FOC packs at zero
// cost, the PO goes PARTIAL then FULFILLED, intake is idempotent and safe under concurrency, rejected items make
// no lots, lot queries and guards.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { activityFor } from "../support/activityLog";
import { acmeAdmin, demoCashier, demoManager } from "../support/logins";
import { call, raw, readonlyUser } from "./catalogueHelpers";
import {
  createGrn,
  createPurchaseOrder,
  grnLine,
  intake,
  inDays,
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

let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

async function acceptedGrn(order: PurchaseOrder, lines: object[]): Promise<Grn> {
  const grn = await createGrn(order.id, lines, world.token);
  return qc(grn.id, grn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
}

const sequence = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe("stock intake", () => {
  it("makes exactly N lots ~1..~N per item with one ledger row each, FOC at zero cost, and moves the PO PARTIAL then FULFILLED", async () => {
    const product = world.products[0];
    const order = await createPurchaseOrder(world, [{ productId: product.id, requiredQuantity: 5, foc: 1, tradePrice: 120, gstPercentage: 17 }]);
    const line = order.items[0];
    const factor = line.itemConversion;
    const first = await acceptedGrn(order, [grnLine(line.id, 3, { tradePrice: 120, discValue: 6, gstValue: 60.18, mrp: 150, foc: 1 })]);
    const [after] = await intake([first.id], world.token);
    expect(after.status).toBe("COMPLETED");
    expect(after.items[0]).toMatchObject({ status: "COMPLETED", lotCount: 4 });
    const lots = await lotsOf(first.items[0], world.warehouseId, world.token);
    expect(lots.map((lot) => lot.actionId).sort()).toEqual(sequence(4).map((k) => `${first.items[0].actionId}~${k}`).sort());
    for (const lot of lots) {
      expect(lot).toMatchObject({ status: "IN_INVENTORY", quantity: factor, sellableQuantity: factor, ledgerQuantity: factor, locationId: world.warehouseId, productId: product.id });
      expect(lot.vendor.id).toBe(world.vendorId);
    }
    const paid = lots.filter((lot) => !lot.isFoc);
    const free = lots.filter((lot) => lot.isFoc);
    expect(paid).toHaveLength(3);
    expect(free.map((lot) => lot.actionId)).toEqual([`${first.items[0].actionId}~4`]);
    // (120 − 6/3) / factor per selling unit; MRP 150 / factor
    const round = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
    expect(paid[0].purchasingPrice).toBeCloseTo(round(118 / factor), 2);
    expect(paid[0].mrpSellingUnit).toBeCloseTo(round(150 / factor), 2);
    expect(free[0]).toMatchObject({ purchasingPrice: 0, taxSellingUnit: 0 });
    let current = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(current.status).toBe("PARTIAL");

    const second = await acceptedGrn(order, [grnLine(line.id, 2, { tradePrice: 120 })]);
    await intake([second.id], world.token);
    current = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(current.status).toBe("FULFILLED");
    expect(current.items[0].grnRemainingQuantity).toBe(0);
    expect((await lotsOf(second.items[0], world.warehouseId, world.token)).map((lot) => lot.actionId).sort()).toEqual(
      sequence(2).map((k) => `${second.items[0].actionId}~${k}`).sort(),
    );
    expectGqlError(await raw(po.closePurchaseOrder, { id: order.id }, world.token), "CONFLICT");

    const one = await call<Lot>(lotOps.getProductLot, "getProductLot", { actionId: `${first.items[0].actionId}~2`, locationId: world.warehouseId }, world.token);
    expect(one).toMatchObject({ actionId: `${first.items[0].actionId}~2`, ledgerQuantity: factor, batchExpiry: inDays(400) });
    expectGqlError(await raw(lotOps.getProductLot, { actionId: `${first.items[0].actionId}~2`, locationId: world.storeId }, world.token), "NOT_FOUND", "Lot not found at this location.");
    const productPage = await gql<{ getProduct: { activeLotsCount: number } }>(`query ($id: ID!) { getProduct(id: $id) { activeLotsCount } }`, { id: product.id }, { token: world.token });
    expect(productPage.data?.getProduct.activeLotsCount).toBeGreaterThanOrEqual(6);
    expect((await activityFor(first.id)).map((row) => row.action)).toEqual(["CREATE", "QC", "RECEIVE"]);
  });

  it("does nothing the second time, and two concurrent intakes create the lots once", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[1].id, requiredQuantity: 20, tradePrice: 15 }]);
    const grn = await acceptedGrn(order, [grnLine(order.items[0].id, 8, { tradePrice: 15 })]);
    const results = await Promise.all([raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, world.token), raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, world.token)]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(await lotsOf(grn.items[0], world.warehouseId, world.token)).toHaveLength(8);
    const [again] = await intake([grn.id], world.token);
    expect(again.items[0]).toMatchObject({ status: "COMPLETED", lotCount: 8 });
    const lots = await lotsOf(grn.items[0], world.warehouseId, world.token);
    expect(lots).toHaveLength(8);
    expect(lots.every((lot) => lot.ledgerQuantity === lot.quantity)).toBe(true);
    const current = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(current.status).toBe("PARTIAL");
    expect((await activityFor(grn.id)).map((row) => row.action)).toEqual(["CREATE", "QC", "RECEIVE"]);
  });

  it("makes no lots for a rejected item and takes in only accepted ones", async () => {
    const order = await createPurchaseOrder(world, [
      { productId: world.products[2].id, requiredQuantity: 4, tradePrice: 9 },
      { productId: world.products[3].id, requiredQuantity: 4, tradePrice: 9 },
    ]);
    const grn = await createGrn(order.id, [grnLine(order.items[0].id, 2), grnLine(order.items[1].id, 3)], world.token);
    await qc(grn.id, [{ grnItemId: grn.items[0].id, status: "REJECTED", comment: "Wrong strength" }], world.token);
    // Still in QC: the accepted-only rule means nothing is taken in for the item awaiting QC.
    const [pending] = await intake([grn.id], world.token);
    expect(pending.items.map((item) => item.status)).toEqual(["REJECTED", "QC"]);
    await qc(grn.id, [{ grnItemId: grn.items[1].id, status: "ACCEPTED" }], world.token);
    const [done] = await intake([grn.id], world.token);
    expect(done.status).toBe("COMPLETED");
    expect(done.items.map((item) => [item.status, item.lotCount])).toEqual([
      ["REJECTED", 0],
      ["COMPLETED", 3],
    ]);
    expect(await lotsOf(grn.items[0], world.warehouseId, world.token)).toHaveLength(0);
    expect(await lotsOf(grn.items[1], world.warehouseId, world.token)).toHaveLength(3);
  });

  it("lists unexpired lots of a product at a location, earliest expiry first", async () => {
    const product = world.products[4];
    const order = await createPurchaseOrder(world, [{ productId: product.id, requiredQuantity: 4, tradePrice: 20 }], { deliveryLocationId: world.storeId });
    const grn = await acceptedGrn(order, [grnLine(order.items[0].id, 2, { batchExpiry: inDays(900) }), grnLine(order.items[0].id, 2, { batchExpiry: inDays(60), batchNumber: "B-EARLY" })]);
    await intake([grn.id], world.token);
    const page = await call<{ data: Lot[]; meta: { total: number } }>(lotOps.getUnexpiredProductLots, "getUnexpiredProductLots", { locationId: world.storeId, productId: product.id, limit: 100 }, world.token);
    expect(page.data.every((lot) => lot.productId === product.id && lot.locationId === world.storeId && lot.status === "IN_INVENTORY")).toBe(true);
    const expiries = page.data.map((lot) => lot.batchExpiry);
    expect([...expiries].sort()).toEqual(expiries);
    expect(page.meta.total).toBeGreaterThanOrEqual(4);
  });

  it("guards intake and lots by permission, location and tenant", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[5].id, requiredQuantity: 2, tradePrice: 5 }]);
    const grn = await acceptedGrn(order, [grnLine(order.items[0].id, 1)]);
    const viewer = await login(readonlyUser.email, readonlyUser.password);
    const cashier = await login(demoCashier.email, demoCashier.password);
    for (const token of [viewer.token, cashier.token]) expectGqlError(await raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, token), "FORBIDDEN");
    expectGqlError(await raw(lotOps.getUnexpiredProductLots, { locationId: world.warehouseId }, cashier.token), "FORBIDDEN");
    const manager = await login(demoManager.email, demoManager.password);
    expectGqlError(await raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, manager.token), "FORBIDDEN");
    expectGqlError(await raw(lotOps.getUnexpiredProductLots, { locationId: world.warehouseId }, manager.token), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, acme.token), "NOT_FOUND");
    expectGqlError(await raw(lotOps.updateGrnReceivedStatus, { grnIds: [] }, world.token), "BAD_USER_INPUT");
    expect(await lotsOf(grn.items[0], world.warehouseId, world.token)).toHaveLength(0);
  });

  it("takes in 50 items × 100 packs (5,000 lots with their ledger rows) in one call", async () => {
    const products = world.products.slice(0, 50);
    expect(products).toHaveLength(50);
    const order = await createPurchaseOrder(world, products.map((product) => ({ productId: product.id, requiredQuantity: 100, tradePrice: 10 })));
    const grn = await acceptedGrn(order, order.items.map((item) => grnLine(item.id, 100, { tradePrice: 10 })));
    // How fast is the benchmark's business (bench/stockIntake.ts, npm run bench): tests share the CPU.
    const [done] = await intake([grn.id], world.token);
    expect(done.items.every((item) => item.status === "COMPLETED" && item.lotCount === 100)).toBe(true);
    const lots = await lotsOf(grn.items[49], world.warehouseId, world.token);
    expect(lots).toHaveLength(100);
    expect(lots.every((lot) => lot.ledgerQuantity === lot.quantity)).toBe(true);
    expect((await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token)).status).toBe("FULFILLED");
  }, 60_000);
});
