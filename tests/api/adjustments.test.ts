// Stock adjustments: a hand write-off is PENDING (a whole pack held out of sale, a partial one not), approved by
// someone other than its author it takes the units out through the ledger (ledger = lots, stock levels = lots),
// rejected it moves nothing; decided adjustments refuse every other change; bad lines are refused by name; the
// walls (permission, location, company) hold; expired stock is written off in one step.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { adjustmentOps, adjustmentWorld, booksAgree, createAdjustment, decide, fieldsOf, lotState, made, userWith, type Adjustment, type AdjustmentWorld } from "./adjustmentsHelpers";
import { newProduct, stock, type SaleProduct } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

let world: AdjustmentWorld;
let approver: { id: string; token: string };
let product: SaleProduct;

beforeAll(async () => {
  world = await adjustmentWorld();
  approver = await userWith(world, ["system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
  product = await newProduct(world);
});

const input = (type: string, lines: object[], extra: object = {}) => ({ title: `${type} check`, adjustmentType: type, locationId: world.shopId, lines, ...extra });
const line = (lot: Lot, quantity: number, extra: object = {}) => ({ lotId: lot.id, quantity, reason: "Dropped on the floor", ...extra });

describe("a hand adjustment, approved or rejected", () => {
  it("holds a whole pack while pending, and once approved by another user takes the units out through the ledger", async () => {
    const [whole, part] = await stock(world, product, world.shopId, [{ packs: 2, days: 200 }]);
    const adjustment = await made(world.token, input("DAMAGED", [line(whole, 10), line(part, 3)], { remarks: "Shelf collapsed" }));
    expect(adjustment).toMatchObject({ status: "PENDING", adjustmentType: "DAMAGED", locationId: world.shopId, itemCount: 1, lotCount: 2, adjustedQuantity: -13, approvedBy: null, auditId: null, auditSecondaryId: null });
    expect(adjustment.secondaryId).toMatch(/^ADJ-\d{6}$/);
    // 70 a pack of 10: 7 a unit at cost
    expect(adjustment.stockValueExcludingTax).toBe(-91);
    expect(adjustment.stockValue).toBeCloseTo(adjustment.stockValueExcludingTax + adjustment.taxValue, 2);
    const lots = adjustment.products[0].adjustmentLot;
    expect(adjustment.products[0]).toMatchObject({ id: product.id, productName: product.name, netQuantity: -13, stockValue: adjustment.stockValue });
    expect(lots.find((l) => l.lotId === whole.id)).toMatchObject({ kind: "SHORT", status: "IN_INVENTORY", adjustedStatus: null, originalQuantity: 10, adjustedQuantity: -10, holdsLot: true, stockValueExcludingTax: -70 });
    expect(lots.find((l) => l.lotId === part.id)).toMatchObject({ originalQuantity: 10, adjustedQuantity: -3, holdsLot: false, reason: "Dropped on the floor" });
    expect(await lotState(whole.id)).toEqual({ status: "IN_ADJUSTMENT", quantity: 10 });
    expect(await lotState(part.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
    await booksAgree([product.id], world.shopId);

    expectGqlError(await decide(world.token, adjustment.id, "APPROVED"), "FORBIDDEN", "An adjustment is approved by someone other than the person who made it.");
    const approved = expectData(await decide(approver.token, adjustment.id, "APPROVED")).updateAdjustmentStatus;
    expect(approved).toMatchObject({ status: "APPROVED", approvedBy: { id: approver.id }, createdBy: { id: world.session.user.id } });
    expect(approved.approvedAt).not.toBeNull();
    expect(approved.products[0].adjustmentLot.map((l) => [l.lotId, l.adjustedStatus]).sort()).toEqual([[whole.id, "ADJUSTED_STOCK_OUT"], [part.id, "IN_INVENTORY"]].sort());
    expect(await lotState(whole.id)).toEqual({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    expect(await lotState(part.id)).toEqual({ status: "IN_INVENTORY", quantity: 7 });
    const moves = await queryApiDatabase<{ lot_id: string; quantity: number }>("select lot_id, quantity from stock_movements where document_id = $1 and document_type = 'ADJUSTMENT' and kind = 'ADJUSTMENT'", [adjustment.id]);
    const byLot = (rows: { lot_id: string; quantity: number }[]) => rows.map((row) => `${row.lot_id} ${row.quantity}`).sort();
    // the hold (0 units), then the approval's two movements
    expect(byLot(moves)).toEqual(byLot([{ lot_id: whole.id, quantity: 0 }, { lot_id: whole.id, quantity: -10 }, { lot_id: part.id, quantity: -3 }]));
    await booksAgree([product.id], world.shopId);
    expect((await activityFor(adjustment.id)).map((row) => row.action).sort()).toEqual(["APPROVE", "CREATE"]);

    // decided: nothing else
    expectGqlError(await decide(approver.token, adjustment.id, "APPROVED"), "CONFLICT", `Only a pending adjustment can be approved or rejected. ${adjustment.secondaryId} is already approved.`);
    expectGqlError(await decide(approver.token, adjustment.id, "REJECTED"), "CONFLICT");
    expectGqlError(await decide(approver.token, adjustment.id, "PENDING"), "BAD_USER_INPUT", "Please choose APPROVED or REJECTED.");
    expect(await lotState(part.id)).toEqual({ status: "IN_INVENTORY", quantity: 7 });
  });

  it("rejected, moves nothing and gives the held lots back to stock; the author may withdraw it", async () => {
    const [lost, found] = await stock(world, product, world.shopId, [{ packs: 2, days: 150 }]);
    const sold = expectData(await createAdjustment(world.token, input("LOST", [line(lost, 10, { reason: "Not on the shelf" })]))).createAdjustment;
    expect(await lotState(lost.id)).toEqual({ status: "IN_ADJUSTMENT", quantity: 10 });
    const rejected = expectData(await decide(world.token, sold.id, "REJECTED")).updateAdjustmentStatus;
    expect(rejected).toMatchObject({ status: "REJECTED", approvedAt: null, approvedBy: null });
    expect(await lotState(lost.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
    expect((await activityFor(sold.id)).map((row) => row.action).sort()).toEqual(["CREATE", "REJECT"]);
    expectGqlError(await decide(approver.token, sold.id, "APPROVED"), "CONFLICT");
    await booksAgree([product.id], world.shopId);

    // a correction bringing units back into a pack partly written off
    const taken = await made(world.token, input("DAMAGED", [line(found, 4)]));
    expectData(await decide(approver.token, taken.id, "APPROVED"));
    const back = await made(world.token, input("CORRECTION", [line(found, 2, { kind: "EXCESS", reason: "Counted again" })]));
    expect(back.products[0].adjustmentLot[0]).toMatchObject({ kind: "EXCESS", adjustedQuantity: 2, holdsLot: false, originalQuantity: 6 });
    expect(back.adjustedQuantity).toBe(2);
    expect(back.stockValueExcludingTax).toBe(14);
    expectData(await decide(approver.token, back.id, "APPROVED"));
    expect(await lotState(found.id)).toEqual({ status: "IN_INVENTORY", quantity: 8 });
    await booksAgree([product.id], world.shopId);
  });
});

describe("lines refused by name", () => {
  it("refuses lots elsewhere, on a pending adjustment, short of units, overfull, unexpired for EXPIRED, twice, and lines without reason", async () => {
    const other = await newProduct(world);
    const [a, b, c] = await stock(world, other, world.shopId, [{ packs: 3, days: 100 }]);
    const [atStore] = await stock(world, other, world.storeId, [{ packs: 1, days: 100 }]);
    const pending = await made(world.token, input("LOST", [line(c, 1)]));

    const refused = await createAdjustment(world.token, input("DAMAGED", [line(atStore, 1), line(c, 1), line(a, 11)]));
    expectGqlError(refused, "BAD_USER_INPUT");
    const fields = JSON.parse(fieldsOf(refused)) as Record<string, string>;
    expect(fields["lines.0.lotId"]).toBe(`Lot ${atStore.actionId} (${other.name}) is not at this adjustment's location.`);
    expect(fields["lines.1.lotId"]).toBe(`Lot ${c.actionId} (${other.name}) is already on pending adjustment ${pending.secondaryId}.`);
    expect(fields["lines.2.quantity"]).toBe(`Lot ${a.actionId} has only 10 left; the adjustment takes out 11.`);

    const full = await createAdjustment(world.token, input("FOUND", [line(b, 1)]));
    expect(JSON.parse(fieldsOf(full))["lines.0.quantity"]).toBe(`Lot ${b.actionId} holds 10 of a pack of 10; the adjustment cannot bring in 1 more.`);
    const fresh = await createAdjustment(world.token, input("EXPIRED", [line(b, 1)]));
    expect(JSON.parse(fieldsOf(fresh))["lines.0.lotId"]).toMatch(new RegExp(`^Lot ${b.actionId} \\(.+\\) expires on \\d{4}-\\d{2}-\\d{2}: it has not expired\\.$`));

    const shape = await createAdjustment(world.token, input("DAMAGED", [line(a, 1, { reason: " " }), line(b, 0)]));
    expectGqlError(shape, "BAD_USER_INPUT");
    expect(JSON.parse(fieldsOf(shape))).toEqual({ "lines.0.reason": "Please give a reason.", "lines.1.quantity": "Please enter a valid quantity greater than 0" });
    const twice = await createAdjustment(world.token, input("CORRECTION", [line(a, 1, { kind: "SHORT" }), line(a, 2, { kind: "SHORT" }), line(b, 1)]));
    expect(JSON.parse(fieldsOf(twice))).toEqual({ "lines.1.lotId": "This lot is in the adjustment twice.", "lines.2.kind": "Please choose whether the units are taken out or brought in." });
    expect(JSON.parse(fieldsOf(await createAdjustment(world.token, input("FOUND", [line(a, 1, { kind: "SHORT" })]))))["lines.0.kind"]).toBe("A found adjustment cannot take units out.");
    expectGqlError(await createAdjustment(world.token, input("AUDIT", [line(a, 1)])), "BAD_USER_INPUT", "Please choose the type of adjustment.");
    for (const lot of [a, b, c]) expect(await lotState(lot.id)).toMatchObject({ quantity: 10 });
    await booksAgree([other.id], world.shopId);
  });
});

describe("walls", () => {
  let adjustment: Adjustment;
  beforeAll(async () => {
    const [lot] = await stock(world, product, world.shopId, [{ packs: 1, days: 120 }]);
    adjustment = await made(world.token, input("DAMAGED", [line(lot, 1)]));
  });

  it("keeps adjustments inside the company, the user's locations and the permissions", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(adjustmentOps.get, { id: adjustment.id }, { token: acme.token }), "NOT_FOUND", "Adjustment not found.");
    expectGqlError(await decide(acme.token, adjustment.id, "APPROVED"), "NOT_FOUND");
    const acmeList = expectData(await gql<{ getAdjustments: { data: { id: string }[] } }>(adjustmentOps.list, { limit: 100 }, { token: acme.token })).getAdjustments;
    expect(acmeList.data.map((row) => row.id)).not.toContain(adjustment.id);

    // a user of the Gulberg store only: neither sees nor decides the shop's adjustments, nor makes one there
    const elsewhere = await userWith(world, ["system:adjustment:read", "system:adjustment:create", "system:adjustment:approve"], [world.storeId]);
    expectGqlError(await gql(adjustmentOps.get, { id: adjustment.id }, { token: elsewhere.token }), "NOT_FOUND");
    expectGqlError(await decide(elsewhere.token, adjustment.id, "APPROVED"), "NOT_FOUND");
    expectGqlError(await gql(adjustmentOps.list, { locationId: world.shopId }, { token: elsewhere.token }), "FORBIDDEN");
    const theirs = expectData(await gql<{ getAdjustments: { data: { locationId: string }[] } }>(adjustmentOps.list, { limit: 100 }, { token: elsewhere.token })).getAdjustments;
    expect(theirs.data.every((row) => row.locationId === world.storeId)).toBe(true);
    expectGqlError(await createAdjustment(elsewhere.token, input("DAMAGED", [{ lotId: adjustment.products[0].adjustmentLot[0].lotId, quantity: 1, reason: "x" }])), "FORBIDDEN");

    // making and reading without approving; the cashier has no adjustment permission at all
    const maker = await userWith(world, ["system:adjustment:read", "system:adjustment:create"], [world.shopId]);
    expectData(await gql(adjustmentOps.get, { id: adjustment.id }, { token: maker.token }));
    expectGqlError(await decide(maker.token, adjustment.id, "APPROVED"), "FORBIDDEN");
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(adjustmentOps.list, {}, { token: cashier.token }), "FORBIDDEN");
    expect(await lotState(adjustment.products[0].adjustmentLot[0].lotId)).toMatchObject({ status: "IN_INVENTORY", quantity: 10 });
  });

  it("lists the shop's adjustments newest first", async () => {
    const list = expectData(await gql<{ getAdjustments: { data: { secondaryId: string; locationId: string }[]; meta: { total: number } } }>(adjustmentOps.list, { locationId: world.shopId, limit: 100 }, { token: world.token })).getAdjustments;
    const codes = list.data.map((row) => row.secondaryId);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(list.data.every((row) => row.locationId === world.shopId)).toBe(true);
    expect(list.meta.total).toBeGreaterThanOrEqual(5);
    const pending = expectData(
      await gql<{ getAdjustments: { data: { status: string }[] } }>(adjustmentOps.list, { locationId: world.shopId, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "PENDING" }] }] }, { token: world.token }),
    ).getAdjustments;
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((row) => row.status === "PENDING")).toBe(true);
  });
});

describe("writing off expired stock", () => {
  it("lists every expired lot at the location with its value, writes them all off in one step, and approved they leave stock", async () => {
    const medicine = await newProduct(world);
    const [old1, old2, good] = await stock(world, medicine, world.shopId, [{ packs: 3, days: 60 }]);
    await queryApiDatabase("update product_lots set batch_expiry = current_date - 3 where id = any(string_to_array($1, ',')::uuid[])", [`${old1.id},${old2.id}`]);
    type Expired = { lotCount: number; quantity: number; stockValueExcludingTax: number; lots: { lotId: string; quantity: number; stockValueExcludingTax: number; productName: string }[] };
    const listed = expectData(await gql<{ getExpiredLots: Expired }>(adjustmentOps.expired, { locationId: world.shopId }, { token: world.token })).getExpiredLots;
    const mine = listed.lots.filter((lot) => lot.productName === medicine.name);
    expect(mine.map((lot) => lot.lotId).sort()).toEqual([old1.id, old2.id].sort());
    expect(mine.every((lot) => lot.quantity === 10 && lot.stockValueExcludingTax === 70)).toBe(true);
    expect(listed.lots.map((lot) => lot.lotId)).not.toContain(good.id);

    const writeOff = expectData(await gql<{ createExpiredWriteOff: Adjustment }>(adjustmentOps.writeOff, { locationId: world.shopId }, { token: world.token })).createExpiredWriteOff;
    expect(writeOff).toMatchObject({ adjustmentType: "EXPIRED", status: "PENDING", lotCount: listed.lotCount, adjustedQuantity: -listed.quantity, stockValueExcludingTax: -listed.stockValueExcludingTax });
    expect(writeOff.products.flatMap((p) => p.adjustmentLot).every((l) => l.holdsLot && l.reason.startsWith("Expired on "))).toBe(true);
    expect(await lotState(old1.id)).toEqual({ status: "IN_ADJUSTMENT", quantity: 10 });
    // held: nothing left to list, nothing to write off again
    expect(expectData(await gql<{ getExpiredLots: Expired }>(adjustmentOps.expired, { locationId: world.shopId }, { token: world.token })).getExpiredLots.lotCount).toBe(0);
    expectGqlError(await gql(adjustmentOps.writeOff, { locationId: world.shopId }, { token: world.token }), "CONFLICT");

    expectData(await decide(approver.token, writeOff.id, "APPROVED"));
    for (const lot of [old1, old2]) expect(await lotState(lot.id)).toEqual({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    expect(await lotState(good.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
    await booksAgree([medicine.id, product.id], world.shopId);
    expectGqlError(await gql(adjustmentOps.expired, { locationId: world.storeId }, { token: approver.token }), "FORBIDDEN");
  });
});
