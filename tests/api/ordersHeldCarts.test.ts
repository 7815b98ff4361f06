// Held carts are not orders (issue 25, item 18): a cart parked at a till (HOLD) and one the till took back
// (CANCELLED, 'Resumed') stay out of Order Management, its count and its downloads; a status filter on HOLD
// still finds the parked ones. A sale and a really cancelled order are listed as before.
import { inject } from "vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData } from "../support/assertions";
import { call } from "./catalogueHelpers";
import { cart, newProduct, register, salesOps, salesWorld, sold, stock, type Order, type SalesWorld, type TestRegister } from "./ordersHelpers";

type OrderList = { data: Order[]; meta: { total: number } };

let world: SalesWorld;
let till: TestRegister;
let sale: Order;
let parked: Order;
let resumed: Order;
let soldFromHold: Order;

const ofTill = (extra: { field: string; operator: string; value: unknown }[] = []) => [
  { conditions: [{ field: "registerId", operator: "EQUAL", value: till.id }, ...extra], logicalOperator: "AND" },
];

async function ordersOfTill(extra: { field: string; operator: string; value: unknown }[] = []): Promise<OrderList> {
  return call<OrderList>(salesOps.getOrders, "getOrders", { locationId: world.storeId, limit: 50, filter: ofTill(extra) }, world.token);
}

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId);
  const product = await newProduct(world);
  await stock(world, product, world.storeId, [{ packs: 2, days: 200 }]);
  const theCart = cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]);
  sale = await sold(world.token, theCart, [{ method: "CASH", amount: 50 }]);
  parked = await call<Order>(salesOps.holdOrder, "holdOrder", { order: theCart }, world.token);
  const taken = await call<Order>(salesOps.holdOrder, "holdOrder", { order: theCart }, world.token);
  resumed = await call<Order>(salesOps.resumeHeldOrder, "resumeHeldOrder", { id: taken.id }, world.token);
  const again = await call<Order>(salesOps.holdOrder, "holdOrder", { order: theCart }, world.token);
  soldFromHold = await sold(world.token, theCart, [{ method: "CASH", amount: 50 }], { heldOrderId: again.id });
});

describe("held carts in order management", () => {
  it("lists the till's sales and counts them, without its held or resumed carts", async () => {
    expect(resumed).toMatchObject({ status: "CANCELLED", cancelledReason: "Resumed" });
    const listed = await ordersOfTill();
    expect(listed.data.map((order) => order.secondaryId).sort()).toEqual([sale.secondaryId, soldFromHold.secondaryId].sort());
    expect(listed.meta.total).toBe(2);
    const cancelled = await ordersOfTill([{ field: "status", operator: "EQUAL", value: "CANCELLED" }]);
    expect(cancelled.data).toEqual([]);
    expect(cancelled.meta.total).toBe(0);
  });

  it("finds the parked carts under a Held status filter", async () => {
    const held = await ordersOfTill([{ field: "status", operator: "EQUAL", value: "HOLD" }]);
    expect(held.data.map((order) => order.id)).toEqual([parked.id]);
    expect(held.meta.total).toBe(1);
  });

  it("keeps a cancelled order with another reason in the list", async () => {
    await queryApiDatabase("update orders set status = 'CANCELLED', cancelled_reason = 'Customer left' where id = $1", [sale.id]);
    try {
      const cancelled = await ordersOfTill([{ field: "status", operator: "EQUAL", value: "CANCELLED" }]);
      expect(cancelled.data.map((order) => order.id)).toEqual([sale.id]);
    } finally {
      await queryApiDatabase("update orders set status = 'COMPLETED', cancelled_reason = null where id = $1", [sale.id]);
    }
  });

  it("leaves held and resumed carts out of the orders and order items downloads", async () => {
    for (const operation of ["downloadOrders", "downloadOrderItems"]) {
      const link = expectData(
        await gql<Record<string, { url: string }>>(`query ($locationId: ID) { ${operation}(format: CSV, locationId: $locationId) { url } }`, { locationId: world.storeId }, { token: world.token }),
      )[operation];
      const csv = await (await fetch(`${inject("apiUrl")}${link.url}`)).text();
      expect(csv).toContain(sale.secondaryId);
      expect(csv).toContain(soldFromHold.secondaryId);
      expect(csv).not.toContain(parked.secondaryId);
      expect(csv).not.toContain(resumed.secondaryId);
    }
  });
});
