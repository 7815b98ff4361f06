// The denomination math of the open/close screens and the server (spec §9): the allowed notes, row and drawer
// totals exact to the paisa, the stored record, the difference, and the zod rules of a count.
import { describe, expect, it } from "vitest";
import { cashCountOutcome, cashCountWords, cashDifference, DENOMINATIONS, denominationRecord, denominationRowTotal, denominationTotal, isDenomination } from "../../../common/denominations";
import { closeRegisterSessionSchema, openRegisterSessionSchema, registerCashSchema } from "../../../common/schemas/registerSession";

describe("denominations", () => {
  it("are the spec's notes and coins only", () => {
    expect(DENOMINATIONS).toEqual([1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000]);
    expect(isDenomination(500)).toBe(true);
    expect(isDenomination(200)).toBe(false);
    expect(isDenomination(0.5)).toBe(false);
  });

  it("add up exactly", () => {
    expect(denominationRowTotal({ denomination: 5000, count: 3 }).toNumber()).toBe(15000);
    const rows = DENOMINATIONS.map((denomination) => ({ denomination, count: 1 }));
    expect(denominationTotal(rows).toNumber()).toBe(6688);
    expect(denominationTotal([]).toNumber()).toBe(0);
    expect(denominationTotal([{ denomination: 1, count: 999_999 }, { denomination: 5000, count: 200_000 }]).toNumber()).toBe(1_000_999_999);
  });

  it("record only the counted rows, and the difference is balance minus closing", () => {
    expect(denominationRecord([{ denomination: 10, count: 0 }, { denomination: 50, count: 2 }])).toEqual({ "50": 2 });
    expect(cashDifference(5000, 4990)).toBe(10);
    expect(cashDifference(0.3, 0.1)).toBe(0.2);
    expect(cashDifference(100, 100.5)).toBe(-0.5);
  });

  it("say whether a counted drawer is short, over or exact, by a gap never negative", () => {
    expect(cashCountOutcome(1100, 1020)).toEqual({ kind: "SHORT", amount: 80 });
    expect(cashCountOutcome(0.3, 0.4)).toEqual({ kind: "OVER", amount: 0.1 });
    expect(cashCountOutcome(5000, 5000)).toEqual({ kind: "EXACT", amount: 0 });
    const format = (value: number) => value.toFixed(2);
    expect(cashCountWords(cashCountOutcome(1100, 1020), format)).toBe("Short 80.00");
    expect(cashCountWords(cashCountOutcome(1100, 1120.5), format)).toBe("Over 20.50");
    expect(cashCountWords(cashCountOutcome(10, 10), format)).toBe("Exact");
  });
});

describe("register session schemas", () => {
  it("refuse a negative or fractional count, an unknown denomination, a negative amount", () => {
    expect(openRegisterSessionSchema.safeParse({ openingAmount: 10, denominations: [{ denomination: 10, count: 1 }] }).success).toBe(true);
    expect(openRegisterSessionSchema.safeParse({ openingAmount: 10, denominations: [{ denomination: 10, count: -1 }] }).success).toBe(false);
    expect(openRegisterSessionSchema.safeParse({ openingAmount: 10, denominations: [{ denomination: 10, count: 1.5 }] }).success).toBe(false);
    expect(openRegisterSessionSchema.safeParse({ openingAmount: 10, denominations: [{ denomination: 3, count: 1 }] }).success).toBe(false);
    expect(openRegisterSessionSchema.safeParse({ openingAmount: -1 }).success).toBe(false);
    expect(closeRegisterSessionSchema.safeParse({ closingAmount: 1_000_000_001 }).success).toBe(false);
    expect(closeRegisterSessionSchema.parse({ closingAmount: 0, note: "  " }).note).toBeNull();
  });

  it("want a note and a positive amount for cash in/out", () => {
    expect(registerCashSchema.safeParse({ kind: "ADDITION", amount: 5, note: "Change" }).success).toBe(true);
    expect(registerCashSchema.safeParse({ kind: "ADDITION", amount: 0, note: "Change" }).success).toBe(false);
    expect(registerCashSchema.safeParse({ kind: "WITHDRAWAL", amount: 5, note: "" }).success).toBe(false);
    expect(registerCashSchema.safeParse({ kind: "OPENING", amount: 5, note: "x" }).success).toBe(false);
  });
});
