// A scan never waits for a sale of the lot it counts (README "Counting while the tills sell", bench/README.md "The
// audit scan beside the tills"). A real sale is held between its allocation and its commit: the test's own
// transaction holds the product's stock level, which the sale writes after it has locked its lot, so the sale sits
// there with the lot held, as a busy till's sale does for a few milliseconds. The scan of that lot answers all the
// same; the books it counts against are those committed when it reads them (the sale is after the count, and moves
// the books and the shelf alike), and the close's adjustment takes off exactly what the shelf lacked.
// PostgreSQL only: on the embedded PGlite the server has one connection, so nothing runs side by side.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { gql } from "../support/api";
import { holdRow, waitingBehind } from "../support/heldRows";
import { adjustmentOps, booksAgree, decide, fieldsOf, userWith, type Adjustment } from "./adjustmentsHelpers";
import { auditLots, auditProductOf, auditWorld, close, complete, created, getAudit, scan, start, stockedProducts, type AuditWorld } from "./auditsHelpers";
import { cart, ledgerOf, newKey, register, sell, type TestRegister } from "./ordersHelpers";

const databaseUrl = inject("apiDatabaseUrl");
/** How long the scan may take before the test calls it waiting: far above a scan, far below the test's timeout. */
const PATIENCE_MS = 5_000;

let world: AuditWorld;
let till: TestRegister;
let approver: { id: string; token: string };

beforeAll(async () => {
  if (!databaseUrl) return;
  world = await auditWorld();
  till = await register(world, world.shopId);
  approver = await userWith(world, ["system:adjustment:read", "system:adjustment:approve"], [world.shopId]);
}, 120_000);

/**
 * A transaction of the test's own holding the product's stock level at the store: a sale or a transfer of the
 * product writes it after locking its lots, so it stops there with them held.
 */
const holdStockLevel = (productId: string) => holdRow("select 1 from stock_levels where location_id = $1 and product_id = $2 for update", [world.shopId, productId]);

/** Whether the request answers within `ms`. */
const answersWithin = <T>(request: Promise<T>, ms: number) =>
  Promise.race([request.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/** Whether some transaction holds the lot for writing (a FOR SHARE lock on it would have to wait). */
async function lotHeld(lotId: string): Promise<boolean> {
  const [row] = await queryApiDatabase<{ free: number }>("select count(*)::int as free from (select 1 from product_lots where id = $1 for share skip locked) l", [lotId]);
  return Number(row.free) === 0;
}

describe.skipIf(!databaseUrl)("a scan beside a sale of the lot it counts (PostgreSQL)", () => {
  it("answers while the sale holds the lot, and the close takes off exactly the units the shelf lacked", async () => {
    const [{ product, lots: [lot] }] = await stockedProducts(world, world.shopId, 1);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    expectData(await start(world.token, audit.id, product.id));

    const holder = await holdStockLevel(product.id);
    try {
      let saleAnswered = false;
      const sale = sell(world.token, cart(world.shopId, till.id, [{ productId: product.id, quantity: 2 }]), [{ method: "CASH", amount: 20 }]).finally(() => {
        saleAnswered = true;
      });
      // the sale has allocated and locked its lot, and waits for the stock level behind it
      await waitingBehind(holder.pid);
      expect(await lotHeld(lot.id)).toBe(true);

      // three units are missing from the pack: the counter finds 7 where the books (before the sale) hold 10
      const scanned = scan(world.token, { auditId: audit.id, productId: product.id, code: lot.actionId, quantity: 7, force: true });
      expect(await answersWithin(scanned, PATIENCE_MS), "the scan waited for the sale holding its lot").toBe(true);
      expect(expectData(await scanned).scanAuditLot).toBe(true);
      expect(saleAnswered).toBe(false);
      expect(await lotHeld(lot.id)).toBe(true);

      await holder.release();
      expectData(await sale);
    } finally {
      await holder.release();
    }

    const [counted] = await auditLots(world.token, auditProductOf(audit, product.id).id);
    expect(counted).toMatchObject({ lotId: lot.id, status: "SHORT", expectedQuantity: 10, actualQuantity: 7 });
    // the sale after the count took 2 units off the books and 2 off the shelf: the 3 missing stay the difference
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 8, ledger: 8 });
    expectData(await complete(world.token, audit.id, product.id));
    expect(expectData(await close(world.token, audit.id, "Counted beside a sale")).closeAudit).toBe(true);
    const { adjustmentId } = await getAudit(world.token, audit.id);
    const adjustment = expectData(await gql<{ getAdjustment: Adjustment }>(adjustmentOps.get, { id: adjustmentId }, { token: world.token })).getAdjustment;
    expect(adjustment.products.flatMap((line) => line.adjustmentLot.map((row) => [row.actionId, row.kind, row.adjustedQuantity]))).toEqual([[lot.actionId, "SHORT", -3]]);
    expectData(await decide(approver.token, adjustment.id, "APPROVED"));
    // the shelf: 10 − 3 missing − 2 sold
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 5, ledger: 5 });
    await booksAgree([product.id], world.shopId);
  }, 60_000);

  it("waits for a transfer sending the lot it counts, and then finds it on its way", async () => {
    const [{ product, lots: [lot] }] = await stockedProducts(world, world.shopId, 1);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    expectData(await start(world.token, audit.id, product.id));

    const holder = await holdStockLevel(product.id);
    try {
      const sent = gql<{ createTransfer: { id: string } }>(
        `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`,
        { input: { idempotencyKey: newKey(), locationFromId: world.shopId, locationToId: world.storeId, lotCodes: [lot.actionId] } },
        { token: world.token },
      );
      await waitingBehind(holder.pid);
      expect(await lotHeld(lot.id)).toBe(true);
      const scanned = scan(world.token, { auditId: audit.id, productId: product.id, code: lot.actionId });
      // a scan answers in milliseconds: a second without an answer is the wait
      expect(await answersWithin(scanned, 1_000), "the scan did not wait for the transfer holding its lot").toBe(false);
      await holder.release();
      expectData(await sent);
      expectGqlError(await scanned, "BAD_USER_INPUT");
      expect(fieldsOf(await scanned)).toContain(`${lot.actionId} (${product.name}) is on a transfer from`);
    } finally {
      await holder.release();
    }
    expect(await auditLots(world.token, auditProductOf(audit, product.id).id)).toMatchObject([{ lotId: lot.id, status: "PENDING" }]);
  }, 60_000);
});
