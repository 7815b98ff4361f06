// The sales rollups' invariant (DESIGN "Rollups"): each table's rows equal the same aggregates recomputed from the
// orders, their lines, lots and payments (rollupSources.ts). Rows the writers left at zero (a cancelled delivery's
// day) count as absent. For a tenant in its own transaction, or for the whole database as its owner (the API
// tests' last file, the demo data's test).
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database, type Tx } from "../../db";
import { ROLLUPS, rollupRows, rollupSources, type Rollup } from "./rollupSources";

export interface RollupDrift extends Record<string, unknown> {
  table: string;
  /** The row's key as JSON. */
  key: string;
  /** The measures as kept, and as recomputed (space-separated; empty when the row is missing). */
  kept: string | null;
  counted: string | null;
}

function driftOf(rollup: Rollup, tenant: SQL): SQL {
  const keys = rollup.keys.map(([column]) => column);
  const measures = rollup.measures.map(([column]) => column);
  const list = (alias: string) => measures.map((column) => `${alias}.${column}`).join(", ");
  return sql`select ${rollup.table} as "table", json_build_object(${sql.raw(keys.map((column) => `'${column}', ${column}`).join(", "))})::text as key,
      concat_ws(' ', ${sql.raw(list("k"))}) as kept, concat_ws(' ', ${sql.raw(list("c"))}) as counted
    from (select ${sql.raw([...keys, ...measures].join(", "))} from ${sql.raw(rollup.table)}
        where ${tenant} and (${sql.raw(measures.map((column) => `${column} <> 0`).join(" or "))})) k
      full join (${rollupRows(rollup, 1)}) c using (${sql.raw(keys.join(", "))})
    where (${sql.raw(list("k"))}) is distinct from (${sql.raw(list("c"))})`;
}

/** The statement of rollupDrift (the API tests send it through their database door). */
export function rollupDriftQuery(tenantId?: string): SQL {
  const tenant = tenantId ? sql`tenant_id = ${tenantId}::uuid` : sql`true`;
  const orders = tenantId ? sql`o.tenant_id = ${tenantId}::uuid` : sql`true`;
  const parts = ROLLUPS.map((rollup) => sql`(${driftOf(rollup, tenant)})`);
  return sql`with ${rollupSources(orders)} ${sql.join(parts, sql` union all `)} order by 1, 2`;
}

/** The rows of the rollups that differ from the orders (none, always); every tenant's when none is named. */
export function rollupDrift(db: Database | Tx, tenantId?: string): Promise<RollupDrift[]> {
  return queryRows<RollupDrift>(db, rollupDriftQuery(tenantId));
}
