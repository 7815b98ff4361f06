// The job worker inside the API process: a runner per job kind (queueRunner.ts) fetches from its pg-boss queue
// (FOR UPDATE SKIP LOCKED, so several processes never run one job twice) and runs each job on its own; pg-boss
// retries a failure with exponential backoff and keeps a job that used up its attempts as FAILED. On PGlite it shares the one connection, query by query: it
// holds nothing while idle.
import PgBoss from "pg-boss";
import type { Database } from "../../db";
import { ownerExecutor } from "./executors";
import { JOB_DEFAULTS, type JobDefinition, type JobEnvelope } from "./jobs";
import { grantEnqueueToApp, QUEUE_SCHEMA } from "./queueSchema";
import { startQueueRunner, type QueueRunner } from "./queueRunner";

export interface JobWorkerOptions {
  jobs: readonly JobDefinition[];
  /** How often an idle queue is asked for work. Default 1 s (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** false: only create the queues (so enqueueJob works) and run no job here; another process runs them. */
  work?: boolean;
}

export interface JobWorker {
  /** Stops polling, waits up to 10 s for running jobs (a job still running is retried later), then returns. */
  stop(): Promise<void>;
}

function queuePolicy(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.kind,
    retryLimit: (job.maxAttempts ?? JOB_DEFAULTS.maxAttempts) - 1,
    retryDelay: job.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: job.timeoutSeconds ?? JOB_DEFAULTS.timeoutSeconds,
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Creates or updates the queue of each job kind, schedules the scheduled ones and starts polling. */
export async function startJobWorker(db: Database, options: JobWorkerOptions): Promise<JobWorker> {
  const owner = ownerExecutor(db);
  const boss = new PgBoss({ db: owner, schema: QUEUE_SCHEMA });
  boss.on("error", (error) => console.error("Job queue:", errorMessage(error)));
  try {
    await boss.start();
  } catch (error) {
    await owner.close();
    throw error;
  }
  const runners: QueueRunner[] = [];
  try {
    await grantEnqueueToApp(owner);
    for (const job of options.jobs) {
      const policy = queuePolicy(job);
      if (await boss.getQueue(job.kind)) await boss.updateQueue(job.kind, policy);
      else await boss.createQueue(job.kind, policy);
      if (job.schedule) await boss.schedule(job.kind, job.schedule, { tenantId: null, payload: {} } satisfies JobEnvelope);
      if (options.work === false) continue;
      runners.push(startQueueRunner(boss, db, job, options.pollingIntervalSeconds ?? 1));
    }
  } catch (error) {
    await Promise.all(runners.map((runner) => runner.stop(0)));
    await boss.stop({ graceful: false, wait: true });
    await owner.close();
    throw error;
  }
  return {
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop(10_000)));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await owner.close();
    },
  };
}
