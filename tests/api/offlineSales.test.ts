// Offline sales, the server's side (issue 29; README "Offline sales (server)"): syncOfflineOrder takes a sale the
// till made offline at its own time and business day, once per key and in any order; refuses a time outside the
// register's session or in the future, an offline number not of the register, another location's or company's
// register; records a shortfall of stock and a price not in force at the sale's time as discrepancies instead of
// refusing; the drawer counts the cash. The manager lists and resolves the discrepancies.
import { beforeAll, describe, expect, it } from "vitest";
import { MADE_AT_MESSAGE } from "../../common/schemas/offlineSale";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { call } from "./catalogueHelpers";
import { cart, ledgerOf, newKey, newProduct, register, sell, sessionBalance, salesWorld, sold, stock, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

const DISCREPANCY = `id orderId orderSecondaryId offlineNumber kind productId productName lotId quantity expected actual amount createdAt resolvedAt resolvedBy { firstName } note`;
const ORDER = `id secondaryId createdAt completedAt offlineNumber madeOffline sessionId totalAmount changeDue
  items { productId quantity unitPrice totalPrice lots { lotId quantity } } payments { method amount } offlineDiscrepancies { ${DISCREPANCY} }`;
const ops = {
  sync: `mutation ($input: OfflineOrderInput!) { syncOfflineOrder(input: $input) { ${ORDER} } }`,
  list: `query ($locationId: ID, $resolved: Boolean, $filter: [FilterGroupInput!]) { getOfflineDiscrepancies(locationId: $locationId, resolved: $resolved, filter: $filter) { data { ${DISCREPANCY} } meta { total } } }`,
  resolve: `mutation ($id: ID!, $note: String!) { resolveOfflineDiscrepancy(id: $id, note: $note) { ${DISCREPANCY} } }`,
};

type Discrepancy = { id: string; orderId: string; orderSecondaryId: string; offlineNumber: string; kind: string; productId: string; quantity: number; expected: string; actual: string; amount: number | null; lotId: string | null; resolvedAt: string | null; resolvedBy: { firstName: string } | null; note: string | null };
type OfflineOrder = {
  id: string;
  secondaryId: string;
  createdAt: string;
  completedAt: string;
  offlineNumber: string;
  madeOffline: boolean;
  sessionId: string;
  totalAmount: number;
  changeDue: number;
  items: { productId: string; quantity: number; unitPrice: number; totalPrice: number; lots: { lotId: string; quantity: number }[] }[];
  payments: { method: string; amount: number }[];
  offlineDiscrepancies: Discrepancy[];
};
type Line = { productId: string; quantity: number; lotId?: string };
type Payment = { method: string; amount: number };

let world: SalesWorld;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const number = (till: TestRegister, sequence: number) => `${till.secondaryId}-OFF-${String(sequence).padStart(6, "0")}`;

function sync(till: TestRegister, sale: { sequence: number; madeAt: Date | string; lines: Line[]; payments: Payment[]; key?: string; linePrices?: { productId: string; unitPrice: number }[]; locationId?: string; offlineNumber?: string }, token = world.token) {
  const input = {
    idempotencyKey: sale.key ?? newKey(),
    offlineNumber: sale.offlineNumber ?? number(till, sale.sequence),
    madeAt: typeof sale.madeAt === "string" ? sale.madeAt : sale.madeAt.toISOString(),
    order: cart(sale.locationId ?? world.storeId, till.id, sale.lines),
    payments: sale.payments,
    linePrices: sale.linePrices,
  };
  return gql<{ syncOfflineOrder: OfflineOrder }>(ops.sync, { input }, { token });
}
const synced = async (...args: Parameters<typeof sync>) => expectData(await sync(...args)).syncOfflineOrder;

/** The field a BAD_USER_INPUT names, with its message. */
function refusedOn(result: Awaited<ReturnType<typeof sync>>, field: string): string {
  const error = expectGqlError(result, "BAD_USER_INPUT");
  const fields = (error.extensions?.fields ?? {}) as Record<string, string>;
  expect(Object.keys(fields), error.message).toContain(field);
  return fields[field];
}

/** A register at the store whose OPENED session opened `minutes` ago (opening float 0). */
async function tillOpenedAgo(minutes: number): Promise<TestRegister> {
  const till = await register(world, world.storeId, { opening: 0 });
  await queryApiDatabase("update register_sessions set opened_at = now() - make_interval(mins => $2) where id = $1", [till.sessionId, minutes]);
  return till;
}

let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world);
  await stock(world, product, world.storeId, [{ packs: 3, days: 200 }]);
});

describe("a sale made offline", () => {
  it("lands on the time it was made: created and completed then, its payments then, its business day's rollups", async () => {
    const till = await tillOpenedAgo(30 * 60);
    const madeAt = minutesAgo(26 * 60);
    madeAt.setMilliseconds(0);
    const order = await synced(till, { sequence: 1, madeAt, lines: [{ productId: product.id, quantity: 2 }], payments: [{ method: "CASH", amount: 50 }] });
    expect(order).toMatchObject({ offlineNumber: number(till, 1), madeOffline: true, sessionId: till.sessionId, totalAmount: 20, changeDue: 30 });
    expect(new Date(order.createdAt).toISOString()).toBe(madeAt.toISOString());
    expect(new Date(order.completedAt).toISOString()).toBe(madeAt.toISOString());
    const [payment] = await queryApiDatabase<{ created_at: Date }>("select created_at from order_payments where order_id = $1", [order.id]);
    expect(new Date(payment.created_at).toISOString()).toBe(madeAt.toISOString());
    // the till's figures of the day it was made (Pakistan time), not of today
    const days = await queryApiDatabase<{ day: string; sales: number }>(
      "select day::text as day, sales from sales_till_daily where register_id = $1",
      [till.id],
    );
    const madeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(madeAt);
    expect(days).toEqual([{ day: madeDay, sales: 1 }]);
  });

  it("is taken once per key, in any order: a duplicate answers the first order, the same number under another key is refused", async () => {
    const till = await tillOpenedAgo(120);
    const fifth = { sequence: 5, madeAt: minutesAgo(30), lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: "CARD", amount: 10 }], key: newKey() };
    const third = { sequence: 3, madeAt: minutesAgo(60), lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: "CASH", amount: 10 }], key: newKey() };
    const five = await synced(till, fifth);
    const three = await synced(till, third);
    expect(three.offlineNumber).toBe(number(till, 3));
    expect(new Date(three.createdAt) < new Date(five.createdAt)).toBe(true);
    // the sync retried (the answer was lost), and sent again by a second tab
    const [again, twice] = await Promise.all([sync(till, fifth), sync(till, fifth)]);
    expect(expectData(again).syncOfflineOrder.id).toBe(five.id);
    expect(expectData(twice).syncOfflineOrder.id).toBe(five.id);
    const [{ count }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from orders where register_id = $1", [till.id]);
    expect(count).toBe(2);
    expect(refusedOn(await sync(till, { ...third, key: newKey() }), "offlineNumber")).toBe(`Offline sale ${number(till, 3)} was already sent with another request key.`);
    expectGqlError(await sync(till, { ...fifth, lines: [{ productId: product.id, quantity: 2 }] }), "CONFLICT", "This request key was already used for a different request.");
  });
  it("answers the order createOrder already made with its key: the till tried online, got no answer, then kept it offline", async () => {
    const till = await tillOpenedAgo(60);
    const key = newKey();
    const lines = [{ productId: product.id, quantity: 1 }];
    const online = await sold(world.token, cart(world.storeId, till.id, lines), [{ method: "CASH", amount: 10 }], { idempotencyKey: key });
    const offline = await synced(till, { sequence: 1, madeAt: minutesAgo(1), lines, payments: [{ method: "CASH", amount: 10 }], key });
    expect(offline.id).toBe(online.id);
    const [{ count }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from orders where register_id = $1", [till.id]);
    expect(count).toBe(1);
    // and the other way round: a key an offline sale used cannot make a second order online
    const keptKey = newKey();
    await synced(till, { sequence: 2, madeAt: minutesAgo(1), lines, payments: [{ method: "CASH", amount: 10 }], key: keptKey });
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, lines), [{ method: "CASH", amount: 10 }], { idempotencyKey: keptKey }), "CONFLICT");
    const [{ count: after }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from orders where register_id = $1", [till.id]);
    expect(after).toBe(2);
  });
});

describe("what is refused, naming the field", () => {
  it("a time before the session opened, after it closed, or in the future", async () => {
    const till = await tillOpenedAgo(60);
    const sale = { sequence: 1, lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: "CASH", amount: 10 }] };
    expect(refusedOn(await sync(till, { ...sale, madeAt: minutesAgo(61) }), "madeAt")).toMatch(new RegExp(`^madeAt .* is before register ${till.name}'s session opened`));
    expect(refusedOn(await sync(till, { ...sale, madeAt: new Date(Date.now() + 10 * 60_000) }), "madeAt")).toMatch(/is in the future: a till's clock may run at most 5 minutes ahead/);
    // within the skew: taken
    expect((await synced(till, { ...sale, madeAt: new Date(Date.now() + 60_000) })).madeOffline).toBe(true);
    await queryApiDatabase("update register_sessions set status = 'CLOSED', closed_at = now() - interval '20 minutes', closing_amount = balance where id = $1", [till.sessionId]);
    expect(refusedOn(await sync(till, { ...sale, sequence: 2, madeAt: minutesAgo(10) }), "madeAt")).toMatch(new RegExp(`is after register ${till.name}'s session closed at`));
    expect(refusedOn(await sync(till, { ...sale, sequence: 2, madeAt: minutesAgo(30) }), "madeAt")).toMatch(/a closed session takes no more sales/);
    expect(refusedOn(await sync(till, { ...sale, madeAt: "yesterday" }), "madeAt")).toBe(MADE_AT_MESSAGE);
  });

  it("an offline number not of this register's form, credit offline, another location's or company's register", async () => {
    const till = await tillOpenedAgo(60);
    const other = await tillOpenedAgo(60);
    const sale = { sequence: 1, madeAt: minutesAgo(5), lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: "CASH", amount: 10 }] };
    expect(refusedOn(await sync(till, { ...sale, offlineNumber: `${till.secondaryId}-OFF-42` }), "offlineNumber")).toMatch(/at least 6 digits/);
    // another register's number (its key and sequence) on this register
    expect(refusedOn(await sync(till, { ...sale, offlineNumber: number(other, 1) }), "offlineNumber")).toBe(`The offline number must be of this register: ${till.secondaryId}-OFF- and at least 6 digits, e.g. ${till.secondaryId}-OFF-000001.`);
    refusedOn(await sync(till, { ...sale, payments: [{ method: "CREDIT", amount: 10 }] }), "payments.0.method");
    // the cashier works at Gulberg Store only: a DHA register is FORBIDDEN; another company's register is not found
    const dhaTill = await register(world, world.dhaId);
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await sync(dhaTill, { ...sale, locationId: world.dhaId }, cashier.token), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await sync(till, { ...sale, locationId: acme.allowedLocations[0].id }, acme.token), "NOT_FOUND", "Register not found.");
    const [{ count }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from orders where register_id in ($1, $2, $3)", [till.id, other.id, dhaTill.id]);
    expect(count).toBe(0);
  });
});

describe("what is recorded and flagged, never refused", () => {
  it("a shortfall: sells what the lots hold, books no unit a lot does not hold, flags the rest; the ledger equals the lots", async () => {
    const scarce = await newProduct(world);
    const [lot] = await stock(world, scarce, world.storeId, [{ packs: 1, days: 200 }]);
    const till = await tillOpenedAgo(60);
    const order = await synced(till, { sequence: 7, madeAt: minutesAgo(15), lines: [{ productId: scarce.id, quantity: 14 }], payments: [{ method: "CASH", amount: 140 }] });
    expect(order.items).toEqual([expect.objectContaining({ productId: scarce.id, quantity: 14, totalPrice: 140, lots: [{ lotId: lot.id, quantity: 10 }] })]);
    expect(order.offlineDiscrepancies).toEqual([expect.objectContaining({ kind: "SHORTFALL", productId: scarce.id, quantity: 4, expected: "14", actual: "10", offlineNumber: number(till, 7), orderSecondaryId: order.secondaryId })]);
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 0, ledger: 0 });
    const [negative] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from product_lots where product_id = $1 and quantity < 0", [scarce.id]);
    expect(negative.count).toBe(0);
    // the drawer counts the cash of the sale as made
    expect(await sessionBalance(till.sessionId as string)).toBe(140);

    // the manager's list, and resolving with a note (once)
    const open = expectData(await gql<{ getOfflineDiscrepancies: { data: Discrepancy[] } }>(ops.list, { locationId: world.storeId, resolved: false, filter: [{ conditions: [{ field: "offlineNumber", operator: "EQUAL", value: number(till, 7) }] }] }, { token: world.token })).getOfflineDiscrepancies.data;
    expect(open.map((row) => row.kind)).toEqual(["SHORTFALL"]);
    expectGqlError(await gql(ops.resolve, { id: open[0].id, note: "  " }, { token: world.token }), "BAD_USER_INPUT");
    const resolved = expectData(await gql<{ resolveOfflineDiscrepancy: Discrepancy }>(ops.resolve, { id: open[0].id, note: "Four strips came from the back room" }, { token: world.token })).resolveOfflineDiscrepancy;
    expect(resolved).toMatchObject({ note: "Four strips came from the back room", resolvedBy: { firstName: world.session.user.firstName } });
    expect(resolved.resolvedAt).not.toBeNull();
    expectGqlError(await gql(ops.resolve, { id: open[0].id, note: "again" }, { token: world.token }), "CONFLICT", "This discrepancy is already resolved.");
  });

  it("a price: the sale keeps the price in force when it was made; a till price other than that is recorded and flagged", async () => {
    const priced = await newProduct(world);
    await stock(world, priced, world.storeId, [{ packs: 2, days: 200 }]);
    const till = await tillOpenedAgo(120);
    const beforeChange = minutesAgo(60);
    // the price goes from 10 to 12 a piece (a box of 10 from 100 to 120) after that sale, before it is synced
    await call(
      `mutation ($id: ID!, $productDto: ProductInput!) { updateProduct(id: $id, productDto: $productDto) { id } }`,
      "updateProduct",
      { id: priced.id, productDto: { name: priced.name, status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 10, maximumRetailPrice: 120, purchasingPrice: 60, tradePrice: 70, skuCode: priced.skuCode, gtin: priced.gtin, vendorIds: [world.vendorId] } },
      world.token,
    );
    const asThen = await synced(till, { sequence: 1, madeAt: beforeChange, lines: [{ productId: priced.id, quantity: 2 }], payments: [{ method: "CASH", amount: 20 }] });
    expect(asThen.items[0]).toMatchObject({ unitPrice: 10, totalPrice: 20 });
    expect(asThen.offlineDiscrepancies).toEqual([]);
    const sameAsThen = await synced(till, { sequence: 2, madeAt: beforeChange, lines: [{ productId: priced.id, quantity: 1 }], payments: [{ method: "CASH", amount: 10 }], linePrices: [{ productId: priced.id, unitPrice: 10 }] });
    expect(sameAsThen.offlineDiscrepancies).toEqual([]);
    // made after the change by a till that still had 10: taken at 10 (what the customer paid), flagged
    const stale = await synced(till, { sequence: 3, madeAt: new Date(), lines: [{ productId: priced.id, quantity: 3 }], payments: [{ method: "CASH", amount: 30 }], linePrices: [{ productId: priced.id, unitPrice: 10 }] });
    expect(stale.items[0]).toMatchObject({ unitPrice: 10, totalPrice: 30 });
    expect(stale.offlineDiscrepancies).toEqual([expect.objectContaining({ kind: "PRICE", productId: priced.id, quantity: 3, expected: "12.00", actual: "10.00", amount: -6 })]);
    expect(await sessionBalance(till.sessionId as string)).toBe(60);
    const history = await queryApiDatabase<{ unit_price: string }>("select unit_price::text from product_price_changes where product_id = $1 order by changed_at, sequence", [priced.id]);
    expect(history.map((row) => row.unit_price)).toEqual(["10.00", "12.00"]);
  });
});
