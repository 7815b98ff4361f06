// Stock transfers (issue 14): the warehouse sends scanned lots and FEFO sealed packs to a store; an expired lot,
// a lot at another location and one already in transit are refused by name (and nothing moves); the store
// receives part, then the rest (receiving twice does nothing); stock at the source, in transit and at the
// destination is right at each step, and every lot equals its ledger.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { call } from "./catalogueHelpers";
import { ledgerOf, newKey, newProduct, salesWorld, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

const TRANSFER_FIELDS = `id secondaryId status itemCount receivedCount description expectedDeliveryDate
  locationFrom { id name type } locationTo { id name type }
  transferItems { id status quantity productLot { id actionId batchExpiry product { id name } } }`;
const CREATE = `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { ${TRANSFER_FIELDS} } }`;
const VALIDATE = `query ($locationId: ID!, $actionIds: [String!]!) { bulkValidateProductLots(locationId: $locationId, actionIds: $actionIds) { actionId valid reason lot { id productName quantity } } }`;
const RECEIVE = `mutation ($transferId: ID!, $ids: [ID!]!) { receiveTransferItems(transferId: $transferId, transferItemsIds: $ids) { ${TRANSFER_FIELDS} } }`;
const RECEIVE_ALL = `mutation ($transferId: ID!) { receiveAllTransferItems(transferId: $transferId) { ${TRANSFER_FIELDS} } }`;

type Transfer = {
  id: string;
  secondaryId: string;
  status: string;
  itemCount: number;
  receivedCount: number;
  locationFrom: { id: string };
  locationTo: { id: string };
  transferItems: { id: string; status: string; quantity: number; productLot: { id: string; actionId: string; product: { name: string } } }[];
};

let world: SalesWorld;
let product: SaleProduct;
let fresh: Lot[];
let soon: Lot[];

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world, { maximumRetailPrice: 120 });
  // at the warehouse: 3 packs expiring in a year and 2 expiring sooner (FEFO sends those first)
  fresh = await stock(world, product, world.warehouseId, [{ packs: 3, days: 365 }]);
  soon = await stock(world, product, world.warehouseId, [{ packs: 2, days: 90 }]);
});

/** Units of the product by place: sellable at each location, and in transit. */
async function unitsOf(productId: string): Promise<{ warehouse: number; store: number; inTransit: number }> {
  const [row] = await queryApiDatabase<{ warehouse: string; store: string; in_transit: string }>(
    `select coalesce(sum(quantity) filter (where status = 'IN_INVENTORY' and location_id = $2), 0)::text as warehouse,
            coalesce(sum(quantity) filter (where status = 'IN_INVENTORY' and location_id = $3), 0)::text as store,
            coalesce(sum(quantity) filter (where status = 'IN_TRANSFER'), 0)::text as in_transit
     from product_lots where product_id = $1`,
    [productId, world.warehouseId, world.storeId],
  );
  return { warehouse: Number(row.warehouse), store: Number(row.store), inTransit: Number(row.in_transit) };
}

async function everyLotMatchesItsLedger(productId: string): Promise<void> {
  const lots = await queryApiDatabase<{ id: string }>("select id from product_lots where product_id = $1", [productId]);
  for (const lot of lots) {
    const { quantity, ledger } = await ledgerOf(lot.id);
    expect(quantity).toBe(ledger);
  }
}

const send = (input: object, token = world.token) =>
  gql<{ createTransfer: Transfer }>(CREATE, { input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, ...input } }, { token });

describe("sending and receiving a transfer", () => {
  it("refuses an expired lot, a lot elsewhere and one already in transit by name, moving nothing", async () => {
    const other = await newProduct(world, { maximumRetailPrice: 50 });
    const [expired] = await stock(world, other, world.warehouseId, [{ packs: 1, days: 30 }]);
    await queryApiDatabase("update product_lots set batch_expiry = current_date - 1 where id = $1", [expired.id]);
    const [atStore] = await stock(world, other, world.storeId, [{ packs: 1, days: 200 }]);
    const [travelling, good] = await stock(world, other, world.warehouseId, [{ packs: 2, days: 200 }]);
    expectData(await send({ lotCodes: [travelling.actionId] }));

    const checks = await call<{ actionId: string; valid: boolean; reason: string | null }[]>(VALIDATE, "bulkValidateProductLots", { locationId: world.warehouseId, actionIds: [expired.actionId, atStore.actionId, travelling.actionId, good.actionId, "NO-SUCH-LOT", good.actionId] }, world.token);
    expect(checks.map((check) => [check.actionId, check.valid])).toEqual([
      [expired.actionId, false],
      [atStore.actionId, false],
      [travelling.actionId, false],
      [good.actionId, true],
      ["NO-SUCH-LOT", false],
      [good.actionId, false],
    ]);
    expect(checks[0].reason).toMatch(new RegExp(`^${expired.actionId} \\(.+\\) expired on \\d{4}-\\d{2}-\\d{2}\\.$`));
    expect(checks[1].reason).toMatch(new RegExp(`^${atStore.actionId} \\(.+\\) is at .*Store, not here\\.$`));
    expect(checks[2].reason).toMatch(new RegExp(`^${travelling.actionId} \\(.+\\) is already in transfer TRF-\\d{6}\\.$`));
    expect(checks[4].reason).toBe("NO-SUCH-LOT: no lot has this code.");
    expect(checks[5].reason).toBe(`${good.actionId} is in the list twice.`);

    const before = await unitsOf(other.id);
    const refused = await send({ lotCodes: [good.actionId, expired.actionId, atStore.actionId, travelling.actionId] });
    expectGqlError(refused, "BAD_USER_INPUT");
    const message = String(refused.errors?.[0].extensions?.fields ? JSON.stringify(refused.errors[0].extensions.fields) : "");
    for (const code of [expired.actionId, atStore.actionId, travelling.actionId]) expect(message).toContain(code);
    expect(message).not.toContain(`${good.actionId} (`);
    expect(await unitsOf(other.id)).toEqual(before);
    await everyLotMatchesItsLedger(other.id);
  });

  it("sends scanned lots and FEFO sealed packs, then receives part and the rest, stock right at each step", async () => {
    const start = await unitsOf(product.id);
    const sent = expectData(await send({ lotCodes: [fresh[0].actionId], products: [{ productId: product.id, packs: 2 }], description: "Weekly top-up", expectedDeliveryDate: "2026-12-01" })).createTransfer;
    expect(sent).toMatchObject({ status: "IN_TRANSIT", itemCount: 3, receivedCount: 0, locationFrom: { id: world.warehouseId }, locationTo: { id: world.storeId } });
    expect(sent.secondaryId).toMatch(/^TRF-\d{6}$/);
    // the two packs picked are the earliest expiring ones
    expect(sent.transferItems.map((item) => item.productLot.actionId).sort()).toEqual([fresh[0].actionId, soon[0].actionId, soon[1].actionId].sort());
    const units = sent.transferItems.reduce((sum, item) => sum + item.quantity, 0);
    expect(await unitsOf(product.id)).toEqual({ warehouse: start.warehouse - units, store: start.store, inTransit: start.inTransit + units });
    const [lotState] = await queryApiDatabase<{ status: string; location_id: string }>("select status, location_id from product_lots where id = $1", [fresh[0].id]);
    expect(lotState).toEqual({ status: "IN_TRANSFER", location_id: world.warehouseId });

    // the store receives one item
    const first = sent.transferItems[0];
    const partly = expectData(await gql<{ receiveTransferItems: Transfer }>(RECEIVE, { transferId: sent.id, ids: [first.id] }, { token: world.token })).receiveTransferItems;
    expect(partly).toMatchObject({ status: "PARTIALLY_RECEIVED", receivedCount: 1 });
    expect(await unitsOf(product.id)).toEqual({ warehouse: start.warehouse - units, store: start.store + first.quantity, inTransit: start.inTransit + units - first.quantity });
    // the same item again: nothing happens
    const again = expectData(await gql<{ receiveTransferItems: Transfer }>(RECEIVE, { transferId: sent.id, ids: [first.id] }, { token: world.token })).receiveTransferItems;
    expect(again).toMatchObject({ status: "PARTIALLY_RECEIVED", receivedCount: 1 });
    const [moves] = await queryApiDatabase<{ count: string }>("select count(*)::text as count from stock_movements where lot_id = $1 and kind = 'TRANSFER_IN'", [first.productLot.id]);
    expect(moves.count).toBe("1");

    const done = expectData(await gql<{ receiveAllTransferItems: Transfer }>(RECEIVE_ALL, { transferId: sent.id }, { token: world.token })).receiveAllTransferItems;
    expect(done).toMatchObject({ status: "RECEIVED", receivedCount: 3 });
    expect(done.transferItems.every((item) => item.status === "RECEIVED")).toBe(true);
    expect(await unitsOf(product.id)).toEqual({ warehouse: start.warehouse - units, store: start.store + units, inTransit: start.inTransit });
    await everyLotMatchesItsLedger(product.id);
    // a received lot can be sold at the store and sent on again from there, not from the warehouse
    const checks = await call<{ valid: boolean; reason: string | null }[]>(VALIDATE, "bulkValidateProductLots", { locationId: world.warehouseId, actionIds: [fresh[0].actionId] }, world.token);
    expect(checks[0].reason).toMatch(/is at .*, not here\./);
  });

  it("asks for sealed packs that are not there by the product's name; a retried key makes one transfer", async () => {
    const refused = await send({ products: [{ productId: product.id, packs: 99 }] });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(JSON.stringify(refused.errors?.[0].extensions?.fields)).toContain(`sealed packs of ${product.name} can be sent from here, not 99.`);

    const [lot] = await stock(world, product, world.warehouseId, [{ packs: 1, days: 300 }]);
    const key = newKey();
    const input = { idempotencyKey: key, locationFromId: world.warehouseId, locationToId: world.storeId, lotCodes: [lot.actionId] };
    const [a, b] = await Promise.all([gql<{ createTransfer: Transfer }>(CREATE, { input }, { token: world.token }), gql<{ createTransfer: Transfer }>(CREATE, { input }, { token: world.token })]);
    expect(expectData(a).createTransfer.id).toBe(expectData(b).createTransfer.id);
    const [count] = await queryApiDatabase<{ count: string }>("select count(*)::text as count from transfer_items where lot_id = $1", [lot.id]);
    expect(count.count).toBe("1");
  });

  it("keeps transfers behind their permissions, locations and tenant", async () => {
    const [lot] = await stock(world, product, world.warehouseId, [{ packs: 1, days: 300 }]);
    const sent = expectData(await send({ lotCodes: [lot.actionId] })).createTransfer;
    // the cashier works at the store only: cannot send from the warehouse, may not receive without the permission
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await send({ lotCodes: [lot.actionId] }, cashier.token), "FORBIDDEN");
    expectGqlError(await gql(RECEIVE_ALL, { transferId: sent.id }, { token: cashier.token }), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(`query ($id: ID!) { getTransfer(id: $id) { id } }`, { id: sent.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(RECEIVE_ALL, { transferId: sent.id }, { token: acme.token }), "NOT_FOUND");
    // to a location of another company, or to where it comes from
    const [acmeLocation] = acme.allowedLocations;
    expectGqlError(await send({ lotCodes: [lot.actionId], locationToId: acmeLocation.id }), "BAD_USER_INPUT");
    const same = await send({ lotCodes: [lot.actionId], locationToId: world.warehouseId });
    expect(same.errors?.[0].extensions?.fields).toMatchObject({ locationToId: "A transfer goes to another location." });
    // listed leaving the warehouse and arriving at the store
    const out = await call<{ data: { id: string }[] }>(`query ($locationId: ID) { getTransfers(locationId: $locationId, limit: 100) { data { id } } }`, "getTransfers", { locationId: world.warehouseId }, world.token);
    expect(out.data.map((each) => each.id)).toContain(sent.id);
    const incoming = await call<{ data: { id: string }[] }>(`query ($locationId: ID) { getTransferReceives(locationId: $locationId, limit: 100) { data { id } } }`, "getTransferReceives", { locationId: world.storeId }, world.token);
    expect(incoming.data.map((each) => each.id)).toContain(sent.id);
  });
});
