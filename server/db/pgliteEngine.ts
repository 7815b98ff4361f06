import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { join } from "node:path";
import type { DatabaseHandle, StatementListener } from "./engine";
import { statementLogger } from "./statementLogger";
import { acquireLock } from "./lockFile";
import { migrationsFolder } from "./migrationsFolder";
import * as schema from "./schema";
import { registerDatabaseTimeouts, type DatabaseTimeouts } from "./tenancy";
import { createGate, gatedPglite } from "./pgliteGate";

/**
 * The timeouts are registered so that withTenant sets them as on PostgreSQL, but PGlite does not enforce
 * them: it runs in this thread as WebAssembly, without the timer signals PostgreSQL cancels a statement with
 * (tried: `select pg_sleep(10)` under a 1 s statement_timeout runs its full 10 s).
 */
export async function openPglite(dataDir: string, timeouts: DatabaseTimeouts, acquireTimeoutMs: number, onStatement?: StatementListener): Promise<DatabaseHandle> {
  const lock = acquireLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: join(dataDir, "pgdata"), extensions: { pg_trgm } });
    const db = drizzle({ client: gatedPglite(client, createGate(acquireTimeoutMs)), schema, logger: statementLogger(onStatement) });
    registerDatabaseTimeouts(db, timeouts);
    await migrate(db, { migrationsFolder });
    console.warn(`Using the embedded database in ${dataDir}: for a single machine only. Set DATABASE_URL to use PostgreSQL.`);
    const opened = client;
    return {
      db,
      kind: "pglite",
      connections: 1,
      async close() {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close();
    lock.release();
    throw error;
  }
}
