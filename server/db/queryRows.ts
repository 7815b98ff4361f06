import type { SQL } from "drizzle-orm";
import type { Database, Tx } from "./engine";

/**
 * Rows of a raw SQL query on either driver. `execute` on the driver-neutral Database type returns `unknown`;
 * node-postgres and PGlite both answer `{ rows }`. Prefer the query builders; use this for catalog queries
 * or SQL the builders cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
