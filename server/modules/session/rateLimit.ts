// Limits password guessing: each attempt is recorded as a failure before its password is checked, and one past
// the limit of failures in the window, per e-mail or per client address, is refused. A successful sign-in
// clears the e-mail's failures, its own included.
import type { Config } from "../../config";
import { clearLoginFailures, reserveLoginAttempt, type Database, type LoginAttempt } from "../../db";
import { badRequest } from "../../core/errors";

type LimitConfig = Pick<Config, "loginFailureLimit" | "loginAddressFailureLimit" | "loginFailureWindowMinutes">;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Counts the attempt against both limits, or refuses it (BAD_REQUEST saying when to try again). */
export async function countLoginAttempt(db: Database, config: LimitConfig, attempt: LoginAttempt): Promise<void> {
  const verdict = await reserveLoginAttempt(db, attempt, {
    perEmail: config.loginFailureLimit,
    perAddress: config.loginAddressFailureLimit,
    windowMinutes: config.loginFailureWindowMinutes,
  });
  if (!verdict.allowed) throw badRequest(tooManyAttemptsMessage(verdict.retryAfterSeconds));
}

export function clearFailedLogins(db: Database, email: string): Promise<void> {
  return clearLoginFailures(db, email);
}
