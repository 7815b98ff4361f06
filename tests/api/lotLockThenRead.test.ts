// What may leave a location is decided after the lot is locked, from what was committed while the lock was waited
// for (server/modules/inventory/lockLots.ts). Each case holds a first request between its lock and its commit with
// a transaction of the test's own (on a row that request writes after locking the lot), sends the second request
// for the same lot, which then waits for the lot, and lets the first commit: the second must see what the first
// wrote. Read in the statement that took the lock, the audit's count and the pending line were not seen.
// PostgreSQL only: on the embedded PGlite the server has one connection, so nothing runs side by side.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { gql } from "../support/api";
import { holdRow, waitingBehind } from "../support/heldRows";
import { createAdjustment, fieldsOf, made } from "./adjustmentsHelpers";
import { auditLots, auditProductOf, auditWorld, created, scan, start, stockedProducts, type AuditWorld } from "./auditsHelpers";
import { newKey } from "./ordersHelpers";

const databaseUrl = inject("apiDatabaseUrl");

let world: AuditWorld;

beforeAll(async () => {
  if (!databaseUrl) return;
  world = await auditWorld();
}, 120_000);

const sendTransfer = (lotCode: string) =>
  gql<{ createTransfer: { id: string } }>(
    `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`,
    { input: { idempotencyKey: newKey(), locationFromId: world.shopId, locationToId: world.storeId, lotCodes: [lotCode] } },
    { token: world.token },
  );

describe.skipIf(!databaseUrl)("a lot locked, then read (PostgreSQL)", () => {
  it("refuses a transfer of a lot that a scan counted short while the transfer waited for it", async () => {
    const [{ product, lots: [lot] }] = await stockedProducts(world, world.shopId, 1);
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [product.id] });
    expectData(await start(world.token, audit.id, product.id));

    // the scan locks the lot, then stops at its own count row, which the test holds
    const holder = await holdRow("select 1 from audit_lots where lot_id = $1 for update", [lot.id]);
    let sent: ReturnType<typeof sendTransfer> | undefined;
    try {
      const scanned = scan(world.token, { auditId: audit.id, productId: product.id, code: lot.actionId, quantity: 7, force: true });
      await waitingBehind(holder.pid);
      sent = sendTransfer(lot.actionId);
      await waitingBehind(holder.pid, true);
      await holder.release();
      expect(expectData(await scanned).scanAuditLot).toBe(true);
    } finally {
      await holder.release();
    }
    const refused = await (sent as ReturnType<typeof sendTransfer>);
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(fieldsOf(refused)).toContain(`was counted short or in excess in audit ${audit.secondaryId}`);
    expect(await auditLots(world.token, auditProductOf(audit, product.id).id)).toMatchObject([{ lotId: lot.id, status: "SHORT", actualQuantity: 7 }]);
    const [{ status }] = await queryApiDatabase<{ status: string }>("select status from product_lots where id = $1", [lot.id]);
    expect(status).toBe("IN_INVENTORY");
  }, 60_000);

  it("refuses a second adjustment of a lot that the first took while the second waited for it", async () => {
    const [{ lots: [lot] }, { lots: [other] }] = await stockedProducts(world, world.shopId, 2);
    const partial = (title: string, lotId = lot.id) => ({ title, adjustmentType: "DAMAGED", locationId: world.shopId, lines: [{ lotId, quantity: 3, reason: "Crushed" }] });
    // an adjustment's code is its first write after locking its lots: the test holds the company's counter (made
    // by an adjustment of another lot if the company had none)
    await made(world.token, partial("Makes the counter", other.id));
    const holder = await holdRow("select 1 from counters where tenant_id = $1 and name = 'adjustments' for update", [world.session.tenant.id]);
    let second: ReturnType<typeof createAdjustment> | undefined;
    try {
      const first = createAdjustment(world.token, partial("First"));
      await waitingBehind(holder.pid);
      second = createAdjustment(world.token, partial("Second"));
      await waitingBehind(holder.pid, true);
      await holder.release();
      expectData(await first);
    } finally {
      await holder.release();
    }
    const refused = await (second as ReturnType<typeof createAdjustment>);
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(fieldsOf(refused)).toContain("is already on pending adjustment");
    const [{ n }] = await queryApiDatabase<{ n: number }>("select count(*)::int as n from adjustment_lines where lot_id = $1 and status = 'PENDING'", [lot.id]);
    expect(Number(n)).toBe(1);
  }, 60_000);
});
