// The sign-in and password-reset limits' records, read before any tenant is known (owner connection, like
// preTenant.ts). Three counts of failures within the window, so that a stranger's guessing never locks the real
// user out where they work, while guessing spread over many addresses is still held back:
// - per e-mail and address: the stranger's failures stop the stranger's address only;
// - per address: one address trying many e-mails;
// - per e-mail from every address, a much higher ceiling: past it an attempt passes only from an address this
//   e-mail signed in from in the last KNOWN_ADDRESS_DAYS (login_known_addresses), such as the shop's.
import { and, count, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "./engine";
import { loginFailures, loginKnownAddresses } from "./schema";
import { queryRows } from "./queryRows";

/** How long a successful sign-in makes its address a known one for that e-mail. */
const KNOWN_ADDRESS_DAYS = 90;

export interface LoginAttempt {
  email: string;
  clientAddress: string;
  /** Password resets are counted apart from sign-ins (their own rows), with the same known addresses. */
  purpose?: "LOGIN" | "RESET";
}

export interface LoginFailureLimits {
  /** Failures of one e-mail from one address. */
  perEmailAndAddress: number;
  /** Failures from one address, whatever the e-mail. */
  perAddress: number;
  /** Failures of one e-mail from every address; past it only the e-mail's known addresses pass. */
  perEmail: number;
  windowMinutes: number;
}

/** Allowed (and recorded), or refused with the seconds until the limit that refused it frees a place. */
export type LoginAttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)) of the e-mail and the address.
const EMAIL_LOCK = 7_231_001;
const ADDRESS_LOCK = 7_231_002;

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The rows' keys: a reset's are prefixed, so that resets and sign-ins never use up each other's limits. */
function keysOf(attempt: LoginAttempt): { email: string; address: string } {
  const prefix = attempt.purpose === "RESET" ? "reset:" : "";
  return { email: `${prefix}${normalisedEmail(attempt.email)}`, address: `${prefix}${attempt.clientAddress}` };
}

/**
 * Records an attempt as a failure BEFORE its password is checked, unless one of the three limits is reached; a
 * successful sign-in then clears the failures of its e-mail at its address (recordSignIn). Attempts of one e-mail,
 * and of one address, take turns on transaction-scoped advisory locks, so each counts every failure recorded
 * before it: of N attempts sent at once, at most the limit are allowed. The locks are always taken e-mail first,
 * then address, so two attempts cannot deadlock.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt, limits: LoginFailureLimits): Promise<LoginAttemptVerdict> {
  const { email, address } = keysOf(attempt);
  const window = sql`make_interval(mins => ${limits.windowMinutes})`;
  // The limit-th newest failure in the window: the limit holds until it leaves the window.
  const freedAt = (where: SQL, limit: number) => sql`(
    select failed_at + ${window} from ${loginFailures}
    where ${where} and failed_at > now() - ${window}
    order by failed_at desc offset ${Math.max(limit, 1) - 1} limit 1)`;
  const known = sql`exists (select 1 from ${loginKnownAddresses}
    where email = ${normalisedEmail(attempt.email)} and client_address = ${attempt.clientAddress}
      and signed_in_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email})), pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
    await tx.execute(sql`delete from ${loginFailures} where (email = ${email} or client_address = ${address}) and failed_at <= now() - ${window}`);
    const [refusal] = await queryRows<{ seconds: number | null }>(
      tx,
      sql`select ceil(extract(epoch from greatest(
        ${freedAt(sql`email = ${email} and client_address = ${address}`, limits.perEmailAndAddress)},
        ${freedAt(sql`client_address = ${address}`, limits.perAddress)},
        case when ${known} then null else ${freedAt(sql`email = ${email}`, limits.perEmail)} end
      ) - now()))::int as seconds`,
    );
    if (refusal?.seconds != null) return { allowed: false, retryAfterSeconds: Math.max(refusal.seconds, 1) };
    await tx.insert(loginFailures).values({ email, clientAddress: address });
    return { allowed: true };
  });
}

/**
 * A successful sign-in: the failures of its e-mail at its address are cleared (its own attempt's included) and the
 * address becomes a known one for the e-mail. Failures elsewhere stay counted: they may be someone else's.
 */
export async function recordSignIn(db: Database, attempt: { email: string; clientAddress: string }): Promise<void> {
  const email = normalisedEmail(attempt.email);
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.clientAddress, attempt.clientAddress)));
    await tx.delete(loginKnownAddresses).where(and(eq(loginKnownAddresses.email, email), lt(loginKnownAddresses.signedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)));
    await tx
      .insert(loginKnownAddresses)
      .values({ email, clientAddress: attempt.clientAddress })
      .onConflictDoUpdate({ target: [loginKnownAddresses.email, loginKnownAddresses.clientAddress], set: { signedInAt: sql`now()` } });
  });
}

/** Failures in the window for the e-mail and/or the client address (both given: rows matching both). */
export async function countLoginFailures(db: Database, filter: { email?: string; clientAddress?: string; since: Date }): Promise<number> {
  const conditions: SQL[] = [gte(loginFailures.failedAt, filter.since)];
  if (filter.email !== undefined) conditions.push(eq(loginFailures.email, normalisedEmail(filter.email)));
  if (filter.clientAddress !== undefined) conditions.push(eq(loginFailures.clientAddress, filter.clientAddress));
  const [row] = await db.select({ value: count() }).from(loginFailures).where(and(...conditions));
  return row?.value ?? 0;
}
