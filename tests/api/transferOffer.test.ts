// A transfer answering a demand note (issue 25, item 15): the note asks for 3 packs of A (5 sealed there), 5 of B
// (3 sealed, one of them already travelling elsewhere, and an expired one) and 4 of C (none). The offer is what the
// warehouse can send now, per line (3 of A, 2 of B, none of C); a transfer asking for more than is there is refused
// on the lines at fault only (products.{i}.packs), and a refused scanned lot on its own line (lotCodes.{i}).
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { demoCashier } from "../support/logins";
import { newKey, newProduct, salesWorld, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import { inDays } from "./procurementHelpers";

const OFFER = `query ($demandNoteId: ID!, $locationFromId: ID!) { getDemandNoteTransferOffer(demandNoteId: $demandNoteId, locationFromId: $locationFromId) {
  lineId product { id name secondaryId } requestedQuantity remainingQuantity availablePacks offeredPacks } }`;
const NOTE = `mutation ($input: CreateDemandNoteInput!) { createDemandNote(input: $input) { id secondaryId } }`;
const TRANSFER = `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id secondaryId itemCount } }`;

type OfferLine = { product: { id: string; name: string }; requestedQuantity: number; remainingQuantity: number; availablePacks: number; offeredPacks: number };

let world: SalesWorld;
let a: SaleProduct;
let b: SaleProduct;
let c: SaleProduct;
let noteId = "";
let expiredB = "";

beforeAll(async () => {
  world = await salesWorld();
  [a, b, c] = [await newProduct(world), await newProduct(world), await newProduct(world)];
  await stock(world, a, world.warehouseId, [{ packs: 5, days: 300 }]);
  const bLots = await stock(world, b, world.warehouseId, [{ packs: 4, days: 300 }]);
  // one of B's packs travels to DHA Store already; another has expired
  expectData(await gql(TRANSFER, { input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.dhaId, lotCodes: [bLots[0].actionId] } }, { token: world.token }));
  expiredB = bLots[1].actionId;
  await queryApiDatabase("update product_lots set batch_expiry = current_date - 1 where id = $1", [bLots[1].id]);
  const lines = [
    { productId: a.id, requestedQuantity: 3 },
    { productId: b.id, requestedQuantity: 5 },
    { productId: c.id, requestedQuantity: 4 },
  ];
  const made = expectData(
    await gql<{ createDemandNote: { id: string } }>(NOTE, { input: { idempotencyKey: newKey(), type: "WEEKLY", deliveryDate: inDays(9), requestedFromId: world.storeId, requestedToId: world.warehouseId, lines } }, { token: world.token }),
  );
  noteId = made.createDemandNote.id;
});

const offer = async () => expectData(await gql<{ getDemandNoteTransferOffer: OfferLine[] }>(OFFER, { demandNoteId: noteId, locationFromId: world.warehouseId }, { token: world.token })).getDemandNoteTransferOffer;
const answer = (input: object) =>
  gql<{ createTransfer: { id: string; itemCount: number } }>(TRANSFER, { input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, demandNoteId: noteId, ...input } }, { token: world.token });

describe("a transfer answering a demand note", () => {
  it("offers per line what the warehouse can send now: sealed, unexpired, in no other transfer, up to what remains", async () => {
    const lines = await offer();
    expect(lines.map((line) => [line.product.id, line.remainingQuantity, line.availablePacks, line.offeredPacks])).toEqual([
      [a.id, 3, 5, 3],
      [b.id, 5, 2, 2],
      [c.id, 4, 0, 0],
    ]);
  });

  it("refuses more than is there on the lines at fault only, naming the product, and moves nothing", async () => {
    const refused = await answer({ products: [{ productId: a.id, packs: 3 }, { productId: b.id, packs: 5 }, { productId: c.id, packs: 4 }] });
    expectGqlError(refused, "BAD_USER_INPUT");
    const fields = refused.errors?.[0].extensions?.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(["products.1.packs", "products.2.packs"]);
    expect(fields["products.1.packs"]).toBe(`Only 2 sealed packs of ${b.name} can be sent from here, not 5.`);
    expect(fields["products.2.packs"]).toBe(`Only 0 sealed packs of ${c.name} can be sent from here, not 4.`);
    // a refused scanned lot is named on its own line
    const lot = await answer({ lotCodes: ["NO-SUCH-LOT", expiredB] });
    expect(Object.keys(lot.errors?.[0].extensions?.fields as object)).toEqual(["lotCodes.0", "lotCodes.1"]);
    expect((await offer()).map((line) => line.offeredPacks)).toEqual([3, 2, 0]);
  });

  it("sends the offer, and what remains is offered again with nothing left to send", async () => {
    const sent = expectData(await answer({ products: [{ productId: a.id, packs: 3 }, { productId: b.id, packs: 2 }] })).createTransfer;
    expect(sent.itemCount).toBe(5);
    expect((await offer()).map((line) => [line.product.id, line.remainingQuantity, line.availablePacks, line.offeredPacks])).toEqual([
      [b.id, 3, 0, 0],
      [c.id, 4, 0, 0],
    ]);
  });

  it("is only for a location the user works at", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(OFFER, { demandNoteId: noteId, locationFromId: world.warehouseId }, { token: cashier.token }), "FORBIDDEN");
    // the store that asked cannot answer its own note
    expectGqlError(await gql(OFFER, { demandNoteId: noteId, locationFromId: world.storeId }, { token: world.token }), "BAD_USER_INPUT");
  });
});
