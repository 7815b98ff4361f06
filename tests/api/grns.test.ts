// Goods receipt notes through the real server: receiving against a PO, batch and quantity rules, over-receipt
// (also concurrent), QC decisions, the intake list, guards and isolation.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { activityFor } from "../support/activityLog";
import { acmeAdmin, demoCashier, demoManager } from "../support/logins";
import { call, expectFields, list, raw, readonlyUser, where } from "./catalogueHelpers";
import {
  createGrn,
  createPurchaseOrder,
  grnDto,
  grnLine,
  grnOps,
  inDays,
  po,
  procurementWorld,
  qc,
  type Grn,
  type GrnItem,
  type ProcurementWorld,
  type PurchaseOrder,
} from "./procurementHelpers";

let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

const twoLinePo = () =>
  createPurchaseOrder(world, [
    { productId: world.products[0].id, requiredQuantity: 10, foc: 2, tradePrice: 180, tradeDiscountPercentage: 5, gstPercentage: 17 },
    { productId: world.products[1].id, requiredQuantity: 5, tradePrice: 40 },
  ]);

describe("GRNs", () => {
  it("receives part of a PO at its delivery location, with totals, codes per item and the remaining quantity", async () => {
    const order = await twoLinePo();
    const [first, second] = order.items;
    const grn = await createGrn(
      order.id,
      [grnLine(first.id, 4, { foc: 1, discValue: 36, gstValue: 116.28 }), grnLine(second.id, 5, { tradePrice: 40, mrp: 55, mfgDate: null })],
      world.token,
      { advanceIncomeTax: 10.5, comment: "Two cartons dented" },
    );
    expect(grn).toMatchObject({
      secondaryId: expect.stringMatching(/^GRN-\d{6}$/),
      poId: order.id,
      status: "QC",
      locationId: world.warehouseId,
      amount: 920, // 180 × 4 + 40 × 5
      discount: 36,
      tax: 116.28,
      advanceIncomeTax: 10.5,
      total: 1010.78,
      receivedQuantity: 10,
      purchaseOrder: { id: order.id, status: "OPEN" },
    });
    expect(grn.items.map((item) => item.actionId)).toEqual([`${grn.secondaryId}-1`, `${grn.secondaryId}-2`]);
    expect(grn.items.every((item) => item.status === "QC")).toBe(true);
    expect(grn.items[0]).toMatchObject({ uomFactor: first.itemConversion, purchaseOrderItem: { grnRemainingQuantity: 7 } });
    const after = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(after.items.map((item) => item.grnRemainingQuantity)).toEqual([7, 0]);
    expect(after.items.map((item) => item.receivedQuantity)).toEqual([5, 5]);
    expect((await activityFor(grn.id)).map((row) => row.action)).toEqual(["CREATE"]);
  });

  it("refuses over-receipt naming the field, also summed over lines of the same item", async () => {
    const order = await twoLinePo();
    const [first, second] = order.items;
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(first.id, 12, { foc: 1 })]) }, world.token), {
      "items.0.receivedQuantity": "Received quantity cannot exceed the remaining quantity of 12.",
    });
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(second.id, 3), grnLine(second.id, 3, { batchNumber: "B-2" })]) }, world.token), {
      "items.1.receivedQuantity": "Received quantity cannot exceed the remaining quantity of 5.",
    });
    await createGrn(order.id, [grnLine(second.id, 5)], world.token);
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(second.id, 1)]) }, world.token), {
      "items.0.receivedQuantity": "Received quantity cannot exceed the remaining quantity of 0.",
    });
  });

  it("lets two concurrent GRNs of the same PO take at most the remainder", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[2].id, requiredQuantity: 6, tradePrice: 12 }]);
    const line = order.items[0];
    const results = await Promise.all([4, 4, 4].map((n) => raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(line.id, n)]) }, world.token)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    const after = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(after.items[0]).toMatchObject({ receivedQuantity: 4, grnRemainingQuantity: 2 });
  });

  it("refuses an expired or inconsistent batch and other bad input", async () => {
    const order = await twoLinePo();
    const [first, second] = order.items;
    const bad = await raw(
      grnOps.createGrn,
      {
        grnDto: grnDto(
          order.id,
          [
            grnLine(first.id, 1, { batchExpiry: inDays(0), mfgDate: inDays(2), batchNumber: " ", mrp: -1, tradePrice: 1.001 }),
            grnLine(second.id, 0, { foc: 0, mfgDate: inDays(500), batchExpiry: inDays(400) }),
          ],
          { invoiceNumber: "", invoiceDate: inDays(1), stockArrivalDate: "31/12/2025" },
        ),
      },
      world.token,
    );
    expectFields(bad, {
      invoiceNumber: "Please enter an invoice number.",
      invoiceDate: "Invoice date cannot be in the future.",
      stockArrivalDate: "Please enter a valid date.",
      "items.0.batchNumber": "Please enter a batch number.",
      "items.0.batchExpiry": "Batch expiry must be in the future.",
      "items.0.mfgDate": "Manufacturing date cannot be in the future.",
      "items.0.mrp": "MRP must be a number of 0 or more with at most 2 decimals.",
      "items.0.tradePrice": "Trade price must be a number of 0 or more with at most 2 decimals.",
      "items.1.mfgDate": "Manufacturing date cannot be in the future.",
      "items.1.receivedQuantity": "Please receive at least one pack.",
    });
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(first.id, 1, { mfgDate: inDays(-10), batchExpiry: inDays(-20) })]) }, world.token), {
      "items.0.batchExpiry": "Batch expiry must be in the future.",
      "items.0.mfgDate": "Manufacturing date must be before the batch expiry.",
    });
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [], { invoiceDate: inDays(1) }) }, world.token), {
      items: "Please add at least one item.",
      invoiceDate: "Invoice date cannot be in the future.",
    });
    const other = await twoLinePo();
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(other.items[0].id, 1)]) }, world.token), {
      "items.0.poItemId": "This item does not belong to the purchase order.",
    });
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto("00000000-0000-4000-8000-000000000000", [grnLine(first.id, 1)]) }, world.token), {
      poId: "Please select a purchase order.",
    });
    await call(po.closePurchaseOrder, "closePurchaseOrder", { id: order.id }, world.token);
    expectGqlError(
      await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(first.id, 1)]) }, world.token),
      "CONFLICT",
      "Goods can only be received against an open or partially received purchase order.",
    );
  });

  it("records QC decisions: accepted items await intake, rejected ones need a reason and free the PO quantity", async () => {
    const order = await twoLinePo();
    const [first, second] = order.items;
    const grn = await createGrn(order.id, [grnLine(first.id, 3), grnLine(second.id, 2, { tradePrice: 40 })], world.token);
    const [a, b] = grn.items;
    expectFields(await raw(grnOps.updateGrnQCStatus, { grnId: grn.id, items: [{ grnItemId: b.id, status: "REJECTED", comment: " " }] }, world.token), {
      "items.0.comment": "Please enter a reason for rejecting this item.",
    });
    const half = await qc(grn.id, [{ grnItemId: a.id, status: "ACCEPTED", comment: "Looks fine" }], world.token);
    expect(half.status).toBe("QC");
    expect(half.items.map((item) => item.status)).toEqual(["RECEIVED", "QC"]);
    expectFields(await raw(grnOps.updateGrnQCStatus, { grnId: grn.id, items: [{ grnItemId: a.id, status: "REJECTED", comment: "late" }] }, world.token), {
      "items.0.grnItemId": "This item has already been through QC.",
    });
    const done = await qc(grn.id, [{ grnItemId: b.id, status: "REJECTED", comment: "Broken seals" }], world.token);
    expect(done.status).toBe("RECEIVED");
    expect(done.items[1]).toMatchObject({ status: "REJECTED", rejectComment: "Broken seals" });
    const after = await call<PurchaseOrder>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, world.token);
    expect(after.items.map((item) => item.grnRemainingQuantity)).toEqual([9, 5]);

    const awaiting = await list<GrnItem>(grnOps.getAllGrnItems, "getAllGrnItems", { locationId: world.warehouseId, limit: 1000 } as object, world.token);
    const ids = awaiting.data.map((item) => item.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(awaiting.data.every((item) => item.status === "RECEIVED")).toBe(true);
    expect((await activityFor(grn.id)).map((row) => row.action)).toEqual(["CREATE", "QC", "QC"]);

    const listed = await list<Grn>(grnOps.getAllGrns, "getAllGrns", { locationId: world.warehouseId, filter: where({ field: "purchaseOrder.secondaryId", operator: "EQUAL", value: order.secondaryId }) } as object, world.token);
    expect(listed.data.map((row) => row.id)).toEqual([grn.id]);
    expect((await call<Grn>(grnOps.getOneGrn, "getOneGrn", { grnId: grn.id }, world.token)).status).toBe("RECEIVED");
  });

  it("guards every operation by permission and location, and keeps tenants apart", async () => {
    const order = await twoLinePo();
    const grn = await createGrn(order.id, [grnLine(order.items[0].id, 1)], world.token);
    const viewer = await login(readonlyUser.email, readonlyUser.password);
    const cashier = await login(demoCashier.email, demoCashier.password);
    for (const token of [viewer.token, cashier.token]) {
      expectGqlError(await raw(grnOps.getAllGrns, {}, token), "FORBIDDEN");
      expectGqlError(await raw(grnOps.getOneGrn, { grnId: grn.id }, token), "FORBIDDEN");
      expectGqlError(await raw(grnOps.getAllGrnItems, { locationId: world.warehouseId }, token), "FORBIDDEN");
      expectGqlError(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(order.items[0].id, 1)]) }, token), "FORBIDDEN");
      expectGqlError(await raw(grnOps.updateGrnQCStatus, { grnId: grn.id, items: [{ grnItemId: grn.items[0].id, status: "ACCEPTED" }] }, token), "FORBIDDEN");
    }
    // The store manager may receive goods, but not at the warehouse (not one of their locations).
    const manager = await login(demoManager.email, demoManager.password);
    expectGqlError(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(order.items[0].id, 1)]) }, manager.token), "FORBIDDEN");
    expectGqlError(await raw(grnOps.getAllGrnItems, { locationId: world.warehouseId }, manager.token), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await raw(grnOps.getOneGrn, { grnId: grn.id }, acme.token), "NOT_FOUND");
    expectGqlError(await raw(grnOps.updateGrnQCStatus, { grnId: grn.id, items: [{ grnItemId: grn.items[0].id, status: "ACCEPTED" }] }, acme.token), "NOT_FOUND");
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(order.items[0].id, 1)]) }, acme.token), { poId: "Please select a purchase order." });
  });
});
