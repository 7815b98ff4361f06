import { describe, expect, it } from "vitest";
import { lineAmount, lotPurchaseValue, packPurchasePrice, percentOf, purchaseLineAmounts, purchaseTotals, round2, splitInclusive, sumMoney } from "../../../common/money";

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

  it("values a full pack at exactly its price, whatever its unit price rounds to", () => {
    // 980 / 12 = 81.67 and 23,000 / 12 = 1,916.67 a unit: 12 × those would be 980.04 and 23,000.04
    expect(lotPurchaseValue({ packPrice: 980, quantity: 12, unitsPerPack: 12 }).toFixed(2)).toBe("980.00");
    expect(lotPurchaseValue({ packPrice: 23000, quantity: 12, unitsPerPack: 12 }).toFixed(2)).toBe("23000.00");
    expect(lotPurchaseValue({ packPrice: 980, quantity: 5, unitsPerPack: 12 }).toFixed(2)).toBe("408.33");
    expect(lotPurchaseValue({ packPrice: 980, quantity: 0, unitsPerPack: 12 }).toFixed(2)).toBe("0.00");
  });

  it("prices a pack at its trade price less its share of the line's discount", () => {
    expect(packPurchasePrice({ tradePrice: 980, discValue: 0, receivedQuantity: 4 }).toFixed(2)).toBe("980.00");
    expect(packPurchasePrice({ tradePrice: "980", discValue: "10", receivedQuantity: 3 }).toFixed(4)).toBe("976.6667");
    expect(packPurchasePrice({ tradePrice: 980, discValue: 0, receivedQuantity: 0 }).toFixed(2)).toBe("0.00");
  });
});
