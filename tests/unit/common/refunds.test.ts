// Refunds pro rata (common/pricing/refunds.ts): cumulative rounding, so parts always add up to the whole.
import { describe, expect, it } from "vitest";
import { sumMoney } from "../../../common/money";
import { refundShare } from "../../../common/pricing/refunds";

describe("refundShare", () => {
  it("gives back round(amount × units / total) counted cumulatively", () => {
    // 10.00 over 3 units: 3.33, then 3.34 (6.67 − 3.33), then 3.33 (10.00 − 6.67)
    expect([refundShare("10.00", 3, 0, 1), refundShare("10.00", 3, 1, 1), refundShare("10.00", 3, 2, 1)].map((share) => share.toFixed(2))).toEqual(["3.33", "3.34", "3.33"]);
    expect(refundShare("10.00", 3, 0, 3).toFixed(2)).toBe("10.00");
    expect(refundShare("10.00", 3, 0, 0).toFixed(2)).toBe("0.00");
  });

  it("adds up to the amount exactly however the units come back", () => {
    for (const parts of [[1, 1, 1, 1, 1, 1, 1], [3, 4], [2, 2, 3], [7]]) {
      let returned = 0;
      const shares = parts.map((units) => {
        const share = refundShare("123.45", 7, returned, units);
        returned += units;
        return share;
      });
      expect(sumMoney(shares).toFixed(2)).toBe("123.45");
    }
  });
});
