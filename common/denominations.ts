// Cash denominations (spec sales-and-system §9): the notes and coins a drawer is counted in when a register is
// opened or closed, and the total of a count. Shared by the open/close screens and the server.
import { lineAmount, sumMoney, type Money } from "./money";

export const DENOMINATIONS = [1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

export interface DenominationCount {
  denomination: number;
  count: number;
}

export function isDenomination(value: number): value is Denomination {
  return (DENOMINATIONS as readonly number[]).includes(value);
}

/** denomination × count of one row (0 for a blank count). */
export function denominationRowTotal(row: DenominationCount): Money {
  return lineAmount(row.denomination, Number.isFinite(row.count) ? row.count : 0);
}

/** The cash a count adds up to: Σ denomination × count, exact. */
export function denominationTotal(rows: readonly DenominationCount[]): Money {
  return sumMoney(rows.map(denominationRowTotal));
}

/** The counts as stored on the session ({"5000": 2, …}), zero rows left out. */
export function denominationRecord(rows: readonly DenominationCount[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (const row of rows) if (row.count > 0) record[String(row.denomination)] = (record[String(row.denomination)] ?? 0) + row.count;
  return record;
}

/** balance − counted, exact (the difference the close screen shows; positive: cash short). */
export function cashDifference(balance: number, counted: number): number {
  return sumMoney([balance, -counted]).toNumber();
}

/** How a counted drawer compares with what it should hold: SHORT (less cash), OVER (more) or EXACT, and by how much. */
export interface CashCountOutcome {
  kind: "SHORT" | "OVER" | "EXACT";
  /** The gap, never negative. */
  amount: number;
}

export function cashCountOutcome(expected: number, counted: number): CashCountOutcome {
  const gap = sumMoney([counted, -expected]);
  if (gap.isZero()) return { kind: "EXACT", amount: 0 };
  return { kind: gap.isNegative() ? "SHORT" : "OVER", amount: gap.abs().toNumber() };
}

/** "Short 80.00", "Over 20.00", "Exact": the words the close screen and the X-Out print, amount formatted by the caller. */
export function cashCountWords(outcome: CashCountOutcome, formatAmount: (value: number) => string): string {
  if (outcome.kind === "EXACT") return "Exact";
  return `${outcome.kind === "SHORT" ? "Short" : "Over"} ${formatAmount(outcome.amount)}`;
}

/** The total of a count as a number (for forms and mutations). */
export function denominationTotalNumber(rows: readonly DenominationCount[]): number {
  return denominationTotal(rows).toNumber();
}
