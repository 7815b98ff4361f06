import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./engine";
import { migrationsFolder } from "./migrationsFolder";
import * as schema from "./schema";

// Any fixed number: serialises migrations when several API processes start against one database.
const MIGRATION_LOCK_KEY = 7_231_640_518;

function poolMax(env: NodeJS.ProcessEnv): number {
  const value = Number.parseInt(env.DB_POOL_MAX ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : 10;
}

async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax(process.env) });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzle({ client: pool, schema }),
    kind: "postgres",
    close: () => pool.end(),
  };
}
