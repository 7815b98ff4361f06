// A counted lot and a transfer (README "Stock audits"): a lot counted short or in excess stays at its store until
// the difference is decided. Scanned into a transfer it is refused naming the audit (while the audit is open) or the
// adjustment (until approved or rejected), and "product and number of packs" never picks it; a lot counted as the
// books say, or not counted yet, still leaves. Once the adjustment is approved the lot may travel again.
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_SCAN_REFUSALS } from "../../common/schemas/audit";
import { LOT_REFUSALS } from "../../common/schemas/transfer";
import { gql } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { adjustmentOps, booksAgree, decide, fieldsOf, userWith, type Adjustment } from "./adjustmentsHelpers";
import { auditWorld, close, complete, created, getAudit, lotStates, scan, start, stockedProducts, type Audit, type AuditWorld } from "./auditsHelpers";
import { newKey, type SaleProduct } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

const CREATE_TRANSFER = `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`;
const CHECK_LOTS = `query ($locationId: ID!, $actionIds: [String!]!) { bulkValidateProductLots(locationId: $locationId, actionIds: $actionIds) { actionId valid reason } }`;

let world: AuditWorld;
let product: SaleProduct;
let lots: Lot[];
let audit: Audit;

const send = (input: { lotCodes?: string[]; products?: { productId: string; packs: number }[] }) =>
  gql<{ createTransfer: { id: string } }>(CREATE_TRANSFER, { input: { idempotencyKey: newKey(), locationFromId: world.shopId, locationToId: world.storeId, ...input } }, { token: world.token });
const scanLot = (lot: Lot, quantity?: number) => scan(world.token, { auditId: audit.id, productId: product.id, code: lot.actionId, quantity, force: true });

beforeAll(async () => {
  world = await auditWorld();
  [{ product, lots }] = await stockedProducts(world, world.shopId, 1, 4);
  audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
  expectData(await start(world.token, audit.id, product.id));
}, 120_000);

describe("a lot counted short in an open audit", () => {
  it("is refused by a transfer naming the audit; a lot counted as the books say leaves", async () => {
    expectData(await scanLot(lots[0], 7));
    expectData(await scanLot(lots[1]));
    const refusal = LOT_REFUSALS.counted(lots[0].actionId, product.name, audit.secondaryId);
    const checks = expectData(await gql<{ bulkValidateProductLots: { actionId: string; valid: boolean; reason: string | null }[] }>(CHECK_LOTS, { locationId: world.shopId, actionIds: [lots[0].actionId, lots[1].actionId] }, { token: world.token }));
    expect(checks.bulkValidateProductLots).toEqual([
      { actionId: lots[0].actionId, valid: false, reason: refusal },
      { actionId: lots[1].actionId, valid: true, reason: null },
    ]);
    const refused = await send({ lotCodes: [lots[0].actionId] });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(fieldsOf(refused)).toContain(refusal);
    expect((await lotStates([lots[0].id])).get(lots[0].id)).toEqual({ status: "IN_AUDIT", quantity: 10 });
    // matched: nothing to decide, it may go
    expectData(await send({ lotCodes: [lots[1].actionId] }));
    expect((await lotStates([lots[1].id])).get(lots[1].id)?.status).toBe("IN_TRANSFER");
  });

  it("once sent, is in transit: a scan of it is refused until the transfer is received where it arrives", async () => {
    const refused = await scanLot(lots[1]);
    expectGqlError(refused, "BAD_USER_INPUT");
    const inTransit = AUDIT_SCAN_REFUSALS.inTransit(lots[1].actionId, product.name, "{store}").split("{store}");
    expect(fieldsOf(refused)).toContain(inTransit[0]);
    expect(fieldsOf(refused)).toContain(inTransit[1]);
    expect((await lotStates([lots[1].id])).get(lots[1].id)?.status).toBe("IN_TRANSFER");
  });

  it("is never picked as a sealed pack: two packs are left to send, not three", async () => {
    const refused = await send({ products: [{ productId: product.id, packs: 3 }] });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(fieldsOf(refused)).toContain(`Only 2 sealed packs of ${product.name} can be sent from here, not 3.`);
  });
});

describe("once the audit is closed", () => {
  let adjustment: Adjustment;

  it("its adjustment has the short line, and the transfer is refused naming the adjustment until it is decided", async () => {
    expectData(await scanLot(lots[2]));
    expectData(await scanLot(lots[3]));
    expectData(await complete(world.token, audit.id, product.id));
    expectData(await close(world.token, audit.id, "Shelf count"));
    const { adjustmentId } = await getAudit(world.token, audit.id);
    adjustment = expectData(await gql<{ getAdjustment: Adjustment }>(adjustmentOps.get, { id: adjustmentId }, { token: world.token })).getAdjustment;
    const lines = adjustment.products.flatMap((row) => row.adjustmentLot.map((line) => [line.actionId, line.kind, line.adjustedQuantity]));
    // the matched pack that left in the transfer is no line: only the short one
    expect(lines).toEqual([[lots[0].actionId, "SHORT", -3]]);
    const refused = await send({ lotCodes: [lots[0].actionId] });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(fieldsOf(refused)).toContain(LOT_REFUSALS.pendingAdjustment(lots[0].actionId, product.name, adjustment.secondaryId));
    expect((await lotStates([lots[0].id])).get(lots[0].id)).toEqual({ status: "IN_INVENTORY", quantity: 10 });
  });

  it("approved, the lot holds what was counted and may travel", async () => {
    const approver = await userWith(world, ["system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
    expect(expectData(await decide(approver.token, adjustment.id, "APPROVED")).updateAdjustmentStatus.status).toBe("APPROVED");
    expect((await lotStates([lots[0].id])).get(lots[0].id)).toEqual({ status: "IN_INVENTORY", quantity: 7 });
    expectData(await send({ lotCodes: [lots[0].actionId] }));
    await booksAgree([product.id], world.shopId);
  });
});
