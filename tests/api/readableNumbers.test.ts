// Numbers where people read them (issue 25, item 18: "UUIDs where numbers belong"): the activity log names each
// record by its number or name (ORD-…, TR-…, a product's name), a transfer tells the number of the demand note
// it answers (the Receive List print shows it), and a return names its sale's number (the Return Order list).
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { expectData } from "../support/assertions";
import { call } from "./catalogueHelpers";
import { cart, newKey, newProduct, register, salesWorld, sold, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";

type Entry = { entity: string; entityId: string | null; recordLabel: string | null };

let world: SalesWorld;
let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world, { maximumRetailPrice: 120 });
  await stock(world, product, world.warehouseId, [{ packs: 4, days: 300 }]);
  await stock(world, product, world.storeId, [{ packs: 2, days: 300 }]);
});

async function logOf(entity: string): Promise<Entry[]> {
  return call<{ data: Entry[] }>(
    `query ($entity: JSON) { getActivityLogs(limit: 100, filter: [{ conditions: [{ field: "entity", operator: EQUAL, value: $entity }] }]) { data { entity entityId recordLabel } } }`,
    "getActivityLogs",
    { entity },
    world.token,
  ).then((page) => page.data);
}

describe("readable numbers", () => {
  it("names a sale, a product and a transfer in the activity log by number or name", async () => {
    const till = await register(world, world.storeId, { opening: 500 });
    const sale = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), [{ method: "CASH", amount: 100 }]);
    expect((await logOf("order")).find((entry) => entry.entityId === sale.id)?.recordLabel).toBe(sale.secondaryId);
    expect((await logOf("product")).find((entry) => entry.entityId === product.id)?.recordLabel).toBe(product.name);
  });

  it("gives a transfer the number of the demand note it answers", async () => {
    const note = expectData(
      await gql<{ createDemandNote: { id: string; secondaryId: string } }>(
        `mutation ($input: CreateDemandNoteInput!) { createDemandNote(input: $input) { id secondaryId } }`,
        { input: { idempotencyKey: newKey(), type: "WEEKLY", deliveryDate: "2026-12-05", requestedFromId: world.storeId, requestedToId: world.warehouseId, lines: [{ productId: product.id, requestedQuantity: 1 }] } },
        { token: world.token },
      ),
    ).createDemandNote;
    const transfer = expectData(
      await gql<{ createTransfer: { id: string; secondaryId: string } }>(
        `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id secondaryId } }`,
        { input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, demandNoteId: note.id, products: [{ productId: product.id, packs: 1 }] } },
        { token: world.token },
      ),
    ).createTransfer;
    const read = await call<{ secondaryId: string; demandNoteNumber: string | null }>(`query ($id: ID!) { getTransfer(id: $id) { secondaryId demandNoteNumber } }`, "getTransfer", { id: transfer.id }, world.token);
    expect(read).toEqual({ secondaryId: transfer.secondaryId, demandNoteNumber: note.secondaryId });
    expect(note.secondaryId).toMatch(/^DN-/);
    expect((await logOf("transfer")).find((entry) => entry.entityId === transfer.id)?.recordLabel).toBe(transfer.secondaryId);
  });
});
