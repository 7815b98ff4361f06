// One job kind's runner: fetches jobs while it has free places (up to the kind's concurrency) and runs each on its
// own, so a slow job holds only its own place (pg-boss's work() in batches waits for a batch's slowest job before
// it fetches again: one tenant's hanging tax authority held every other tenant's postings behind it). Completes,
// fails (pg-boss retries with backoff) or postpones each job as it ends.
import type PgBoss from "pg-boss";
import type { Database } from "../../db";
import { JOB_DEFAULTS, type JobDefinition, type JobEnvelope } from "./jobs";

export interface QueueRunner {
  /** Fetches no more; waits up to `timeoutMs` for the running jobs (one still running is retried later). */
  stop(timeoutMs: number): Promise<void>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function startQueueRunner(boss: PgBoss, db: Database, job: JobDefinition, pollingIntervalSeconds: number): QueueRunner {
  const concurrency = Math.max(1, job.concurrency ?? JOB_DEFAULTS.concurrency);
  const maxAttempts = job.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | null = null;
  /** Set while every place is taken: the next job to end wakes the loop. */
  let waitingForPlace = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function runOne(row: PgBoss.JobWithMetadata<JobEnvelope>): Promise<void> {
    const attempt = (row.data.priorAttempts ?? 0) + row.retryCount + 1;
    let postponeSeconds: number | null = null;
    const context = { db, tenantId: row.data.tenantId, attempt, jobId: row.id, postpone: (seconds: number) => void (postponeSeconds = seconds) };
    try {
      await withinSeconds(job.run(row.data.payload, context), row.expireInSeconds);
    } catch (error) {
      console.warn(`Job ${job.kind} ${row.id} failed (attempt ${attempt} of ${maxAttempts}${attempt >= maxAttempts ? ", giving up" : ""}): ${errorMessage(error)}`);
      await boss.fail(job.kind, row.id, error instanceof Error ? error : { message: String(error) }).catch((failed: unknown) => console.error(`Job ${job.kind} ${row.id}: ${errorMessage(failed)}`));
      return;
    }
    try {
      if (postponeSeconds !== null) {
        // the copy first: a crash between the two leaves the job twice (a job is safe to repeat), never lost
        const copy: JobEnvelope = { ...row.data, priorAttempts: attempt - 1 };
        await boss.send(job.kind, copy, { startAfter: Math.max(1, Math.ceil(postponeSeconds)), retryLimit: Math.max(0, maxAttempts - attempt) });
      }
      await boss.complete(job.kind, row.id);
    } catch (error) {
      // the row stays active: pg-boss expires and retries it
      console.error(`Job ${job.kind} ${row.id} ran, but the queue could not be told: ${errorMessage(error)}`);
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      const free = concurrency - running.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const rows = await boss.fetch<JobEnvelope>(job.kind, { batchSize: free, includeMetadata: true });
          fetched = rows.length;
          for (const row of rows) {
            const run: Promise<void> = runOne(row).finally(() => {
              running.delete(run);
              if (waitingForPlace) wake?.();
            });
            running.add(run);
          }
        } catch (error) {
          console.error(`Job queue ${job.kind}: ${errorMessage(error)}`);
        }
      }
      // a full fetch: more may be waiting, fetch again at once (when a place is free)
      if (fetched > 0 && fetched === free && running.size < concurrency) continue;
      waitingForPlace = running.size >= concurrency;
      await pause(pollingIntervalSeconds * 1000);
      waitingForPlace = false;
    }
  }

  const looping = loop();
  return {
    async stop(timeoutMs) {
      stopping = true;
      wake?.();
      await looping;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
