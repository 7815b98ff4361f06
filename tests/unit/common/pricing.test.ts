import { describe, expect, it } from "vitest";
import type { Money } from "../../../common/money";
import { priceDocument, type Amounts, type DocumentLine } from "../../../common/pricing/priceDocument";
import { pricePurchaseOrder } from "../../../common/pricing/purchaseOrder";
import { handPricedOrder } from "../../support/purchaseOrderTotalsCase";

const text = (value: Money) => value.toFixed(2);
const amountsText = (amounts: Amounts) => ({
  gross: text(amounts.gross),
  discount: text(amounts.discount),
  net: text(amounts.net),
  taxable: text(amounts.taxable),
  tax: text(amounts.tax),
  total: text(amounts.total),
});
const exclusive = (lines: DocumentLine[]) => priceDocument(lines, { taxMode: "EXCLUSIVE" });
const inclusive = (lines: DocumentLine[]) => priceDocument(lines, { taxMode: "INCLUSIVE" });

describe("priceDocument, tax-exclusive (purchases)", () => {
  it("takes the trade discount off the gross and adds GST on what is left", () => {
    // 7 × 123.45 = 864.15; 2.5 % = 21.60375 → 21.60; 842.55 × 17 % = 143.2335 → 143.23; 842.55 + 143.23 = 985.78
    const { lines } = exclusive([{ unitPrice: "123.45", quantity: 7, discount: { percent: "2.5" }, tax: { percent: 17 } }]);
    expect(amountsText(lines[0])).toEqual({ gross: "864.15", discount: "21.60", net: "842.55", taxable: "842.55", tax: "143.23", total: "985.78" });
  });

  it("charges nothing for free units (FOC)", () => {
    // 5 × 200 = 1,000 whatever the 3 free packs; a line of free packs only costs 0
    const { lines, totals } = exclusive([
      { unitPrice: 200, quantity: 5, freeQuantity: 3, tax: { percent: 18 } },
      { unitPrice: 200, quantity: 0, freeQuantity: 4, tax: { percent: 18 } },
    ]);
    expect(lines.map((line) => [line.quantity, line.freeQuantity, text(line.total)])).toEqual([
      [5, 3, "1180.00"],
      [0, 4, "0.00"],
    ]);
    expect(text(totals.total)).toBe("1180.00");
  });

  it("rounds each line half-up before adding, where rounding the sum would differ", () => {
    // 3 × 33.335 = 100.005 → 100.01 (a float product is 100.00499…)
    expect(text(exclusive([{ unitPrice: "33.335", quantity: 3 }]).lines[0].gross)).toBe("100.01");
    // 7 × 14.2857 = 99.9999 → 100.00; GST 17 % = 17.00; total 117.00
    expect(amountsText(exclusive([{ unitPrice: "14.2857", quantity: 7, tax: { percent: 17 } }]).lines[0])).toMatchObject({ gross: "100.00", tax: "17.00", total: "117.00" });
    // 0.10, 0.20, 0.30 at 5 % GST: 0.005 → 0.01, 0.01, 0.015 → 0.02; Σ tax 0.04 where 0.60 × 5 % = 0.03
    const taxed = exclusive([0.1, 0.2, 0.3].map((unitPrice) => ({ unitPrice, quantity: 1, tax: { percent: 5 } })));
    expect(amountsText(taxed.totals)).toEqual({ gross: "0.60", discount: "0.00", net: "0.60", taxable: "0.60", tax: "0.04", total: "0.64" });
    // three lines of 0.10 with 5 % off: 0.005 → 0.01 each; Σ 0.03 where 0.30 × 5 % = 0.015 → 0.02
    const discounted = exclusive([1, 2, 3].map(() => ({ unitPrice: "0.10", quantity: 1, discount: { percent: 5 } })));
    expect(text(discounted.totals.discount)).toBe("0.03");
    expect(text(discounted.totals.total)).toBe("0.27");
  });

  it("takes a stated discount and tax as given (a vendor invoice's), rounded to the paisa", () => {
    // 4 × 10 = 40.00; − 1.50; + 6.545 → 6.55; total 45.05
    const { lines } = exclusive([{ unitPrice: 10, quantity: 4, discount: { amount: "1.50" }, tax: { amount: "6.545" } }]);
    expect(amountsText(lines[0])).toEqual({ gross: "40.00", discount: "1.50", net: "38.50", taxable: "38.50", tax: "6.55", total: "45.05" });
  });

  it("prices nothing as zero and refuses what is not a number", () => {
    expect(amountsText(exclusive([]).totals)).toEqual({ gross: "0.00", discount: "0.00", net: "0.00", taxable: "0.00", tax: "0.00", total: "0.00" });
    expect(() => exclusive([{ unitPrice: Number.NaN, quantity: 1 }])).toThrow(RangeError);
    expect(() => exclusive([{ unitPrice: 1, quantity: Number.POSITIVE_INFINITY }])).toThrow(RangeError);
  });
});

describe("priceDocument, tax-inclusive (shelf prices)", () => {
  it("splits each line as excl = round(incl / (1 + rate)), tax = incl − excl, adding up to the shelf price", () => {
    // 100 / 1.17 = 85.4700… → 85.47; tax 14.53
    expect(amountsText(inclusive([{ unitPrice: 100, quantity: 1, tax: { percent: 17 } }]).lines[0])).toEqual({
      gross: "100.00",
      discount: "0.00",
      net: "100.00",
      taxable: "85.47",
      tax: "14.53",
      total: "100.00",
    });
    // 3 × 33.33 = 99.99; / 1.18 = 84.7372… → 84.74; tax 15.25
    expect(amountsText(inclusive([{ unitPrice: "33.33", quantity: 3, tax: { percent: 18 } }]).lines[0])).toMatchObject({ taxable: "84.74", tax: "15.25", total: "99.99" });
  });

  it("adds the split lines up exactly to the shelf prices, though splitting the sum would differ", () => {
    // 10 / 1.17 = 8.547 → 8.55, tax 1.45, three times: 25.65 + 4.35 = 30.00 (30 / 1.17 = 25.641 → 25.64 once)
    const { lines, totals } = inclusive([1, 2, 3].map(() => ({ unitPrice: 10, quantity: 1, tax: { percent: 17 } })));
    expect(lines.every((line) => line.taxable.plus(line.tax).eq(line.total))).toBe(true);
    expect(amountsText(totals)).toEqual({ gross: "30.00", discount: "0.00", net: "30.00", taxable: "25.65", tax: "4.35", total: "30.00" });
  });

  it("splits what is left after a line discount, rounds a tie up and leaves an untaxed line whole", () => {
    // 2 × 250 = 500; 10 % = 50; 450 / 1.17 = 384.615… → 384.62; tax 65.38
    expect(amountsText(inclusive([{ unitPrice: 250, quantity: 2, discount: { percent: 10 }, tax: { percent: 17 } }]).lines[0])).toEqual({
      gross: "500.00",
      discount: "50.00",
      net: "450.00",
      taxable: "384.62",
      tax: "65.38",
      total: "450.00",
    });
    // 0.03 / 2 = 0.015 → 0.02 (half-up), tax 0.01
    expect(amountsText(inclusive([{ unitPrice: "0.03", quantity: 1, tax: { percent: 100 } }]).lines[0])).toMatchObject({ taxable: "0.02", tax: "0.01" });
    expect(amountsText(inclusive([{ unitPrice: "12.34", quantity: 1 }]).lines[0])).toMatchObject({ taxable: "12.34", tax: "0.00", total: "12.34" });
    // a stated tax is taken out of the shelf amount as it is
    expect(amountsText(inclusive([{ unitPrice: 100, quantity: 1, tax: { amount: "14.53" } }]).lines[0])).toMatchObject({ taxable: "85.47", tax: "14.53", total: "100.00" });
  });
});

describe("pricePurchaseOrder", () => {
  it("prices the hand-worked order of the browser test to the paisa", () => {
    const { lines, totals } = pricePurchaseOrder(handPricedOrder.lines);
    expect(
      lines.map((line) => ({ gross: text(line.gross), tradeDiscountValue: text(line.tradeDiscountValue), gstAmount: text(line.gstAmount), totalPrice: text(line.totalPrice) })),
    ).toEqual(handPricedOrder.lines.map((line) => line.expected));
    expect({
      netAmount: text(totals.netAmount),
      totalDiscount: text(totals.totalDiscount),
      salesTax: text(totals.salesTax),
      totalAmount: text(totals.totalAmount),
    }).toEqual(handPricedOrder.totals);
  });

  it("fills the spec's line fields: after discount, after GST, total", () => {
    // the API test's order: 7 × 123.45 (2 FOC) at 2.5 % / 17 %, 3 × 10.01, 1 × 0.10 at 5 % / 5 %
    const { lines, totals } = pricePurchaseOrder([
      { tradePrice: 123.45, requiredQuantity: 7, foc: 2, tradeDiscountPercentage: 2.5, gstPercentage: 17 },
      { tradePrice: 10.01, requiredQuantity: 3, tradeDiscountPercentage: 0, gstPercentage: 0 },
      { tradePrice: 0.1, requiredQuantity: 1, tradeDiscountPercentage: 5, gstPercentage: 5 },
    ]);
    expect([lines[0].tradePriceAfterTradeDiscount, lines[0].tradePriceAfterApplyingGst, lines[0].totalPrice].map(text)).toEqual(["842.55", "985.78", "985.78"]);
    expect([lines[2].tradeDiscountValue, lines[2].tradePriceAfterTradeDiscount, lines[2].gstAmount, lines[2].totalPrice].map(text)).toEqual(["0.01", "0.09", "0.00", "0.09"]);
    expect([totals.netAmount, totals.totalDiscount, totals.salesTax, totals.totalAmount].map(text)).toEqual(["894.28", "21.61", "143.23", "1015.90"]);
  });
});
