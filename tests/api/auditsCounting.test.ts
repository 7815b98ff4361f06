// Counting an audit's products at a store of this file's own, over HTTP: Box and Open scans, a sale before a scan
// (no shortage) and after it (nothing moves), a count that differs from the books and a lot the audit did not
// expect (both refused with QUANTITY_MISMATCH until confirmed with force; a lot sold out on the books but found on
// the shelf is EXCESS), every bad scan refused without changing anything, completion (lots never scanned are
// SHORT by what the books held), the closing rules and the close's adjustment; a lot transferred while audited.
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_CLOSURE_REASON_MESSAGE, AUDIT_COMPLETED_PRODUCT_MESSAGE, AUDIT_QUANTITY_MESSAGE } from "../../common/schemas/audit";
import { gql } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { adjustmentOps, booksAgree, type Adjustment } from "./adjustmentsHelpers";
import { auditLots, auditProductOf, auditWorld, close, complete, created, getAudit, lotStates, scan, start, stockedProducts, summaryOf, type Audit, type AuditWorld } from "./auditsHelpers";
import { cart, ledgerOf, newKey, newProduct, register, sold, stock, type SaleProduct, type TestRegister } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

let world: AuditWorld;
let till: TestRegister;
let a: SaleProduct;
let b: SaleProduct;
let aLots: Lot[];
let bLot: Lot;
let elsewhereLot: Lot;
let cameLater: Lot;
let audit: Audit;

const sellFrom = (productId: string, lot: Lot, units: number) =>
  sold(world.token, cart(world.shopId, till.id, [{ productId, quantity: units, lotId: lot.id }]), [{ method: "CASH", amount: units * 10 }]);
const scanA = (code: string, extra: { quantity?: number; force?: boolean } = {}) => scan(world.token, { auditId: audit.id, productId: a.id, code, ...extra });
const lotOf = async (lot: Lot) => (await auditLots(world.token, auditProductOf(audit, a.id).id)).find((row) => row.lotId === lot.id);

beforeAll(async () => {
  world = await auditWorld();
  till = await register(world, world.shopId);
  a = await newProduct(world);
  aLots = await stock(world, a, world.shopId, [{ packs: 5, days: 200 }]);
  [{ product: b, lots: [bLot] }] = await stockedProducts(world, world.shopId, 1);
  [elsewhereLot] = await stock(world, a, world.storeId, [{ packs: 1, days: 200 }]);
  // the fifth pack is sold out before the audit: the books hold none of it
  await sellFrom(a.id, aLots[4], 10);
  audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [a.id, b.id] });
  // a pack received after the audit was made
  [cameLater] = await stock(world, a, world.shopId, [{ packs: 1, days: 300 }]);
}, 120_000);

describe("counting a product", () => {
  it("makes the audit of the four packs the books hold, and scans nothing before the product's count starts", async () => {
    expect(audit).toMatchObject({ itemCount: 2, lotCount: 5 });
    expect(auditProductOf(audit, a.id).lotCount).toBe(4);
    expectGqlError(await scanA(aLots[0].actionId), "CONFLICT", `The audit of ${a.name} has not started: start it first.`);
    expect(expectData(await start(world.token, audit.id, a.id)).startAudit).toBe(true);
    expect(expectData(await start(world.token, audit.id, a.id)).startAudit).toBe(true);
    expect(await getAudit(world.token, audit.id)).toMatchObject({ status: "IN_PROGRESS" });
  });

  it("counts a sealed pack once (Box) and an opened one by its loose units (Open): a sale before the scan is no shortage", async () => {
    expect(expectData(await scanA(aLots[0].actionId)).scanAuditLot).toBe(true);
    expectGqlError(await scanA(aLots[0].actionId), "CONFLICT", `${aLots[0].actionId} was already counted as a sealed pack: it counts once.`);
    // sold from while being audited: it stays IN_AUDIT and the books follow
    await sellFrom(a.id, aLots[1], 3);
    expect((await lotStates([aLots[1].id])).get(aLots[1].id)).toEqual({ status: "IN_AUDIT", quantity: 7 });
    expect(expectData(await scanA(aLots[1].actionId, { quantity: 7 })).scanAuditLot).toBe(true);
    expect(await lotOf(aLots[0])).toMatchObject({ status: "MATCHED", expectedQuantity: 10, actualQuantity: 10, scanType: "BOX" });
    expect(await lotOf(aLots[1])).toMatchObject({ status: "MATCHED", expectedQuantity: 7, actualQuantity: 7, scanType: "OPEN" });
    // each recorded scan is in the activity log with what it counted (written with the count); the refused one is not
    const { getActivityLogs } = expectData(
      await gql<{ getActivityLogs: { data: { action: string; details: { actionId: string; scanType: string; counted: number } }[] } }>(
        `query ($audit: JSON) { getActivityLogs(limit: 20, filter: [{ conditions: [{ field: "entityId", operator: EQUAL, value: $audit }] }]) { data { action details } } }`,
        { audit: audit.id },
        { token: world.token },
      ),
    );
    const scans = getActivityLogs.data.filter((entry) => entry.action === "SCAN").map((entry) => [entry.details.actionId, entry.details.scanType, entry.details.counted]);
    expect(scans.sort()).toEqual([[aLots[0].actionId, "BOX", 10], [aLots[1].actionId, "OPEN", 7]].sort());
  });

  it("refuses a count that differs from the books until it is confirmed; a sale after the count changes nothing", async () => {
    const code = aLots[2].actionId;
    expectGqlError(await scanA(code, { quantity: 8 }), "QUANTITY_MISMATCH", `${code}: 8 counted does not match the stock records. Count it again, or confirm to record it.`);
    expect(await lotOf(aLots[2])).toMatchObject({ status: "PENDING", actualQuantity: null });
    expect(expectData(await scanA(code, { quantity: 8, force: true })).scanAuditLot).toBe(true);
    await sellFrom(a.id, aLots[2], 1);
    expect(await lotOf(aLots[2])).toMatchObject({ status: "SHORT", expectedQuantity: 10, actualQuantity: 8, lotStockValue: 14 });
  });

  it("refuses each bad scan with its reason and changes nothing", async () => {
    const before = await auditLots(world.token, auditProductOf(audit, a.id).id);
    expectGqlError(await scanA("NO-SUCH-LOT~1"), "BAD_USER_INPUT", "NO-SUCH-LOT~1: no lot has this code.");
    expectGqlError(await scanA(elsewhereLot.actionId), "BAD_USER_INPUT", `${elsewhereLot.actionId} (${a.name}) is at Gulberg Store, not at the audited location.`);
    expectGqlError(await scanA(bLot.actionId), "BAD_USER_INPUT", `${bLot.actionId} is a lot of ${b.name}, not of ${a.name}.`);
    const [other] = await stockedProducts(world, world.shopId, 1);
    expectGqlError(await scan(world.token, { auditId: audit.id, productId: other.product.id, code: other.lots[0].actionId }), "BAD_USER_INPUT", `${other.product.name} is not part of audit ${audit.secondaryId}.`);
    expectGqlError(await scanA(aLots[3].actionId, { quantity: 11 }), "BAD_USER_INPUT", "The loose quantity of an opened pack is from 1 to 10.");
    expectGqlError(await scanA(aLots[3].actionId, { quantity: -1 }), "BAD_USER_INPUT", AUDIT_QUANTITY_MESSAGE);
    expect(await auditLots(world.token, auditProductOf(audit, a.id).id)).toEqual(before);
  });

  it("counts a lot it did not expect only when confirmed: found though the books say sold out, EXCESS; received since, as the books hold it", async () => {
    const soldOut = aLots[4].actionId;
    expectGqlError(await scanA(soldOut, { quantity: 4 }), "QUANTITY_MISMATCH", `${soldOut} (${a.name}) was not expected in this audit. Confirm to count it as found stock.`);
    expect(await lotOf(aLots[4])).toBeUndefined();
    expect(expectData(await scanA(soldOut, { quantity: 4, force: true })).scanAuditLot).toBe(true);
    expect(await lotOf(aLots[4])).toMatchObject({ status: "EXCESS", expectedQuantity: 0, actualQuantity: 4, isExpected: false, lotStockValue: 28 });
    expect((await lotStates([aLots[4].id])).get(aLots[4].id)).toEqual({ status: "STOCK_OUT", quantity: 0 });
    expectGqlError(await scanA(cameLater.actionId), "QUANTITY_MISMATCH");
    expect(expectData(await scanA(cameLater.actionId, { force: true })).scanAuditLot).toBe(true);
    expect(await lotOf(cameLater)).toMatchObject({ status: "MATCHED", expectedQuantity: 10, actualQuantity: 10, isExpected: false });
    expect((await lotStates([cameLater.id])).get(cameLater.id)?.status).toBe("IN_AUDIT");
  });

  it("shows the product's summary while counting", async () => {
    const summary = await summaryOf(world.token, auditProductOf(audit, a.id).id);
    expect(summary).toMatchObject({ status: "IN_PROGRESS", totalLots: 6, scannedLots: 5, remainingLots: 1, matchedCount: 3, shortCount: 1, excessCount: 1 });
    // the pack never scanned expects what the books hold now
    expect(summary.expectedQuantity).toBe(10 + 7 + 10 + 10 + 0 + 10);
    expect(summary).toMatchObject({ actualQuantity: 10 + 7 + 8 + 4 + 10, shortAmount: 14, excessAmount: 28 });
  });

  it("completes the product: the pack never scanned is SHORT by what the books held; a completed product takes no scan", async () => {
    const summary = expectData(await complete(world.token, audit.id, a.id)).completeProductAudit;
    expect(summary).toMatchObject({ status: "COMPLETED", totalLots: 6, scannedLots: 5, remainingLots: 0, matchedCount: 3, shortCount: 2, excessCount: 1 });
    expect(summary).toMatchObject({ expectedQuantity: 47, actualQuantity: 39, shortAmount: 14 + 70, excessAmount: 28, stockValue: 70 + 49 + 56 + 28 + 70 });
    expect(await lotOf(aLots[3])).toMatchObject({ status: "SHORT", expectedQuantity: 10, actualQuantity: 0, lotStockValue: 70 });
    expectGqlError(await scanA(aLots[3].actionId), "CONFLICT", AUDIT_COMPLETED_PRODUCT_MESSAGE);
    expectGqlError(await start(world.token, audit.id, a.id), "CONFLICT", AUDIT_COMPLETED_PRODUCT_MESSAGE);
    expectGqlError(await complete(world.token, audit.id, a.id), "CONFLICT", AUDIT_COMPLETED_PRODUCT_MESSAGE);
  });
});

describe("closing the audit", () => {
  it("is refused while a product is in progress, and without a reason", async () => {
    expectData(await start(world.token, audit.id, b.id));
    expectGqlError(await close(world.token, audit.id, "Month end"), "CONFLICT", `Close Audit waits until no product is in progress: complete ${b.name} first.`);
    expect(expectData(await scan(world.token, { auditId: audit.id, productId: b.id, code: bLot.actionId })).scanAuditLot).toBe(true);
    expectData(await complete(world.token, audit.id, b.id));
    expect(await getAudit(world.token, audit.id)).toMatchObject({ status: "COMPLETED", matchedProducts: 1, shortProducts: 1, shortStockValue: 84, excessProducts: 1, excessStockValue: 28 });
    expectGqlError(await close(world.token, audit.id, "  "), "BAD_USER_INPUT", AUDIT_CLOSURE_REASON_MESSAGE);
  });

  it("releases every lot it held and makes one PENDING adjustment of its short and excess lots", async () => {
    expect(expectData(await close(world.token, audit.id, "Month end")).closeAudit).toBe(true);
    const closed = await getAudit(world.token, audit.id);
    expect(closed).toMatchObject({ status: "CLOSED", closureReason: "Month end" });
    const states = await lotStates([...aLots, bLot, cameLater].map((lot) => lot.id));
    expect([aLots[0], aLots[1], aLots[2], aLots[3], bLot, cameLater].map((lot) => states.get(lot.id)?.status)).toEqual(Array(6).fill("IN_INVENTORY"));
    expect(states.get(aLots[4].id)?.status).toBe("STOCK_OUT");
    const adjustment = expectData(await gql<{ getAdjustment: Adjustment }>(adjustmentOps.get, { id: closed.adjustmentId }, { token: world.token })).getAdjustment;
    expect(adjustment).toMatchObject({ status: "PENDING", adjustmentType: "AUDIT", locationId: world.shopId, lotCount: 3, adjustedQuantity: -2 - 10 + 4 });
    // the list names the audit by its code (the adjustments screen's Audit column opens it)
    expect(adjustment).toMatchObject({ auditId: audit.id, auditSecondaryId: audit.secondaryId });
    const listed = expectData(
      await gql<{ getAdjustments: { data: Pick<Adjustment, "id" | "auditId" | "auditSecondaryId">[] } }>(adjustmentOps.list, { locationId: world.shopId, limit: 100 }, { token: world.token }),
    ).getAdjustments.data.find((row) => row.id === adjustment.id);
    expect(listed).toMatchObject({ auditId: audit.id, auditSecondaryId: audit.secondaryId });
    expect(audit.secondaryId).toMatch(/^AUD-\d+$/);
    const lines = adjustment.products.flatMap((product) => product.adjustmentLot.map((line) => [line.actionId, line.kind, line.adjustedQuantity]));
    expect(lines.sort()).toEqual(
      [
        [aLots[2].actionId, "SHORT", -2],
        [aLots[3].actionId, "SHORT", -10],
        [aLots[4].actionId, "EXCESS", 4],
      ].sort(),
    );
    for (const lot of [...aLots, bLot, cameLater]) {
      const { quantity, ledger } = await ledgerOf(lot.id);
      expect(quantity).toBe(ledger);
    }
    await booksAgree([a.id, b.id], world.shopId);
  });

  it("takes no scan, start or close once closed", async () => {
    expectGqlError(await scan(world.token, { auditId: audit.id, productId: b.id, code: bLot.actionId }), "CONFLICT", `Audit ${audit.secondaryId} is closed: nothing more can be counted.`);
    expectGqlError(await start(world.token, audit.id, b.id), "CONFLICT");
    expectGqlError(await close(world.token, audit.id, "Again"), "CONFLICT");
  });
});

describe("a lot transferred while it is audited", () => {
  it("leaves with its transfer, is expected nowhere then, and the audit closes with nothing to adjust", async () => {
    const [{ product, lots }] = await stockedProducts(world, world.shopId, 1, 2);
    const moving = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    const sent = await gql<{ createTransfer: { id: string } }>(
      `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`,
      { input: { idempotencyKey: newKey(), locationFromId: world.shopId, locationToId: world.storeId, lotCodes: [lots[0].actionId] } },
      { token: world.token },
    );
    const transferId = expectData(sent).createTransfer.id;
    expect((await lotStates([lots[0].id])).get(lots[0].id)?.status).toBe("IN_TRANSFER");
    expectData(await start(world.token, moving.id, product.id));
    expectData(await scan(world.token, { auditId: moving.id, productId: product.id, code: lots[1].actionId }));
    const summary = expectData(await complete(world.token, moving.id, product.id)).completeProductAudit;
    expect(summary).toMatchObject({ matchedCount: 2, shortCount: 0, excessCount: 0, expectedQuantity: 10, actualQuantity: 10 });
    expectData(await close(world.token, moving.id, "Done"));
    expect(await getAudit(world.token, moving.id)).toMatchObject({ status: "CLOSED", adjustmentId: null });
    expectData(await gql(`mutation ($transferId: ID!) { receiveAllTransferItems(transferId: $transferId) { id } }`, { transferId }, { token: world.token }));
    expect(await lotStates(lots.map((lot) => lot.id))).toEqual(
      new Map([
        [lots[0].id, { status: "IN_INVENTORY", quantity: 10 }],
        [lots[1].id, { status: "IN_INVENTORY", quantity: 10 }],
      ]),
    );
  });
});
