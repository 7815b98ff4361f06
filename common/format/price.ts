import { formatMoney } from "../money";

export const INVALID_PRICE = "Invalid price";

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * en-US grouping with both decimals, rounded half-up by the money module (no float rounding): 1234.5 →
 * "1,234.50" — money always shows its two decimals, never "1,773.4". The prefix is put in front as given (pass
 * "PKR " for "PKR 1,234.50"). Anything non-numeric (null, '', 'abc', NaN, Infinity) → 'Invalid price'.
 */
export function formatPrice(value: unknown, options: { prefix?: string } = {}): string {
  const amount = toNumber(value);
  if (amount === null) return INVALID_PRICE;
  return formatMoney(amount, options);
}
