// Demand notes (issue 14): suggested quantities for a product with a known history, computed by hand; a note
// fulfilled across two transfers (ratio, status, transfers' numbers); a note closed short is UNFULFILLED and no
// transfer may answer it any more; walls.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { call } from "./catalogueHelpers";
import { cart, newKey, newProduct, register, salesWorld, sold, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";

const NOTE_FIELDS = `id secondaryId type status deliveryDate closureReason fulfillmentStatus fulfillmentRatio isPartial stockValue totalItems totalRequestedQuantity
  transferSecondaryIds requestedFrom { id name } requestedTo { id name }
  lines { secondaryId requestedQuantity sentQuantity remainingQuantity suggestedQuantity suggestionReason currentInventory price value product { id name } }`;
const CREATE = `mutation ($input: CreateDemandNoteInput!) { createDemandNote(input: $input) { ${NOTE_FIELDS} } }`;
const ONE = `query ($id: ID, $secondaryId: String) { getDemandNote(id: $id, secondaryId: $secondaryId) { ${NOTE_FIELDS} } }`;
const CLOSE = `mutation ($id: ID!, $reason: String!) { closeDemandNote(id: $id, closureReason: $reason) { ${NOTE_FIELDS} } }`;
const SUGGEST = `query ($locationId: ID!, $type: DemandNoteType!) { getDemandNoteSuggestions(locationId: $locationId, type: $type) { productId packs why onHandUnits soldUnits30 soldUnits90 lostUnits30 } }`;
const TRANSFER = `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id secondaryId } }`;

type Note = {
  id: string;
  secondaryId: string;
  status: string;
  fulfillmentStatus: string;
  fulfillmentRatio: number;
  isPartial: boolean;
  stockValue: number;
  totalRequestedQuantity: number;
  transferSecondaryIds: string[];
  lines: { requestedQuantity: number; sentQuantity: number; remainingQuantity: number; suggestedQuantity: number | null; suggestionReason: string | null; currentInventory: number; price: number; value: number; product: { id: string } }[];
};

let world: SalesWorld;
let a: SaleProduct;
let b: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  a = await newProduct(world, { maximumRetailPrice: 150 });
  b = await newProduct(world, { maximumRetailPrice: 80 });
  await stock(world, a, world.warehouseId, [{ packs: 6, days: 300 }]);
  await stock(world, b, world.warehouseId, [{ packs: 6, days: 300 }]);
});

const note = (lines: { productId: string; requestedQuantity: number }[], extra: object = {}) =>
  gql<{ createDemandNote: Note }>(CREATE, { input: { idempotencyKey: newKey(), type: "WEEKLY", deliveryDate: "2026-12-05", requestedFromId: world.storeId, requestedToId: world.warehouseId, lines, ...extra } }, { token: world.token });

const sendFor = (noteId: string, products: { productId: string; packs: number }[], extra: object = {}) =>
  gql<{ createTransfer: { id: string; secondaryId: string } }>(TRANSFER, { input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, demandNoteId: noteId, products, ...extra } }, { token: world.token });

describe("suggested quantities", () => {
  it("follow the rule for a product with a known history, computed by hand", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 100, skuMinimumLevel: 2 });
    await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const till = await register(world, world.storeId, { opening: 1000 });
    await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 6 }]), [{ method: "CASH", amount: 1000 }]);
    expectData(await gql(`mutation ($input: LostSaleInput!) { createLostSale(input: $input) { id } }`, { input: { locationId: world.storeId, productId: product.id, reason: "OUT_OF_STOCK", quantity: 3 } }, { token: world.token }));
    const suggestions = await call<{ productId: string; packs: number; why: string; onHandUnits: number; soldUnits30: number; soldUnits90: number; lostUnits30: number }[]>(SUGGEST, "getDemandNoteSuggestions", { locationId: world.storeId, type: "WEEKLY" }, world.token);
    const mine = suggestions.find((line) => line.productId === product.id);
    // 6 sold in 30 and 90 days → max(0.2, 0.067) = 0.2 a day, + 3 lost / 30 = 0.3 a day; WEEKLY 7 + 2 lead = 9 days
    // → 2.7 units = 0.27 packs, + 2 minimum = 2.27; 4 units on hand = 0.4 pack → ceil(1.87) = 2 packs
    expect(mine).toMatchObject({ onHandUnits: 4, soldUnits30: 6, soldUnits90: 6, lostUnits30: 3, packs: 2 });
    expect(mine?.why).toBe("sold 6 in 30 days, 6 in 90 days; 3 asked for and lost; 0.3 a day × 9 days (7 + 2 lead) = 0.3 packs; + 2 minimum; − 0.4 on hand and in transit → 2 packs.");
    // MONTHLY: 0.3 × 32 = 9.6 units = 0.96 packs + 2 − 0.4 = 2.56 → 3
    const monthly = await call<{ productId: string; packs: number }[]>(SUGGEST, "getDemandNoteSuggestions", { locationId: world.storeId, type: "MONTHLY" }, world.token);
    expect(monthly.find((line) => line.productId === product.id)?.packs).toBe(3);
    // the note keeps what the rule said, and the stock at that moment
    const made = expectData(await note([{ productId: product.id, requestedQuantity: 4 }])).createDemandNote;
    expect(made.lines[0]).toMatchObject({ requestedQuantity: 4, suggestedQuantity: 2, currentInventory: 4, price: 100, value: 400 });
    expect(made.lines[0].suggestionReason).toBe(mine?.why);
  });
});

describe("fulfilment", () => {
  it("is counted across two transfers naming the note", async () => {
    const made = expectData(await note([{ productId: a.id, requestedQuantity: 3 }, { productId: b.id, requestedQuantity: 1 }])).createDemandNote;
    expect(made.secondaryId).toMatch(/^DN-\d{6}$/);
    expect(made).toMatchObject({ status: "OPEN", fulfillmentStatus: "PENDING", fulfillmentRatio: 0, totalRequestedQuantity: 4, stockValue: 530 });
    const first = expectData(await sendFor(made.id, [{ productId: a.id, packs: 1 }, { productId: b.id, packs: 1 }])).createTransfer;
    const partly = expectData(await gql<{ getDemandNote: Note }>(ONE, { secondaryId: made.secondaryId.toLowerCase() }, { token: world.token })).getDemandNote;
    expect(partly).toMatchObject({ fulfillmentStatus: "PARTIALLY_FULFILLED", fulfillmentRatio: 0.5, isPartial: true, transferSecondaryIds: [first.secondaryId] });
    expect(partly.lines.map((line) => [line.sentQuantity, line.remainingQuantity])).toEqual([[1, 2], [1, 0]]);
    const second = expectData(await sendFor(made.id, [{ productId: a.id, packs: 2 }])).createTransfer;
    const full = expectData(await gql<{ getDemandNote: Note }>(ONE, { id: made.id }, { token: world.token })).getDemandNote;
    expect(full).toMatchObject({ fulfillmentStatus: "FULFILLED", fulfillmentRatio: 1, isPartial: false });
    expect(full.transferSecondaryIds).toEqual([first.secondaryId, second.secondaryId].sort());
  });

  it("a note closed short is UNFULFILLED; nothing answers it afterwards", async () => {
    const made = expectData(await note([{ productId: b.id, requestedQuantity: 3 }])).createDemandNote;
    expectData(await sendFor(made.id, [{ productId: b.id, packs: 1 }]));
    expectGqlError(await gql(CLOSE, { id: made.id, reason: "  " }, { token: world.token }), "BAD_USER_INPUT", "Please say why the note is closed.");
    const closed = expectData(await gql<{ closeDemandNote: Note }>(CLOSE, { id: made.id, reason: "Warehouse out of stock until next month" }, { token: world.token })).closeDemandNote;
    expect(closed).toMatchObject({ status: "CLOSED", fulfillmentStatus: "UNFULFILLED", fulfillmentRatio: 0.3333 });
    expectGqlError(await gql(CLOSE, { id: made.id, reason: "again" }, { token: world.token }), "CONFLICT");
    const refused = await sendFor(made.id, [{ productId: b.id, packs: 1 }]);
    expect(refused.errors?.[0].extensions?.fields).toEqual({ demandNoteId: `Demand note ${made.secondaryId} is closed.` });
  });

  it("a transfer naming a note must go from the location asked to the store that asked", async () => {
    const made = expectData(await note([{ productId: a.id, requestedQuantity: 1 }])).createDemandNote;
    const wrong = await sendFor(made.id, [{ productId: a.id, packs: 1 }], { locationToId: world.dhaId });
    expect(String(wrong.errors?.[0].extensions?.fields && JSON.stringify(wrong.errors[0].extensions.fields))).toContain("asks another location");
    const [count] = await queryApiDatabase<{ count: string }>("select count(*)::text as count from transfers where demand_note_id = $1", [made.id]);
    expect(count.count).toBe("0");
  });
});

describe("walls", () => {
  it("refuses bad input by field, other tenants and users without the permission", async () => {
    const bad = await note([{ productId: a.id, requestedQuantity: 0 }, { productId: a.id, requestedQuantity: 2 }], { requestedToId: world.storeId });
    expectGqlError(bad, "BAD_USER_INPUT");
    expect(bad.errors?.[0].extensions?.fields).toMatchObject({ requestedToId: "A demand note asks another location." });
    const made = expectData(await note([{ productId: a.id, requestedQuantity: 1 }])).createDemandNote;
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(ONE, { id: made.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(CLOSE, { id: made.id, reason: "x" }, { token: acme.token }), "NOT_FOUND");
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(ONE, { id: made.id }, { token: cashier.token }), "FORBIDDEN");
    const listed = await call<{ data: { id: string }[] }>(`query ($locationId: ID) { getDemandNotes(locationId: $locationId, limit: 100) { data { id } } }`, "getDemandNotes", { locationId: world.warehouseId }, world.token);
    expect(listed.data.map((each) => each.id)).toContain(made.id);
  });
});
