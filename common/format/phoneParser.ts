// The phone library with its full ("max") metadata, so digits are checked, not only the length. Imported only by
// phone.ts's loadPhoneRules (its own chunk in the browser) and by phoneRulesStatic.ts (the server, tests).
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max";

export function parsePhone(value: string, defaultCountry: CountryCode): PhoneNumber | undefined {
  return parsePhoneNumberFromString(value, defaultCountry);
}
