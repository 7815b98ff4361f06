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

/**
 * The number in E.164 (+923001234567) when it is valid for its country, else null. Typed the way customers say
 * it: '0300 1234567', '+92 300 1234567', '03001234567' (Pakistan unless a '+' names another country).
 */
export function toE164Phone(value: string, defaultCountry: CountryCode = "PK"): string | null {
  if (typeof value !== "string" || value.length > PHONE_MAX_LENGTH) return null;
  try {
    const parsed = parsePhoneNumberFromString(value, defaultCountry);
    return parsed?.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}
