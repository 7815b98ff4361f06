export const INVALID_PRICE = "Invalid price";

const priceFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

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
 * en-US grouping with up to 2 fraction digits: 1234.5 → "1,234.5". The prefix is put in front as given
 * (pass "PKR " for "PKR 1,234.5"). Anything non-numeric (null, '', 'abc', NaN, Infinity) → 'Invalid price'.
 */
export function formatPrice(value: unknown, options: { prefix?: string } = {}): string {
  const amount = toNumber(value);
  if (amount === null) return INVALID_PRICE;
  const formatted = priceFormat.format(amount);
  // -0.001 rounds to "-0"; a price of zero has no sign.
  const unsigned = /^-0(\.0+)?$/.test(formatted) ? formatted.slice(1) : formatted;
  return `${options.prefix ?? ""}${unsigned}`;
}
