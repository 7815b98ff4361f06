// Housekeeping the worker schedules for itself.
import { pruneIdempotencyKeys } from "../idempotency";
import type { JobDefinition } from "./jobs";

/** Hourly: idempotency keys older than IDEMPOTENCY_KEY_DAYS go (every tenant at once, as the owner). */
export const pruneIdempotencyKeysJob: JobDefinition = {
  kind: "idempotency-prune",
  schedule: "17 * * * *",
  maxAttempts: 3,
  async run(_payload, { db }) {
    await pruneIdempotencyKeys(db);
  },
};
