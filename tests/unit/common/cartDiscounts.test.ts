// Discount application (common/pricing/discounts.ts, through priceCart): each scope, each limit, combinable and
// not, the order product → BXGY → cart → shipping, and totals worked out by hand in the comments.
import { describe, expect, it } from "vitest";
import { money, sumMoney } from "../../../common/money";
import { priceCart, type CartPricingLine } from "../../../common/pricing/cart";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import { applyCartDiscounts, discountRefusalMessage, discountStatus, discountsByKind, shareWithin } from "../../../common/pricing/discounts";

const NOW = new Date("2026-11-24T10:00:00Z");
const str = (value: { toFixed(places: number): string }) => value.toFixed(2);

function rule(overrides: Partial<DiscountRule>): DiscountRule {
  return {
    id: overrides.id ?? "d1",
    title: "Discount",
    code: null,
    type: "PERCENTAGE",
    scope: "CART",
    value: 10,
    maxDiscountAmount: null,
    minPurchaseAmount: null,
    minQuantity: null,
    buyX: null,
    getY: null,
    getYDiscount: null,
    limitUses: null,
    usedCount: 0,
    combinable: true,
    storedStatus: "ACTIVE",
    startDate: new Date("2026-01-01T00:00:00Z"),
    endDate: null,
    partnerId: null,
    locationIds: [],
    customerIds: [],
    productIds: null,
    ...overrides,
  };
}

const context = { now: NOW, locationId: "L1", customerId: null, partnerId: null };
// A: 100 × 3 = 300 (tax-inclusive 17%), B: 50 × 4 = 200 (no tax): gross 500
const lines: CartPricingLine[] = [
  { productId: "A", unitPrice: "100", quantity: 3, taxRate: 17, isTaxInclusive: true },
  { productId: "B", unitPrice: "50", quantity: 4, taxRate: 0, isTaxInclusive: true },
];
const price = (discounts: DiscountRule[], extra: { deliveryCharges?: number; partnerId?: string; customerId?: string; locationId?: string } = {}) =>
  priceCart(lines, {
    platformFee: null,
    discounts,
    context: { ...context, partnerId: extra.partnerId ?? null, customerId: extra.customerId ?? null, locationId: extra.locationId ?? "L1" },
    deliveryCharges: extra.deliveryCharges ?? 0,
  });
const lineDiscounts = (cart: ReturnType<typeof priceCart>) => cart.lines.map((line) => str(line.discount));

describe("discount scopes", () => {
  it("PRODUCT percentage takes value% off each qualifying line, and the tax is split out of what is left", () => {
    const cart = price([rule({ scope: "PRODUCT", value: 15, productIds: ["A"] })]);
    // A: 15% of 300 = 45 → net 255, tax inside 17%: 255 − 255/1.17 = 255 − 217.95 = 37.05
    expect(lineDiscounts(cart)).toEqual(["45.00", "0.00"]);
    expect(str(cart.lines[0].tax)).toBe("37.05");
    expect(str(cart.total)).toBe("455.00");
  });

  it("PRODUCT fixed amount is per unit and never more than the line", () => {
    const cart = price([rule({ scope: "PRODUCT", type: "FIXED_AMOUNT", value: 60, productIds: ["B"] })]);
    // B: 60 × 4 = 240 wanted, the line is 200: 200
    expect(lineDiscounts(cart)).toEqual(["0.00", "200.00"]);
    expect(str(cart.lines[1].totalPrice)).toBe("0.00");
    expect(str(cart.total)).toBe("300.00");
  });

  it("BUY_X_GET_Y gives getY of every buyX + getY units, at getYDiscount%", () => {
    // B has 4 units: buy 1 get 1 → 2 free units of 50 = 100; at 50% off → 50
    expect(lineDiscounts(price([rule({ scope: "BUY_X_GET_Y", buyX: 1, getY: 1, productIds: ["B"] })]))).toEqual(["0.00", "100.00"]);
    expect(lineDiscounts(price([rule({ scope: "BUY_X_GET_Y", buyX: 1, getY: 1, getYDiscount: 50, productIds: ["B"] })]))).toEqual(["0.00", "50.00"]);
    // buy 2 get 1 on A (3 units) → 1 free unit = 100
    expect(lineDiscounts(price([rule({ scope: "BUY_X_GET_Y", buyX: 2, getY: 1, productIds: ["A"] })]))).toEqual(["100.00", "0.00"]);
  });

  it("BUY_X_GET_Y without enough units is refused for minimum quantity", () => {
    const bxgy = rule({ scope: "BUY_X_GET_Y", buyX: 4, getY: 1, productIds: ["B"] });
    const cart = price([bxgy]);
    expect(str(cart.totalDiscount)).toBe("0.00");
    expect(cart.refusedDiscounts.map((refused) => refused.reason)).toEqual(["MIN_QUANTITY"]);
  });

  it("CART percentage is shared over the qualifying lines by what is left of them", () => {
    const cart = price([rule({ scope: "CART", value: 10 })]);
    // 10% of 500 = 50: A 300/500 → 30, B 200/500 → 20
    expect(lineDiscounts(cart)).toEqual(["30.00", "20.00"]);
    expect(str(cart.totalDiscount)).toBe("50.00");
    expect(str(cart.total)).toBe("450.00");
  });

  it("CART fixed amount is shared to the paisa and never more than the cart", () => {
    // 100 over 300 : 200 → 60 and 40; 10 over three equal lines of 1.00 → 3.34, 3.33, 3.33 (largest remainder)
    expect(lineDiscounts(price([rule({ scope: "CART", type: "FIXED_AMOUNT", value: 100 })]))).toEqual(["60.00", "40.00"]);
    expect(shareWithin("0.10", [money(1), money(1), money(1)]).map(str)).toEqual(["0.04", "0.03", "0.03"]);
    expect(lineDiscounts(price([rule({ scope: "CART", type: "FIXED_AMOUNT", value: 900 })]))).toEqual(["300.00", "200.00"]);
  });

  it("CART on some products takes its percentage of those lines only", () => {
    expect(lineDiscounts(price([rule({ scope: "CART", value: 10, productIds: ["B"] })]))).toEqual(["0.00", "20.00"]);
  });

  it("FREE_SHIPPING takes the delivery charges off, at most the charges, and needs a delivery", () => {
    const free = rule({ scope: "FREE_SHIPPING", value: 100 });
    const cart = price([free], { deliveryCharges: 150 });
    expect(str(cart.shippingDiscount)).toBe("150.00");
    expect(str(cart.totalDiscount)).toBe("150.00");
    // 500 + 150 − 150
    expect(str(cart.total)).toBe("500.00");
    const fixed = price([rule({ scope: "FREE_SHIPPING", type: "FIXED_AMOUNT", value: 200 })], { deliveryCharges: 150 });
    expect(str(fixed.shippingDiscount)).toBe("150.00");
    expect(price([free]).refusedDiscounts.map((refused) => refused.reason)).toEqual(["NO_DELIVERY"]);
  });
});

describe("discount limits", () => {
  it("caps a discount at maxDiscountAmount, shared by weight", () => {
    // 10% of 500 = 50 capped at 30: A 18, B 12
    const cart = price([rule({ value: 10, maxDiscountAmount: 30 })]);
    expect(lineDiscounts(cart)).toEqual(["18.00", "12.00"]);
  });

  it("needs the minimum purchase on the cart's gross and the minimum quantity of qualifying units", () => {
    expect(price([rule({ minPurchaseAmount: 500 })]).appliedDiscounts).toHaveLength(1);
    expect(price([rule({ minPurchaseAmount: "500.01" })]).refusedDiscounts[0].reason).toBe("MIN_PURCHASE");
    expect(price([rule({ minQuantity: 4, productIds: ["B"] })]).appliedDiscounts).toHaveLength(1);
    expect(price([rule({ minQuantity: 4, productIds: ["A"] })]).refusedDiscounts[0].reason).toBe("MIN_QUANTITY");
  });

  it("follows the dates and the hand-set status", () => {
    expect(discountStatus(rule({}), NOW)).toBe("ACTIVE");
    expect(discountStatus(rule({ startDate: new Date("2026-12-01T00:00:00Z") }), NOW)).toBe("SCHEDULED");
    expect(discountStatus(rule({ endDate: new Date("2026-11-24T09:59:59Z") }), NOW)).toBe("EXPIRED");
    expect(discountStatus(rule({ storedStatus: "IN_ACTIVE", endDate: new Date("2020-01-01T00:00:00Z") }), NOW)).toBe("IN_ACTIVE");
    const refused = price([rule({ id: "x", endDate: new Date("2026-08-31T12:00:00Z") }), rule({ id: "y", startDate: new Date("2027-01-01T00:00:00Z") })]).refusedDiscounts;
    expect(refused.map((entry) => entry.reason)).toEqual(["EXPIRED", "SCHEDULED"]);
  });

  it("refuses a discount used up, of another location, customer or partner, or for no product of the cart", () => {
    const reasonOf = (discount: DiscountRule, extra = {}) => price([discount], extra).refusedDiscounts.map((entry) => entry.reason);
    expect(reasonOf(rule({ limitUses: 5, usedCount: 5 }))).toEqual(["USED_UP"]);
    expect(reasonOf(rule({ limitUses: 5, usedCount: 4 }))).toEqual([]);
    expect(reasonOf(rule({ locationIds: ["L2"] }))).toEqual(["LOCATION"]);
    expect(reasonOf(rule({ locationIds: ["L2", "L1"] }))).toEqual([]);
    expect(reasonOf(rule({ customerIds: ["C1"] }))).toEqual(["CUSTOMER"]);
    expect(reasonOf(rule({ customerIds: ["C1"] }), { customerId: "C1" })).toEqual([]);
    expect(reasonOf(rule({ partnerId: "P1" }), { partnerId: "P2" })).toEqual(["PARTNER"]);
    expect(reasonOf(rule({ partnerId: "P1" }), { partnerId: "P1" })).toEqual([]);
    expect(reasonOf(rule({ productIds: ["Z"] }))).toEqual(["NO_PRODUCTS"]);
  });

  it("says why in the till's words", () => {
    const expired = rule({ code: "SUMMER25", endDate: new Date("2026-08-31T12:00:00Z") });
    expect(discountRefusalMessage("EXPIRED", expired)).toBe("Code SUMMER25 expired on 31/08/2026.");
    expect(discountRefusalMessage("MIN_PURCHASE", rule({ title: "Save 10%", minPurchaseAmount: 500 }))).toBe("Save 10% needs a purchase of at least Rs 500.00.");
    expect(discountRefusalMessage("LOCATION", rule({ code: "GULBERG" }))).toBe("Code GULBERG is not for this location.");
  });
});

describe("combining discounts", () => {
  it("applies in order product → BXGY → cart → shipping, each on what the earlier left", () => {
    const cart = price(
      [
        rule({ id: "cart", scope: "CART", value: 10 }),
        rule({ id: "ship", scope: "FREE_SHIPPING", type: "FIXED_AMOUNT", value: 50 }),
        rule({ id: "bxgy", scope: "BUY_X_GET_Y", buyX: 1, getY: 1, productIds: ["B"] }),
        rule({ id: "prod", scope: "PRODUCT", value: 20, productIds: ["A"] }),
      ],
      { deliveryCharges: 80 },
    );
    // product: A 20% of 300 = 60 → A left 240; BXGY: B 2 free × 50 = 100 → B left 100;
    // cart: 10% of (240 + 100) = 34 → A 24, B 10; shipping 50 of 80
    expect(cart.appliedDiscounts.map((applied) => [applied.rule.id, str(applied.amount)])).toEqual([
      ["prod", "60.00"],
      ["bxgy", "100.00"],
      ["cart", "34.00"],
      ["ship", "50.00"],
    ]);
    expect(lineDiscounts(cart)).toEqual(["84.00", "110.00"]);
    expect(str(cart.totalDiscount)).toBe("244.00");
    // lines 216 + 90, delivery 80 − 50
    expect(str(cart.total)).toBe("336.00");
    expect(discountsByKind(cart.appliedDiscounts.map((applied) => ({ scope: applied.rule.scope, amount: applied.amount }))).productDiscount.toFixed(2)).toBe("160.00");
  });

  it("takes the best single non-combinable discount when it beats the combinable ones", () => {
    const combinable = [rule({ id: "c1", value: 5 }), rule({ id: "c2", scope: "PRODUCT", value: 10, productIds: ["B"] })];
    // combinable: B 10% = 20, then cart 5% of 480 = 24 → 44; alone: 15% of 500 = 75 wins
    const cart = price([...combinable, rule({ id: "n1", value: 15, combinable: false }), rule({ id: "n2", value: 8, combinable: false })]);
    expect(cart.appliedDiscounts.map((applied) => applied.rule.id)).toEqual(["n1"]);
    expect(str(cart.totalDiscount)).toBe("75.00");
    expect(cart.refusedDiscounts.map((refused) => [refused.rule.id, refused.reason])).toEqual([
      ["c1", "NOT_COMBINABLE"],
      ["c2", "NOT_COMBINABLE"],
      ["n2", "NOT_COMBINABLE"],
    ]);
  });

  it("keeps the combinable set when it takes more, and on a tie", () => {
    const cart = price([rule({ id: "c1", value: 5 }), rule({ id: "c2", value: 5 }), rule({ id: "n1", value: "9.75", combinable: false })]);
    // 5% of 500 = 25, then 5% of 475 = 23.75 → 48.75 > 48.75? equal to 9.75% of 500 = 48.75: tie → combinable
    expect(cart.appliedDiscounts.map((applied) => applied.rule.id)).toEqual(["c1", "c2"]);
    expect(str(cart.totalDiscount)).toBe("48.75");
  });

  it("never makes a line negative, whatever is stacked", () => {
    const cart = price([
      rule({ id: "p", scope: "PRODUCT", type: "FIXED_AMOUNT", value: 1000 }),
      rule({ id: "c", type: "FIXED_AMOUNT", value: 1000 }),
      rule({ id: "b", scope: "BUY_X_GET_Y", buyX: 1, getY: 1 }),
    ]);
    expect(cart.lines.every((line) => line.totalPrice.greaterThanOrEqualTo(0) && line.discount.lessThanOrEqualTo(line.subTotal))).toBe(true);
    expect(str(cart.total)).toBe("0.00");
    expect(cart.appliedDiscounts.map((applied) => applied.rule.id)).toEqual(["p"]);
  });

  it("applies nothing and changes nothing without discounts", () => {
    const plain = priceCart(lines, { platformFee: null });
    expect(str(plain.total)).toBe("500.00");
    expect(applyCartDiscounts([], [], { ...context, deliveryCharges: 0 }).applied).toEqual([]);
    expect(str(sumMoney(plain.lines.map((line) => line.discount)))).toBe("0.00");
  });
});
