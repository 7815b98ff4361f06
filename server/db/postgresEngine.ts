import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseHandle, StatementListener } from "./engine";
import { statementLogger } from "./statementLogger";
import { migrationsFolder } from "./migrationsFolder";
import * as schema from "./schema";
import { postgresTransactionStarter } from "./postgresTransactions";
import { registerDatabaseTimeouts, registerTransactionStarter, type DatabaseTimeouts } from "./tenancy";

// Any fixed number: serialises migrations when several API processes start against one database.
const MIGRATION_LOCK_KEY = 7_231_640_518;

function poolMax(env: NodeJS.ProcessEnv): number {
  const value = Number.parseInt(env.DB_POOL_MAX ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : 10;
}

// Migrations may wait for another process's lock and build indexes on big tables: no statement timeout. The
// connection is discarded afterwards rather than returned to the pool with that setting.
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release(true);
  }
}

/**
 * A pool whose connections start with the timeouts as session defaults (startup parameters), so that the
 * queries outside withTenant (the pre-tenant lookups) are bounded too; withTenant sets them again per
 * transaction. Behind PgBouncer, allow them with ignore_startup_parameters or set them on the role instead.
 */
export function createPool(databaseUrl: string, timeouts: DatabaseTimeouts, acquireTimeoutMs: number, extra: { applicationName?: string; max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: extra.max ?? poolMax(process.env),
    // the read replica's connections name themselves (pg_stat_activity, the server's log): see readReplica.ts
    ...(extra.applicationName ? { application_name: extra.applicationName } : {}),
    // a checkout (waiting for a free connection, or opening one) gives up after this: the request answers 503
    connectionTimeoutMillis: acquireTimeoutMs,
    // a connection kept idle for a minute (not node-postgres's 10 s) keeps what it has planned: a fresh one pays for
    // planning each statement of its first requests (the dashboard's first call ~0.5 s, bench/README.md); longer
    // would hold PostgreSQL's connection slots for idle servers (max_connections is shared by every process)
    idleTimeoutMillis: 60_000,
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    // The named statements (preparedStatement.ts, the session lookup) read rows by key: one generic plan serves
    // every value, where PostgreSQL would otherwise keep planning each execution for the ids it is given.
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // A connection the server drops (failover, pg_terminate_backend, idle timeout) must fail only the request
  // using it, never the process: without a listener, the client's 'error' event would be an uncaught
  // exception. The pool's own listener covers idle connections; a checked-out one needs its own. The query
  // in flight still rejects, and the pool discards the broken connection when it is released.
  const name = extra.applicationName ? `PostgreSQL (${extra.applicationName})` : "PostgreSQL";
  pool.on("error", (error) => console.error(`${name} idle connection lost:`, error.message));
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(`${name} connection lost:`, error.message));
  });
  return pool;
}

export async function openPostgres(databaseUrl: string, timeouts: DatabaseTimeouts, acquireTimeoutMs: number, onStatement?: StatementListener): Promise<DatabaseHandle> {
  const pool = createPool(databaseUrl, timeouts, acquireTimeoutMs);
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const logger = statementLogger(onStatement);
  const db = drizzle({ client: pool, schema, logger });
  registerDatabaseTimeouts(db, timeouts);
  registerTransactionStarter(db, postgresTransactionStarter(pool, db, logger));
  return {
    db,
    kind: "postgres",
    connections: pool.options.max,
    close: () => pool.end(),
  };
}
