// "Expiring within N days": the inventory report's filter and the near-expiry lots download take a whole number of
// days up to ten years; the page, the report's service and the download refuse anything else with one sentence.
import { numberProblem, type NumberRule } from "../validation/bounds";

const EXPIRY_WITHIN_DAYS_MAX = 3650;

const EXPIRY_WITHIN_DAYS_MESSAGE = `Days must be a whole number from 0 to ${EXPIRY_WITHIN_DAYS_MAX}.`;

const EXPIRY_WITHIN_DAYS: NumberRule = {
  min: 0,
  max: EXPIRY_WITHIN_DAYS_MAX,
  integer: true,
  message: EXPIRY_WITHIN_DAYS_MESSAGE,
  maxMessage: EXPIRY_WITHIN_DAYS_MESSAGE,
};

/** Why `days` is refused as an expiry window, or null when it is one. */
export function expiryWithinDaysProblem(days: number): string | null {
  return numberProblem(days, EXPIRY_WITHIN_DAYS);
}
