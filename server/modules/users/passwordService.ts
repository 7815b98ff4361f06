// The password pages' operations, before anyone is signed in: validateInviteToken and acceptInvite (an
// invitation link sets the first password and activates the user), validateEmailToken and resetPassword (a reset
// link sets a new one and ends the user's sessions), forgotPassword (a reset link to every active account of an
// e-mail, answering the same whether or not there is one, and rate limited like sign-ins: per e-mail and address,
// per address, and a per-e-mail ceiling that the e-mail's known addresses pass). A link names its row by id and
// carries the token; the tenant is the row's own. A forged or unknown link is 'Invalid Link.'; a true link used,
// replaced or past its time answers false ('Your Link is expired.').
import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { emailSchema, newPasswordSchema } from "../../../common/schemas/people";
import { hashPassword } from "../../auth/password";
import type { Config } from "../../config";
import { findActiveUsersByEmail, findUserToken, reserveLoginAttempt, type Database, type Tx } from "../../db";
import { activityLog, userTokens, users } from "../../db/schema";
import { badRequest, parseInput } from "../../core/errors";
import { tenantTransaction } from "../../core/transaction";
import type { LinkPurpose } from "../../core/mail/messages";
import { tooManyAttemptsMessage } from "../../session/rateLimit";
import { hashToken } from "../../session/tokens";
import { endSessionsOf } from "./accessRules";
import { endUserLinks, sendUserLink, type LinkDeps } from "./userLinks";

const INVALID_LINK = "Invalid Link.";
const EXPECTED_STATUS: Record<LinkPurpose, string> = { INVITE: "INVITE_PENDING", RESET: "ACTIVE" };
/** Reset e-mails one e-mail may be sent per window (LOGIN_FAILURE_WINDOW_MINUTES) at the asking of one address. */
const RESETS_PER_EMAIL_AND_ADDRESS = 5;
/** The same from every address: past it only an address the e-mail signed in from before may ask. */
const RESETS_PER_EMAIL = 10;

interface PasswordDeps extends LinkDeps {
  db: Database;
}

type LinkRow = typeof userTokens.$inferSelect;

/** The link's row when the token is its own (compared in constant time); else INVALID_LINK. */
async function linkRow(db: Database, purpose: LinkPurpose, id: string, token: string): Promise<LinkRow> {
  const row = token.length <= 200 ? await findUserToken(db, id) : null;
  const given = Buffer.from(hashToken(token));
  if (!row || row.purpose !== purpose || !timingSafeEqual(given, Buffer.from(row.tokenHash))) throw badRequest(INVALID_LINK);
  return row;
}

async function usable(tx: Tx, row: LinkRow, lock: boolean): Promise<boolean> {
  const query = tx.select({ usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt, status: users.status }).from(userTokens)
    .innerJoin(users, and(eq(users.tenantId, userTokens.tenantId), eq(users.id, userTokens.userId)))
    .where(and(eq(userTokens.tenantId, row.tenantId), eq(userTokens.id, row.id)));
  const [current] = lock ? await query.for("update", { of: userTokens }) : await query;
  return Boolean(current && !current.usedAt && current.expiresAt.getTime() > Date.now() && current.status === EXPECTED_STATUS[row.purpose as LinkPurpose]);
}

export async function validateLink(db: Database, purpose: LinkPurpose, id: string, token: string): Promise<boolean> {
  const row = await linkRow(db, purpose, id, token);
  return tenantTransaction(db, row.tenantId, (tx) => usable(tx, row, false));
}

/** Sets the password through the link (once): an invitation activates the user, a reset ends their sessions. */
export async function setPasswordByLink(db: Database, purpose: LinkPurpose, input: { id: string; token: string; password: string }): Promise<boolean> {
  const password = parseInput(newPasswordSchema, input.password);
  const row = await linkRow(db, purpose, input.id, input.token);
  const passwordHash = await hashPassword(password);
  return tenantTransaction(db, row.tenantId, async (tx) => {
    if (!(await usable(tx, row, true))) return false;
    const now = new Date();
    await tx.update(userTokens).set({ usedAt: now }).where(and(eq(userTokens.tenantId, row.tenantId), eq(userTokens.id, row.id)));
    await tx
      .update(users)
      .set({ passwordHash, status: "ACTIVE", updatedAt: now })
      .where(and(eq(users.tenantId, row.tenantId), eq(users.id, row.userId)));
    await endUserLinks(tx, row.tenantId, row.userId, purpose);
    if (purpose === "RESET") await endSessionsOf(tx, row.tenantId, [row.userId]);
    await tx.insert(activityLog).values({ tenantId: row.tenantId, userId: row.userId, action: purpose === "INVITE" ? "ACCEPT_INVITE" : "RESET_PASSWORD", entity: "user", entityId: row.userId });
    return true;
  });
}

/** Sends a reset link to each active account of the e-mail; true whether or not there is one. */
export async function forgotPassword(deps: PasswordDeps, input: { email: string; origin?: string | null; clientAddress: string }): Promise<boolean> {
  const email = parseInput(emailSchema, input.email).toLowerCase();
  const config: Config = deps.config;
  const verdict = await reserveLoginAttempt(deps.db, { email, clientAddress: input.clientAddress, purpose: "RESET" }, {
    perEmailAndAddress: RESETS_PER_EMAIL_AND_ADDRESS,
    perEmail: RESETS_PER_EMAIL,
    perAddress: config.loginAddressFailureLimit,
    windowMinutes: config.loginFailureWindowMinutes,
  });
  if (!verdict.allowed) throw badRequest(tooManyAttemptsMessage(verdict.retryAfterSeconds).replace("failed sign-in attempts", "password reset requests"));
  for (const account of await findActiveUsersByEmail(deps.db, email)) {
    await tenantTransaction(deps.db, account.tenantId, (tx) => sendUserLink(tx, deps, { tenantId: account.tenantId, userId: account.userId, purpose: "RESET", pageOrigin: input.origin }));
  }
  return true;
}
