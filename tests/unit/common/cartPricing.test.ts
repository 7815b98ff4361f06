// priceCart (common/pricing/cart.ts): per-line rounding, tax-inclusive and exclusive lines side by side, the
// platform fee and its tax, totals exact to the paisa; settlePayments (change, cover, non-cash cap) and the
// exact split of an amount over payments.
import { describe, expect, it } from "vitest";
import { money, sumMoney } from "../../../common/money";
import { priceCart, pricePlatformFee, settlePayments, splitByWeights } from "../../../common/pricing/cart";

const str = (value: { toFixed(places: number): string }) => value.toFixed(2);

describe("priceCart", () => {
  it("splits a tax-inclusive line per line so it adds up to the shelf price", () => {
    const cart = priceCart([{ unitPrice: "12.34", quantity: 5, taxRate: 17, isTaxInclusive: true }], { platformFee: null });
    expect(cart.lines.map((line) => [str(line.subTotal), str(line.tax), str(line.totalPrice)])).toEqual([["61.70", "8.96", "61.70"]]);
    expect(str(cart.total)).toBe("61.70");
  });

  it("adds tax on exclusive lines, rounds each line on its own and sums the rounded lines", () => {
    const cart = priceCart(
      [
        { unitPrice: "9.99", quantity: 7, taxRate: 18, isTaxInclusive: false },
        { unitPrice: "0.335", quantity: 1, taxRate: 0, isTaxInclusive: false },
        { unitPrice: "0.335", quantity: 1, taxRate: 0, isTaxInclusive: false },
        { unitPrice: "12.34", quantity: 5, taxRate: 17, isTaxInclusive: true },
      ],
      { platformFee: null },
    );
    expect(cart.lines.map((line) => str(line.totalPrice))).toEqual(["82.52", "0.34", "0.34", "61.70"]);
    // 0.335 + 0.335 would be 0.67 if summed before rounding: each line is rounded first
    expect(str(cart.subtotal)).toBe("132.31");
    expect(str(cart.tax)).toBe("21.55");
    expect(str(cart.total)).toBe(str(sumMoney(cart.lines.map((line) => line.totalPrice))));
    expect(str(cart.total)).toBe("144.90");
  });

  it("takes a flat or a percentage platform fee on the lines' total, with its tax only when taxable", () => {
    const lines = [
      { unitPrice: "12.34", quantity: 3, taxRate: 17, isTaxInclusive: true },
      { unitPrice: "5.77", quantity: 4, taxRate: 5, isTaxInclusive: true },
    ];
    const percent = priceCart(lines, { platformFee: { platformFeeType: "PERCENTAGE", platformFeeValue: "2.5", platformFeeTaxRate: "16", platformFeeTaxable: true } });
    expect([str(percent.linesTotal), str(percent.platformFee), str(percent.platformFeeTax), str(percent.total)]).toEqual(["60.10", "1.50", "0.24", "61.84"]);
    const flat = priceCart(lines, { platformFee: { platformFeeType: "FLAT", platformFeeValue: "49.99", platformFeeTaxRate: "16", platformFeeTaxable: false } });
    expect([str(flat.platformFee), str(flat.platformFeeTax), str(flat.total)]).toEqual(["49.99", "0.00", "110.09"]);
    expect(str(pricePlatformFee(null, 100).platformFee)).toBe("0.00");
  });

  it("is exact where binary floats are not", () => {
    const cart = priceCart(Array.from({ length: 10 }, () => ({ unitPrice: "0.1", quantity: 1, taxRate: 0, isTaxInclusive: true })), { platformFee: null });
    expect(str(cart.total)).toBe("1.00");
    expect(cart.total.equals(money(1))).toBe(true);
  });
});

describe("settlePayments", () => {
  it("applies non-cash amounts as given and cash up to what is left; the rest of the cash is change", () => {
    const settled = settlePayments("147.55", [
      { method: "CARD", amount: 100 },
      { method: "CASH", amount: 50 },
    ]);
    expect(settled.ok).toBe(true);
    if (!settled.ok) return;
    expect(settled.payments.map((payment) => [payment.method, str(payment.amount), str(payment.tendered)])).toEqual([
      ["CARD", "100.00", "100.00"],
      ["CASH", "47.55", "50.00"],
    ]);
    expect([str(settled.cashApplied), str(settled.change)]).toEqual(["47.55", "2.45"]);
  });

  it("refuses too little, and non-cash payments above the total", () => {
    expect(settlePayments(20, [{ method: "CARD", amount: 5 }, { method: "CASH", amount: 14.99 }])).toMatchObject({ ok: false, reason: "SHORT" });
    expect(settlePayments(20, [{ method: "CARD", amount: 15 }, { method: "BANK_TRANSFER", amount: 5.01 }])).toMatchObject({ ok: false, reason: "NON_CASH_OVER" });
    expect(settlePayments(20, [{ method: "CREDIT", amount: 20 }, { method: "CASH", amount: 5 }])).toMatchObject({ ok: true });
  });
});

describe("splitByWeights", () => {
  it("splits exactly, the remainder on the last share", () => {
    const shares = splitByWeights("100.00", ["33.33", "33.33", "33.34"]);
    expect(shares.map(str)).toEqual(["33.33", "33.33", "33.34"]);
    const odd = splitByWeights("0.10", [1, 1, 1]);
    expect(odd.map(str)).toEqual(["0.03", "0.03", "0.04"]);
    expect(str(sumMoney(splitByWeights("21.55", ["100", "47.55"])))).toBe("21.55");
    expect(splitByWeights("5", [])).toEqual([]);
  });
});
