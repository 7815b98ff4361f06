import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { join } from "node:path";
import type { DatabaseHandle } from "./engine";
import { acquireLock } from "./lockFile";
import { migrationsFolder } from "./migrationsFolder";
import * as schema from "./schema";

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = acquireLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: join(dataDir, "pgdata"), extensions: { pg_trgm } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    console.warn(`Using the embedded database in ${dataDir}: for a single machine only. Set DATABASE_URL to use PostgreSQL.`);
    const opened = client;
    return {
      db,
      kind: "pglite",
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
