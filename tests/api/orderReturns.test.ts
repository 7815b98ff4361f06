// Customer returns at the till (returnOrder, issue 13): a RETURN order refunding pro rata to the paisa (lines,
// discounts, fees), restocked lots back through the ledger and written-off ones not, the cash out of the session,
// the sale PARTIALLY_RETURNED then RETURNED with refunds adding up to what was paid; never more than sold minus
// returned (two returns of the same line at once: one is refused), idempotent, and walled like the sale.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { call } from "./catalogueHelpers";
import { cart, ledgerOf, newKey, newProduct, ORDER_FIELDS, register, salesWorld, sessionBalance, sold, stock, type Order, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

const RETURN = `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { ${ORDER_FIELDS} kind parentOrderId } }`;
type ReturnedOrder = Order & { kind: string; parentOrderId: string };

let world: SalesWorld;
let till: TestRegister;
let a: SaleProduct;
let b: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId, { opening: 5000 });
  // Rs 12.34 and Rs 7.77 a piece: amounts that do not split evenly
  a = await newProduct(world, { maximumRetailPrice: 123.4, sellingTaxRate: 17 });
  b = await newProduct(world, { maximumRetailPrice: 77.7 });
  await stock(world, a, world.storeId, [{ packs: 4, days: 300 }]);
  await stock(world, b, world.storeId, [{ packs: 6, days: 300 }]);
});

async function sale(): Promise<Order> {
  const code = `RET${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  await call(`mutation ($input: DiscountInput!) { createDiscount(input: $input) { id } }`, "createDiscount", {
    input: { title: "Return test 7%", code, type: "PERCENTAGE", scope: "CART", value: 7, startDate: new Date(Date.now() - 86_400_000).toISOString(), productIds: [a.id, b.id] },
  }, world.token);
  const order = cart(world.storeId, till.id, [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 7 }], { discountCode: code });
  return sold(world.token, order, [{ method: "CASH", amount: 1000 }]);
}

const lotLine = (order: Order, productId: string, quantity: number, restock = true) => {
  const item = order.items.find((each) => each.productId === productId);
  if (!item) throw new Error("no such item");
  return { orderItemLotId: item.lots[0].id, quantity, restock };
};

const giveBack = (order: Order, lines: object[], extra: object = {}, token = world.token) =>
  gql<{ returnOrder: ReturnedOrder }>(RETURN, { input: { idempotencyKey: newKey(), orderId: order.id, registerId: till.id, lines, refundMethod: "CASH", comment: "Customer changed their mind", ...extra } }, { token });

describe("returning a sale", () => {
  it("refunds pro rata in parts that add up to the sale exactly, restocks through the ledger and takes the cash from the session", async () => {
    const order = await sale();
    expect(order.totalDiscount).toBeGreaterThan(0);
    const lotA = order.items.find((item) => item.productId === a.id)?.lots[0].lotId as string;
    const stockBefore = await ledgerOf(lotA);
    const cashBefore = await sessionBalance(till.sessionId as string);

    const first = expectData(await giveBack(order, [lotLine(order, a.id, 1), lotLine(order, b.id, 2, false)])).returnOrder;
    expect(first).toMatchObject({ kind: "RETURN", parentOrderId: order.id, orderType: "RETURN", status: "RETURNED", paymentStatus: "REFUNDED" });
    expect(first.secondaryId).toMatch(/^RTN-\d{6}$/);
    const itemA = order.items.find((item) => item.productId === a.id) as Order["items"][number];
    // one unit of three: round(total × 1/3) of each of the line's amounts
    expect(first.items.find((item) => item.productId === a.id)).toMatchObject({ quantity: 1, totalPrice: Math.round((itemA.totalPrice * 100) / 3) / 100 });
    expect(await ledgerOf(lotA)).toEqual({ quantity: stockBefore.quantity + 1, ledger: stockBefore.ledger + 1 });
    expect(await sessionBalance(till.sessionId as string)).toBeCloseTo(cashBefore - first.totalAmount, 2);
    const parent = await call<Order & { status: string }>(`query ($id: ID) { getOrder(id: $id) { ${ORDER_FIELDS} } }`, "getOrder", { id: order.id }, world.token);
    expect(parent).toMatchObject({ status: "PARTIALLY_RETURNED", paymentStatus: "PARTIALLY_REFUNDED" });
    expect(parent.items.find((item) => item.productId === b.id)).toMatchObject({ returnedQuantity: 2 });

    const rest = expectData(await giveBack(order, [lotLine(order, a.id, 2), lotLine(order, b.id, 5)], { refundMethod: "CARD", refundMethodReason: "Customer asked for it on the card" })).returnOrder;
    // every paisa back, and no more
    expect(Math.round((first.totalAmount + rest.totalAmount) * 100)).toBe(Math.round(order.totalAmount * 100));
    expect(Math.round((first.totalDiscount + rest.totalDiscount) * 100)).toBe(Math.round(order.totalDiscount * 100));
    expect(Math.round((first.tax + rest.tax) * 100)).toBe(Math.round(order.tax * 100));
    const after = await call<Order>(`query ($id: ID) { getOrder(id: $id) { ${ORDER_FIELDS} } }`, "getOrder", { id: order.id }, world.token);
    expect(after).toMatchObject({ status: "RETURNED", paymentStatus: "REFUNDED" });
    expectGqlError(await giveBack(order, [lotLine(order, a.id, 1)]), "CONFLICT", `Order ${order.secondaryId} is returned: only a completed sale can be returned.`);

    const [refunds] = await queryApiDatabase<{ returned: string }>(
      "select coalesce(sum(p.amount), 0)::text as returned from order_payments p join orders o on o.id = p.order_id where o.parent_order_id = $1 and o.kind = 'RETURN'",
      [order.id],
    );
    expect(Number(refunds.returned)).toBeCloseTo(order.totalAmount, 2);
  });

  it("never gives back more than was sold, refuses to restock an expired lot, and answers a retry with the same return", async () => {
    const order = await sale();
    const tooMany = expectGqlError(await giveBack(order, [lotLine(order, a.id, 4)]), "BAD_USER_INPUT");
    expect(tooMany.message).toBe(`Only 3 of ${a.name} (lot ${order.items.find((item) => item.productId === a.id)?.lots[0].actionId}) can still be returned.`);
    expectGqlError(await giveBack(order, [lotLine(order, a.id, 1), lotLine(order, a.id, 1)]), "BAD_USER_INPUT", "Each lot of the sale may appear once in a return.");
    const lotB = order.items.find((item) => item.productId === b.id)?.lots[0].lotId as string;
    await queryApiDatabase("update product_lots set batch_expiry = current_date - 1 where id = $1", [lotB]);
    try {
      expect(expectGqlError(await giveBack(order, [lotLine(order, b.id, 1)]), "BAD_USER_INPUT").message).toMatch(/has expired: write it off instead of restocking it\.$/);
      const before = await ledgerOf(lotB);
      const key = newKey();
      const input = { idempotencyKey: key, orderId: order.id, registerId: till.id, lines: [lotLine(order, b.id, 1, false)], refundMethod: "CARD", refundMethodReason: "Customer asked for it on the card" };
      const once = expectData(await gql<{ returnOrder: ReturnedOrder }>(RETURN, { input }, { token: world.token })).returnOrder;
      const again = expectData(await gql<{ returnOrder: ReturnedOrder }>(RETURN, { input }, { token: world.token })).returnOrder;
      expect(again.id).toBe(once.id);
      // written off: the unit does not come back into stock
      expect(await ledgerOf(lotB)).toEqual(before);
    } finally {
      await queryApiDatabase("update product_lots set batch_expiry = current_date + 300 where id = $1", [lotB]);
    }
  });

  it("lets one of two returns of the same line at once through and refuses the other", async () => {
    const order = await sale();
    const units = order.items.find((item) => item.productId === b.id)?.lots[0].quantity ?? 0;
    const results = await Promise.all([giveBack(order, [lotLine(order, b.id, units)]), giveBack(order, [lotLine(order, b.id, units)])]);
    const done = results.filter((result) => result.data?.returnOrder);
    expect(done).toHaveLength(1);
    const refused = results.find((result) => !result.data?.returnOrder);
    expect(refused?.errors?.[0].message).toMatch(/^Only 0 of .* can still be returned\.$/);
  });

  it("refuses a cash refund the drawer cannot pay, a register of another store, another tenant and a user without the right", async () => {
    const order = await sale();
    await queryApiDatabase("update register_sessions set balance = 0.5 where id = $1", [till.sessionId]);
    try {
      expect(expectGqlError(await giveBack(order, [lotLine(order, a.id, 1)]), "CONFLICT").message).toMatch(/^Register .* has PKR 0\.50 in cash, not enough for a refund of PKR/);
    } finally {
      await queryApiDatabase("update register_sessions set balance = 5000 where id = $1", [till.sessionId]);
    }
    const dhaTill = await register(world, world.dhaId);
    expectGqlError(await giveBack(order, [lotLine(order, a.id, 1)], { registerId: dhaTill.id }), "BAD_USER_INPUT", "Return it at a register of the store where it was sold.");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await giveBack(order, [lotLine(order, a.id, 1)], {}, acme.token), "NOT_FOUND");
    const readonly = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "readonly@demo.test", password: "Readonly@12345") { token } }`)).loginUser.token;
    expectGqlError(await giveBack(order, [lotLine(order, a.id, 1)], {}, readonly), "FORBIDDEN");
    const cashier = await login(demoCashier.email, demoCashier.password);
    expect(expectData(await giveBack(order, [lotLine(order, a.id, 1)], { idempotencyKey: randomUUID().replace(/-/g, "") }, cashier.token)).returnOrder.kind).toBe("RETURN");
  });
});

describe("the return order list and its details", () => {
  const LIST = `query ($search: String, $locationId: ID) { getReturnedOrders(search: $search, locationId: $locationId, limit: 50) {
    data { id secondaryId parentOrderId order { secondaryId } status comment totalAmount paymentMethod registerSessionId customer { name phoneNumber }
      location { name } session { openedBy { firstName } } items { name quantity totalPrice lots { actionId } } } meta { totalCount } } }`;
  const ONE = `query ($id: ID!) { getReturnOrder(id: $id) { id secondaryId order { secondaryId } totalAmount items { name } } }`;

  it("lists the returns of the allowed locations by product name, newest first, and reads one", async () => {
    const order = await sale();
    const returned = expectData(await giveBack(order, [lotLine(order, b.id, 1)])).returnOrder;
    const found = expectData(await gql<{ getReturnedOrders: { data: { id: string; order: { secondaryId: string }; paymentMethod: string; location: { name: string }; session: { openedBy: { firstName: string } }; items: { name: string; lots: { actionId: string }[] }[] }[] } }>(
      LIST,
      { search: b.name.slice(0, 18), locationId: world.storeId },
      { token: world.token },
    )).getReturnedOrders.data;
    const mine = found.find((each) => each.id === returned.id);
    expect(mine).toMatchObject({ order: { secondaryId: order.secondaryId }, paymentMethod: "CASH", location: { name: "Gulberg Store" }, items: [{ name: b.name }] });
    expect(mine?.items[0].lots[0].actionId).toBeTruthy();
    expect(mine?.session.openedBy.firstName).toBeTruthy();
    expect(expectData(await gql<{ getReturnOrder: { id: string } }>(ONE, { id: returned.id }, { token: world.token })).getReturnOrder.id).toBe(returned.id);
    expectGqlError(await gql(ONE, { id: order.id }, { token: world.token }), "NOT_FOUND", "No Return Order Found");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(ONE, { id: returned.id }, { token: acme.token }), "NOT_FOUND");
    const readonly = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "readonly@demo.test", password: "Readonly@12345") { token } }`)).loginUser.token;
    expectGqlError(await gql(LIST, {}, { token: readonly }), "FORBIDDEN");
  });
});
