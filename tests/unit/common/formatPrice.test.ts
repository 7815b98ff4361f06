import { describe, expect, it } from "vitest";
import { formatPrice } from "../../../common/format/price";

describe("formatPrice", () => {
  it("formats integers without fraction digits", () => {
    expect(formatPrice(0)).toBe("0");
    expect(formatPrice(15)).toBe("15");
  });

  it("keeps up to two fraction digits", () => {
    expect(formatPrice(1234.5)).toBe("1,234.5");
    expect(formatPrice(1234.56)).toBe("1,234.56");
  });

  it("rounds to two fraction digits", () => {
    expect(formatPrice(1.239)).toBe("1.24");
    expect(formatPrice(2.999)).toBe("3");
    expect(formatPrice(-0.001)).toBe("0");
  });

  it("groups thousands en-US style", () => {
    expect(formatPrice(1234567.891)).toBe("1,234,567.89");
    expect(formatPrice(-1500)).toBe("-1,500");
  });

  it("puts the prefix in front as given", () => {
    expect(formatPrice(1234.5, { prefix: "PKR " })).toBe("PKR 1,234.5");
  });

  it("accepts numeric strings", () => {
    expect(formatPrice("1234.5")).toBe("1,234.5");
    expect(formatPrice(" 99.999 ")).toBe("100");
  });

  it("shows 'Invalid price' for non-numeric values", () => {
    for (const value of ["abc", "", "  ", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, "12abc"]) {
      expect(formatPrice(value)).toBe("Invalid price");
    }
    expect(formatPrice("abc", { prefix: "PKR " })).toBe("Invalid price");
  });
});
