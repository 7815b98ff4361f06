// IBAN (ISO 13616): country code, two check digits, then the account (BBAN); valid when mod 97 of the
// rearranged number is 1. Spaces are allowed on input; the stored form is upper-case without spaces.

export const IBAN_MESSAGE = "Please enter a valid IBAN.";

/** Lengths of the countries we deal with; other countries only need 15–34 characters. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { PK: 24, AE: 23, SA: 24, GB: 22, DE: 22 };

export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Remainder mod 97 of a string of letters (A=10 … Z=35) and digits, computed piecewise to stay exact. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** A valid IBAN for country + bban (used by the seed to make correct demo numbers). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}
