// The fiscal-post job: posts one reported order to its authority after the sale committed. At least once, never
// twice at the same time (claimPosting's lease), always with the same USIN; network failures and timeouts are
// retried with exponential backoff by the queue; a rejection is kept for a person to look at and retry by hand.
// Postings of different integrations never wait on each other: each runs on its own (the outbox's runner), and
// the authority gate postpones a posting whose integration is busy or whose authority keeps failing.
import { and, eq } from "drizzle-orm";
import type { FiscalConfig } from "../../config";
import type { JobDefinition } from "../../core/outbox";
import type { SecretBox } from "../../core/secretBox";
import { tenantTransaction } from "../../core/transaction";
import type { Database } from "../../db";
import { fiscalPostings } from "../../db/schema";
import type { IntegrationType } from "../../../common/schemas/integration";
import { secretBinding } from "../integrations";
import { postInvoice, type PostOutcome } from "./authority";
import { createAuthorityGate, type CallResult } from "./authorityGate";
import { buildFbrInvoice } from "./fbrInvoice";
import { claimPosting, loadReportedOrder, recordAttempt, type ClaimedPosting } from "./postingStore";
import { FISCAL_POST_JOB } from "./reportOrder";
import { withoutSecrets } from "./redact";

interface PostingTarget {
  baseUrl: string;
  /** This server's SANDBOX authority: its numbers are kept as sandbox numbers. */
  sandbox: boolean;
}

export interface FiscalPostingDeps {
  config: FiscalConfig;
  secrets: SecretBox;
  /** Where the authority's postings go (configuration, else this server's sandbox once it listens); null when neither. */
  postingTargetOf(type: IntegrationType): PostingTarget | null;
}

/** Postings with their authorities at once in one process (each integration has at most LANE_MAX of them). */
const POSTINGS_AT_ONCE = 20;

/** What the stored secrets say, or why they cannot be used (a retry would not mend it). */
function openCredentials(deps: FiscalPostingDeps, tenantId: string, posting: ClaimedPosting): { accessToken: string; posId: number; posIdText: string } | string {
  const { integration } = posting;
  try {
    const accessToken = deps.secrets.open(integration.accessTokenSecret, secretBinding(tenantId, integration.id, "accessToken"));
    const posId = deps.secrets.open(integration.posIdSecret, secretBinding(tenantId, integration.id, "posId"));
    if (!accessToken || !/^\d+$/.test(posId)) return "The integration has no access token or POS ID: enter them in its settings.";
    return { accessToken, posId: Number(posId), posIdText: posId };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The posting's integration: in the job's payload, else read (a job enqueued before the payload carried it). */
async function integrationIdOf(db: Database, tenantId: string, postingId: string, payload: Record<string, unknown>): Promise<string | null> {
  if (typeof payload.integrationId === "string") return payload.integrationId;
  const [row] = await tenantTransaction(db, tenantId, (tx) =>
    tx.select({ integrationId: fiscalPostings.integrationId }).from(fiscalPostings).where(and(eq(fiscalPostings.tenantId, tenantId), eq(fiscalPostings.id, postingId))),
  );
  return row?.integrationId ?? null;
}

export function fiscalPostingJob(deps: FiscalPostingDeps): JobDefinition {
  const { config } = deps;
  const gate = createAuthorityGate({ retryDelaySeconds: config.retryDelaySeconds, timeoutMs: config.timeoutMs });
  return {
    kind: FISCAL_POST_JOB,
    maxAttempts: config.maxAttempts,
    retryDelaySeconds: config.retryDelaySeconds,
    timeoutSeconds: Math.ceil((config.timeoutMs * 3) / 1000) + 30,
    concurrency: POSTINGS_AT_ONCE,
    async run(payload, { db, tenantId, attempt, postpone }) {
      const postingId = typeof payload.postingId === "string" ? payload.postingId : null;
      if (!tenantId || !postingId) return;
      const integrationId = await integrationIdOf(db, tenantId, postingId, payload);
      if (!integrationId) return;
      const decision = gate.enter(integrationId);
      if (!decision.go) return postpone(decision.waitSeconds);
      let result: CallResult = "not-called";
      const started = Date.now();
      try {
        const leaseMs = config.timeoutMs * 2 + 5000;
        const claimed = await tenantTransaction(db, tenantId, async (tx) => {
          const posting = await claimPosting(tx, tenantId, postingId, leaseMs);
          return posting ? { posting, order: await loadReportedOrder(tx, tenantId, posting) } : null;
        });
        // posted already, retried by hand meanwhile, or another run holds it
        if (!claimed) return;
        const { posting, order } = claimed;
        const credentials = openCredentials(deps, tenantId, posting);
        const target = deps.postingTargetOf(posting.integration.type);
        let outcome: PostOutcome;
        let mendable = true;
        if (typeof credentials === "string") {
          outcome = { kind: "error", httpStatus: null, message: credentials };
          mendable = false;
        } else if (!target) {
          outcome = { kind: "error", httpStatus: null, message: `${posting.integration.type}_BASE_URL is not configured on the server.` };
          mendable = false;
        } else {
          const answer = await postInvoice(posting.integration.type, buildFbrInvoice(order, credentials.posId), { baseUrl: target.baseUrl, accessToken: credentials.accessToken, timeoutMs: config.timeoutMs });
          result = answer.kind === "error" ? "failed" : "answered";
          // an authority may quote what it was sent: the write-only POS ID and the token are never kept or logged
          outcome = withoutSecrets(answer, [credentials.posIdText, credentials.accessToken]);
        }
        const final = !mendable || attempt >= config.maxAttempts;
        const sandbox = target?.sandbox ?? false;
        await tenantTransaction(db, tenantId, (tx) => recordAttempt(tx, tenantId, posting, { outcome, durationMs: Date.now() - started, final, sandbox }));
        if (outcome.kind === "error" && !final) throw new Error(outcome.message);
      } finally {
        decision.done(result, Date.now() - started);
      }
    },
  };
}
