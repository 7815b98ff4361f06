// Purchase orders through the real server: totals to the paisa, validation, status transitions, lists,
// permission guards and tenant isolation.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { activityFor, canReadActivityLog } from "../support/activityLog";
import { acmeAdmin, demoCashier, demoWarehouse } from "../support/logins";
import { call, expectFields, list, raw, readonlyUser, where } from "./catalogueHelpers";
import { createPurchaseOrder, inDays, po, procurementWorld, purchaseOrderDto, type ProcurementWorld, type PurchaseOrder } from "./procurementHelpers";

let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

describe("purchase orders", () => {
  it("computes every line and total on the server, exact to the paisa (half-up)", async () => {
    const [a, b, c] = world.products;
    const made = await createPurchaseOrder(
      world,
      [
        { productId: a.id, requiredQuantity: 7, foc: 2, tradePrice: 123.45, tradeDiscountPercentage: 2.5, gstPercentage: 17 },
        { productId: b.id, requiredQuantity: 3, tradePrice: 10.01 },
        { productId: c.id, requiredQuantity: 1, tradePrice: 0.1, tradeDiscountPercentage: 5, gstPercentage: 5 },
      ],
      { additionalTerms: "Deliver before noon", poType: "NORMAL" },
    );
    expect(made).toMatchObject({ secondaryId: expect.stringMatching(/^PO-\d{6}$/), status: "OPEN", orderType: "NORMAL", poType: "NORMAL", totalItems: 3 });
    const [lineA, lineB, lineC] = made.items;
    // 123.45 × 7 = 864.15; discount 2.5% = 21.60375 → 21.60; 842.55 × 17% = 143.2335 → 143.23
    expect(lineA).toMatchObject({
      itemConversion: a.uomFactor,
      requiredQuantity: 7,
      foc: 2,
      grnRemainingQuantity: 9,
      receivedQuantity: 0,
      tradeDiscountValue: 21.6,
      tradePriceAfterTradeDiscount: 842.55,
      gstAmount: 143.23,
      salesTaxPercentage: 17,
      tradePriceAfterApplyingGst: 985.78,
      totalPrice: 985.78,
    });
    expect(lineB).toMatchObject({ tradeDiscountValue: 0, gstAmount: 0, totalPrice: 30.03, foc: 0 });
    // 0.10 × 5% = 0.005 → 0.01 (half-up); 0.09 × 5% = 0.0045 → 0.00
    expect(lineC).toMatchObject({ tradeDiscountValue: 0.01, tradePriceAfterTradeDiscount: 0.09, gstAmount: 0, totalPrice: 0.09 });
    expect(made).toMatchObject({ netAmount: 894.28, totalDiscount: 21.61, salesTax: 143.23, totalAmount: 1015.9 });
    const again = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { secondaryId: made.secondaryId.toLowerCase() }, world.token);
    expect(again).toEqual(made);
    if (canReadActivityLog()) expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE"]);
  });

  it("ignores amounts sent by the client and uses the product's conversion unless given", async () => {
    const [a, b] = world.products;
    const made = await createPurchaseOrder(world, [
      { productId: a.id, requiredQuantity: 2, tradePrice: 50, itemConversion: 3, uom: "CARTON" },
      { productId: b.id, requiredQuantity: 1, tradePrice: 5 },
    ]);
    expect(made.items[0]).toMatchObject({ itemConversion: 3, uom: "CARTON", totalPrice: 100 });
    expect(made.items[1].itemConversion).toBe(b.uomFactor);
    expect(made.totalAmount).toBe(105);
  });

  it("names every bad field and saves nothing", async () => {
    const [a] = world.products;
    const bad = await raw(
      po.createPurchaseOrder,
      {
        purchaseOrderDto: purchaseOrderDto(
          world,
          [
            { productId: a.id, requiredQuantity: 0, foc: -1, tradePrice: 1.234, tradeDiscountPercentage: 101, gstPercentage: -1 },
            { productId: a.id, requiredQuantity: -3, tradePrice: 1 },
          ],
          { expectedDeliveryDate: "2026-02-30" },
        ),
      },
      world.token,
    );
    expectFields(bad, {
      expectedDeliveryDate: "Please enter a valid date.",
      "items.0.requiredQuantity": "Required quantity must be a whole number of 1 or more.",
      "items.0.foc": "FOC must be a whole number of 0 or more.",
      "items.0.tradePrice": "Trade price must be a number of 0 or more with at most 2 decimals.",
      "items.0.tradeDiscountPercentage": "Trade discount must be between 0 and 100.",
      "items.0.gstPercentage": "GST must be between 0 and 100.",
      "items.1.requiredQuantity": "Required quantity must be a whole number of 1 or more.",
      "items.1.productId": "Each product can appear only once.",
    });
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, []) }, world.token), { items: "Please add at least one item." });
    expectFields(
      await raw(
        po.createPurchaseOrder,
        { purchaseOrderDto: purchaseOrderDto(world, [{ productId: "00000000-0000-4000-8000-000000000000", requiredQuantity: 1, tradePrice: 1 }], { vendorId: "00000000-0000-4000-8000-000000000001" }) },
        world.token,
      ),
      { vendorId: "Please select a vendor.", "items.0.productId": "Please select a product." },
    );
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    expectFields(
      await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: a.id, requiredQuantity: 1, tradePrice: 1 }], { deliveryLocationId: world.storeId }) }, warehouse.token),
      { deliveryLocationId: "Please select one of your locations." },
    );
  });

  it("closes an OPEN order once and refuses to close it again", async () => {
    const made = await createPurchaseOrder(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10 }]);
    const closed = await call<PurchaseOrder>(po.closePurchaseOrder, "closePurchaseOrder", { id: made.id }, world.token);
    expect(closed.status).toBe("CLOSED");
    expectGqlError(await raw(po.closePurchaseOrder, { id: made.id }, world.token), "BAD_REQUEST", "Only an open or partially received purchase order can be closed.");
    expectGqlError(await raw(po.closePurchaseOrder, { id: "00000000-0000-4000-8000-000000000000" }, world.token), "NOT_FOUND");
    if (canReadActivityLog()) expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE", "CLOSE"]);
  });

  it("lists by delivery location, filters and sorts, and checks the location", async () => {
    const atStore = await createPurchaseOrder(world, [{ productId: world.products[1].id, requiredQuantity: 4, tradePrice: 2.5 }], { deliveryLocationId: world.storeId, expectedDeliveryDate: inDays(3) });
    const page = await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { locationId: world.storeId, limit: 100 } as object, world.token);
    expect(page.data.map((row) => row.id)).toContain(atStore.id);
    expect(page.data.every((row) => row.deliveryLocationId === world.storeId)).toBe(true);
    const open = await list<PurchaseOrder>(
      po.getPurchaseOrders,
      "getPurchaseOrders",
      { limit: 100, filter: where({ field: "status", operator: "EQUAL", value: "OPEN" }, { field: "productId", operator: "EQUAL", value: world.products[1].id }), sort: [{ field: "totalAmount", direction: "ASC" }] },
      world.token,
    );
    expect(open.data.map((row) => row.id)).toContain(atStore.id);
    expect(open.data.every((row) => row.status === "OPEN" && row.items.some((item) => item.productId === world.products[1].id))).toBe(true);
    const amounts = open.data.map((row) => row.totalAmount);
    expect([...amounts].sort((x, y) => x - y)).toEqual(amounts);
    const byVendor = await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { limit: 5, filter: where({ field: "vendor.name", operator: "LIKE", value: "" }), sort: [{ field: "deliveryLocation.name", direction: "DESC" }] }, world.token);
    expect(byVendor.meta.totalCount).toBeGreaterThan(0);
    expectGqlError(await raw(po.getPurchaseOrders, { filter: where({ field: "secret", operator: "EQUAL", value: 1 }) }, world.token), "BAD_USER_INPUT");
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    expectGqlError(await raw(po.getPurchaseOrders, { locationId: world.storeId }, warehouse.token), "FORBIDDEN");
    expectFields(await raw(po.getPurchaseOrder, {}, world.token), { id: true });
  });

  it("guards every operation by permission and keeps tenants apart", async () => {
    const made = await createPurchaseOrder(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10 }]);
    const viewer = await login(readonlyUser.email, readonlyUser.password);
    const cashier = await login(demoCashier.email, demoCashier.password);
    for (const token of [viewer.token, cashier.token]) {
      expectGqlError(await raw(po.getPurchaseOrders, {}, token), "FORBIDDEN");
      expectGqlError(await raw(po.getPurchaseOrder, { id: made.id }, token), "FORBIDDEN");
      expectGqlError(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 1 }]) }, token), "FORBIDDEN");
      expectGqlError(await raw(po.closePurchaseOrder, { id: made.id }, token), "FORBIDDEN");
    }
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await raw(po.getPurchaseOrder, { id: made.id }, acme.token), "NOT_FOUND");
    expectGqlError(await raw(po.closePurchaseOrder, { id: made.id }, acme.token), "NOT_FOUND");
    expect((await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { filter: where({ field: "id", operator: "EQUAL", value: made.id }) }, acme.token)).meta.totalCount).toBe(0);
  });
});
