// The fiscal-post job: posts one reported order to its authority after the sale committed. At least once, never
// twice at the same time (claimPosting's lease), always with the same USIN; network failures and timeouts are
// retried with exponential backoff by the queue; a rejection is kept for a person to look at and retry by hand.
import type { FiscalConfig } from "../../config";
import type { JobDefinition } from "../../core/outbox";
import type { SecretBox } from "../../core/secretBox";
import { tenantTransaction } from "../../core/transaction";
import type { IntegrationType } from "../../../common/schemas/integration";
import { secretBinding } from "../integrations/service";
import { postInvoice, type PostOutcome } from "./authority";
import { buildFbrInvoice } from "./fbrInvoice";
import { claimPosting, loadReportedOrder, recordAttempt, type ClaimedPosting } from "./postingStore";
import { FISCAL_POST_JOB } from "./reportOrder";

export interface FiscalPostingDeps {
  config: FiscalConfig;
  secrets: SecretBox;
  /** The authority's base URL (configuration, else this server's sandbox once it listens); null when neither. */
  baseUrlOf(type: IntegrationType): string | null;
}

/** What the stored secrets say, or why they cannot be used (a retry would not mend it). */
function openCredentials(deps: FiscalPostingDeps, tenantId: string, posting: ClaimedPosting): { accessToken: string; posId: number } | string {
  const { integration } = posting;
  try {
    const accessToken = deps.secrets.open(integration.accessTokenSecret, secretBinding(tenantId, integration.id, "accessToken"));
    const posId = deps.secrets.open(integration.posIdSecret, secretBinding(tenantId, integration.id, "posId"));
    if (!accessToken || !/^\d+$/.test(posId)) return "The integration has no access token or POS ID: enter them in its settings.";
    return { accessToken, posId: Number(posId) };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function fiscalPostingJob(deps: FiscalPostingDeps): JobDefinition {
  const { config } = deps;
  return {
    kind: FISCAL_POST_JOB,
    maxAttempts: config.maxAttempts,
    retryDelaySeconds: config.retryDelaySeconds,
    timeoutSeconds: Math.ceil((config.timeoutMs * 3) / 1000) + 30,
    async run(payload, { db, tenantId, attempt }) {
      const postingId = typeof payload.postingId === "string" ? payload.postingId : null;
      if (!tenantId || !postingId) return;
      const leaseMs = config.timeoutMs * 2 + 5000;
      const claimed = await tenantTransaction(db, tenantId, async (tx) => {
        const posting = await claimPosting(tx, tenantId, postingId, leaseMs);
        return posting ? { posting, order: await loadReportedOrder(tx, tenantId, posting) } : null;
      });
      // posted already, retried by hand meanwhile, or another run holds it
      if (!claimed) return;
      const { posting, order } = claimed;
      const started = Date.now();
      const credentials = openCredentials(deps, tenantId, posting);
      const baseUrl = deps.baseUrlOf(posting.integration.type);
      let outcome: PostOutcome;
      let mendable = true;
      if (typeof credentials === "string") {
        outcome = { kind: "error", httpStatus: null, message: credentials };
        mendable = false;
      } else if (!baseUrl) {
        outcome = { kind: "error", httpStatus: null, message: `${posting.integration.type}_BASE_URL is not configured on the server.` };
        mendable = false;
      } else {
        outcome = await postInvoice(posting.integration.type, buildFbrInvoice(order, credentials.posId), { baseUrl, accessToken: credentials.accessToken, timeoutMs: config.timeoutMs });
      }
      const final = !mendable || attempt >= config.maxAttempts;
      await tenantTransaction(db, tenantId, (tx) => recordAttempt(tx, tenantId, posting, { outcome, durationMs: Date.now() - started, final }));
      if (outcome.kind === "error" && !final) throw new Error(outcome.message);
    },
  };
}
