// GTIN-8/12/13/14 (EAN/UPC barcodes): digits only, the last one a mod-10 check digit weighted 3,1,3… from the right.

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;
export const GTIN_LENGTH_MESSAGE = "GTIN must have 8, 12, 13 or 14 digits.";
export const GTIN_CHECK_DIGIT_MESSAGE = "GTIN check digit is wrong.";

/** The check digit for the digits before it (a GTIN without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why value is not a GTIN, or null when it is one. */
export function gtinProblem(value: string): string | null {
  if (!/^\d+$/.test(value) || !(GTIN_LENGTHS as readonly number[]).includes(value.length)) return GTIN_LENGTH_MESSAGE;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value[value.length - 1]) ? null : GTIN_CHECK_DIGIT_MESSAGE;
}
