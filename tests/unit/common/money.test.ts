import { describe, expect, it } from "vitest";
import { lineAmount, percentOf, purchaseLineAmounts, purchaseTotals, round2, splitInclusive, sumMoney } from "../../../common/money";

describe("money", () => {
  it("rounds half-up to 2 places without binary-float drift", () => {
    expect(round2(1.005).toFixed(2)).toBe("1.01");
    expect(round2("2.675").toFixed(2)).toBe("2.68");
    expect(percentOf("0.10", 5).toFixed(2)).toBe("0.01");
    expect(sumMoney([0.1, 0.2]).toFixed(2)).toBe("0.30");
    expect(lineAmount("123.45", 7).toFixed(2)).toBe("864.15");
  });

  it("computes purchase lines and totals: discount on gross, GST on the discounted amount", () => {
    const line = purchaseLineAmounts({ tradePrice: 123.45, requiredQuantity: 7, tradeDiscountPercentage: 2.5, gstPercentage: 17 });
    expect(line.tradeDiscountValue.toFixed(2)).toBe("21.60");
    expect(line.gstAmount.toFixed(2)).toBe("143.23");
    expect(line.totalPrice.toFixed(2)).toBe("985.78");
    const other = purchaseLineAmounts({ tradePrice: 10.01, requiredQuantity: 3, tradeDiscountPercentage: 0, gstPercentage: 0 });
    const totals = purchaseTotals([line, other]);
    expect([totals.netAmount, totals.totalDiscount, totals.salesTax, totals.totalAmount].map((value) => value.toFixed(2))).toEqual(["894.18", "21.60", "143.23", "1015.81"]);
  });

  it("splits a tax-inclusive price so that the parts add up exactly", () => {
    const { exclusive, tax } = splitInclusive(100, 17);
    expect(exclusive.toFixed(2)).toBe("85.47");
    expect(tax.toFixed(2)).toBe("14.53");
    expect(exclusive.plus(tax).toFixed(2)).toBe("100.00");
  });
});
