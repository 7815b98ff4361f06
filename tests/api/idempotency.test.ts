// Idempotency keys over HTTP, on stock intake: a retried intake (same key, same GRNs) is answered from the
// first one and takes nothing in again, even after more items became ready; concurrent retries run once; the
// key with other GRNs is CONFLICT; a malformed key is BAD_USER_INPUT; no key still works.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from "../../common/schemas/idempotency";
import type { GqlResult } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectData, expectGqlError } from "../support/assertions";
import { expectFields, raw } from "./catalogueHelpers";
import { GRN_FIELDS, createGrn, createPurchaseOrder, grnLine, lotsOf, procurementWorld, qc, type Grn, type ProcurementWorld } from "./procurementHelpers";

const INTAKE = `mutation ($grnIds: [ID!]!, $idempotencyKey: String) {
  updateGrnReceivedStatus(grnIds: $grnIds, idempotencyKey: $idempotencyKey) { ${GRN_FIELDS} }
}`;

type IntakeAnswer = GqlResult<{ updateGrnReceivedStatus: Grn[] }>;

let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

function intake(grnIds: string[], idempotencyKey?: string | null): Promise<IntakeAnswer> {
  return raw(INTAKE, { grnIds, idempotencyKey }, world.token) as Promise<IntakeAnswer>;
}

/** A GRN of `packs` packs of one product, every item accepted unless `pendingItems` stay in QC. */
async function readyGrn(productIndex: number, packs: number[], pendingItems = 0): Promise<Grn> {
  const order = await createPurchaseOrder(world, [{ productId: world.products[productIndex].id, requiredQuantity: 50, tradePrice: 10 }]);
  const grn = await createGrn(order.id, packs.map((quantity, line) => grnLine(order.items[0].id, quantity, { tradePrice: 10, batchNumber: `B-${line + 1}` })), world.token);
  const accepted = grn.items.slice(0, grn.items.length - pendingItems);
  return qc(grn.id, accepted.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
}

const lotCount = async (grn: Grn) => (await Promise.all(grn.items.map((item) => lotsOf(item, world.warehouseId, world.token)))).flat().length;

describe("idempotent stock intake", () => {
  it("answers a repeat with the same key like the first time and creates the lots once", async () => {
    const grn = await readyGrn(10, [4]);
    const key = randomUUID();
    const first = expectData(await intake([grn.id], key));
    const repeat = expectData(await intake([grn.id], key));
    expect(repeat).toEqual(first);
    expect(first.updateGrnReceivedStatus[0]).toMatchObject({ id: grn.id, status: "COMPLETED" });
    expect(await lotCount(grn)).toBe(4);
    expect((await activityFor(grn.id)).map((row) => row.action)).toEqual(["CREATE", "QC", "RECEIVE"]);
  });

  it("runs two simultaneous sends of one key once, with equal answers", async () => {
    const grn = await readyGrn(11, [3, 2]);
    const key = randomUUID();
    const [a, b] = await Promise.all([intake([grn.id], key), intake([grn.id], key)]);
    expect(expectData(a)).toEqual(expectData(b));
    expect(await lotCount(grn)).toBe(5);
    expect((await activityFor(grn.id)).map((row) => row.action)).toEqual(["CREATE", "QC", "RECEIVE"]);
  });

  it("takes nothing more in on a retry of the key after more items were accepted; a new intake does", async () => {
    const grn = await readyGrn(12, [2, 3], 1);
    const key = randomUUID();
    expectData(await intake([grn.id], key));
    expect(await lotCount(grn)).toBe(2);
    await qc(grn.id, [{ grnItemId: grn.items[1].id, status: "ACCEPTED" }], world.token);

    const retry = expectData(await intake([grn.id], key));
    expect(retry.updateGrnReceivedStatus[0].items.map((item) => item.status)).toEqual(["COMPLETED", "RECEIVED"]);
    expect(await lotCount(grn)).toBe(2);

    const next = expectData(await intake([grn.id], randomUUID()));
    expect(next.updateGrnReceivedStatus[0].items.map((item) => item.status)).toEqual(["COMPLETED", "COMPLETED"]);
    expect(await lotCount(grn)).toBe(5);
  });

  it("refuses the key for other GRNs with CONFLICT and takes nothing in", async () => {
    const first = await readyGrn(13, [1]);
    const other = await readyGrn(14, [2]);
    const key = randomUUID();
    expectData(await intake([first.id], key));
    expectGqlError(await intake([other.id], key), "CONFLICT", IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expectGqlError(await intake([first.id, other.id], key), "CONFLICT", IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expect(await lotCount(other)).toBe(0);
    // the same GRNs in another order are the same request
    const both = randomUUID();
    expectData(await intake([first.id, other.id], both));
    expectData(await intake([other.id, first.id], both));
    expect(await lotCount(other)).toBe(2);
  });

  it("refuses a malformed key naming the field, and works without a key", async () => {
    const grn = await readyGrn(15, [2]);
    for (const key of ["short", "x".repeat(101), "has spaces in it", "semicolon;1234"]) {
      expectFields(await intake([grn.id], key), { idempotencyKey: IDEMPOTENCY_KEY_MESSAGE });
    }
    expect(await lotCount(grn)).toBe(0);
    expect(expectData(await intake([grn.id], null)).updateGrnReceivedStatus[0].status).toBe("COMPLETED");
    expect(expectData(await intake([grn.id])).updateGrnReceivedStatus[0].status).toBe("COMPLETED");
    expect(await lotCount(grn)).toBe(2);
  });
});
