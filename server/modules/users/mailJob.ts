// The job that sends an invitation or reset e-mail after the commit that made its link: it reads the link's row
// (a link used, replaced or expired meanwhile is not sent), the user and the company, opens the sealed link,
// and sends through the mailer (SMTP, or an .eml file under DATA_DIR/mail whose link is also logged). A failure
// is retried by the outbox with backoff.
import { and, eq } from "drizzle-orm";
import { tenants, userTokens, users } from "../../db/schema";
import type { JobDefinition } from "../../core/outbox";
import { tenantTransaction } from "../../core/transaction";
import { mailerFor } from "../../core/mail/mailer";
import { linkMessage, type LinkPurpose } from "../../core/mail/messages";
import { MAIL_SEND_JOB, sealedLinkBinding, type LinkDeps } from "./userLinks";

/** The company's logo as a link an inbox can load: a web app asset under the link's origin; an upload needs a
 * signed link that would expire in the inbox, so none. */
function absoluteLogo(logo: string | null, link: string): string | null {
  if (!logo || logo.startsWith("/files/")) return null;
  if (/^https?:\/\//.test(logo)) return logo;
  return logo.startsWith("/") ? `${new URL(link).origin}${logo}` : null;
}

export function mailSendJob(deps: LinkDeps): JobDefinition {
  const mailer = mailerFor(deps.config);
  return {
    kind: MAIL_SEND_JOB,
    maxAttempts: 8,
    retryDelaySeconds: 15,
    timeoutSeconds: 120,
    async run(payload, { db, tenantId }) {
      const userTokenId = typeof payload.userTokenId === "string" ? payload.userTokenId : null;
      const sealedLink = typeof payload.sealedLink === "string" ? payload.sealedLink : null;
      if (!tenantId || !userTokenId || !sealedLink) return;
      const found = await tenantTransaction(db, tenantId, async (tx) => {
        const [row] = await tx
          .select({ purpose: userTokens.purpose, usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt, email: users.email, firstName: users.firstName, companyName: tenants.name, companyLogo: tenants.logo })
          .from(userTokens)
          .innerJoin(users, and(eq(users.tenantId, userTokens.tenantId), eq(users.id, userTokens.userId)))
          .innerJoin(tenants, eq(tenants.id, userTokens.tenantId))
          .where(and(eq(userTokens.tenantId, tenantId), eq(userTokens.id, userTokenId)));
        return row ?? null;
      });
      if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) return;
      const link = deps.secrets.open(sealedLink, sealedLinkBinding(tenantId, userTokenId));
      const mail = linkMessage({ purpose: found.purpose as LinkPurpose, to: found.email, firstName: found.firstName, companyName: found.companyName, companyLogo: absoluteLogo(found.companyLogo, link), link });
      const where = await mailer.send(mail);
      if (where !== "smtp") console.log(`E-mail to ${found.email} written to ${where} (no SMTP_URL): ${link}`);
    },
  };
}
