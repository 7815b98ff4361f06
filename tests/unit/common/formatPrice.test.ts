import { describe, expect, it } from "vitest";
import { formatPrice } from "../../../common/format/price";

describe("formatPrice", () => {
  it("shows both decimals of whole amounts", () => {
    expect(formatPrice(0)).toBe("0.00");
    expect(formatPrice(15)).toBe("15.00");
  });

  it("always shows two fraction digits (never 'PKR 1,773.4')", () => {
    expect(formatPrice(1234.5)).toBe("1,234.50");
    expect(formatPrice(1773.4, { prefix: "PKR " })).toBe("PKR 1,773.40");
    expect(formatPrice(1234.56)).toBe("1,234.56");
  });

  it("rounds half-up to two fraction digits, without float error", () => {
    expect(formatPrice(1.239)).toBe("1.24");
    expect(formatPrice(1.005)).toBe("1.01");
    expect(formatPrice(2.999)).toBe("3.00");
    expect(formatPrice(-0.001)).toBe("0.00");
  });

  it("groups thousands en-US style", () => {
    expect(formatPrice(1234567.891)).toBe("1,234,567.89");
    expect(formatPrice(-1500)).toBe("-1,500.00");
  });

  it("puts the prefix in front as given", () => {
    expect(formatPrice(1234.5, { prefix: "PKR " })).toBe("PKR 1,234.50");
  });

  it("accepts numeric strings", () => {
    expect(formatPrice("1234.5")).toBe("1,234.50");
    expect(formatPrice(" 99.999 ")).toBe("100.00");
  });

  it("shows 'Invalid price' for non-numeric values", () => {
    for (const value of ["abc", "", "  ", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, "12abc"]) {
      expect(formatPrice(value)).toBe("Invalid price");
    }
    expect(formatPrice("abc", { prefix: "PKR " })).toBe("Invalid price");
  });
});
