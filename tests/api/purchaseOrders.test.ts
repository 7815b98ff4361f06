// Purchase orders through the real server: totals to the paisa, validation, status transitions, lists,
// permission guards and tenant isolation.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { activityFor } from "../support/activityLog";
import { acmeAdmin, demoCashier, demoManager, demoWarehouse } from "../support/logins";
import { call, expectFields, list, raw, readonlyUser, where } from "./catalogueHelpers";
import {
  PO_FIELDS,
  createGrn,
  createPurchaseOrder,
  grnLine,
  inDays,
  po,
  procurementWorld,
  purchaseOrderDto,
  qc,
  type ProcurementWorld,
  type PurchaseOrder,
} from "./procurementHelpers";

const UPDATE_PURCHASE_ORDER = `mutation ($id: ID!, $purchaseOrderDto: PurchaseOrderUpdateInput!) {
  updatePurchaseOrder(id: $id, purchaseOrderDto: $purchaseOrderDto) { ${PO_FIELDS} editable } }`;
const EDIT_MESSAGE = "Only an open purchase order with nothing received can be edited.";

const STALE_MESSAGE = "This purchase order was changed by someone else. Reload it to see the changes.";

type EditablePurchaseOrder = PurchaseOrder & {
  editable: boolean;
  expectedDeliveryDate: string;
  orderType: string;
  poType: string;
  additionalTerms: string | null;
  updatedAt: string;
};

const readPurchaseOrder = (id: string) =>
  call<EditablePurchaseOrder>(`query ($id: ID) { getPurchaseOrder(id: $id) { ${PO_FIELDS} editable } }`, "getPurchaseOrder", { id }, world.token);
/** The edit as the edit page sends it: with the updatedAt it loaded (the current one unless overridden). */
const updateDto = async (id: string, items: object[], overrides: object = {}) => ({
  expectedDeliveryDate: inDays(10),
  items,
  updatedAt: (await readPurchaseOrder(id).catch(() => null))?.updatedAt ?? new Date().toISOString(),
  ...overrides,
});
const updateRaw = async (id: string, items: object[], token: string, overrides: object = {}) =>
  raw(UPDATE_PURCHASE_ORDER, { id, purchaseOrderDto: await updateDto(id, items, overrides) }, token);
const updatePurchaseOrder = async (id: string, items: object[], token: string, overrides: object = {}) =>
  call<EditablePurchaseOrder>(UPDATE_PURCHASE_ORDER, "updatePurchaseOrder", { id, purchaseOrderDto: await updateDto(id, items, overrides) }, token);

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
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE"]);
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

  it("refuses a delivery date in the past and an order that totals 0, on create and on edit, and saves nothing", async () => {
    const [a] = world.products;
    const before = (await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { limit: 1 }, world.token)).meta.totalCount;
    const create = (items: object[], overrides: object = {}) => raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, items, overrides) }, world.token);
    const past = "Expected delivery date cannot be in the past.";
    const zero = "A purchase order must total more than 0. Please check the trade prices and discounts.";
    expectFields(await create([{ productId: a.id, requiredQuantity: 1, tradePrice: 10 }], { expectedDeliveryDate: "2020-06-15" }), { expectedDeliveryDate: past });
    expectFields(await create([{ productId: a.id, requiredQuantity: 1, tradePrice: 10 }], { expectedDeliveryDate: inDays(-1) }), { expectedDeliveryDate: past });
    expectFields(await create([{ productId: a.id, requiredQuantity: 5, tradePrice: 0 }]), { items: zero });
    expectFields(await create([{ productId: a.id, requiredQuantity: 5, tradePrice: 10, tradeDiscountPercentage: 100 }]), { items: zero });
    expect((await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { limit: 1 }, world.token)).meta.totalCount).toBe(before);
    // today is not the past; an order of free goods says so with PO type FOC
    const today = await createPurchaseOrder(world, [{ productId: a.id, requiredQuantity: 1, tradePrice: 10 }], { expectedDeliveryDate: inDays(0) });
    expect(await readPurchaseOrder(today.id)).toMatchObject({ expectedDeliveryDate: inDays(0) });
    const free = await createPurchaseOrder(world, [{ productId: a.id, requiredQuantity: 5, tradePrice: 0 }], { poType: "FOC" });
    expect(free).toMatchObject({ poType: "FOC", totalAmount: 0 });

    expectFields(await updateRaw(today.id, [{ productId: a.id, requiredQuantity: 1, tradePrice: 10 }], world.token, { expectedDeliveryDate: "2020-06-15" }), { expectedDeliveryDate: past });
    expectFields(await updateRaw(today.id, [{ productId: a.id, requiredQuantity: 1, tradePrice: 0 }], world.token), { items: zero });
    expect(await readPurchaseOrder(today.id)).toMatchObject({ totalAmount: 10, expectedDeliveryDate: inDays(0) });
  });

  it("closes an OPEN order once and refuses to close it again", async () => {
    const made = await createPurchaseOrder(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10 }]);
    const closed = await call<PurchaseOrder>(po.closePurchaseOrder, "closePurchaseOrder", { id: made.id }, world.token);
    expect(closed.status).toBe("CLOSED");
    expectGqlError(await raw(po.closePurchaseOrder, { id: made.id }, world.token), "CONFLICT", "Only an open or partially received purchase order can be closed.");
    expectGqlError(await raw(po.closePurchaseOrder, { id: "00000000-0000-4000-8000-000000000000" }, world.token), "NOT_FOUND");
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE", "CLOSE"]);
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
    // counted without the joins (no joined field filtered) and through them: the same orders
    const everything = await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { limit: 1 }, world.token);
    const throughJoins = await list<PurchaseOrder>(po.getPurchaseOrders, "getPurchaseOrders", { limit: 1, filter: where({ field: "vendor.name", operator: "LIKE", value: "" }) }, world.token);
    expect(throughJoins.meta.totalCount).toBe(everything.meta.totalCount);
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

describe("editing a purchase order", () => {
  const oneLine = (quantity = 5) => createPurchaseOrder(world, [{ productId: world.products[0].id, requiredQuantity: quantity, tradePrice: 20 }]);

  it("replaces the terms and items and recomputes every amount exact to the paisa, keeping vendor and location", async () => {
    const [a, b, c] = world.products;
    const made = await createPurchaseOrder(world, [
      { productId: a.id, requiredQuantity: 2, tradePrice: 10 },
      { productId: b.id, requiredQuantity: 3, tradePrice: 10.01 },
    ]);
    expect((await readPurchaseOrder(made.id)).editable).toBe(true);
    const edited = await updatePurchaseOrder(
      made.id,
      [
        { productId: a.id, requiredQuantity: 11, foc: 1, tradePrice: 87.65, tradeDiscountPercentage: 3.5, gstPercentage: 18 },
        { productId: c.id, requiredQuantity: 4, foc: 3, tradePrice: 0.15, tradeDiscountPercentage: 12.5, gstPercentage: 17 },
      ],
      world.token,
      { expectedDeliveryDate: inDays(12), orderType: "RETURN", poType: "ADVANCE", additionalTerms: "Cold chain" },
    );
    expect(edited).toMatchObject({
      id: made.id,
      secondaryId: made.secondaryId,
      status: "OPEN",
      editable: true,
      vendorId: world.vendorId,
      deliveryLocationId: world.warehouseId,
      expectedDeliveryDate: inDays(12),
      orderType: "RETURN",
      poType: "ADVANCE",
      additionalTerms: "Cold chain",
      totalItems: 2,
    });
    const [lineA, lineC] = edited.items;
    // 87.65 × 11 = 964.15; 3.5% = 33.74525 → 33.75; 930.40 × 18% = 167.472 → 167.47
    expect(lineA).toMatchObject({
      id: made.items[0].id,
      productId: a.id,
      requiredQuantity: 11,
      foc: 1,
      grnRemainingQuantity: 12,
      tradeDiscountValue: 33.75,
      tradePriceAfterTradeDiscount: 930.4,
      gstAmount: 167.47,
      totalPrice: 1097.87,
    });
    // 0.15 × 4 = 0.60; 12.5% = 0.075 → 0.08 (half-up); 0.52 × 17% = 0.0884 → 0.09
    expect(lineC).toMatchObject({ productId: c.id, itemConversion: c.uomFactor, foc: 3, tradeDiscountValue: 0.08, tradePriceAfterTradeDiscount: 0.52, gstAmount: 0.09, totalPrice: 0.61 });
    expect(edited.items.map((item) => item.productId)).not.toContain(b.id);
    expect(edited).toMatchObject({ netAmount: 964.75, totalDiscount: 33.83, salesTax: 167.56, totalAmount: 1098.48 });
    expect(await readPurchaseOrder(made.id)).toEqual(edited);
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE", "UPDATE"]);
  });

  it("does not take a vendor or a delivery location", async () => {
    const made = await oneLine();
    const result = await updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 1 }], world.token, { vendorId: world.otherVendorId });
    expect(result.errors?.[0].message).toMatch(/vendorId/);
    expect((await readPurchaseOrder(made.id)).vendorId).toBe(world.vendorId);
  });

  it("is refused once a GRN exists against the order, even one whose items were all rejected", async () => {
    const made = await oneLine();
    const grn = await createGrn(made.id, [grnLine(made.items[0].id, 1)], world.token);
    expect((await readPurchaseOrder(made.id)).editable).toBe(false);
    expectGqlError(await updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 9, tradePrice: 20 }], world.token), "CONFLICT", EDIT_MESSAGE);
    await qc(grn.id, [{ grnItemId: grn.items[0].id, status: "REJECTED", comment: "Broken seal" }], world.token);
    const afterRejection = await readPurchaseOrder(made.id);
    expect(afterRejection).toMatchObject({ editable: false, status: "OPEN", totalAmount: 100 });
    expect(afterRejection.items[0]).toMatchObject({ receivedQuantity: 0, requiredQuantity: 5 });
    expectGqlError(await updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 9, tradePrice: 20 }], world.token), "CONFLICT", EDIT_MESSAGE);
  });

  it("is refused for a CLOSED order", async () => {
    const made = await oneLine();
    await call(po.closePurchaseOrder, "closePurchaseOrder", { id: made.id }, world.token);
    expect((await readPurchaseOrder(made.id)).editable).toBe(false);
    expectGqlError(await updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 9, tradePrice: 20 }], world.token), "CONFLICT", EDIT_MESSAGE);
    expect((await readPurchaseOrder(made.id)).totalAmount).toBe(100);
  });

  it("lets either an edit or a GRN made at the same moment win, never half of both", async () => {
    const made = await oneLine(5);
    const [edit, grn] = await Promise.all([
      updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 8, tradePrice: 20 }], world.token),
      raw(`mutation ($grnDto: GrnInput!) { createGrn(grnDto: $grnDto) { id } }`, { grnDto: { poId: made.id, invoiceNumber: "INV-RACE", invoiceDate: inDays(0), stockArrivalDate: inDays(0), items: [grnLine(made.items[0].id, 2)] } }, world.token),
    ]);
    expect(grn.errors, JSON.stringify(grn.errors)).toBeUndefined();
    const after = await readPurchaseOrder(made.id);
    expect(after.items[0]).toMatchObject({ id: made.items[0].id, receivedQuantity: 2 });
    if (edit.errors) {
      expectGqlError(edit, "CONFLICT", EDIT_MESSAGE);
      expect(after.items[0].requiredQuantity).toBe(5);
    } else {
      expect(after.items[0]).toMatchObject({ requiredQuantity: 8, grnRemainingQuantity: 6 });
    }
  });

  it("refuses a save over someone else's edit (CONFLICT), keeping theirs", async () => {
    const made = await oneLine(5);
    const loaded = await readPurchaseOrder(made.id);
    const first = await updatePurchaseOrder(made.id, [{ productId: world.products[0].id, requiredQuantity: 7, tradePrice: 20 }], world.token, { updatedAt: loaded.updatedAt });
    expect(first.totalAmount).toBe(140);
    expect(first.updatedAt).not.toBe(loaded.updatedAt);
    const late = await updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: 9, tradePrice: 20 }], world.token, { updatedAt: loaded.updatedAt });
    expectGqlError(late, "CONFLICT", STALE_MESSAGE);
    expect(await readPurchaseOrder(made.id)).toMatchObject({ totalAmount: 140, updatedAt: first.updatedAt });
    // Reloaded, the second editor saves over the new version.
    expect((await updatePurchaseOrder(made.id, [{ productId: world.products[0].id, requiredQuantity: 9, tradePrice: 20 }], world.token, { updatedAt: first.updatedAt })).totalAmount).toBe(180);
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE", "UPDATE", "UPDATE"]);
  });

  it("lets exactly one of two saves of the same version win when they arrive together", async () => {
    const made = await oneLine(5);
    const { updatedAt } = await readPurchaseOrder(made.id);
    const results = await Promise.all(
      [6, 8].map((quantity) => updateRaw(made.id, [{ productId: world.products[0].id, requiredQuantity: quantity, tradePrice: 20 }], world.token, { updatedAt })),
    );
    const won = results.filter((result) => !result.errors);
    const lost = results.filter((result) => result.errors);
    expect([won.length, lost.length]).toEqual([1, 1]);
    expectGqlError(lost[0], "CONFLICT", STALE_MESSAGE);
    const winner = (won[0].data as { updatePurchaseOrder: EditablePurchaseOrder }).updatePurchaseOrder;
    expect((await readPurchaseOrder(made.id)).totalAmount).toBe(winner.totalAmount);
  });

  it("names every bad field and changes nothing", async () => {
    const [a, b] = world.products;
    const made = await oneLine();
    expectFields(
      await updateRaw(
        made.id,
        [
          { productId: a.id, requiredQuantity: 0, tradePrice: 1.234, gstPercentage: 101 },
          { productId: a.id, requiredQuantity: 1, foc: -2, tradePrice: 1 },
          { productId: "00000000-0000-4000-8000-000000000000", requiredQuantity: 1, tradePrice: 1 },
        ],
        world.token,
        { expectedDeliveryDate: "2026-02-30" },
      ),
      {
        expectedDeliveryDate: "Please enter a valid date.",
        "items.0.requiredQuantity": "Required quantity must be a whole number of 1 or more.",
        "items.0.tradePrice": "Trade price must be a number of 0 or more with at most 2 decimals.",
        "items.0.gstPercentage": "GST must be between 0 and 100.",
        "items.1.foc": "FOC must be a whole number of 0 or more.",
        "items.1.productId": "Each product can appear only once.",
      },
    );
    expectFields(await updateRaw(made.id, [], world.token), { items: "Please add at least one item." });
    expectFields(await updateRaw(made.id, [{ productId: b.id, requiredQuantity: 1, tradePrice: 1 }, { productId: "00000000-0000-4000-8000-000000000000", requiredQuantity: 1, tradePrice: 1 }], world.token), {
      "items.1.productId": "Please select a product.",
    });
    const unchanged = await readPurchaseOrder(made.id);
    expect(unchanged).toMatchObject({ totalAmount: 100, editable: true, totalItems: 1 });
    expect((await activityFor(made.id)).map((row) => row.action)).toEqual(["CREATE"]);
  });

  it("needs procurement:purchase-order:update and the order's location, and keeps tenants apart", async () => {
    const made = await oneLine();
    const line = [{ productId: world.products[0].id, requiredQuantity: 2, tradePrice: 20 }];
    for (const user of [demoManager, demoCashier, readonlyUser]) {
      const session = await login(user.email, user.password);
      expectGqlError(await updateRaw(made.id, line, session.token), "FORBIDDEN");
    }
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    const atStore = await createPurchaseOrder(world, line, { deliveryLocationId: world.storeId });
    expectGqlError(await updateRaw(atStore.id, line, warehouse.token), "FORBIDDEN");
    expect((await updatePurchaseOrder(made.id, line, warehouse.token)).totalAmount).toBe(40);
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await updateRaw(made.id, line, acme.token), "NOT_FOUND", "Purchase order not found.");
    expectGqlError(await updateRaw("not-a-uuid", line, world.token), "NOT_FOUND");
    expect((await readPurchaseOrder(made.id)).totalAmount).toBe(40);
  });
});
