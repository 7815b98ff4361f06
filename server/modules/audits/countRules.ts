// What a count finds, without a database: a lot's outcome from what the books held at its count and what was
// counted, and a product's figures from its lots. Both quantities are as at the count; a sale or a return after it
// moves both alike, so the difference, and the outcome, are the count's for good.
import { sumMoney, type Money, type MoneyLike } from "../../../common/money";
import type { AuditLotStatus } from "../../../common/schemas/audit";

export type LotOutcome = Exclude<AuditLotStatus, "PENDING">;

export function outcomeOf(expected: number, counted: number): LotOutcome {
  if (counted === expected) return "MATCHED";
  return counted < expected ? "SHORT" : "EXCESS";
}

/** Units the lot is short or in excess by (0 when matched). */
export const unitsOff = (expected: number, counted: number): number => Math.abs(counted - expected);

/** A counted lot of a product, as its figures need it. */
export interface CountedLot {
  status: LotOutcome;
  expected: number;
  counted: number;
  /** Value at cost of the units it is short or in excess by. */
  differenceValue: MoneyLike;
}

export interface ProductFigures {
  matchedCount: number;
  shortCount: number;
  excessCount: number;
  expectedQuantity: number;
  actualQuantity: number;
  shortValue: Money;
  excessValue: Money;
}

export function productFigures(lots: readonly CountedLot[]): ProductFigures {
  const having = (status: LotOutcome) => lots.filter((lot) => lot.status === status);
  return {
    matchedCount: having("MATCHED").length,
    shortCount: having("SHORT").length,
    excessCount: having("EXCESS").length,
    expectedQuantity: lots.reduce((sum, lot) => sum + lot.expected, 0),
    actualQuantity: lots.reduce((sum, lot) => sum + lot.counted, 0),
    shortValue: sumMoney(having("SHORT").map((lot) => lot.differenceValue)),
    excessValue: sumMoney(having("EXCESS").map((lot) => lot.differenceValue)),
  };
}
