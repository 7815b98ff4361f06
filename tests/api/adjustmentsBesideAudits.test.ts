// An adjustment and a count never correct the same units twice (README "Stock audits", "Stock adjustments"): an
// expired write-off leaves out the lots of a product being counted; a count does not bring back a lot a pending
// write-off holds; a product with an adjustment still pending on a lot on the shelf is counted once it is decided;
// an empty lot of a product being counted takes no hand adjustment; a lot on a pending adjustment is not returned to
// its vendor. And the decision's walls: an author withdraws their own adjustment with the create permission only.
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_SCAN_REFUSALS } from "../../common/schemas/audit";
import { COUNTER_CANNOT_APPROVE_MESSAGE, ONLY_OWN_WITHDRAWAL_MESSAGE } from "../../common/schemas/adjustment";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { gql } from "../support/api";
import { adjustmentOps, booksAgree, createAdjustment, decide, fieldsOf, lotState, made, userWith, type Adjustment } from "./adjustmentsHelpers";
import { auditLots, auditProductOf, auditWorld, close, complete, created, createAudit, getAudit, scan, start, type AuditWorld } from "./auditsHelpers";
import { newProduct, stock } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

let world: AuditWorld;
let approver: { id: string; token: string };
let maker: { id: string; token: string };

beforeAll(async () => {
  world = await auditWorld();
  approver = await userWith(world, ["system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
  maker = await userWith(world, ["system:adjustment:read", "system:adjustment:create"], [world.shopId]);
}, 120_000);

type Expired = { lotCount: number; lots: { lotId: string; quantity: number }[] };
const expiredLots = async () => expectData(await gql<{ getExpiredLots: Expired }>(adjustmentOps.expired, { locationId: world.shopId }, { token: world.token })).getExpiredLots;
const writeOff = async () => expectData(await gql<{ createExpiredWriteOff: Adjustment }>(adjustmentOps.writeOff, { locationId: world.shopId }, { token: world.token })).createExpiredWriteOff;
const lotIdsOf = (adjustment: Adjustment) => adjustment.products.flatMap((line) => line.adjustmentLot.map((lot) => lot.lotId));
const expire = (lots: readonly Lot[]) => queryApiDatabase("update product_lots set batch_expiry = current_date - 3 where id = any(string_to_array($1, ',')::uuid[])", [lots.map((lot) => lot.id).join(",")]);
const hand = (type: string, lot: Lot, quantity: number, extra: object = {}) => ({ title: `${type} ${lot.actionId}`, adjustmentType: type, locationId: world.shopId, lines: [{ lotId: lot.id, quantity, reason: "Checked", ...extra }] });

/** Completes the products' counts without scans (their lots as found empty) and closes the audit. */
async function countAndClose(auditId: string, productIds: string | readonly string[]): Promise<void> {
  for (const productId of typeof productIds === "string" ? [productIds] : productIds) {
    expectData(await start(world.token, auditId, productId));
    expectData(await complete(world.token, auditId, productId));
  }
  expectData(await close(world.token, auditId, "Counted"));
}

describe("an expired write-off beside an open audit", () => {
  it("leaves out the lots of a product being counted, and takes them once the audit is closed and decided", async () => {
    const [counted, other] = [await newProduct(world), await newProduct(world)];
    const [countedLot] = await stock(world, counted, world.shopId, [{ packs: 1, days: 60 }]);
    const [otherLot] = await stock(world, other, world.shopId, [{ packs: 1, days: 60 }]);
    await expire([countedLot, otherLot]);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [counted.id] });
    expectData(await start(world.token, audit.id, counted.id));
    // two units missing from the expired pack
    expectData(await scan(world.token, { auditId: audit.id, productId: counted.id, code: countedLot.actionId, quantity: 8, force: true }));

    expect((await expiredLots()).lots.map((lot) => lot.lotId)).toEqual([otherLot.id]);
    const first = await writeOff();
    expect(lotIdsOf(first)).toEqual([otherLot.id]);
    expect(await lotState(countedLot.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });

    expectData(await complete(world.token, audit.id, counted.id));
    expectData(await close(world.token, audit.id, "Counted the expired shelf"));
    const { adjustmentId } = await getAudit(world.token, audit.id);
    expectData(await decide(approver.token, adjustmentId as string, "APPROVED"));
    // the count's 2 units came off; the 8 left are written off once
    const second = await writeOff();
    expect(second.products.flatMap((line) => line.adjustmentLot.map((lot) => [lot.lotId, lot.adjustedQuantity]))).toEqual([[countedLot.id, -8]]);
    expectData(await decide(approver.token, first.id, "APPROVED"));
    expectData(await decide(approver.token, second.id, "APPROVED"));
    expect(await lotState(countedLot.id)).toEqual({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    await booksAgree([counted.id, other.id], world.shopId);
  });

  it("a count does not take back a lot a pending write-off holds: the scan is refused, the lot counts as the books say", async () => {
    const product = await newProduct(world);
    const [expired, good] = await stock(world, product, world.shopId, [{ packs: 2, days: 60 }]);
    await expire([expired]);
    const held = await writeOff();
    expect(lotIdsOf(held)).toEqual([expired.id]);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    expectData(await start(world.token, audit.id, product.id));
    const refused = await scan(world.token, { auditId: audit.id, productId: product.id, code: expired.actionId, quantity: 10, force: true });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(JSON.parse(fieldsOf(refused))).toEqual({ scannedLotActionId: AUDIT_SCAN_REFUSALS.held(expired.actionId, product.name) });
    expectData(await scan(world.token, { auditId: audit.id, productId: product.id, code: good.actionId }));
    expectData(await complete(world.token, audit.id, product.id));
    expect((await auditLots(world.token, auditProductOf(audit, product.id).id)).every((lot) => lot.status === "MATCHED")).toBe(true);
    expectData(await close(world.token, audit.id, "Nothing missing"));
    expect((await getAudit(world.token, audit.id)).adjustmentId).toBeNull();
    expectData(await decide(approver.token, held.id, "APPROVED"));
    expect(await lotState(expired.id)).toEqual({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    await booksAgree([product.id], world.shopId);
  });
});

describe("a hand adjustment beside an audit", () => {
  it("a product with an adjustment pending on a lot on the shelf is counted only once it is decided", async () => {
    const product = await newProduct(world);
    const [lot] = await stock(world, product, world.shopId, [{ packs: 1, days: 200 }]);
    const pending = await made(world.token, hand("DAMAGED", lot, 1));
    expectGqlError(
      await createAudit(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] }),
      "CONFLICT",
      `${product.name} has adjustment ${pending.secondaryId} still pending: approve or reject it before counting ${product.name}.`,
    );
    // a whole-store count leaves it out
    const all = await created(world.token, { locationId: world.shopId, selectionType: "ALL" });
    expect(all.auditProducts.map((line) => line.product.id)).not.toContain(product.id);
    await countAndClose(all.id, all.auditProducts.map((line) => line.product.id));

    expectData(await decide(approver.token, pending.id, "APPROVED"));
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    await countAndClose(audit.id, product.id);
    expect(await lotState(lot.id)).toEqual({ status: "IN_INVENTORY", quantity: 9 });
    await booksAgree([product.id], world.shopId);
  });

  it("an empty lot of a product being counted takes no FOUND line: the count brings it in", async () => {
    const product = await newProduct(world);
    const [emptied, onShelf] = await stock(world, product, world.shopId, [{ packs: 2, days: 200 }]);
    expectData(await decide(approver.token, (await made(world.token, hand("DAMAGED", emptied, 10))).id, "APPROVED"));
    expect(await lotState(emptied.id)).toEqual({ status: "ADJUSTED_STOCK_OUT", quantity: 0 });
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    const refused = await createAdjustment(world.token, hand("FOUND", emptied, 4));
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(JSON.parse(fieldsOf(refused))).toEqual({ "lines.0.lotId": `Lot ${emptied.actionId} (${product.name}) is being counted in audit ${audit.secondaryId}: adjust it once that audit is closed.` });
    await countAndClose(audit.id, product.id);
    expect(await lotState(onShelf.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
  });

  it("a lot on a pending adjustment is not returned to its vendor", async () => {
    const product = await newProduct(world);
    const [lot] = await stock(world, product, world.shopId, [{ packs: 1, days: 200 }]);
    const pending = await made(world.token, hand("DAMAGED", lot, 2));
    const returned = await gql(
      `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { id } }`,
      { stockReturnDto: { vendorId: world.vendorId, locationId: world.shopId, lotIds: [lot.id], comment: "Short expiry" } },
      { token: world.token },
    );
    expectGqlError(returned, "BAD_USER_INPUT");
    expect(JSON.parse(fieldsOf(returned))).toEqual({ lots: `These lots are on an adjustment still pending: ${lot.actionId} (${pending.secondaryId}). Approve or reject it first.` });
    expect(await lotState(lot.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
  });
});

describe("who decides", () => {
  it("an author with the create permission only withdraws their own adjustment and decides nothing else", async () => {
    const product = await newProduct(world);
    const [mine, theirs] = await stock(world, product, world.shopId, [{ packs: 2, days: 200 }]);
    const own = await made(maker.token, hand("DAMAGED", mine, 1));
    const other = await made(world.token, hand("DAMAGED", theirs, 1));
    expectGqlError(await decide(maker.token, other.id, "REJECTED"), "FORBIDDEN", ONLY_OWN_WITHDRAWAL_MESSAGE);
    expectGqlError(await decide(maker.token, own.id, "APPROVED"), "FORBIDDEN", ONLY_OWN_WITHDRAWAL_MESSAGE);
    const asked = await decide(maker.token, own.id, "PENDING");
    expectGqlError(asked, "BAD_USER_INPUT");
    expect(Object.keys(JSON.parse(fieldsOf(asked)))).toEqual(["status"]);
    expect(expectData(await decide(maker.token, own.id, "REJECTED")).updateAdjustmentStatus).toMatchObject({ status: "REJECTED" });
    expect(await lotState(mine.id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
    expectData(await decide(approver.token, other.id, "REJECTED"));
  });

  it("an audit's adjustment is not approved by anyone who counted in that audit", async () => {
    const counter = await userWith(world, ["system:audit:read", "system:audit:update", "system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
    const product = await newProduct(world);
    const [lot] = await stock(world, product, world.shopId, [{ packs: 1, days: 200 }]);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    expectData(await start(counter.token, audit.id, product.id));
    expectData(await scan(counter.token, { auditId: audit.id, productId: product.id, code: lot.actionId, quantity: 6, force: true }));
    expectData(await complete(world.token, audit.id, product.id));
    expectData(await close(world.token, audit.id, "Counted by the counter"));
    const { adjustmentId } = await getAudit(world.token, audit.id);
    expectGqlError(await decide(counter.token, adjustmentId as string, "APPROVED"), "FORBIDDEN", COUNTER_CANNOT_APPROVE_MESSAGE);
    expectData(await decide(approver.token, adjustmentId as string, "APPROVED"));
    expect(await lotState(lot.id)).toEqual({ status: "IN_INVENTORY", quantity: 6 });
  });

  it("a blank closure reason is refused on its field", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.shopId, [{ packs: 1, days: 200 }]);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    const blank = await close(world.token, audit.id, "   ");
    expectGqlError(blank, "BAD_USER_INPUT");
    expect(Object.keys(JSON.parse(fieldsOf(blank)))).toEqual(["closureReason"]);
    await countAndClose(audit.id, product.id);
  });
});
