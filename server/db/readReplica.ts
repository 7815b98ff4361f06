// Reading from a replica (README "Reading from a replica"). DATABASE_READ_URL names a PostgreSQL streaming replica
// (a hot standby) of DATABASE_URL's database; what only reads what others wrote (the reports, the dashboards, the
// inventory report, the downloads) opens its transaction with withTenantRead, which reads from the replica while it
// answers and is within the lag bound, and from the primary otherwise. Everything else opens withTenant and stays on
// the primary: what a user has just written and reads back (the till, a form, a sale's details) never meets the
// replica's lag.
//
// Whether the replica is usable is checked at most once a second (a cheap query on a connection of its own, in the
// background once there is a first answer) and the answer kept meanwhile; the server logs each change of state (in use, lagging, unreachable), never each request.
// A read whose replica connection fails (or that replay cancels) runs again on the primary: it only reads.
import { drizzle } from "drizzle-orm/node-postgres";
import type { Database, StatementListener, Tx } from "./engine";
import { createPool } from "./postgresEngine";
import { postgresTransactionStarter } from "./postgresTransactions";
import * as schema from "./schema";
import { statementLogger } from "./statementLogger";
import { registerDatabaseTimeouts, registerTransactionStarter, withTenant, type DatabaseTimeouts, type WithTenantOptions } from "./tenancy";

/** The replica's connections name themselves so (pg_stat_activity, the replica's statement log). */
const REPLICA_APPLICATION_NAME = "pharmacy-read";
const CHECK_APPLICATION_NAME = "pharmacy-read-check";

/** How long a check's answer is kept: at most one check a second, whatever the number of reads. */
const CHECK_INTERVAL_MS = 1000;
/** A replica that takes longer than this to connect or to answer the check counts as unreachable. */
const CHECK_TIMEOUT_MS = 1000;

type ReplicaState = { kind: "in use"; lagMs: number } | { kind: "lagging"; lagMs: number | null } | { kind: "unreachable"; reason: string };

// How far behind the primary the replica's data is. Caught up (everything received is replayed, and still receiving
// from the primary) is 0, however long ago the last write was; else the age of the last transaction replayed (an
// upper bound: replay may be stuck behind a long query, or paused). Not in recovery (promoted, or a primary named by
// mistake) is 0 too. Any role may run it; null: nothing replayed yet while behind.
const LAG_QUERY = `select case
    when not pg_is_in_recovery() then 0
    when exists (select 1 from pg_stat_wal_receiver) and pg_last_wal_replay_lsn() >= pg_last_wal_receive_lsn() then 0
    else (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::bigint
  end as lag_ms`;

interface ReadReplica {
  readonly db: Database;
  /** The replica's database when it answers within the lag bound (checked at most once a second), else undefined. */
  usable(): Promise<Database | undefined>;
  /** A read failed on the replica: whether to read the primary instead (marks the replica unreachable when its connection failed). */
  fallsBack(error: unknown): boolean;
  close(): Promise<void>;
}

interface ReadReplicaOptions {
  url: string;
  /** Reads go to the primary while the replica is further behind than this. */
  maxLagMs: number;
  timeouts: DatabaseTimeouts;
  acquireTimeoutMs: number;
  onStatement?: StatementListener;
  /** Told of each change of state (the server's log by default). */
  onStateChange?: (state: ReplicaState, message: string) => void;
}

function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "57P01", "57P02", "57P03", "3D000"]);
const CONNECTION_MESSAGES = ["Connection terminated", "connection error and is not queryable"];

/** The replica's connection failed (refused, dropped, shut down, the database or login missing there): down. */
function connectionFailed(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08") || code.startsWith("28"))) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Replay cancelled the read ("canceling statement due to conflict with recovery"): the primary answers it instead. */
function cancelledByReplay(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if ((code === "40001" || code === "40P01") && typeof message === "string" && message.includes("conflict with recovery")) return true;
  }
  return false;
}

function describeState(state: ReplicaState, maxLagMs: number): string {
  if (state.kind === "in use") return `Read replica (DATABASE_READ_URL) in use: reports and downloads read from it (${state.lagMs} ms behind).`;
  if (state.kind === "lagging") {
    const behind = state.lagMs === null ? "behind by an unknown time" : `${state.lagMs} ms behind`;
    return `Read replica (DATABASE_READ_URL) ${behind}, more than REPLICA_MAX_LAG_MS=${maxLagMs}: reports and downloads read from the primary until it catches up.`;
  }
  return `Read replica (DATABASE_READ_URL) unreachable (${state.reason}): reports and downloads read from the primary until it answers.`;
}

function reasonOf(error: unknown): string {
  for (const { code, message } of errorChain(error)) {
    if (typeof message === "string" && message !== "") return typeof code === "string" ? `${code}: ${message}` : message;
  }
  return String(error);
}

/** Opens the replica's pool (no migrations: a standby cannot write; the primary's reach it by replication). */
export function openReadReplica(options: ReadReplicaOptions): ReadReplica {
  const { maxLagMs } = options;
  const pool = createPool(options.url, options.timeouts, options.acquireTimeoutMs, { applicationName: REPLICA_APPLICATION_NAME });
  const checks = createPool(options.url, { statementTimeoutMs: CHECK_TIMEOUT_MS, idleInTransactionTimeoutMs: CHECK_TIMEOUT_MS }, CHECK_TIMEOUT_MS, { applicationName: CHECK_APPLICATION_NAME, max: 1 });
  const logger = statementLogger(options.onStatement);
  const db: Database = drizzle({ client: pool, schema, logger });
  registerDatabaseTimeouts(db, options.timeouts);
  registerTransactionStarter(db, postgresTransactionStarter(pool, db, logger));
  const report = options.onStateChange ?? ((state: ReplicaState, message: string) => (state.kind === "in use" ? console.info(message) : console.warn(message)));

  let state: ReplicaState | undefined;
  let checkedAt = 0;
  let checking: Promise<ReplicaState> | undefined;

  const settle = (next: ReplicaState) => {
    checkedAt = Date.now();
    const changed = state?.kind !== next.kind;
    state = next;
    if (changed) report(next, describeState(next, maxLagMs));
    return next;
  };

  const check = async (): Promise<ReplicaState> => {
    try {
      const { rows } = await checks.query<{ lag_ms: string | null }>(LAG_QUERY);
      const lagMs = rows[0]?.lag_ms === null || rows[0]?.lag_ms === undefined ? null : Math.max(0, Number(rows[0].lag_ms));
      return settle(lagMs !== null && lagMs <= maxLagMs ? { kind: "in use", lagMs } : { kind: "lagging", lagMs });
    } catch (error) {
      return settle({ kind: "unreachable", reason: reasonOf(error) });
    }
  };

  return {
    db,
    async usable() {
      // a stale answer starts the next check, which this read waits for only when there is no answer yet: an
      // unreachable replica (a check may take CHECK_TIMEOUT_MS) never slows the reads it sends to the primary
      if (Date.now() - checkedAt >= CHECK_INTERVAL_MS) checking ??= check().finally(() => (checking = undefined));
      const current = state ?? (await checking);
      return current?.kind === "in use" ? db : undefined;
    },
    fallsBack(error) {
      if (connectionFailed(error)) {
        settle({ kind: "unreachable", reason: reasonOf(error) });
        return true;
      }
      return cancelledByReplay(error);
    },
    async close() {
      await Promise.all([pool.end(), checks.end()]);
    },
  };
}

// The replica of each primary database the engine opened (none: every read goes to the primary).
const replicasByPrimary = new WeakMap<Database, ReadReplica>();

/** Called by the engine when DATABASE_READ_URL is set. */
export function registerReadReplica(primary: Database, replica: ReadReplica): void {
  replicasByPrimary.set(primary, replica);
}

/**
 * withTenant for what only reads what others wrote (reports, dashboards, downloads): a read-only transaction on the
 * replica when one is configured, answers and is within the lag bound, else on the primary (`db`); a read whose
 * replica connection fails runs again on the primary. Same role (pharmacy_app), tenant setting and timeouts as
 * withTenant, so row-level security holds there too. Never for what reads back the caller's own writes: that
 * stays on withTenant.
 */
export async function withTenantRead<T>(db: Database, tenantId: string, fn: (tx: Tx) => Promise<T>, options: WithTenantOptions = {}): Promise<T> {
  const readOptions = { ...options, readOnly: true };
  const replica = replicasByPrimary.get(db);
  const target = replica ? await replica.usable() : undefined;
  if (!replica || !target) return withTenant(db, tenantId, fn, readOptions);
  try {
    return await withTenant(target, tenantId, fn, readOptions);
  } catch (error) {
    if (!replica.fallsBack(error)) throw error;
    return withTenant(db, tenantId, fn, readOptions);
  }
}
