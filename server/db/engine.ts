// Opens the database: embedded PGlite in DATA_DIR by default, a node-postgres pool when a URL is given.
// Either way the migrations run and the global data (countries, cities, permission catalogue) is upserted.
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema";
import { openPglite } from "./pgliteEngine";
import { openPostgres } from "./postgresEngine";
import { seedGlobalData } from "./globalData/globalData";
import { openReadReplica, registerReadReplica } from "./readReplica";
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from "./tenancy";

type Schema = typeof schema;

/** A database of either driver. Query results are typed through drizzle's builders, not the driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Connections the server may hold at once (the pool's size; 1 for the embedded database). */
  connections: number;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** The statement and idle-in-transaction timeouts (DEFAULT_DATABASE_TIMEOUTS where not given). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Longest a request waits for a connection before DatabaseBusyError (0: no limit; DEFAULT_ACQUIRE_TIMEOUT_MS). */
  acquireTimeoutMs?: number;
  /** Told of every statement the server sends (the tests count a request's statements with it). */
  onStatement?: StatementListener;
  /**
   * A streaming replica of databaseUrl's database (DATABASE_READ_URL) that withTenantRead reads from while it is
   * within maxLagMs (README "Reading from a replica"). Only with databaseUrl: the embedded database ignores it.
   */
  readReplica?: { url: string; maxLagMs: number };
}

const DEFAULT_ACQUIRE_TIMEOUT_MS = 5000;

export type StatementListener = (text: string) => void;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const acquireTimeoutMs = options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, timeouts, acquireTimeoutMs, options.onStatement)
    : await openPglite(options.dataDir, timeouts, acquireTimeoutMs, options.onStatement);
  try {
    await seedGlobalData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (!options.readReplica) return handle;
  if (handle.kind !== "postgres") {
    console.warn("DATABASE_READ_URL is ignored on the embedded database: every read goes to it. Set DATABASE_URL to read reports from a replica.");
    return handle;
  }
  const replica = openReadReplica({ ...options.readReplica, timeouts, acquireTimeoutMs, onStatement: options.onStatement });
  registerReadReplica(handle.db, replica);
  return {
    ...handle,
    async close() {
      try {
        await replica.close();
      } finally {
        await handle.close();
      }
    },
  };
}
