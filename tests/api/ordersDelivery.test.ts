// Delivery orders (issue 12; README "Orders: transitions"): a customer and one of their addresses, delivery
// charges and the location's DELIVERY platform fee; PROCESSING, shipping PENDING, UNFULFILLED; paid at the till or
// on delivery (UNPAID, then PAID with the cash into the register's session); shipped, delivered, completed;
// cancelled before payment puts the stock back through the ledger. The cart's customer, address and partner are
// the tenant's own.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { call } from "./catalogueHelpers";
import { cart, ledgerOf, newProduct, register, salesOps, salesWorld, sell, sessionBalance, sold, stock, summary, type Order, type SalesWorld, type TestRegister } from "./ordersHelpers";

let world: SalesWorld;
let till: TestRegister;
let customerId: string;
let addressId: string;
let otherAddressId: string;

let phoneRun = 0;
const freshPhone = () => `+92321${String(Date.now() % 1e5).padStart(5, "0")}${String((phoneRun += 1) % 100).padStart(2, "0")}`;

async function newCustomer(name: string, token = world.token): Promise<string> {
  return call<{ id: string }>(`mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`, "createCustomer", { input: { name, phoneNumber: freshPhone() } }, token).then((c) => c.id);
}
async function newAddress(owner: string, street: string): Promise<string> {
  return call<{ id: string }>(`mutation ($c: ID!, $input: AddressInput!) { createAddress(customerId: $c, input: $input) { id } }`, "createAddress", { c: owner, input: { streetAddress1: street } }, world.token).then((a) => a.id);
}

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId, { opening: 500 });
  customerId = await newCustomer(uniqueName("Delivery Customer"));
  addressId = await newAddress(customerId, "House 12, Street 4");
  otherAddressId = await newAddress(await newCustomer(uniqueName("Someone Else")), "Elsewhere 1");
});

const deliveryCart = (productId: string, extra: object = {}) =>
  cart(world.storeId, till.id, [{ productId, quantity: 2 }], { orderType: "DELIVERY", customerId, addressId, deliveryCharges: 150, mrNo: "MR-77", comment: "Ring twice", ...extra });

describe("a delivery order", () => {
  it("is priced with its delivery charges, and paid on delivery goes UNPAID → PAID with the cash into the session", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 1000 });
    const [lot] = await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const priced = await summary(world.token, deliveryCart(product.id));
    // 2 × Rs 100 + 150 delivery + the store's DELIVERY platform fee (demo data) and its tax
    expect(priced).toMatchObject({ subtotal: 200, deliveryCharges: 150, shippingDiscount: 0 });
    expect(priced.platformFee).toBeGreaterThan(0);
    const total = 350 + priced.platformFee + priced.platformFeeTax;
    expect(priced.total).toBe(total);

    const before = await sessionBalance(till.sessionId as string);
    const order = await sold(world.token, deliveryCart(product.id), []);
    expect(order).toMatchObject({
      status: "PROCESSING",
      orderType: "DELIVERY",
      paymentStatus: "UNPAID",
      shippingStatus: "PENDING",
      fulfillmentStatus: "UNFULFILLED",
      customerId,
      addressId,
      mrNo: "MR-77",
      comment: "Ring twice",
      deliveryCharges: 150,
      platformFee: priced.platformFee,
      totalAmount: total,
      payments: [],
      completedAt: null,
    });
    // the stock leaves with the rider
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 8, ledger: 8 });
    expect(await sessionBalance(till.sessionId as string)).toBe(before);
    const read = await call<Order & { customer: { name: string }; address: { line: string } }>(
      `query ($id: ID) { getOrder(id: $id) { id customer { id name phoneNumber } address { id line } } }`,
      "getOrder",
      { id: order.id },
      world.token,
    );
    expect(read.address.line).toContain("House 12, Street 4");

    const step = async (query: string, args: object) => expectData(await gql<Record<string, Order>>(query, { orderId: order.id, ...args }, { token: world.token }));
    expect((await step(salesOps.processShipping, { shippingStatus: "SHIPPED" })).processShipping.shippingStatus).toBe("SHIPPED");
    expect((await step(salesOps.processShipping, { shippingStatus: "IN_TRANSIT" })).processShipping.shippingStatus).toBe("IN_TRANSIT");
    expectGqlError(await gql(salesOps.processShipping, { orderId: order.id, shippingStatus: "PENDING" }, { token: world.token }), "CONFLICT", "An order that is in transit cannot become pending.");
    expect((await step(salesOps.processFulfillment, { fulfillmentStatus: "FULFILLED" })).processFulfillment.fulfillmentStatus).toBe("FULFILLED");
    const paid = (await step(salesOps.updatePaymentStatus, { paymentStatus: "PAID" })).updatePaymentStatus;
    expect(paid.paymentStatus).toBe("PAID");
    expect(paid.payments).toMatchObject([{ method: "CASH", status: "PAID", amount: total }]);
    expect(await sessionBalance(till.sessionId as string)).toBe(before + total);
    const done = (await step(salesOps.processOrder, { status: "COMPLETED" })).processOrder;
    expect(done.status).toBe("COMPLETED");
    expect(done.completedAt).not.toBeNull();
    expectGqlError(await gql(salesOps.processOrder, { orderId: order.id, status: "CANCELLED", reason: "late" }, { token: world.token }), "CONFLICT");
  });

  it("paid at the till is PAID at once; a paid delivery is not cancelled", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const { total } = await summary(world.token, deliveryCart(product.id, { deliveryCharges: 0 }));
    const order = await sold(world.token, deliveryCart(product.id, { deliveryCharges: 0 }), [{ method: "CARD", amount: total }]);
    expect(order).toMatchObject({ status: "PROCESSING", paymentStatus: "PAID", totalAmount: total });
    expectGqlError(
      await gql(salesOps.processOrder, { orderId: order.id, status: "CANCELLED", reason: "Customer not home" }, { token: world.token }),
      "CONFLICT",
      "A delivery that has been paid cannot be cancelled. Take it back as a return.",
    );
  });

  it("cancelled before payment puts its lots back through the ledger and gives its discount's use back", async () => {
    const product = await newProduct(world);
    const [lot] = await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const code = `DLV${Date.now().toString(36).toUpperCase()}`;
    const discount = await call<{ id: string }>(
      `mutation ($input: DiscountInput!) { createDiscount(input: $input) { id } }`,
      "createDiscount",
      { input: { title: "One delivery", code, type: "PERCENTAGE", scope: "CART", value: 5, limitUses: 1, startDate: new Date(Date.now() - 86_400_000).toISOString() } },
      world.token,
    );
    const order = await sold(world.token, deliveryCart(product.id, { discountCode: code }), []);
    const usedCount = async () => (await queryApiDatabase<{ used_count: number }>("select used_count from discounts where id = $1", [discount.id]))[0].used_count;
    expect(await usedCount()).toBe(1);
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 8, ledger: 8 });
    const cancelled = call<Order>(salesOps.processOrder, "processOrder", { orderId: order.id, status: "CANCELLED", reason: "Wrong address" }, world.token);
    expect((await cancelled).status).toBe("CANCELLED");
    expect(await ledgerOf(lot.id)).toEqual({ quantity: 10, ledger: 10 });
    const [movement] = await queryApiDatabase<{ kind: string; document_type: string }>(
      "select kind, document_type from stock_movements where lot_id = $1 and quantity > 0 and kind <> 'INTAKE'",
      [lot.id],
    );
    expect(movement).toEqual({ kind: "RETURN_FROM_CUSTOMER", document_type: "ORDER" });
    expect(await usedCount()).toBe(0);
  });

  it("takes the cash on delivery only into an open session of its register", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const order = await sold(world.token, deliveryCart(product.id), []);
    await queryApiDatabase("update register_sessions set status = 'CLOSED', closed_at = now() where id = $1", [till.sessionId]);
    try {
      expectGqlError(await gql(salesOps.updatePaymentStatus, { orderId: order.id, paymentStatus: "PAID" }, { token: world.token }), "CONFLICT", `Open register ${till.name} to take the payment on delivery.`);
    } finally {
      await queryApiDatabase("update register_sessions set status = 'OPENED', closed_at = null where id = $1", [till.sessionId]);
    }
  });
});

describe("the cart's customer, address and partner", () => {
  it("needs a customer and their address for a delivery, and delivery charges only on a delivery", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const noCustomer = expectGqlError(await sell(world.token, deliveryCart(product.id, { customerId: null, addressId: null }), []), "BAD_USER_INPUT");
    expect(noCustomer.message).toContain("Please select a customer for a delivery.");
    expect(noCustomer.message).toContain("Please select a delivery address.");
    expectGqlError(await sell(world.token, deliveryCart(product.id, { addressId: otherAddressId }), []), "BAD_USER_INPUT", "This address is not one of the customer's addresses.");
    expectGqlError(
      await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }], { deliveryCharges: 50 }), [{ method: "CASH", amount: 100 }]),
      "BAD_USER_INPUT",
      "Delivery charges apply only to a delivery.",
    );
    // a counter sale still needs a payment
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), []), "BAD_USER_INPUT", "Please add a payment.");
    expectGqlError(await sell(world.token, deliveryCart(product.id, { deliveryCharges: -1 }), []), "BAD_USER_INPUT");
  });

  it("refuses another tenant's customer or partner, and records a counter sale's customer", async () => {
    const acme = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "admin@acme.test", password: "Admin@12345") { token } }`)).loginUser.token;
    const foreign = await newCustomer(uniqueName("Acme Customer"), acme);
    const foreignPartner = await call<{ id: string }>(`mutation ($input: PartnerInput!) { createPartner(input: $input) { id } }`, "createPartner", { input: { name: uniqueName("Acme Partner"), type: "CORPORATE" } }, acme);
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 300 }]);
    const line = [{ productId: product.id, quantity: 1 }];
    expectGqlError(await gql(salesOps.calculateCartSummary, { order: cart(world.storeId, till.id, line, { customerId: foreign }) }, { token: world.token }), "BAD_USER_INPUT", "Customer not found.");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, line, { customerId: foreign }), [{ method: "CASH", amount: 10 }]), "BAD_USER_INPUT", "Customer not found.");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, line, { partnerId: foreignPartner.id }), [{ method: "CASH", amount: 10 }]), "BAD_USER_INPUT", "Partner not found.");
    const order = await sold(world.token, cart(world.storeId, till.id, line, { customerId }), [{ method: "CASH", amount: 10 }]);
    expect(order).toMatchObject({ customerId, status: "COMPLETED", orderType: "PICKUP" });
    const spent = await call<{ orders: { orderCount: number } }>(`query ($id: ID) { getCustomer(id: $id) { orders { orderCount totalSpent } } }`, "getCustomer", { id: customerId }, world.token);
    expect(spent.orders.orderCount).toBeGreaterThanOrEqual(1);
  });

  it("lets a cashier find and create a customer, and add a delivery address, but not edit customers", async () => {
    const cashier = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "cashier@demo.test", password: "Cashier@12345") { token } }`)).loginUser.token;
    const created = await newCustomer(uniqueName("Walk-in"), cashier);
    const address = await call<{ id: string }>(`mutation ($c: ID!, $input: AddressInput!) { createAddress(customerId: $c, input: $input) { id } }`, "createAddress", { c: created, input: { streetAddress1: "Flat 3" } }, cashier);
    expect(address.id).toBeTruthy();
    expectGqlError(await gql(`mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }`, { id: created, input: { name: "Changed", phoneNumber: freshPhone() } }, { token: cashier }), "FORBIDDEN");
    expect(await call<{ data: unknown[] }>(`query { getPartners(limit: 5) { data { id } } }`, "getPartners", {}, cashier)).toHaveProperty("data");
  });
});
