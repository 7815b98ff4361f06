// How a return's money goes back (issue 25, item 4): to the sale's own methods (a card sale is never paid back from
// the drawer by a cashier), pro rata across a split sale's methods so that its returns add up, per method, to what
// each paid, to the paisa; another method only for a user holding sales-orders:return-order:refund-any-method, with a
// reason the return order and the activity log keep. And createOrder refuses a sale of order type RETURN.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { demoCashier, demoManager } from "../support/logins";
import { cart, newKey, newProduct, ORDER_FIELDS, register, salesWorld, sell, sessionBalance, sold, stock, type Order, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

const RETURN = `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { ${ORDER_FIELDS} refundMethodReason refundMethodChosenBy { firstName } } }`;
const RETURN_ORDER = `query ($id: ID!) { getReturnOrder(id: $id) { id paymentMethod refunds { method amount } refundMethodReason refundMethodChosenBy { firstName lastName } } }`;
type Returned = Order & { refundMethodReason: string | null; refundMethodChosenBy: { firstName: string } | null };

let world: SalesWorld;
let till: TestRegister;
let product: SaleProduct;
let cashier: LoginPayload;
let manager: LoginPayload;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId, { opening: 5000 });
  // Rs 33.37 a piece: thirds that do not split evenly
  product = await newProduct(world, { maximumRetailPrice: 333.7 });
  await stock(world, product, world.storeId, [{ packs: 6, days: 300 }]);
  [cashier, manager] = await Promise.all([login(demoCashier.email, demoCashier.password), login(demoManager.email, demoManager.password)]);
});

const saleOf = (units: number, payments: (total: number) => { method: string; amount: number }[]) => {
  const order = cart(world.storeId, till.id, [{ productId: product.id, quantity: units }]);
  const total = Math.round(units * 33.37 * 100) / 100;
  return sold(world.token, order, payments(total));
};

const lines = (order: Order, quantity: number) => [{ orderItemLotId: order.items[0].lots[0].id, quantity, restock: true }];

const giveBack = (order: Order, quantity: number, token: string, extra: object = {}) =>
  gql<{ returnOrder: Returned }>(RETURN, { input: { idempotencyKey: newKey(), orderId: order.id, registerId: till.id, lines: lines(order, quantity), ...extra } }, { token });

const paisa = (amount: number) => Math.round(amount * 100);
const byMethod = (payments: { method: string; amount: number }[]) => {
  const sums: Record<string, number> = {};
  for (const payment of payments) sums[payment.method] = (sums[payment.method] ?? 0) + paisa(payment.amount);
  return sums;
};

describe("a return's refund method", () => {
  it("gives a card sale back to the card: a cashier cannot take it from the drawer, and the drawer does not move", async () => {
    const order = await saleOf(3, (total) => [{ method: "CARD", amount: total }]);
    const cashBefore = await sessionBalance(till.sessionId as string);

    const inCash = expectGqlError(await giveBack(order, 1, cashier.token, { refundMethod: "CASH", refundMethodReason: "Card machine is down" }), "FORBIDDEN");
    expect(inCash.message).toBe("This sale was paid by Card: its refund goes back the same way. Only a user allowed to choose the refund method can refund it by Cash.");
    expect(await sessionBalance(till.sessionId as string)).toBe(cashBefore);
    const [{ returns }] = await queryApiDatabase<{ returns: number }>("select count(*)::int as returns from orders where parent_order_id = $1", [order.id]);
    expect(returns).toBe(0);

    const back = expectData(await giveBack(order, 1, cashier.token)).returnOrder;
    expect(back.payments.map((payment) => ({ method: payment.method, amount: payment.amount }))).toEqual([{ method: "CARD", amount: back.totalAmount }]);
    expect(back).toMatchObject({ refundMethodReason: null, refundMethodChosenBy: null });
    expect(await sessionBalance(till.sessionId as string)).toBe(cashBefore);
    // naming the sale's own method is no choice: no permission needed
    expect(expectData(await giveBack(order, 1, cashier.token, { refundMethod: "CARD" })).returnOrder.payments.map((payment) => payment.method)).toEqual(["CARD"]);
  });

  it("splits a split sale's refunds pro rata: each return adds up to its refund, all of them to what each method paid", async () => {
    // 7 × 33.37 = 233.59: 100.00 cash, 133.59 card
    const order = await saleOf(7, (total) => [{ method: "CASH", amount: 100 }, { method: "CARD", amount: Math.round((total - 100) * 100) / 100 }]);
    expect(byMethod(order.payments)).toEqual({ CASH: 10000, CARD: 13359 });
    const returned: Returned[] = [];
    for (const units of [1, 1, 2, 3]) {
      const cashBefore = await sessionBalance(till.sessionId as string);
      const back = expectData(await giveBack(order, units, cashier.token)).returnOrder;
      expect(back.payments.map((payment) => payment.method).sort()).toEqual(["CARD", "CASH"]);
      expect(back.payments.reduce((sum, payment) => sum + paisa(payment.amount), 0)).toBe(paisa(back.totalAmount));
      // only the cash part leaves the drawer
      expect(paisa(cashBefore) - paisa(await sessionBalance(till.sessionId as string))).toBe(byMethod(back.payments).CASH);
      returned.push(back);
    }
    const refunded = byMethod(returned.flatMap((back) => back.payments));
    expect(refunded).toEqual({ CASH: 10000, CARD: 13359 });
    const detail = expectData(await gql<{ getReturnOrder: { refunds: { method: string; amount: number }[] } }>(RETURN_ORDER, { id: returned[0].id }, { token: world.token })).getReturnOrder;
    expect(byMethod(detail.refunds)).toEqual(byMethod(returned[0].payments));
  });

  it("lets a manager choose another method only with a reason, which the return order and the activity log keep", async () => {
    const order = await saleOf(2, (total) => [{ method: "CARD", amount: total }]);
    const noReason = expectGqlError(await giveBack(order, 1, manager.token, { refundMethod: "CASH" }), "BAD_USER_INPUT");
    expect(noReason.extensions?.fields).toEqual({ refundMethodReason: "Please give the reason for refunding by another method than the sale's." });
    const cashBefore = await sessionBalance(till.sessionId as string);

    const back = expectData(await giveBack(order, 1, manager.token, { refundMethod: "CASH", refundMethodReason: "  Card machine is down  " })).returnOrder;
    expect(back.payments.map((payment) => ({ method: payment.method, amount: payment.amount }))).toEqual([{ method: "CASH", amount: back.totalAmount }]);
    expect(back).toMatchObject({ refundMethodReason: "Card machine is down", refundMethodChosenBy: { firstName: "Bilal" } });
    expect(paisa(cashBefore) - paisa(await sessionBalance(till.sessionId as string))).toBe(paisa(back.totalAmount));
    const detail = expectData(await gql<{ getReturnOrder: { paymentMethod: string; refundMethodReason: string; refundMethodChosenBy: { firstName: string; lastName: string } } }>(RETURN_ORDER, { id: back.id }, { token: world.token })).getReturnOrder;
    expect(detail).toMatchObject({ paymentMethod: "CASH", refundMethodReason: "Card machine is down", refundMethodChosenBy: { firstName: "Bilal", lastName: "Ahmed" } });

    const [logged] = await queryApiDatabase<{ userId: string; details: Record<string, unknown> }>(
      "select user_id as \"userId\", details from activity_log where entity = 'order' and entity_id = $1 and action = 'RETURN' order by created_at desc limit 1",
      [order.id],
    );
    expect(logged).toMatchObject({ userId: manager.user.id, details: { returnOrderId: back.id, refundMethodChosen: "CASH", refundMethodReason: "Card machine is down", refundMethodChosenBy: manager.user.id } });
  });
});

describe("createOrder and order types", () => {
  it("refuses a sale of order type RETURN, naming the field, and sells nothing", async () => {
    const order = cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }], { orderType: "RETURN" });
    const cashBefore = await sessionBalance(till.sessionId as string);
    const refused = expectGqlError(await sell(world.token, order, [{ method: "CASH", amount: 100 }]), "BAD_USER_INPUT");
    expect(refused.extensions?.fields).toEqual({ "order.orderType": "A sale cannot be of order type RETURN: take goods back with Order return (returnOrder)." });
    expect(await sessionBalance(till.sessionId as string)).toBe(cashBefore);
  });
});
