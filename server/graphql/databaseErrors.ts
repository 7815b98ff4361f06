// Database failures a client can act on, answered as readable errors instead of the masked internal error.
import { GraphQLError } from "graphql";
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy, postgresErrorOf } from "../db";
import type { ErrorCode } from "../core/errors";
import { isGraphqlError } from "./errors";

// SQLSTATE query_canceled: the statement timeout stopped the query (set per transaction: server/db/tenancy.ts).
const QUERY_CANCELED = "57014";

const QUERY_TOO_LONG_MESSAGE = "The request took too long and was stopped. Narrow the search and try again.";

/** The cause of an error Yoga wraps: GraphQLError.originalError, then drizzle's `cause`, down to the driver's. */
function originalOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const original = (current as { originalError?: unknown } | null)?.originalError;
    if (!original) return current;
    current = original;
  }
  return current;
}

/**
 * The readable answer (at the same path of the response) to a database failure the client can do something
 * about, else undefined.
 */
export function readableDatabaseError(error: unknown): GraphQLError | undefined {
  if (isDatabaseBusy(error)) {
    // no connection came free within DB_ACQUIRE_TIMEOUT_MS: the whole answer is 503, so that clients retry later
    console.warn("Answered 503: no database connection came free in time.");
    return new GraphQLError(DATABASE_BUSY_MESSAGE, { extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503, headers: { "retry-after": "5" } } } });
  }
  const postgres = postgresErrorOf(originalOf(error));
  if (postgres?.code !== QUERY_CANCELED) return undefined;
  console.warn("A database statement was cancelled by the statement timeout:", postgres.message);
  const located = isGraphqlError(error) ? error : undefined;
  return new GraphQLError(QUERY_TOO_LONG_MESSAGE, {
    nodes: located?.nodes,
    path: located?.path,
    extensions: { code: "BAD_REQUEST" satisfies ErrorCode },
  });
}
