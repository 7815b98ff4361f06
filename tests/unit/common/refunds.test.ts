// Refunds pro rata (common/pricing/refunds.ts): cumulative rounding, so parts always add up to the whole.
import { describe, expect, it } from "vitest";
import { sumMoney } from "../../../common/money";
import { refundByMethods, refundShare } from "../../../common/pricing/refunds";

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

describe("refundByMethods", () => {
  const plain = (shares: { method: string; amount: { toFixed(digits: number): string } }[]) => shares.map((share) => [share.method, share.amount.toFixed(2)]);

  it("gives a one-method sale's refund back to that method", () => {
    expect(plain(refundByMethods([{ method: "CARD", amount: "80.00" }], "0", "33.33"))).toEqual([["CARD", "33.33"]]);
    expect(plain(refundByMethods([{ method: "CASH", amount: "50" }, { method: "CASH", amount: "30" }], "10", "20"))).toEqual([["CASH", "20.00"]]);
  });

  it("splits a split sale's refunds pro rata, each adding up to its refund and all of them to what each method paid", () => {
    const paid = [{ method: "CASH", amount: "33.33" }, { method: "CARD", amount: "66.68" }, { method: "BANK_TRANSFER", amount: "0.02" }];
    for (const parts of [["100.03"], ["0.01", "0.01", "0.01", "100.00"], ["33.34", "33.34", "33.35"], ["12.34", "0.02", "87.67"]]) {
      let before = "0";
      const perMethod = new Map<string, string>();
      for (const part of parts) {
        const shares = refundByMethods(paid, before, part);
        expect(sumMoney(shares.map((share) => share.amount)).toFixed(2), `${parts.join("+")}: ${part}`).toBe(Number(part).toFixed(2));
        for (const share of shares) {
          expect(share.amount.isNegative()).toBe(false);
          perMethod.set(share.method, sumMoney([perMethod.get(share.method) ?? "0", share.amount]).toFixed(2));
        }
        before = sumMoney([before, part]).toFixed(2);
      }
      expect(Object.fromEntries(perMethod), parts.join("+")).toEqual({ CASH: "33.33", CARD: "66.68", BANK_TRANSFER: "0.02" });
    }
  });

  it("returns half of a half-cash, half-card sale half to each", () => {
    expect(plain(refundByMethods([{ method: "CASH", amount: "500" }, { method: "CARD", amount: "300" }], "0", "400"))).toEqual([["CASH", "250.00"], ["CARD", "150.00"]]);
  });
});
