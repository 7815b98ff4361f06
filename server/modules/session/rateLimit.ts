// Limits password guessing: too many failures in the window, per e-mail or per client address, refuse the
// attempt before the password is checked.
import type { Config } from "../../config";
import { countLoginFailures, recordLoginFailure, clearLoginFailures, type Database } from "../../db";
import { badRequest } from "../../graphql/errors";

type LimitConfig = Pick<Config, "loginFailureLimit" | "loginAddressFailureLimit" | "loginFailureWindowMinutes">;

export async function assertNotRateLimited(
  db: Database,
  config: LimitConfig,
  attempt: { email: string; clientAddress: string },
): Promise<void> {
  const since = new Date(Date.now() - config.loginFailureWindowMinutes * 60 * 1000);
  const [byEmail, byAddress] = await Promise.all([
    countLoginFailures(db, { email: attempt.email, since }),
    countLoginFailures(db, { clientAddress: attempt.clientAddress, since }),
  ]);
  if (byEmail >= config.loginFailureLimit || byAddress >= config.loginAddressFailureLimit) {
    throw badRequest(`Too many failed sign-in attempts. Try again in ${config.loginFailureWindowMinutes} minutes.`);
  }
}

export function recordFailedLogin(db: Database, attempt: { email: string; clientAddress: string }): Promise<void> {
  return recordLoginFailure(db, attempt);
}

export function clearFailedLogins(db: Database, email: string): Promise<void> {
  return clearLoginFailures(db, email);
}
