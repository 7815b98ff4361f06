// The POS sale through the real server: FEFO allocation (opened pack first, then earliest expiry; a scanned lot
// honoured; expired stock refused), totals exact to the paisa for tax-inclusive lines, the platform fee, split
// payments with change, the cart summary equal to the order, retries by idempotency key (also concurrent), a
// register that is not open, and the session's cash balance.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { call } from "./catalogueHelpers";
import {
  cart,
  ledgerOf,
  newKey,
  newProduct,
  register,
  salesOps,
  salesWorld,
  sell,
  sessionBalance,
  sold,
  stock,
  summary,
  type Order,
  type SalesWorld,
  type TestRegister,
} from "./ordersHelpers";

let world: SalesWorld;
let till: TestRegister;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId, { opening: 5000 });
});

describe("createOrder", () => {
  it("allocates FEFO: the opened pack first, then the earliest expiry, and writes a COMPLETED, PAID counter sale", async () => {
    const product = await newProduct(world);
    const lots = await stock(world, product, world.storeId, [
      { packs: 1, days: 300 },
      { packs: 1, days: 100 },
      { packs: 1, days: 200 },
    ]);
    const [late, early, middle] = lots;
    // open the late pack: one unit sold from it by scanning it
    const first = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1, lotId: late.id }]), [{ method: "CASH", amount: 10 }]);
    expect(first.items[0].lots).toEqual([expect.objectContaining({ lotId: late.id, quantity: 1 })]);
    expect(first).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAID",
      orderType: "PICKUP",
      orderSource: "POS",
      orderChannel: "POS",
      fulfillmentStatus: "FULFILLED",
      shippingStatus: "NOT_APPLICABLE",
      registerId: till.id,
      sessionId: till.sessionId,
      secondaryId: `${till.secondaryId.replace(/^REG-/, "")}-000001`,
    });

    // 9 left in the opened late pack, then the early pack, then the middle one
    const second = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 15 }]), [{ method: "CASH", amount: 150 }]);
    expect(second.secondaryId).toBe(`${till.secondaryId.replace(/^REG-/, "")}-000002`);
    expect(second.items[0].lots.map((lot) => [lot.lotId, lot.quantity]).sort()).toEqual(
      [
        [late.id, 9],
        [early.id, 6],
      ].sort(),
    );
    const third = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 5 }]), [{ method: "CASH", amount: 50 }]);
    // early is opened now (4 left): it goes before the unopened middle pack
    expect(third.items[0].lots.map((lot) => [lot.lotId, lot.quantity]).sort()).toEqual(
      [
        [early.id, 4],
        [middle.id, 1],
      ].sort(),
    );
    for (const lot of lots) {
      const { quantity, ledger } = await ledgerOf(lot.id);
      expect(quantity).toBe(ledger);
    }
    expect((await ledgerOf(late.id)).quantity).toBe(0);
    expect((await ledgerOf(middle.id)).quantity).toBe(9);
  });

  it("honours a scanned lot and refuses an expired one, naming the product", async () => {
    const product = await newProduct(world);
    const [soon, later] = await stock(world, product, world.storeId, [
      { packs: 1, days: 30 },
      { packs: 1, days: 400 },
    ]);
    const order = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 2, lotId: later.id }]), [{ method: "CASH", amount: 20 }]);
    expect(order.items[0].lots).toEqual([expect.objectContaining({ lotId: later.id, quantity: 2 })]);
    await queryApiDatabase("update product_lots set batch_expiry = current_date - 1 where id = $1", [soon.id]);
    const refused = await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1, lotId: soon.id }]), [{ method: "CASH", amount: 10 }]);
    const error = expectGqlError(refused, "CONFLICT");
    expect(error.message).toContain(product.name);
    expect(error.message).toContain("expired");
    // without a scan the expired pack is not sold either: 8 available, 9 asked
    const tooMany = await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 9 }]), [{ method: "CASH", amount: 90 }]);
    expect(expectGqlError(tooMany, "CONFLICT").message).toMatch(new RegExp(`Only 8 of ${product.name} are available at Gulberg Store\\. 10 more have expired\\.`));
  });

  it("prices tax-inclusive and exclusive lines exactly and splits payments with change; the cart summary is the order", async () => {
    const inclusive = await newProduct(world, { maximumRetailPrice: 123.4, sellingTaxRate: 17, isTaxInclusive: true });
    const exclusive = await newProduct(world, { maximumRetailPrice: 99.9, sellingTaxRate: 18, isTaxInclusive: false });
    const untaxed = await newProduct(world, { maximumRetailPrice: 33.3, sellingTaxRate: 0 });
    for (const product of [inclusive, exclusive, untaxed]) await stock(world, product, world.storeId, [{ packs: 2, days: 200 }]);
    const items = [
      { productId: inclusive.id, quantity: 3 },
      { productId: exclusive.id, quantity: 7 },
      { productId: untaxed.id, quantity: 1 },
      { productId: inclusive.id, quantity: 2 },
    ];
    const theCart = cart(world.storeId, till.id, items);
    const shown = await summary(world.token, theCart);
    // inclusive: 12.34 × 5 = 61.70, excl = round(61.70 / 1.17) = 52.74, tax 8.96
    // exclusive: 9.99 × 7 = 69.93, tax = round(69.93 × 18%) = 12.59, total 82.52; untaxed 3.33
    expect(shown.lines.map((line) => [line.productId, line.quantity, line.subTotal, line.tax, line.totalPrice])).toEqual([
      [inclusive.id, 5, 61.7, 8.96, 61.7],
      [exclusive.id, 7, 69.93, 12.59, 82.52],
      [untaxed.id, 1, 3.33, 0, 3.33],
    ]);
    expect(shown).toMatchObject({ subtotal: 134.96, tax: 21.55, totalDiscount: 0, platformFee: 0, total: 147.55, discounts: [], integrations: [] });
    expect(shown.lines[0].lots).toHaveLength(1);
    expect(shown.lines[0].availableQuantity).toBe(20);

    const before = await sessionBalance(till.sessionId as string);
    const order = await sold(world.token, theCart, [
      { method: "CARD", amount: 100 },
      { method: "CASH", amount: 50 },
    ]);
    expect(order).toMatchObject({ subtotal: shown.subtotal, tax: shown.tax, totalDiscount: shown.totalDiscount, platformFee: shown.platformFee, totalAmount: shown.total, changeDue: 2.45 });
    expect(order.items.map((item) => [item.productId, item.quantity, item.unitPrice, item.subTotal, item.tax, item.totalPrice, item.isTaxInclusive, item.taxRate])).toEqual(
      shown.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.subTotal, line.tax, line.totalPrice, line.isTaxInclusive, line.taxRate]),
    );
    expect(order.payments.map((payment) => [payment.method, payment.amount, payment.tendered, payment.change])).toEqual([
      ["CARD", 100, 100, 0],
      ["CASH", 47.55, 50, 2.45],
    ]);
    // what the sale answered is what the order reads back as
    expect(await call<Order>(salesOps.getOrder, "getOrder", { id: order.id }, world.token)).toEqual(order);
    // cash taken (not tendered) goes into the drawer
    expect(await sessionBalance(till.sessionId as string)).toBeCloseTo(before + 47.55, 2);
    // the order's gross, tax and fees are split over its payments exactly
    const shares = await queryApiDatabase<{ gross: string; tax: string; discount: string; fees: string; amount: string }>(
      "select sum(gross_share)::text as gross, sum(tax_share)::text as tax, sum(discount_share)::text as discount, sum(fees_share)::text as fees, sum(amount)::text as amount from order_payments where order_id = $1",
      [order.id],
    );
    expect(shares[0]).toEqual({ gross: "134.96", tax: "21.55", discount: "0.00", fees: "0.00", amount: "147.55" });
  });

  it("adds the location's platform fee for the order type, with its tax, in the summary and the order alike", async () => {
    await queryApiDatabase(
      `insert into platform_fee_configs (tenant_id, location_id, name, order_type, platform_fee_type, platform_fee_value, platform_fee_tax_rate, platform_fee_taxable, platform_fee_account_code)
       values ($1, $2, 'Delivery fee', 'DELIVERY', 'PERCENTAGE', 2.5, 16, true, '4010')
       on conflict (tenant_id, location_id, order_type) do update set platform_fee_type = 'PERCENTAGE', platform_fee_value = 2.5, platform_fee_tax_rate = 16, platform_fee_taxable = true`,
      [world.session.tenant.id, world.dhaId],
    );
    const dhaTill = await register(world, world.dhaId);
    const a = await newProduct(world, { maximumRetailPrice: 123.4, sellingTaxRate: 17 });
    const b = await newProduct(world, { maximumRetailPrice: 57.7, sellingTaxRate: 5 });
    await stock(world, a, world.dhaId, [{ packs: 1, days: 200 }]);
    await stock(world, b, world.dhaId, [{ packs: 1, days: 200 }]);
    const customer = await call<{ id: string }>(`mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`, "createCustomer", { input: { name: "Fee Customer", phoneNumber: `+92333${String(Date.now()).slice(-7)}` } }, world.token);
    const address = await call<{ id: string }>(`mutation ($c: ID!, $input: AddressInput!) { createAddress(customerId: $c, input: $input) { id } }`, "createAddress", { c: customer.id, input: { streetAddress1: "House 1" } }, world.token);
    const theCart = cart(world.dhaId, dhaTill.id, [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 4 }], { orderType: "DELIVERY", customerId: customer.id, addressId: address.id });
    const shown = await summary(world.token, theCart);
    // lines 37.02 + 23.08 = 60.10; fee round(60.10 × 2.5%) = 1.50; its tax round(1.50 × 16%) = 0.24
    expect(shown).toMatchObject({ subtotal: 60.1, platformFee: 1.5, platformFeeTax: 0.24, total: 61.84 });
    const order = await sold(world.token, theCart, [{ method: "CASH", amount: 61.84 }]);
    expect(order).toMatchObject({ orderType: "DELIVERY", subtotal: 60.1, tax: shown.tax, platformFee: 1.5, platformFeeTax: 0.24, totalAmount: 61.84, changeDue: 0 });
    const [shares] = await queryApiDatabase<{ fees: string }>("select sum(fees_share)::text as fees from order_payments where order_id = $1", [order.id]);
    expect(shares.fees).toBe("1.74");
    // the same cart as a pickup pays no fee
    expect((await summary(world.token, { ...theCart, orderType: "PICKUP", addressId: null })).platformFee).toBe(0);
  });

  it("refuses payments that do not cover the total, or non-cash payments above it", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 200 }]);
    const theCart = cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]);
    const short = await sell(world.token, theCart, [
      { method: "CARD", amount: 5 },
      { method: "CASH", amount: 14.99 },
    ]);
    expect(expectGqlError(short, "BAD_USER_INPUT", "Payments of Rs 19.99 do not cover the total of Rs 20.00.").extensions?.fields).toHaveProperty("payments");
    const over = await sell(world.token, theCart, [{ method: "CARD", amount: 25 }]);
    expect(expectGqlError(over, "BAD_USER_INPUT").extensions?.fields).toHaveProperty("payments");
    expect((await ledgerOf((await queryApiDatabase<{ id: string }>("select id from product_lots where product_id = $1", [product.id]))[0].id)).quantity).toBe(10);
  });

  it("answers a retried key with the first order, once, also when both arrive at the same time; another request with the key is refused", async () => {
    const product = await newProduct(world);
    const [lot] = await stock(world, product, world.storeId, [{ packs: 1, days: 200 }]);
    const theCart = cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]);
    const key = newKey();
    const first = await sold(world.token, theCart, [{ method: "CASH", amount: 20 }], { idempotencyKey: key });
    const again = await sold(world.token, theCart, [{ method: "CASH", amount: 20 }], { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.secondaryId).toBe(first.secondaryId);
    const other = await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 3 }]), [{ method: "CASH", amount: 30 }], { idempotencyKey: key });
    expectGqlError(other, "CONFLICT", "This request key was already used for a different request.");

    const racing = newKey();
    const both = await Promise.all([0, 1].map(() => sold(world.token, theCart, [{ method: "CASH", amount: 20 }], { idempotencyKey: racing })));
    expect(both[0].id).toBe(both[1].id);
    expect((await ledgerOf(lot.id)).quantity).toBe(10 - 2 - 2);
    const [{ count }] = await queryApiDatabase<{ count: number }>("select count(*)::int as count from order_items where product_id = $1", [product.id]);
    expect(count).toBe(2);
  });

  it("refuses a register that is not open, one at another location, an unknown or inactive product, a bad quantity", async () => {
    const closed = await register(world, world.storeId, { open: false });
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 1, days: 200 }]);
    const line = [{ productId: product.id, quantity: 1 }];
    expectGqlError(await sell(world.token, cart(world.storeId, closed.id, line), [{ method: "CASH", amount: 10 }]), "CONFLICT", `Register ${closed.name} is not open. Open it before selling.`);
    expectGqlError(await sell(world.token, cart(world.dhaId, till.id, line), [{ method: "CASH", amount: 10 }]), "BAD_USER_INPUT");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }]), [{ method: "CASH", amount: 10 }]), "NOT_FOUND");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 0 }]), [{ method: "CASH", amount: 10 }]), "BAD_USER_INPUT");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 10_001 }]), [{ method: "CASH", amount: 15 }]), "BAD_USER_INPUT");
    const inactive = await newProduct(world, { status: "INACTIVE" });
    const refused = await sell(world.token, cart(world.storeId, till.id, [{ productId: inactive.id, quantity: 1 }]), [{ method: "CASH", amount: 10 }]);
    expect(expectGqlError(refused, "BAD_USER_INPUT").message).toContain(inactive.name);
    const tooManyLines = Array.from({ length: 201 }, () => ({ productId: product.id, quantity: 1 }));
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, tooManyLines), [{ method: "CASH", amount: 10 }]), "BAD_USER_INPUT");
  });

  it("merges lines of one product and lot, and takes a scanned lot's units before FEFO fills the rest", async () => {
    const product = await newProduct(world);
    const [soon, later] = await stock(world, product, world.storeId, [
      { packs: 1, days: 100 },
      { packs: 1, days: 300 },
    ]);
    const order = await sold(
      world.token,
      cart(world.storeId, till.id, [
        { productId: product.id.toUpperCase(), quantity: 2 },
        { productId: product.id, quantity: 9, lotId: later.id.toUpperCase() },
        { productId: product.id, quantity: 3 },
      ]),
      [{ method: "CASH", amount: 140 }],
    );
    expect(order.items.map((item) => item.quantity)).toEqual([5, 9]);
    // the scanned 9 leave 1 in the later pack, now opened: FEFO takes it before the unopened sooner pack
    expect(order.items[0].lots).toHaveLength(2);
    expect(order.items[0].lots).toEqual(expect.arrayContaining([expect.objectContaining({ lotId: later.id, quantity: 1 }), expect.objectContaining({ lotId: soon.id, quantity: 4 })]));
    expect(order.items[1].lots).toEqual([expect.objectContaining({ lotId: later.id, quantity: 9 })]);
    for (const lot of [soon, later]) {
      const { quantity, ledger } = await ledgerOf(lot.id);
      expect(quantity).toBe(ledger);
    }
    expect((await ledgerOf(later.id)).quantity + (await ledgerOf(soon.id)).quantity).toBe(20 - 14);
  });

  it("is refused without the sell permission, at another location, and for another tenant's register", async () => {
    const product = await newProduct(world);
    const theCart = cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]);
    const readonly = await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "readonly@demo.test", password: "Readonly@12345") { token } }`);
    const readonlyToken = expectData(readonly).loginUser.token;
    expectGqlError(await sell(readonlyToken, theCart, [{ method: "CASH", amount: 10 }]), "FORBIDDEN");
    const warehouse = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "warehouse@demo.test", password: "Warehouse@12345") { token } }`)).loginUser.token;
    expectGqlError(await sell(warehouse, theCart, [{ method: "CASH", amount: 10 }]), "FORBIDDEN");
    const acme = expectData(await gql<{ loginUser: { token: string; allowedLocations: { id: string }[] } }>(`mutation { loginUser(email: "admin@acme.test", password: "Admin@12345") { token allowedLocations { id } } }`)).loginUser;
    const acmeCart = cart(acme.allowedLocations[0].id, till.id, [{ productId: product.id, quantity: 1 }]);
    expectGqlError(await sell(acme.token, acmeCart, [{ method: "CASH", amount: 10 }]), "NOT_FOUND");
  });
});
