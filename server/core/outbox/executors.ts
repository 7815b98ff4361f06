// How pg-boss reaches our database. pg-boss 10 talks through an `executeSql(text, values)` object; these give it
// (1) the server's own connection, PGlite or the node-postgres pool, for its maintenance and workers, and
// (2) the caller's Drizzle transaction, so that a job is inserted in the same transaction as the change that
// needs it (newer pg-boss releases ship both adapters; they need Node 22).
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import type PgBoss from "pg-boss";
import type { Database, Tx } from "../../db";
import { queryRows } from "../../db";

type Rows = { rows: Record<string, unknown>[] };

/** The driver behind a Drizzle database (drizzle keeps it as $client). */
function driverOf(db: Database): PGlite | pg.Pool {
  const client: unknown = Reflect.get(db, "$client");
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error("The job queue needs a PGlite or node-postgres database.");
}

/**
 * PGlite runs one statement per query() and several (pg-boss's migrations, its BEGIN…COMMIT blocks, always
 * without parameters) only through exec(). A failed block would leave the single connection inside an aborted
 * transaction, so it is rolled back before the error is passed on.
 */
function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<Rows> {
      try {
        if (values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows as Record<string, unknown>[]) };
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * pg-boss's connections on PostgreSQL: a small pool of its own whose statements may run for minutes. Its queue
 * set-up at start and its maintenance are not requests: under the requests' statement timeout (seconds, or less
 * where STATEMENT_TIMEOUT_MS says so) a busy machine failed the server's start in pg-boss's createQueue; and the
 * requests' pool keeps all its connections for requests.
 */
const JOB_QUEUE_POOL = { max: 2, statement_timeout: 120_000 };

export interface OwnerExecutor extends PgBoss.Db {
  /** Ends the connections of its own (after pg-boss has stopped). */
  close(): Promise<void>;
}

/** The server's database for pg-boss itself (as the owner role: its tables are not tenant tables). */
export function ownerExecutor(db: Database): OwnerExecutor {
  const driver = driverOf(db);
  if (driver instanceof PGlite) return { ...pgliteExecutor(driver), close: async () => undefined };
  const pool = new pg.Pool({ ...driver.options, ...JOB_QUEUE_POOL });
  // as the requests' pool: a dropped connection fails its query, never the process
  pool.on("error", (error) => console.error("Job queue: PostgreSQL idle connection lost:", error.message));
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error("Job queue: PostgreSQL connection lost:", error.message));
  });
  return {
    // Without parameters node-postgres uses the simple protocol, which runs pg-boss's multi-statement blocks.
    executeSql: async (text: string, values: unknown[] = []): Promise<Rows> => ({ rows: (await pool.query(text, values)).rows }),
    close: () => pool.end(),
  };
}

/**
 * pg-boss SQL with $1…$n placeholders as a Drizzle query; a placeholder used twice becomes two parameters.
 * sql.param keeps an array one parameter (inside sql`` Drizzle would spread it into a list).
 */
function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
  return sql.join(chunks);
}

/** The caller's transaction: what pg-boss runs here commits or rolls back with it. */
export function transactionExecutor(tx: Tx): PgBoss.Db {
  return { executeSql: async (text: string, values: unknown[] = []): Promise<Rows> => ({ rows: await queryRows(tx, toDrizzleSql(text, values)) }) };
}
