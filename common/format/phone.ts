import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

export const phoneMessage = "Please enter a valid phone number";

const PHONE_MAX_LENGTH = 250;

/**
 * Valid only when the number's country accepts it (full metadata, so digits are checked, not only the
 * length). A number without a '+' prefix is read as a number of defaultCountry.
 */
export function isValidPhone(value: string, defaultCountry: CountryCode = "PK"): boolean {
  if (typeof value !== "string" || value.length > PHONE_MAX_LENGTH) return false;
  try {
    return parsePhoneNumberFromString(value, defaultCountry)?.isValid() ?? false;
  } catch {
    return false;
  }
}
