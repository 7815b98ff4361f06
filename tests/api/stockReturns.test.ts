// Stock returns through the real server: lots go back to their vendor (RETURNED through the ledger), totals per
// product and the printable payload; lots of another vendor or location refused; guards and isolation.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { activityFor } from "../support/activityLog";
import { queryApiDatabase } from "../support/apiDatabase";
import { acmeAdmin, demoCashier, demoWarehouse } from "../support/logins";
import { call, expectFields, list, raw } from "./catalogueHelpers";
import { createGrn, createPurchaseOrder, grnLine, inDays, intake, LOT_FIELDS, lotOps, lotsOf, procurementWorld, qc, type Lot, type ProcurementWorld } from "./procurementHelpers";

const RETURN_FIELDS = `id secondaryId status gatePassNumber totalProducts totalQty totalValue vendorId vendor { id name } locationId location { id name }
  returnItems { productId productName lotCount quantity value averagePurchasingPrice totalPurchasingPrice } lotActionIds`;
const ops = {
  create: `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { ${RETURN_FIELDS} } }`,
  one: `query ($id: ID!) { getStockReturn(id: $id) { ${RETURN_FIELDS} } }`,
  list: `query ($locationId: ID, $limit: Int) { getStockReturns(locationId: $locationId, limit: $limit) { data { ${RETURN_FIELDS} } meta { total totalCount } } }`,
  returnable: `query ($vendorId: ID!, $locationId: ID!, $limit: Int, $filter: [FilterGroupInput!]) {
    getReturnableProductLots(vendorId: $vendorId, locationId: $locationId, limit: $limit, filter: $filter) { data { ${LOT_FIELDS} } meta { total totalCount } } }`,
  pdf: `query ($id: ID!) { getPDFStockReturn(id: $id) { gatepass returnDate returnId vendorName locationName grandTotal returns { productId productCode productName lotCount averagePurchasingPrice totalPurchasingPrice } } }`,
};
type StockReturn = {
  id: string;
  secondaryId: string;
  gatePassNumber: string;
  totalProducts: number;
  totalQty: number;
  totalValue: number;
  returnItems: { productId: string; lotCount: number; quantity: number; totalPurchasingPrice: number; averagePurchasingPrice: number }[];
  lotActionIds: string[];
};

let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

/** Packs of products received, accepted and taken into stock; `packs` sets their price and units per pack. */
async function stockFrom(vendorId: string, quantities: number[], locationId = world.warehouseId, packs: { tradePrice: number; itemConversion?: number }[] = []) {
  const priceOf = (index: number) => packs[index]?.tradePrice ?? 30;
  const order = await createPurchaseOrder(
    world,
    quantities.map((quantity, index) => ({ productId: world.products[10 + index].id, requiredQuantity: quantity, tradePrice: priceOf(index), itemConversion: packs[index]?.itemConversion })),
    { vendorId, deliveryLocationId: locationId },
  );
  const grn = await createGrn(order.id, order.items.map((item, index) => grnLine(item.id, quantities[index], { tradePrice: priceOf(index) })), world.token);
  await qc(grn.id, grn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
  await intake([grn.id], world.token);
  return Promise.all(grn.items.map((item) => lotsOf(item, locationId, world.token)));
}

describe("stock returns", () => {
  it("returns picked and scanned lots to their vendor, RETURNED through the ledger, with totals per product", async () => {
    const [lotsX, lotsY] = await stockFrom(world.vendorId, [3, 2]);
    const made = await call<StockReturn>(
      ops.create,
      "createStockReturn",
      { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [lotsX[0].actionId, lotsX[1].actionId], lotIds: [lotsY[0].id], comment: "Short expiry" } },
      world.token,
    );
    expect(made).toMatchObject({ secondaryId: expect.stringMatching(/^SR-\d{6}$/), gatePassNumber: expect.stringMatching(/^GP-\d{6}$/), totalProducts: 2 });
    // units, as the lines count them
    expect(made.totalQty).toBe(lotsX[0].quantity + lotsX[1].quantity + lotsY[0].quantity);
    // full packs at 30 each
    const x = made.returnItems.find((item) => item.productId === lotsX[0].productId);
    expect(x).toMatchObject({ lotCount: 2, totalPurchasingPrice: 60, averagePurchasingPrice: 30 });
    expect(made.totalValue).toBe(90);
    for (const actionId of [lotsX[0].actionId, lotsX[1].actionId, lotsY[0].actionId]) {
      const lot = await call<Lot>(lotOps.getProductLot, "getProductLot", { actionId, locationId: world.warehouseId }, world.token);
      expect(lot).toMatchObject({ status: "RETURNED", quantity: 0, ledgerQuantity: 0, sellableQuantity: 0 });
    }
    expect((await call<Lot>(lotOps.getProductLot, "getProductLot", { actionId: lotsX[2].actionId, locationId: world.warehouseId }, world.token)).status).toBe("IN_INVENTORY");
    const pdf = await call<{ gatepass: string; returnId: string; grandTotal: number; returns: unknown[] }>(ops.pdf, "getPDFStockReturn", { id: made.id }, world.token);
    expect(pdf).toMatchObject({ gatepass: made.gatePassNumber, returnId: made.secondaryId, grandTotal: made.totalValue });
    expect(pdf.returns).toHaveLength(2);
    for (const line of pdf.returns) expect(line).toMatchObject({ productCode: expect.stringMatching(/^PRD-\d+$/) });
    const listed = await list<StockReturn>(ops.list, "getStockReturns", { locationId: world.warehouseId, limit: 100 } as object, world.token);
    expect(listed.data.map((row) => row.id)).toContain(made.id);
    expectFields(await raw(ops.create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [lotsX[0].actionId] } }, world.token), {
      lots: `These lots are not in stock at this location: ${lotsX[0].actionId}.`,
    });
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE"]);
  });

  it("values full packs at exactly their pack price, on the lots, the return and its printable payload", async () => {
    // 980 and 23,000 a pack of 12: the unit price rounds (81.67, 1,916.67) but a pack stays worth its price
    const [cheap, dear] = await stockFrom(world.vendorId, [2, 1], world.warehouseId, [
      { tradePrice: 980, itemConversion: 12 },
      { tradePrice: 23000, itemConversion: 12 },
    ]);
    expect(cheap[0]).toMatchObject({ quantity: 12, purchasingPrice: 81.67, purchaseValue: 980 });
    expect(dear[0]).toMatchObject({ quantity: 12, purchasingPrice: 1916.67, purchaseValue: 23000 });
    const made = await call<StockReturn>(
      ops.create,
      "createStockReturn",
      { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [cheap[0].actionId, cheap[1].actionId, dear[0].actionId] } },
      world.token,
    );
    expect(made).toMatchObject({ totalValue: 24960, totalQty: 36 });
    const line = (productId: string) => made.returnItems.find((item) => item.productId === productId);
    expect(line(cheap[0].productId)).toMatchObject({ lotCount: 2, quantity: 24, totalPurchasingPrice: 1960, averagePurchasingPrice: 980 });
    expect(line(dear[0].productId)).toMatchObject({ lotCount: 1, quantity: 12, totalPurchasingPrice: 23000, averagePurchasingPrice: 23000 });
    const pdf = await call<{ grandTotal: number; returns: { averagePurchasingPrice: number; totalPurchasingPrice: number }[] }>(ops.pdf, "getPDFStockReturn", { id: made.id }, world.token);
    expect(pdf.grandTotal).toBe(24960);
    expect(pdf.returns.map((row) => [row.averagePurchasingPrice, row.totalPurchasingPrice]).sort((a, b) => a[0] - b[0])).toEqual([
      [980, 1960],
      [23000, 23000],
    ]);
  });

  it("refuses lots of another vendor or another location, and an empty return", async () => {
    const [others] = await stockFrom(world.otherVendorId, [2]);
    const [ours] = await stockFrom(world.vendorId, [1]);
    expectFields(await raw(ops.create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [others[0].actionId, ours[0].actionId] } }, world.token), {
      lots: `These lots were not bought from this vendor: ${others[0].actionId}.`,
    });
    expectFields(await raw(ops.create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.storeId, actionIds: [ours[0].actionId] } }, world.token), {
      lots: `These lots are not in stock at this location: ${ours[0].actionId}.`,
    });
    expectFields(await raw(ops.create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [] } }, world.token), { lots: "Please add at least one lot." });
    expect((await call<Lot>(lotOps.getProductLot, "getProductLot", { actionId: others[0].actionId, locationId: world.warehouseId }, world.token)).status).toBe("IN_INVENTORY");
  });

  it("guards every operation and keeps tenants apart", async () => {
    const [ours] = await stockFrom(world.vendorId, [1]);
    const made = await call<StockReturn>(ops.create, "createStockReturn", { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [ours[0].actionId] } }, world.token);
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await raw(ops.list, {}, cashier.token), "FORBIDDEN");
    expectGqlError(await raw(ops.one, { id: made.id }, cashier.token), "FORBIDDEN");
    expectGqlError(await raw(ops.pdf, { id: made.id }, cashier.token), "FORBIDDEN");
    expectGqlError(await raw(ops.create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: ["x"] } }, cashier.token), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await raw(ops.one, { id: made.id }, acme.token), "NOT_FOUND");
    expectGqlError(await raw(ops.pdf, { id: made.id }, acme.token), "NOT_FOUND");
  });
});

describe("returnable lots (getReturnableProductLots)", () => {
  // Other files share this database (one intake there makes 5,000 lots): look at the product these tests stock.
  const returnable = async (vendorId: string, locationId = world.warehouseId, token = world.token) =>
    list<Lot>(
      ops.returnable,
      "getReturnableProductLots",
      { vendorId, locationId, limit: 1000, filter: [{ conditions: [{ field: "productId", operator: "EQUAL", value: world.products[10].id }] }] } as object,
      token,
    );

  it("lists the vendor's lots in stock at the location, not another vendor's nor returned ones", async () => {
    const [ours] = await stockFrom(world.vendorId, [3]);
    const [others] = await stockFrom(world.otherVendorId, [2]);
    await call<StockReturn>(ops.create, "createStockReturn", { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, actionIds: [ours[0].actionId] } }, world.token);
    const page = await returnable(world.vendorId);
    const codes = page.data.map((lot) => lot.actionId);
    expect(codes).toEqual(expect.arrayContaining([ours[1].actionId, ours[2].actionId]));
    expect(codes).not.toContain(ours[0].actionId);
    for (const lot of others) expect(codes).not.toContain(lot.actionId);
    expect(page.data.every((lot) => lot.vendor.id === world.vendorId && lot.locationId === world.warehouseId && lot.status === "IN_INVENTORY")).toBe(true);
    expect(page.meta.totalCount).toBe(page.data.length);
    expect((await returnable(world.otherVendorId)).data.map((lot) => lot.actionId)).toEqual(expect.arrayContaining(others.map((lot) => lot.actionId)));
    expect((await returnable(world.vendorId, world.storeId)).data.map((lot) => lot.actionId)).not.toContain(ours[1].actionId);
  });

  // Lots are received with a future expiry only, so the test ages one in the database.
  it("includes expired lots, which the unexpired list leaves out", async () => {
    const [lots] = await stockFrom(world.vendorId, [1]);
    await queryApiDatabase("update product_lots set batch_expiry = $1 where id = $2", [inDays(-3), lots[0].id]);
    const expired = (await returnable(world.vendorId)).data.find((lot) => lot.id === lots[0].id);
    expect(expired?.batchExpiry).toBe(inDays(-3));
    expect((await lotsOf({ actionId: lots[0].actionId.replace(/~\d+$/, "") }, world.warehouseId, world.token)).map((lot) => lot.id)).not.toContain(lots[0].id);
  });

  it("needs the stock return create permission, an allowed location and a vendor", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await raw(ops.returnable, { vendorId: world.vendorId, locationId: world.warehouseId }, cashier.token), "FORBIDDEN");
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    expect((await returnable(world.vendorId, world.warehouseId, warehouse.token)).data.length).toBeGreaterThan(0);
    expectGqlError(await raw(ops.returnable, { vendorId: world.vendorId, locationId: world.storeId }, warehouse.token), "FORBIDDEN");
    expectFields(await raw(ops.returnable, { vendorId: "nope", locationId: world.warehouseId }, world.token), { vendorId: "Please select a vendor." });
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    const acmeLocation = acme.allowedLocations[0].id;
    expect((await returnable(world.vendorId, acmeLocation, acme.token)).data).toEqual([]);
    expectGqlError(await raw(ops.returnable, { vendorId: world.vendorId, locationId: world.warehouseId }, acme.token), "FORBIDDEN");
  });
});
