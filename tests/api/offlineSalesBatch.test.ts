// Offline sales sent in batches (syncOfflineOrders, README "Offline till"): taken in the order sent, each in its own
// savepoint (one refused, the others taken), each once per key (a retried batch and two identical batches at once
// answer the same orders and move the stock once), at most OFFLINE_SYNC_BATCH_MAX a request (refused naming
// `sales`), and behind the same walls as one sale (the permission to sell, the location, the company).
import { beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_BATCH_MAX_MESSAGE, OFFLINE_SYNC_BATCH_MAX } from "../../common/schemas/offlineSale";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier, demoWarehouse } from "../support/logins";
import { cart, ledgerOf, newKey, newProduct, register, salesWorld, stock, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

const SYNC_MANY = `mutation ($sales: [OfflineOrderInput!]!) {
  syncOfflineOrders(sales: $sales) { idempotencyKey order { id secondaryId offlineNumber createdAt } refusal { code message fields { field message } } }
}`;

type Result = {
  idempotencyKey: string | null;
  order: { id: string; secondaryId: string; offlineNumber: string; createdAt: string } | null;
  refusal: { code: string; message: string; fields: { field: string; message: string }[] } | null;
};
type Sale = { key: string; sequence: number; madeAt: Date; quantity?: number; locationId?: string; productId?: string };

let world: SalesWorld;
let product: SaleProduct;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const number = (till: TestRegister, sequence: number) => `${till.secondaryId}-OFF-${String(sequence).padStart(6, "0")}`;

function input(till: TestRegister, sale: Sale) {
  const quantity = sale.quantity ?? 1;
  return {
    idempotencyKey: sale.key,
    offlineNumber: number(till, sale.sequence),
    madeAt: sale.madeAt.toISOString(),
    order: cart(sale.locationId ?? world.storeId, till.id, [{ productId: sale.productId ?? product.id, quantity }]),
    payments: [{ method: "CASH", amount: 10 * quantity }],
  };
}

function syncMany(till: TestRegister, sales: Sale[], token = world.token) {
  return gql<{ syncOfflineOrders: Result[] }>(SYNC_MANY, { sales: sales.map((sale) => input(till, sale)) }, { token });
}
const synced = async (...args: Parameters<typeof syncMany>) => expectData(await syncMany(...args)).syncOfflineOrders;

/** n sales of one unit, a minute apart, the oldest first. */
const salesOf = (n: number, extra: Partial<Sale> = {}): Sale[] => Array.from({ length: n }, (_, index) => ({ key: newKey(), sequence: index + 1, madeAt: minutesAgo(n + 1 - index), ...extra }));

async function tillOpenedAgo(minutes: number): Promise<TestRegister> {
  const till = await register(world, world.storeId, { opening: 0 });
  await queryApiDatabase("update register_sessions set opened_at = now() - make_interval(mins => $2) where id = $1", [till.sessionId, minutes]);
  return till;
}

const ordersOf = (till: TestRegister) =>
  queryApiDatabase<{ id: string; offline_number: string }>("select id, offline_number from orders where register_id = $1 order by created_at, offline_number", [till.id]);
/** The stock movements the till's orders made (one per lot a line took). */
const movementsOf = async (till: TestRegister) =>
  (
    await queryApiDatabase<{ count: number }>("select count(*)::int as count from stock_movements where document_id in (select id from orders where register_id = $1)", [till.id])
  )[0].count;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world);
  await stock(world, product, world.storeId, [{ packs: 10, days: 200 }]);
});

describe("a batch of offline sales", () => {
  it(`takes up to ${OFFLINE_SYNC_BATCH_MAX} sales in the order sent, answering each one's order in that order`, async () => {
    const till = await tillOpenedAgo(120);
    const sales = salesOf(OFFLINE_SYNC_BATCH_MAX);
    const results = await synced(till, sales);
    expect(results.map((result) => [result.idempotencyKey, result.order?.offlineNumber, result.refusal])).toEqual(sales.map((sale) => [sale.key, number(till, sale.sequence), null]));
    expect((await ordersOf(till)).map((order) => order.offline_number)).toEqual(sales.map((sale) => number(till, sale.sequence)));
    expect(new Set(results.map((result) => result.order?.secondaryId)).size).toBe(OFFLINE_SYNC_BATCH_MAX);
  });

  it("refuses one sale in the middle with its code, message and field, and takes the others; its key stays free", async () => {
    const till = await tillOpenedAgo(60);
    const [first, , third] = salesOf(3);
    const early = { key: newKey(), sequence: 2, madeAt: minutesAgo(90) };
    const results = await synced(till, [first, early, third]);
    expect(results[0].order?.offlineNumber).toBe(number(till, 1));
    expect(results[1]).toMatchObject({ idempotencyKey: early.key, order: null, refusal: { code: "BAD_USER_INPUT", fields: [{ field: "madeAt" }] } });
    expect(results[1].refusal?.message).toMatch(new RegExp(`^madeAt .* is before register ${till.name}'s session opened`));
    expect(results[2].order?.offlineNumber).toBe(number(till, 3));
    expect((await ordersOf(till)).map((order) => order.offline_number)).toEqual([number(till, 1), number(till, 3)]);
    // the refusal undid its own claim of the key only: the sale sent again as it should be is taken
    const [again] = await synced(till, [{ ...early, madeAt: minutesAgo(2) }]);
    expect(again.order?.offlineNumber).toBe(number(till, 2));
  });

  it("sent again entirely (its answer lost) answers the same orders, and the stock moves once", async () => {
    const till = await tillOpenedAgo(60);
    const sales = salesOf(4, { quantity: 2 });
    const lots = await queryApiDatabase<{ id: string }>("select id from product_lots where product_id = $1", [product.id]);
    const first = await synced(till, sales);
    const afterFirst = await Promise.all(lots.map((lot) => ledgerOf(lot.id)));
    const movements = await movementsOf(till);
    expect(movements).toBeGreaterThanOrEqual(4);
    const again = await synced(till, sales);
    expect(again.map((result) => result.order?.id)).toEqual(first.map((result) => result.order?.id));
    expect(again.every((result) => result.refusal === null)).toBe(true);
    expect(await Promise.all(lots.map((lot) => ledgerOf(lot.id)))).toEqual(afterFirst);
    expect(await movementsOf(till)).toBe(movements);
    expect((await ordersOf(till)).length).toBe(4);
    for (const lot of afterFirst) expect(lot.quantity).toBe(lot.ledger);
  });

  it("sent twice at once (two tabs, or a retry while the first still runs): each sale is taken once", async () => {
    const till = await tillOpenedAgo(60);
    const sales = salesOf(5);
    const lots = await queryApiDatabase<{ id: string }>("select id from product_lots where product_id = $1", [product.id]);
    const before = (await Promise.all(lots.map((lot) => ledgerOf(lot.id)))).reduce((sum, lot) => sum + lot.quantity, 0);
    const [one, two] = await Promise.all([synced(till, sales), synced(till, sales)]);
    expect(two.map((result) => result.order?.id)).toEqual(one.map((result) => result.order?.id));
    expect((await ordersOf(till)).map((order) => order.offline_number)).toEqual(sales.map((sale) => number(till, sale.sequence)));
    const after = await Promise.all(lots.map((lot) => ledgerOf(lot.id)));
    expect(after.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(before - 5);
    for (const lot of after) expect(lot.quantity).toBe(lot.ledger);
  });
});

describe("what a batch refuses", () => {
  it(`more than ${OFFLINE_SYNC_BATCH_MAX} sales, or none, naming the field; nothing is taken`, async () => {
    const till = await tillOpenedAgo(60);
    const tooMany = expectGqlError(await syncMany(till, salesOf(OFFLINE_SYNC_BATCH_MAX + 1)), "BAD_USER_INPUT");
    expect(tooMany.extensions?.fields).toEqual({ sales: OFFLINE_BATCH_MAX_MESSAGE });
    const none = expectGqlError(await syncMany(till, []), "BAD_USER_INPUT");
    expect(Object.keys((none.extensions?.fields ?? {}) as object)).toEqual(["sales"]);
    expect(await ordersOf(till)).toEqual([]);
  });

  it("behind the walls of one sale: the permission to sell, another location's register, another company's", async () => {
    const till = await tillOpenedAgo(60);
    const warehouse = await login(demoWarehouse.email, demoWarehouse.password);
    expectGqlError(await syncMany(till, salesOf(1), warehouse.token), "FORBIDDEN");
    // the cashier works at Gulberg Store only: a DHA register's sale is refused FORBIDDEN, on its own
    const dhaTill = await register(world, world.dhaId);
    const cashier = await login(demoCashier.email, demoCashier.password);
    const [dha] = await synced(dhaTill, salesOf(1, { locationId: world.dhaId }), cashier.token);
    expect(dha.refusal?.code).toBe("FORBIDDEN");
    // another company: its admin, its own location, this company's register
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    const [other] = await synced(till, salesOf(1, { locationId: acme.allowedLocations[0].id }), acme.token);
    expect(other.refusal).toMatchObject({ code: "NOT_FOUND", message: "Register not found." });
    const [{ count }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from orders where register_id in ($1, $2)", [till.id, dhaTill.id]);
    expect(count).toBe(0);
  });
});
