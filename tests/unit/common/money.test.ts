import { describe, expect, it } from "vitest";
import {
  formatMoney,
  hasAtMostTwoDecimals,
  lineAmount,
  lotPurchaseValue,
  money,
  packPurchasePrice,
  parseMoney,
  percentOf,
  round2,
  splitInclusive,
  sumMoney,
  toMoneyNumber,
  toMoneyString,
} from "../../../common/money";

describe("money", () => {
  it("rounds half-up to 2 places without binary-float drift", () => {
    expect(round2(1.005).toFixed(2)).toBe("1.01");
    expect(round2("2.675").toFixed(2)).toBe("2.68");
    expect(round2("-2.675").toFixed(2)).toBe("-2.68");
    expect(percentOf("0.10", 5).toFixed(2)).toBe("0.01");
    expect(sumMoney([0.1, 0.2]).toFixed(2)).toBe("0.30");
    expect(lineAmount("123.45", 7).toFixed(2)).toBe("864.15");
    expect(toMoneyString("12.3")).toBe("12.30");
    expect(toMoneyNumber("-0.001")).toBe(0);
    expect(Object.is(toMoneyNumber("-0.001"), -0)).toBe(false);
  });

  it("parses typed and stored amounts, and nothing else", () => {
    expect(parseMoney(" 1,234.50 ")?.toFixed(2)).toBe("1234.50");
    expect(parseMoney("0.1")?.plus(parseMoney(0.2) ?? 0).toString()).toBe("0.3");
    expect(parseMoney(".5")?.toString()).toBe("0.5");
    expect(parseMoney(money(7))?.toString()).toBe("7");
    for (const bad of ["", "abc", "1,23", "1e3", Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}]) expect(parseMoney(bad)).toBeNull();
    expect(() => money(Number.NaN)).toThrow(RangeError);
    expect(hasAtMostTwoDecimals(1.25)).toBe(true);
    expect(hasAtMostTwoDecimals(1.234)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it("formats with grouping and both decimals from the decimal digits", () => {
    expect(formatMoney(1234.5)).toBe("1,234.50");
    expect(formatMoney("1234567.005", { prefix: "PKR " })).toBe("PKR 1,234,567.01");
    expect(formatMoney("-5", { prefix: "PKR " })).toBe("PKR -5.00");
    expect(formatMoney("-0.001")).toBe("0.00");
    expect(formatMoney("99999999999999999.99")).toBe("99,999,999,999,999,999.99");
  });

  it("splits a tax-inclusive price so that the parts add up exactly", () => {
    const { exclusive, tax } = splitInclusive(100, 17);
    expect(exclusive.toFixed(2)).toBe("85.47");
    expect(tax.toFixed(2)).toBe("14.53");
    expect(exclusive.plus(tax).toFixed(2)).toBe("100.00");
  });
});

describe("lot values", () => {
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
