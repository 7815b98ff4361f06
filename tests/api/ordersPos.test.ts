// What the till looks up and parks: scanPosCode (a lot label, a GTIN, a SKU; a lot not sellable here refused
// naming the product, the lot's state and what is available), searchPosProducts with what is available, and held
// carts (hold, list per register, resume, sell with heldOrderId).
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { call } from "./catalogueHelpers";
import { cart, ledgerOf, newProduct, register, salesOps, salesWorld, sell, sold, stock, type Order, type SalesWorld, type TestRegister } from "./ordersHelpers";

type PosProduct = { id: string; name: string; skuCode: string; gtin: string; unitPrice: number; isTaxInclusive: boolean; taxRate: number; availableQuantity: number };
type ScanResult = { product: PosProduct; lot: { id: string; actionId: string; quantity: number; batchExpiry: string; isOpened: boolean } | null };

let world: SalesWorld;
let till: TestRegister;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId);
});

const scan = (code: string, locationId = world.storeId, token = world.token) => gql<{ scanPosCode: ScanResult }>(salesOps.scanPosCode, { locationId, code }, { token });
const search = (text: string, limit?: number, locationId = world.storeId) => call<PosProduct[]>(salesOps.searchPosProducts, "searchPosProducts", { locationId, search: text, limit }, world.token);

describe("scanPosCode", () => {
  it("finds a lot by its label, a product by GTIN or SKU, with what is available here", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 123.4, sellingTaxRate: 17 });
    const [lot, other] = await stock(world, product, world.storeId, [
      { packs: 1, days: 100 },
      { packs: 1, days: 200 },
    ]);
    const byLot = expectData(await scan(lot.actionId.toLowerCase())).scanPosCode;
    expect(byLot.lot).toMatchObject({ id: lot.id, actionId: lot.actionId, quantity: 10, isOpened: false });
    expect(byLot.product).toMatchObject({ id: product.id, unitPrice: 12.34, taxRate: 17, isTaxInclusive: true, availableQuantity: 20 });
    expect(expectData(await scan(product.gtin)).scanPosCode).toMatchObject({ product: { id: product.id }, lot: null });
    expect(expectData(await scan(` ${product.skuCode} `)).scanPosCode).toMatchObject({ product: { id: product.id, availableQuantity: 20 }, lot: null });
    expectGqlError(await scan("NO-SUCH-CODE-1"), "NOT_FOUND", "No product or lot matches NO-SUCH-CODE-1.");

    // a lot that cannot be sold here: expired, or at another location
    await queryApiDatabase("update product_lots set batch_expiry = current_date where id = $1", [other.id]);
    const expired = expectGqlError(await scan(other.actionId), "CONFLICT");
    expect(expired.message).toMatch(new RegExp(`^${product.name}: lot ${other.actionId} expired on \\d\\d/\\d\\d/\\d{4}, so it cannot be sold\\. 10 units are available here\\.$`));
    const elsewhere = expectGqlError(await scan(lot.actionId, world.dhaId), "CONFLICT");
    expect(elsewhere.message).toBe(`${product.name}: lot ${lot.actionId} is at Gulberg Store, not here, so it cannot be sold. 0 units are available here.`);
  });

  it("keeps to the user's locations and tenant", async () => {
    const product = await newProduct(world);
    const cashier = await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "cashier@demo.test", password: "Cashier@12345") { token } }`);
    const cashierToken = expectData(cashier).loginUser.token;
    expectGqlError(await scan(product.gtin, world.dhaId, cashierToken), "FORBIDDEN");
    expect(expectData(await scan(product.gtin, world.storeId, cashierToken)).scanPosCode.product.id).toBe(product.id);
    const acme = expectData(await gql<{ loginUser: { token: string; allowedLocations: { id: string }[] } }>(`mutation { loginUser(email: "admin@acme.test", password: "Admin@12345") { token allowedLocations { id } } }`)).loginUser;
    expectGqlError(await scan(product.gtin, acme.allowedLocations[0].id, acme.token), "NOT_FOUND");
    const readonly = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "readonly@demo.test", password: "Readonly@12345") { token } }`)).loginUser.token;
    expectGqlError(await scan(product.gtin, world.storeId, readonly), "FORBIDDEN");
  });
});

describe("searchPosProducts", () => {
  it("matches name, SKU and GTIN, active products only, at most 50, with the units available here", async () => {
    const tag = `Zyx${Date.now().toString(36)}`;
    const stocked = await newProduct(world, { name: `${tag} Syrup` });
    const empty = await newProduct(world, { name: `${tag} Drops` });
    await newProduct(world, { name: `${tag} Retired`, status: "INACTIVE" });
    await stock(world, stocked, world.storeId, [{ packs: 2, days: 100 }]);
    const found = await search(tag.toLowerCase());
    expect(found.map((product) => [product.id, product.availableQuantity]).sort()).toEqual(
      [
        [stocked.id, 20],
        [empty.id, 0],
      ].sort(),
    );
    expect((await search(stocked.skuCode)).map((product) => product.id)).toEqual([stocked.id]);
    expect((await search(stocked.gtin))[0].id).toBe(stocked.id);
    expect(await search(tag, 1)).toHaveLength(1);
    expect((await search("a", 500)).length).toBeLessThanOrEqual(50);
  });
});

describe("held carts", () => {
  it("holds a priced cart without taking stock, lists it per register, resumes it once, and a sale closes it", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 123.4, sellingTaxRate: 17 });
    const [lot] = await stock(world, product, world.storeId, [{ packs: 1, days: 100 }]);
    const theCart = cart(world.storeId, till.id, [{ productId: product.id, quantity: 3 }]);
    const held = call<Order>(salesOps.holdOrder, "holdOrder", { order: theCart, note: "Customer fetching wallet" }, world.token);
    const hold = await held;
    expect(hold).toMatchObject({ status: "HOLD", totalAmount: 37.02, registerId: till.id, secondaryId: expect.stringMatching(/^HLD-\d{6}$/) });
    expect(hold.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 3, totalPrice: 37.02, lots: [] })]);
    expect((await ledgerOf(lot.id)).quantity).toBe(10);
    const listed = await call<Order[]>(salesOps.getHeldOrders, "getHeldOrders", { registerId: till.id }, world.token);
    expect(listed.map((order) => order.id)).toContain(hold.id);

    const resumed = await call<Order>(salesOps.resumeHeldOrder, "resumeHeldOrder", { id: hold.id }, world.token);
    expect(resumed).toMatchObject({ id: hold.id, status: "CANCELLED", cancelledReason: "Resumed", items: [expect.objectContaining({ productId: product.id, quantity: 3 })] });
    expect((await call<Order[]>(salesOps.getHeldOrders, "getHeldOrders", { registerId: till.id }, world.token)).map((order) => order.id)).not.toContain(hold.id);
    expectGqlError(await gql(salesOps.resumeHeldOrder, { id: hold.id }, { token: world.token }), "CONFLICT", "This held cart was already resumed or sold.");

    // a second hold, sold straight away with heldOrderId: the hold closes in the sale's transaction
    const again = await call<Order>(salesOps.holdOrder, "holdOrder", { order: theCart }, world.token);
    const order = await sold(world.token, theCart, [{ method: "CASH", amount: 40 }], { heldOrderId: again.id });
    expect(order.status).toBe("COMPLETED");
    const [closed] = await queryApiDatabase<{ status: string; cancelled_reason: string }>("select status, cancelled_reason from orders where id = $1", [again.id]);
    expect(closed).toEqual({ status: "CANCELLED", cancelled_reason: "Resumed" });
    // and it cannot close it twice: the second sale is refused and moves nothing
    const twice = await sell(world.token, theCart, [{ method: "CASH", amount: 40 }], { heldOrderId: again.id });
    expectGqlError(twice, "CONFLICT", "This held cart was already resumed or sold.");
    expect((await ledgerOf(lot.id)).quantity).toBe(7);
  });

  it("keeps held carts behind the location wall", async () => {
    const dhaTill = await register(world, world.dhaId);
    const product = await newProduct(world);
    const hold = await call<Order>(salesOps.holdOrder, "holdOrder", { order: cart(world.dhaId, dhaTill.id, [{ productId: product.id, quantity: 1 }]) }, world.token);
    const cashier = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "cashier@demo.test", password: "Cashier@12345") { token } }`)).loginUser.token;
    expectGqlError(await gql(salesOps.getHeldOrders, { registerId: dhaTill.id }, { token: cashier }), "FORBIDDEN");
    expectGqlError(await gql(salesOps.resumeHeldOrder, { id: hold.id }, { token: cashier }), "FORBIDDEN");
    expectGqlError(await gql(salesOps.holdOrder, { order: cart(world.dhaId, dhaTill.id, [{ productId: product.id, quantity: 1 }]) }, { token: cashier }), "FORBIDDEN");
    expectGqlError(await gql(salesOps.getHeldOrders, { registerId: "00000000-0000-4000-8000-000000000000" }, { token: cashier }), "NOT_FOUND");
  });
});
