// The outbox: jobs enqueued in the transaction of the change that needs them (enqueueJob) and run after the
// commit by the worker the server starts (startJobWorker with serverJobs), on pg-boss. See README "Architecture".
import { pruneIdempotencyKeysJob } from "./housekeeping";
import type { JobDefinition } from "./jobs";

export { enqueueJob } from "./enqueue";
export type { JobDefinition } from "./jobs";
export { startJobWorker, type JobWorker } from "./worker";

/** Every job kind the server runs. A new kind (fiscal posting, e-mail, report files) is added here. */
export const serverJobs: readonly JobDefinition[] = [pruneIdempotencyKeysJob];
