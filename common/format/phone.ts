import type { CountryCode, PhoneNumber } from "libphonenumber-js";

export const phoneMessage = "Please enter a valid phone number";

const PHONE_MAX_LENGTH = 250;

type PhoneParser = (value: string, defaultCountry: CountryCode) => PhoneNumber | undefined;

// The library with its full metadata is about 150 KB: the browser loads it (loadPhoneRules) only on the screens
// that type phones, the server installs it at start (phoneRulesStatic.ts). The rules below stay here.
let parser: PhoneParser | null = null;
let loading: Promise<void> | null = null;

export function installPhoneParser(parse: PhoneParser): void {
  parser = parse;
}

export function phoneRulesLoaded(): boolean {
  return parser !== null;
}

/** Loads the phone library once (a separate chunk in the browser); a failed load can be retried. */
export function loadPhoneRules(): Promise<void> {
  if (parser) return Promise.resolve();
  loading ??= import("./phoneParser").then(
    ({ parsePhone }) => installPhoneParser(parsePhone),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function parse(value: string, defaultCountry: CountryCode): PhoneNumber | undefined {
  // never a silent pass (or a silent refusal) before the rules arrive: the screens wait for loadPhoneRules
  if (!parser) throw new Error("The phone number rules are not loaded yet (loadPhoneRules).");
  try {
    return parser(value, defaultCountry);
  } catch {
    return undefined;
  }
}

/**
 * Valid only when the number's country accepts it (full metadata, so digits are checked, not only the
 * length). A number without a '+' prefix is read as a number of defaultCountry.
 */
export function isValidPhone(value: string, defaultCountry: CountryCode = "PK"): boolean {
  if (typeof value !== "string" || value.length > PHONE_MAX_LENGTH) return false;
  return parse(value, defaultCountry)?.isValid() ?? false;
}

/**
 * The number in E.164 (+923001234567) when it is valid for its country, else null. Typed the way customers say
 * it: '0300 1234567', '+92 300 1234567', '03001234567' (Pakistan unless a '+' names another country).
 */
export function toE164Phone(value: string, defaultCountry: CountryCode = "PK"): string | null {
  if (typeof value !== "string" || value.length > PHONE_MAX_LENGTH) return null;
  const parsed = parse(value, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
