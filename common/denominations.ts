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
