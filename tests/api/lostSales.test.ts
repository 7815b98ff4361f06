// Lost sales (issue 13): recorded at the till with the shelf price and what the location had at that moment, a
// product typed when it is not in the catalogue, the messages, the list per allowed location and its totals by
// product, and the walls: a cashier records and reads at their store only, another tenant sees nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoCashier } from "../support/logins";
import { newProduct, salesWorld, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";

const FIELDS = `id secondaryId locationId registerId productId productName quantity price value currentInventory reason status type comment createdAt createdBy { firstName }`;
const CREATE = `mutation ($input: LostSaleInput!) { createLostSale(input: $input) { ${FIELDS} } }`;
const LIST = `query ($search: String, $locationId: ID, $filter: [FilterGroupInput!]) { getLostSales(search: $search, locationId: $locationId, filter: $filter, limit: 50) { data { ${FIELDS} } meta { totalCount } } }`;
const ONE = `query ($id: ID!) { getLostSale(id: $id) { ${FIELDS} } }`;
const TOTALS = `query ($locationId: ID) { getLostSaleTotals(locationId: $locationId) { productId productName count quantity value } }`;

type LostSale = { id: string; secondaryId: string; productId: string | null; productName: string; quantity: number; price: number; value: number; currentInventory: number; type: string; reason: string; createdBy: { firstName: string } | null };

let world: SalesWorld;
let cashier: LoginPayload;
let acme: LoginPayload;
let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  [cashier, acme] = await Promise.all([login(demoCashier.email, demoCashier.password), login(acmeAdmin.email, acmeAdmin.password)]);
  product = await newProduct(world, { maximumRetailPrice: 250 });
  // 2 packs of 10 in date, and one expired pack that does not count
  await stock(world, product, world.storeId, [{ packs: 2, days: 200 }]);
});

const record = (input: object, token = world.token) => gql<{ createLostSale: LostSale }>(CREATE, { input: { locationId: world.storeId, reason: "OUT_OF_STOCK", quantity: 1, ...input } }, { token });

describe("recording a lost sale", () => {
  it("takes the shelf price and what the store has now for a catalogue product", async () => {
    const lost = expectData(await record({ productId: product.id, quantity: 3, reason: "PRICE", comment: "Wanted a cheaper brand" }, cashier.token)).createLostSale;
    // Rs 250 a box of 10: Rs 25 a piece
    expect(lost).toMatchObject({ productId: product.id, productName: product.name, quantity: 3, price: 25, value: 75, currentInventory: 20, type: "IN_CATALOGUE", reason: "PRICE", createdBy: { firstName: "Sana" } });
    expect(lost.secondaryId).toMatch(/^LST-\d{6}$/);
    expect(expectData(await gql<{ getLostSale: LostSale }>(ONE, { id: lost.id }, { token: world.token })).getLostSale.id).toBe(lost.id);
  });

  it("never takes a client's price for a catalogue product: a different one is refused, the shelf price sent back is kept", async () => {
    const cheap = expectGqlError(await record({ productId: product.id, quantity: 100, price: 0.01 }, cashier.token), "BAD_USER_INPUT");
    expect(cheap.extensions?.fields).toEqual({ price: "A catalogue product is recorded at its shelf price (Rs 25.00): leave the price empty." });
    expectGqlError(await record({ productId: product.id, price: 99999 }, cashier.token), "BAD_USER_INPUT", "A catalogue product is recorded at its shelf price (Rs 25.00): leave the price empty.");
    expect(expectData(await record({ productId: product.id, quantity: 2, price: 25 }, cashier.token)).createLostSale).toMatchObject({ price: 25, value: 50, type: "IN_CATALOGUE" });
  });

  it("records a product typed at the counter with its price, and names what is missing", async () => {
    const name = uniqueName("Imported Syrup");
    const typed = expectData(await record({ productName: name, price: 480.5, quantity: 2, reason: "NOT_STOCKED" })).createLostSale;
    expect(typed).toMatchObject({ productId: null, productName: name, price: 480.5, value: 961, currentInventory: 0, type: "UNLISTED" });
    const missing = expectGqlError(await record({ productId: product.id, quantity: 0 }), "BAD_USER_INPUT");
    expect(missing.extensions?.fields).toEqual({ quantity: "Quantity must be a whole number of 1 or more." });
    expect(expectGqlError(await record({}), "BAD_USER_INPUT").extensions?.fields).toEqual({
      productName: "Please select a product or type its name.",
      price: "Please enter the price of a product that is not in the catalogue.",
    });
    expectGqlError(await record({ productId: "00000000-0000-4000-8000-000000000000" }), "BAD_USER_INPUT", "Product not found.");
  });
});

describe("the list and its totals", () => {
  it("lists and searches the store's lost sales and adds them up per product", async () => {
    const name = uniqueName("Totals Product");
    await record({ productName: name, price: 10, quantity: 2 });
    await record({ productName: name.toUpperCase(), price: 10, quantity: 5 });
    const found = expectData(await gql<{ getLostSales: { data: LostSale[] } }>(LIST, { search: name.slice(0, 20), locationId: world.storeId }, { token: world.token })).getLostSales.data;
    expect(found.map((lost) => lost.quantity).sort()).toEqual([2, 5]);
    const totals = expectData(await gql<{ getLostSaleTotals: { productName: string; count: number; quantity: number; value: number }[] }>(TOTALS, { locationId: world.storeId }, { token: world.token })).getLostSaleTotals;
    expect(totals.find((row) => row.productName.toLowerCase() === name.toLowerCase())).toMatchObject({ count: 2, quantity: 7, value: 70 });
    const byReason = expectData(
      await gql<{ getLostSales: { data: LostSale[] } }>(LIST, { locationId: world.storeId, filter: [{ conditions: [{ field: "reason", operator: "EQUAL", value: "PRICE" }] }] }, { token: world.token }),
    ).getLostSales.data;
    expect(byReason.every((lost) => lost.reason === "PRICE")).toBe(true);
  });
});

describe("walls", () => {
  it("keeps a cashier to their store, and another tenant out", async () => {
    expectGqlError(await record({ locationId: world.dhaId, productName: "X", price: 1 }, cashier.token), "FORBIDDEN");
    expectGqlError(await gql(LIST, { locationId: world.dhaId }, { token: cashier.token }), "FORBIDDEN");
    const mine = expectData(await record({ productName: uniqueName("Walled"), price: 1 })).createLostSale;
    expectGqlError(await gql(ONE, { id: mine.id }, { token: acme.token }), "NOT_FOUND");
    expect(expectData(await gql<{ getLostSales: { data: LostSale[] } }>(LIST, { search: mine.productName }, { token: acme.token })).getLostSales.data).toEqual([]);
    expectGqlError(await record({ productId: product.id }, acme.token), "FORBIDDEN");
  });
});
