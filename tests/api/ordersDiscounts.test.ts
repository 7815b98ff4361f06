// Discounts at the till (issue 12): the summary shows each applied discount's title and amount and why a typed
// code does not apply (another location, expired, not yet started, unknown); the sale records its discount lines
// and refuses a refused code; limitUses is counted when the sale commits, exactly, under 8 tills at once;
// automatic product and buy-X-get-Y discounts and a partner's discount apply without a code.
// Every discount here is restricted to this file's own products or codes, so other files' totals never change.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { call } from "./catalogueHelpers";
import { cart, newProduct, register, salesOps, salesWorld, sell, sold, stock, summary, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

let world: SalesWorld;
let till: TestRegister;
let product: SaleProduct;

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
let codeRun = 0;
const freshCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${(codeRun += 1)}`;

type Discount = { id: string; code: string | null; title: string; usedCount: number; status: string };
async function newDiscount(input: Record<string, unknown>): Promise<Discount> {
  return call<Discount>(
    `mutation ($input: DiscountInput!) { createDiscount(input: $input) { id code title usedCount status } }`,
    "createDiscount",
    { input: { type: "PERCENTAGE", scope: "CART", value: 10, startDate: iso(-1), status: "ACTIVE", combinable: true, ...input } },
    world.token,
  );
}
const usedCountOf = (id: string) => call<Discount>(`query ($id: ID) { getDiscount(id: $id) { id usedCount } }`, "getDiscount", { id }, world.token).then((d) => d.usedCount);

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId, { opening: 0 });
  // Rs 100 a piece, no tax; 100 pieces at the store
  product = await newProduct(world, { maximumRetailPrice: 1000 });
  await stock(world, product, world.storeId, [{ packs: 10, days: 300 }]);
});

const line = (quantity: number, productId = product.id) => [{ productId, quantity }];

describe("a discount code at the till", () => {
  it("shows its title and amount in the summary, and the sale records it and counts the use", async () => {
    const code = freshCode("TENOFF");
    const discount = await newDiscount({ title: "Ten off the cart", code, value: 10, minPurchaseAmount: 500, productIds: [product.id] });
    const priced = await summary(world.token, cart(world.storeId, till.id, line(6), { discountCode: code.toLowerCase() }));
    // 6 × 100 = 600, 10% = 60
    expect(priced).toMatchObject({ subtotal: 600, totalDiscount: 60, total: 540, discountCodeRefusal: null });
    expect(priced.discounts).toEqual([{ discountId: discount.id, title: "Ten off the cart", code, scope: "CART", amount: 60 }]);
    const short = await summary(world.token, cart(world.storeId, till.id, line(4), { discountCode: code }));
    expect(short).toMatchObject({ totalDiscount: 0, discountCodeRefusal: `Code ${code} needs a purchase of at least Rs 500.00.` });

    const order = await sold(world.token, cart(world.storeId, till.id, line(6), { discountCode: code }), [{ method: "CASH", amount: 540 }]);
    expect(order).toMatchObject({ totalDiscount: 60, totalAmount: 540, orderDiscount: 60, productDiscount: 0 });
    expect(order.discountLines).toEqual([{ discountId: discount.id, title: "Ten off the cart", code, scope: "CART", amount: 60 }]);
    expect(order.items[0]).toMatchObject({ subTotal: 600, discount: 60, totalPrice: 540 });
    const read = await call<{ discountLines: unknown[] }>(`query ($id: ID) { getOrder(id: $id) { discountLines { title amount } } }`, "getOrder", { id: order.id }, world.token);
    expect(read.discountLines).toEqual([{ title: "Ten off the cart", amount: 60 }]);
    expect(await usedCountOf(discount.id)).toBe(1);
  });

  it("says why a code does not apply, and the sale refuses it rather than sell without it", async () => {
    const dhaOnly = freshCode("DHA");
    await newDiscount({ title: "DHA only", code: dhaOnly, locationIds: [world.dhaId] });
    const expired = freshCode("OLD");
    await newDiscount({ title: "Summer", code: expired, startDate: iso(-90), endDate: "2026-08-31T12:00:00.000Z" });
    const later = freshCode("LATER");
    await newDiscount({ title: "Next year", code: later, startDate: "2027-06-01T12:00:00.000Z" });
    const refusal = async (code: string) => (await summary(world.token, cart(world.storeId, till.id, line(1), { discountCode: code }))).discountCodeRefusal;
    expect(await refusal(dhaOnly)).toBe(`Code ${dhaOnly} is not for this location.`);
    expect(await refusal(expired)).toBe(`Code ${expired} expired on 31/08/2026.`);
    expect(await refusal(later)).toBe(`Code ${later} starts on 01/06/2027.`);
    expect(await refusal("NOSUCHCODE1")).toBe("Code NOSUCHCODE1 was not found.");
    expectGqlError(await sell(world.token, cart(world.storeId, till.id, line(1), { discountCode: expired }), [{ method: "CASH", amount: 100 }]), "BAD_USER_INPUT", `Code ${expired} expired on 31/08/2026.`);
  });

  it("counts limitUses exactly when 8 tills use it at once", async () => {
    const code = freshCode("LAST");
    const discount = await newDiscount({ title: "Three only", code, limitUses: 3, productIds: [product.id] });
    const tills = await Promise.all(Array.from({ length: 8 }, () => register(world, world.storeId, { opening: 0 })));
    const results = await Promise.all(tills.map((each) => sell(world.token, cart(world.storeId, each.id, line(1), { discountCode: code }), [{ method: "CASH", amount: 90 }])));
    const sales = results.filter((result) => result.data?.createOrder);
    expect(sales).toHaveLength(3);
    for (const result of results.filter((each) => !each.data?.createOrder)) {
      expect(result.errors?.[0].message).toMatch(/^(Discount Three only has been used up\.|Code \w+ has been used up\.)$/);
    }
    expect(await usedCountOf(discount.id)).toBe(3);
    expect((await summary(world.token, cart(world.storeId, till.id, line(1), { discountCode: code }))).discountCodeRefusal).toBe(`Code ${code} has been used up.`);
  });
});

describe("discounts without a code", () => {
  it("applies a product discount and a buy-X-get-Y on their own products, product lines first", async () => {
    const other = await newProduct(world, { maximumRetailPrice: 500 });
    await stock(world, other, world.storeId, [{ packs: 1, days: 300 }]);
    await newDiscount({ title: "Other 20% off", scope: "PRODUCT", value: 20, productIds: [other.id] });
    await newDiscount({ title: "Buy 2 get 1", scope: "BUY_X_GET_Y", value: 100, buyX: 2, getY: 1, getYDiscount: 100, productIds: [other.id] });
    const priced = await summary(world.token, cart(world.storeId, till.id, [...line(1), { productId: other.id, quantity: 3 }]));
    // other: 3 × 50 = 150; 20% = 30 → 120 left; 1 free unit of 50 → 80; product line untouched
    expect(priced.discounts.map((d) => [d.title, d.scope, d.amount])).toEqual([
      ["Other 20% off", "PRODUCT", 30],
      ["Buy 2 get 1", "BUY_X_GET_Y", 50],
    ]);
    expect(priced.lines.map((l) => l.discount)).toEqual([0, 80]);
    expect(priced.total).toBe(100 + 70);
    const order = await sold(world.token, cart(world.storeId, till.id, [...line(1), { productId: other.id, quantity: 3 }]), [{ method: "CASH", amount: 170 }]);
    expect(order).toMatchObject({ productDiscount: 80, orderDiscount: 0, totalAmount: 170 });
  });

  it("gives a partner's discount only to its partner's carts", async () => {
    const partner = await call<{ id: string }>(`mutation ($input: PartnerInput!) { createPartner(input: $input) { id } }`, "createPartner", { input: { name: uniqueName("Programme"), type: "DISCOUNT" } }, world.token);
    await newDiscount({ title: "Programme 5%", value: 5, partnerId: partner.id, productIds: [product.id] });
    expect((await summary(world.token, cart(world.storeId, till.id, line(2)))).totalDiscount).toBe(0);
    const withPartner = await summary(world.token, cart(world.storeId, till.id, line(2), { partnerId: partner.id }));
    expect(withPartner.discounts.map((d) => [d.title, d.amount])).toEqual([["Programme 5%", 10]]);
    const byCode = await call<{ id: string; title: string }>(`query ($p: ID) { getDiscount(partnerId: $p) { id title } }`, "getDiscount", { p: partner.id }, world.token);
    expect(byCode.title).toBe("Programme 5%");
    const refused = expectData(await gql<{ calculateCartSummary: { total: number } }>(salesOps.calculateCartSummary, { order: cart(world.storeId, till.id, line(2)) }, { token: world.token }));
    expect(refused.calculateCartSummary.total).toBe(200);
  });
});
