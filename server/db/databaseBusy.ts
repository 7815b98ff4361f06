// A request that cannot get the database in time: the pool's acquire timeout (node-postgres connectionTimeoutMillis)
// or the embedded database's gate (pgliteGate.ts). The HTTP layer answers it 503 with DATABASE_BUSY_MESSAGE, never
// a request that waits forever behind connections that are all taken.
export const DATABASE_BUSY_MESSAGE = "The server is busy: no database connection became free in time. Please try again in a moment.";

export class DatabaseBusyError extends Error {
  override readonly name = "DatabaseBusyError";
  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs} ms.`);
  }
}

// pg-pool's own error for a checkout that outlived connectionTimeoutMillis (queued, or connecting)
const POOL_TIMEOUT_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

/** Whether `error`, or what it wraps (drizzle's cause, a GraphQL error's originalError), is a busy database. */
export function isDatabaseBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if (current instanceof DatabaseBusyError || current.name === "DatabaseBusyError") return true;
    if (POOL_TIMEOUT_MESSAGES.includes(current.message)) return true;
    const wrapped: { originalError?: unknown; cause?: unknown } = current;
    current = wrapped.originalError ?? wrapped.cause;
  }
  return false;
}
