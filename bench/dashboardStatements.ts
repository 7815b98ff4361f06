// Every statement of getManagerDashboard timed, and with BENCH_EXPLAIN=1 its EXPLAIN ANALYZE printed, on a kept
// year database (bench/dashboardYear.ts with BENCH_YEAR_DATABASE): the service run as the server runs it (the
// server's pool, its plan_cache_mode, the application role), for all the tenant's locations and for one store.
//   BENCH_YEAR_DATABASE=bench_year_kept [BENCH_EXPLAIN=1] npx tsx bench/dashboardStatements.ts
import { PgDialect } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import type { Auth } from "../server/core/auth";
import { openDatabase, withTenant, type Tx } from "../server/db";
import { managerDashboard } from "../server/modules/dashboard";
import { adminUrl, runWhenStarted } from "./benchServer";

const dialect = new PgDialect();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The transaction with each statement timed (and explained once when asked) into `times`. */
function timedTx(tx: Tx, times: Map<string, number[]>, explain: boolean): Tx {
  const execute = async (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const key = text.replace(/\s+/g, " ").slice(0, 90);
    const started = performance.now();
    const result = await tx.execute(query);
    const list = times.get(key) ?? [];
    list.push(performance.now() - started);
    times.set(key, list);
    if (explain && list.length === 1) {
      const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
      const plan = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params);
      console.log(`\n--- ${key}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
    }
    return result;
  };
  return new Proxy(tx, { get: (target, name, receiver) => (name === "execute" ? execute : Reflect.get(target, name, receiver)) });
}

runWhenStarted("bench/dashboardStatements.ts", async () => {
  const database = process.env.BENCH_YEAR_DATABASE;
  if (!database) throw new Error("Set BENCH_YEAR_DATABASE to a kept year database.");
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const tenant = (await admin.query<{ id: string }>("select id from tenants where account_id = 'demo'")).rows[0]?.id ?? "";
  const locations = (await admin.query<{ id: string }>("select id from locations where tenant_id = $1 order by id", [tenant])).rows.map((row) => row.id);
  const store = (await admin.query<{ id: string }>("select location_id id from orders where secondary_id = 'YEAR-1'")).rows[0]?.id ?? null;
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "/tmp" });
  try {
    for (const [title, locationId] of [["all locations", null], ["one store", store]] as const) {
      const times = new Map<string, number[]>();
      const totals: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        await withTenant(handle.db, tenant, async (tx) => {
          // BENCH_PLAN=custom|generic: the transaction's plan_cache_mode set before the service (a trial of either)
          if (process.env.BENCH_PLAN) await tx.execute(sql.raw(`set local plan_cache_mode = force_${process.env.BENCH_PLAN === "custom" ? "custom" : "generic"}_plan`));
          const auth = { allowedLocationIds: locations } as unknown as Auth;
          return managerDashboard({ tx: timedTx(tx, times, process.env.BENCH_EXPLAIN === "1" && round === 0), tenantId: tenant, auth }, locationId);
        });
        totals.push(performance.now() - started);
      }
      console.log(`\n${title}: whole service ${totals.map((ms) => Math.round(ms)).join(", ")} ms`);
      for (const [key, list] of times) console.log(`  ${list.map((ms) => ms.toFixed(1).padStart(7)).join(" ")}  ${key}`);
    }
  } finally {
    await handle.close();
  }
});
