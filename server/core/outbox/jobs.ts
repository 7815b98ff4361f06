// What a job is: a kind (one pg-boss queue each), its retry policy and the code that runs it after the commit
// that enqueued it. The worker registers the definitions it is given; enqueueJob refuses a kind it never saw.
import type { Database } from "../../db";
import type { JsonObject } from "../json";

interface JobContext {
  /** The server's database as its owner: open tenantTransaction(db, tenantId, …) (server/core/transaction.ts) for tenant work. */
  db: Database;
  /** The tenant that enqueued the job; null for scheduled housekeeping. */
  tenantId: string | null;
  /** 1 for the first run, then 2, 3… */
  attempt: number;
  jobId: string;
  /**
   * This run did not happen: the job runs again after `seconds` (at the earliest) without counting an attempt.
   * For a job that must wait on something outside it (its authority busy or failing), so that it gives its place
   * to the jobs behind it instead of holding it.
   */
  postpone(seconds: number): void;
}

export interface JobDefinition {
  /** Letters, digits, '-' and '_': the queue's name, e.g. "fiscal-post". */
  kind: string;
  /** Runs after the commit, possibly more than once (at least once): make it safe to repeat. A throw retries. */
  run(payload: JsonObject, context: JobContext): Promise<void>;
  /** Runs in all before the job ends FAILED (kept for inspection). Default 5. */
  maxAttempts?: number;
  /** The first retry waits this long, each next one about twice as long (×1–2 at random). Default 10. */
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed and is retried. Default 15 minutes. */
  timeoutSeconds?: number;
  /** A cron expression (UTC): the queue itself enqueues the job on schedule, with an empty payload. */
  schedule?: string;
  /** Jobs of this kind running at once in one process, each on its own: none waits for another to end. Default 10. */
  concurrency?: number;
}

export const JOB_DEFAULTS = { maxAttempts: 5, retryDelaySeconds: 10, timeoutSeconds: 15 * 60, concurrency: 10 } as const;

/** What a job row carries: the tenant beside the payload, so a handler never trusts the payload for it. */
export interface JobEnvelope {
  tenantId: string | null;
  payload: JsonObject;
  /** Attempts made before this row (a postponed job's copy carries its attempts on). */
  priorAttempts?: number;
}
