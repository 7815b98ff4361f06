// Limits password guessing without letting a stranger lock the user out (server/db/loginAttempts.ts): each attempt
// is recorded as a failure before its password is checked, and one past a limit of failures in the window is
// refused: per e-mail and address, per address, and past the per-e-mail ceiling unless it comes from an address
// the e-mail signed in from before. A successful sign-in clears the e-mail's failures at its address.
import type { Config } from "../config";
import { recordSignIn, reserveLoginAttempt, type Database, type LoginAttempt } from "../db";
import { badRequest } from "../core/errors";

type LimitConfig = Pick<Config, "loginFailureLimit" | "loginEmailFailureLimit" | "loginAddressFailureLimit" | "loginFailureWindowMinutes">;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Counts the attempt against the limits, or refuses it (BAD_REQUEST saying when to try again). */
export async function countLoginAttempt(db: Database, config: LimitConfig, attempt: LoginAttempt): Promise<void> {
  const verdict = await reserveLoginAttempt(db, attempt, {
    perEmailAndAddress: config.loginFailureLimit,
    perEmail: config.loginEmailFailureLimit,
    perAddress: config.loginAddressFailureLimit,
    windowMinutes: config.loginFailureWindowMinutes,
  });
  if (!verdict.allowed) throw badRequest(tooManyAttemptsMessage(verdict.retryAfterSeconds));
}

export function recordSuccessfulLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  return recordSignIn(db, attempt);
}
