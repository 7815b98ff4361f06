// Order.timeline through the real server: the sale, each status change and each receipt print of one order, in
// order, with who did it; nothing of other orders; only readers of order details may ask for it.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { demoCashier } from "../support/logins";
import { cart, newProduct, register, salesOps, salesWorld, sold, stock, type Order, type SalesWorld, type TestRegister } from "./ordersHelpers";

const TIMELINE = `query ($id: ID!) { getOrder(id: $id) { id timeline { id action details createdAt user { id firstName lastName } } } }`;

type Timeline = { id: string; action: string; details: Record<string, unknown> | null; createdAt: string; user: { firstName: string; lastName: string } | null }[];

let world: SalesWorld;
let till: TestRegister;
let order: Order;
let other: Order;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId);
  const product = await newProduct(world);
  await stock(world, product, world.storeId, [{ packs: 2, days: 300 }]);
  order = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]), [{ method: "CASH", amount: 500 }]);
  other = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), [{ method: "CASH", amount: 500 }]);
});

async function timelineOf(id: string, token = world.token): Promise<Timeline> {
  return expectData(await gql<{ getOrder: { timeline: Timeline } }>(TIMELINE, { id }, { token })).getOrder.timeline;
}

describe("Order.timeline", () => {
  it("lists the sale, its status changes and its prints, oldest first, with the user's name", async () => {
    expectData(await gql(salesOps.processOrder, { orderId: order.id, status: "FULFILLED" }, { token: world.token }));
    expectData(await gql(salesOps.markOrderPrinted, { orderId: order.id }, { token: world.token }));
    expectData(await gql(salesOps.markOrderPrinted, { orderId: order.id }, { token: world.token }));

    const timeline = await timelineOf(order.id);
    expect(timeline.map((entry) => entry.action)).toEqual(["CREATE", "UPDATE", "UPDATE", "UPDATE"]);
    expect(timeline[1].details).toMatchObject({ from: "COMPLETED", status: "FULFILLED" });
    expect(timeline[2].details).toMatchObject({ printed: true });
    const admin = world.session.user;
    for (const entry of timeline) expect(entry.user).toEqual({ id: admin.id, firstName: admin.firstName, lastName: admin.lastName });
    const times = timeline.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("holds nothing of another order", async () => {
    const timeline = await timelineOf(other.id);
    expect(timeline.map((entry) => entry.action)).toEqual(["CREATE"]);
  });

  it("is refused to a cashier, who may read the order for its receipt but not its details", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    const receipt = expectData(await gql<{ getOrder: { id: string; printCount: number } }>(`query ($id: ID!) { getOrder(id: $id) { id printCount } }`, { id: order.id }, { token: cashier.token }));
    expect(receipt.getOrder.printCount).toBe(2);
    expectGqlError(await gql(TIMELINE, { id: order.id }, { token: cashier.token }), "FORBIDDEN");
  });
});
