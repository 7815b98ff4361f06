// Money (DESIGN "Money"): exact decimal arithmetic with decimal.js, rounded half-up to 2 places per line.
// Amounts travel as numbers (GraphQL Float) or numeric strings (Postgres numeric) and are never summed as floats.
// The only door to decimal.js for the web (src/ must not import it: tests/unit/common/moneyInSrc.test.ts).
import Decimal from "decimal.js";

/** An exact amount. */
export type Money = Decimal;
/** What an amount may be given as: a number, a numeric string or a Money. */
export type MoneyLike = Decimal.Value;

export const ZERO: Money = new Decimal(0);

/** The exact amount of a value (not rounded); throws on NaN, Infinity or a non-numeric string. */
export function money(value: MoneyLike): Money {
  const amount = new Decimal(value);
  if (!amount.isFinite()) throw new RangeError(`Not an amount: ${String(value)}`);
  return amount;
}

/**
 * An amount typed or received as text or number ("1,234.50", " 12.3 ", 7), or null when it is none (blank, NaN,
 * "abc"). Grouping commas are accepted; nothing is rounded.
 */
export function parseMoney(value: unknown): Money | null {
  if (value instanceof Decimal) return value.isFinite() ? value : null;
  if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? new Decimal(text) : null;
}

/** Rounds half-up to 2 places (away from zero on a tie: -2.675 → -2.68). */
export function round2(value: MoneyLike): Money {
  return money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Exact sum, then rounded. */
export function sumMoney(values: readonly MoneyLike[]): Money {
  return round2(values.reduce<Decimal>((total, value) => total.plus(value), ZERO));
}

/** round(amount × percent / 100). */
export function percentOf(amount: MoneyLike, percent: MoneyLike): Money {
  return round2(money(amount).times(percent).div(100));
}

/** round(price × quantity). */
export function lineAmount(price: MoneyLike, quantity: MoneyLike): Money {
  return round2(money(price).times(quantity));
}

/**
 * A tax-inclusive amount split per line: exclusive = round(inclusive / (1 + rate/100)), tax = inclusive − exclusive,
 * so the two add up exactly to the shelf price.
 */
export function splitInclusive(inclusive: MoneyLike, ratePercent: MoneyLike): { exclusive: Money; tax: Money } {
  const exclusive = round2(money(inclusive).div(new Decimal(1).plus(money(ratePercent).div(100))));
  return { exclusive, tax: round2(money(inclusive).minus(exclusive)) };
}

/** The numeric-column string of an amount ("12.30"). */
export function toMoneyString(value: MoneyLike): string {
  return round2(value).toFixed(2);
}

/** The GraphQL number of an amount (rounded first; -0 becomes 0). */
export function toMoneyNumber(value: MoneyLike): number {
  return round2(value).toNumber() + 0;
}

/** True when value has at most 2 decimal places. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && money(value).decimalPlaces() <= 2;
}

/**
 * An amount for people, rounded half-up, grouped in thousands with both decimals: 1234.5 → "1,234.50";
 * `prefix` goes in front ("PKR -5.00"). Formatted from the decimal digits, so no float ever rounds it.
 */
export function formatMoney(value: MoneyLike, options: { prefix?: string } = {}): string {
  const rounded = round2(value);
  const [whole, fraction] = rounded.abs().toFixed(2).split(".");
  const sign = rounded.isNegative() && !rounded.isZero() ? "-" : "";
  return `${options.prefix ?? ""}${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

export interface PackPriceInput {
  /** Trade price of one pack. */
  tradePrice: MoneyLike;
  /** The discount of the whole received line. */
  discValue: MoneyLike;
  /** Paid packs of the line (FOC packs excluded). */
  receivedQuantity: number;
}

/** What one paid pack of a received line cost: its trade price less its share of the line's discount (not rounded). */
export function packPurchasePrice({ tradePrice, discValue, receivedQuantity }: PackPriceInput): Money {
  return receivedQuantity > 0 ? money(tradePrice).minus(money(discValue).div(receivedQuantity)) : ZERO;
}

export interface LotValueInput {
  /** What the whole pack cost (packPurchasePrice); 0 for a free (FOC) pack. */
  packPrice: MoneyLike;
  /** Units the lot still holds. */
  quantity: number;
  /** Units in a full pack. */
  unitsPerPack: number;
}

/**
 * A lot's purchase value: the pack's price for the share of the pack it still holds, rounded once. A full pack is
 * worth exactly what it cost (980, not 12 × round(980 / 12) = 980.04).
 */
export function lotPurchaseValue({ packPrice, quantity, unitsPerPack }: LotValueInput): Money {
  if (unitsPerPack <= 0) return ZERO;
  return round2(money(packPrice).times(quantity).div(unitsPerPack));
}
