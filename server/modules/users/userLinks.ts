// Invitation and password-reset links: a random token (only its sha256 kept), single use, expiring (invitations
// 7 days, resets 1 hour); a new link of one purpose ends the user's older ones. The link is built here, in the
// caller's transaction, from the page's origin when it is a trusted one (trustedOrigin), sealed, and handed to
// the outbox: the e-mail leaves after the commit (mailJob.ts), and the token never sits in the database in clear.
import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config";
import type { Tx } from "../../db";
import { userTokens } from "../../db/schema";
import { enqueueJob } from "../../core/outbox";
import type { SecretBox } from "../../core/secretBox";
import type { LinkPurpose } from "../../core/mail/messages";
import { generateToken, hashToken } from "../../session/tokens";

export const MAIL_SEND_JOB = "mail-send";
const LINK_LIFETIME_MS: Record<LinkPurpose, number> = { INVITE: 7 * 24 * 60 * 60 * 1000, RESET: 60 * 60 * 1000 };
const LINK_PATH: Record<LinkPurpose, string> = { INVITE: "/invite/accept", RESET: "/password-reset/change" };

export interface LinkDeps {
  config: Config;
  secrets: SecretBox;
}

/** What a sealed link is bound to: it opens only for its own token row. */
export const sealedLinkBinding = (tenantId: string, userTokenId: string) => `${tenantId}:user-link:${userTokenId}`;

const isLoopback = (origin: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(origin.hostname);

/**
 * The origin links point to: the page's own when it is PUBLIC_ORIGIN or one of CORS_ORIGINS (or, with no
 * PUBLIC_ORIGIN, a loopback address: a developer's machine); otherwise PUBLIC_ORIGIN, else this server.
 */
function trustedOrigin(config: Config, pageOrigin: string | null | undefined): string {
  let asked: URL | null = null;
  try {
    asked = pageOrigin ? new URL(pageOrigin) : null;
  } catch {
    asked = null;
  }
  const origin = asked && /^https?:$/.test(asked.protocol) ? asked.origin : null;
  const configured = config.mail.publicOrigin;
  if (origin && (origin === configured || config.corsOrigins.includes(origin) || (!configured && asked && isLoopback(asked)))) return origin;
  return configured ?? `http://localhost:${config.port}`;
}

/** Ends the user's unused links of this purpose (a new one replaces them, or the account changed). */
export async function endUserLinks(tx: Tx, tenantId: string, userId: string, purpose?: LinkPurpose): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.tenantId, tenantId), eq(userTokens.userId, userId), isNull(userTokens.usedAt), purpose ? eq(userTokens.purpose, purpose) : undefined));
}

/** Makes a new link for the user and enqueues its e-mail; the older links of the purpose stop working. */
export async function sendUserLink(tx: Tx, deps: LinkDeps, target: { tenantId: string; userId: string; purpose: LinkPurpose; pageOrigin?: string | null }): Promise<void> {
  const { tenantId, userId, purpose } = target;
  await endUserLinks(tx, tenantId, userId, purpose);
  const token = generateToken();
  const [row] = await tx
    .insert(userTokens)
    .values({ tenantId, userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]) })
    .returning({ id: userTokens.id });
  const link = `${trustedOrigin(deps.config, target.pageOrigin)}${LINK_PATH[purpose]}?id=${row.id}&token=${token}`;
  await enqueueJob(tx, { tenantId, kind: MAIL_SEND_JOB, payload: { userTokenId: row.id, sealedLink: deps.secrets.seal(link, sealedLinkBinding(tenantId, row.id)) } });
}
