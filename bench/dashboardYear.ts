// The manager's dashboard and the sales report over a year of sales (issue 28; bench/README.md "Dashboard and
// reports over a year"): the demo company on a fresh PostgreSQL database gets 1,000 more products and
// BENCH_YEAR_ORDERS orders (1,000,000 by default) over the last 365 days at its stores (each at its first till, by
// the administrator; 3 lines each, one order in 50 a return; one payment each), written by set-based SQL with
// consistent amounts; the sales rollups are then filled by their own writer (salesRollupsUpsert, in batches) and
// checked equal to the orders (rollupDrift). Then over HTTP, as the web sends them (src/pages/dashboard/queries.ts,
// src/resources/reports/queries.ts): getManagerDashboard for all locations and for one store, with one client and
// with ten; getSalesReport over 12 months by PRODUCT (first page and totals) and by STORE per MONTH.
//   npx tsx bench/dashboardYear.ts   (npm run bench runs it too: BENCH_PARTS=year for it alone)
//   BENCH_YEAR_DATABASE=bench_year_kept npx tsx bench/dashboardYear.ts   (builds it once, kept; later runs only measure)
import { print } from "graphql";
import { openDatabase, withTenant } from "../server/db";
import { MANAGER_DASHBOARD as MANAGER_DASHBOARD_DOCUMENT } from "../src/pages/dashboard/queries";
import { SALES_REPORT as SALES_REPORT_DOCUMENT } from "../src/resources/reports/queries";
import { rollupDrift, salesRollupsUpsert } from "../server/modules/salesRollups";
import { seedManyProducts } from "../server/seed";
import { runWhenStarted, withBenchServer, type BenchWorld, type Call } from "./benchServer";
import { percentile } from "./sales";

const ORDERS = Number(process.env.BENCH_YEAR_ORDERS ?? 1_000_000);
const PRODUCTS = 1_000;
const LINES = 3;
const ROLLUP_BATCH = 20_000;
const SEQUENTIAL_RUNS = 30;
const CONCURRENT_CLIENTS = 10;
const RUNS_PER_CLIENT = 10;

// the web app's own documents: the bench asks what the dashboard and the report screen ask
const MANAGER_DASHBOARD = print(MANAGER_DASHBOARD_DOCUMENT);
const SALES_REPORT = print(SALES_REPORT_DOCUMENT);

export interface YearFigures {
  title: string;
  clients: number;
  count: number;
  p50: number;
  p95: number;
  target: number;
  met: boolean;
}

/** The orders, their lines and payments: the n-th order's lines and amounts follow from n alone. */
async function writeOrders({ admin, tenantId, userId }: BenchWorld): Promise<void> {
  // a line's product, quantity and unit price (tax 10 % of the gross, a discount of 5 % on every 4th line)
  const product = (n: string, k: string) => `products.ids[1 + (${n} * 7 + ${k} * 13) % array_length(products.ids, 1)]`;
  const quantity = (n: string, k: string) => `(1 + (${n} + ${k}) % 3)`;
  const price = (n: string, k: string) => `(10.00 * (1 + (${n} * 7 + ${k} * 13) % 20))`;
  const gross = (n: string, k: string) => `(${price(n, k)} * ${quantity(n, k)})`;
  const discount = (n: string, k: string) => `(case when (${n} + ${k}) % 4 = 0 then round(${gross(n, k)} * 0.05, 2) else 0 end)`;
  const tax = (n: string, k: string) => `round(${gross(n, k)} * 0.10, 2)`;
  const stores = `(select array_agg(location_id order by location_id) locs, array_agg(register_id order by location_id) regs
      from (select distinct on (location_id) location_id, id register_id from location_registers
        where tenant_id = $1 and type = 'SALES_REGISTER' order by location_id, id) r) stores`;
  const params = [tenantId, userId, ORDERS];
  await admin.query(
    `insert into orders (tenant_id, id, secondary_id, kind, status, order_type, order_source, order_channel, payment_status, fulfillment_status,
       shipping_status, location_id, register_id, subtotal, total_discount, tax, total_amount, created_by, created_at, completed_at)
     select $1, gen_random_uuid(), 'YEAR-' || n, case when n % 50 = 0 then 'RETURN' else 'NORMAL' end, 'COMPLETED', 'PICKUP', 'POS', 'POS',
       case when n % 50 = 0 then 'REFUNDED' else 'PAID' end, 'FULFILLED', 'NOT_APPLICABLE',
       stores.locs[1 + n % array_length(stores.locs, 1)], stores.regs[1 + n % array_length(stores.regs, 1)],
       t.gross, t.discount, t.tax, t.gross - t.discount, $2, at, at
     from generate_series(1, $3::int) n
       cross join ${stores}
       cross join lateral (select now() - (n::float8 / $3::int) * interval '365 days' as at) w
       cross join lateral (select sum(${gross("n", "k")}) gross, sum(${discount("n", "k")}) discount, sum(${tax("n", "k")}) tax
         from generate_series(1, ${LINES}) k) t`,
    params,
  );
  const n = "substring(o.secondary_id from 6)::int";
  await admin.query(
    `insert into order_items (tenant_id, id, order_id, product_id, position, name, quantity, unit_price, is_tax_inclusive, tax_rate, sub_total, discount, tax, total_price, created_at)
     select o.tenant_id, gen_random_uuid(), o.id, ${product(n, "k")}, k, 'Bench line', ${quantity(n, "k")}, ${price(n, "k")}, false, 10,
       ${gross(n, "k")}, ${discount(n, "k")}, ${tax(n, "k")}, ${gross(n, "k")} - ${discount(n, "k")}, o.created_at
     from orders o cross join generate_series(1, ${LINES}) k
       cross join (select array_agg(id order by id) ids from products where tenant_id = $1) products
     where o.tenant_id = $1 and o.secondary_id like 'YEAR-%'`,
    [tenantId],
  );
  await admin.query(
    `insert into order_payments (tenant_id, id, order_id, location_id, method, status, amount, tendered, gross_share, discount_share, tax_share, created_at)
     select o.tenant_id, gen_random_uuid(), o.id, o.location_id, case when ${n} % 3 = 0 then 'CARD' else 'CASH' end,
       case when o.kind = 'RETURN' then 'REFUNDED' else 'PAID' end, o.total_amount, o.total_amount, o.subtotal, o.total_discount, o.tax, o.created_at
     from orders o where o.tenant_id = $1 and o.secondary_id like 'YEAR-%'`,
    [tenantId],
  );
  await admin.query("vacuum analyze orders, order_items, order_payments");
}

/** The rollups of the new orders, added by their writer in batches (each its own transaction). */
async function fillRollups(world: BenchWorld): Promise<void> {
  const ids = (await world.admin.query<{ id: string }>("select id from orders where tenant_id = $1 and secondary_id like 'YEAR-%' order by id", [world.tenantId])).rows.map((row) => row.id);
  const handle = await openDatabase({ databaseUrl: world.databaseUrl, dataDir: world.dataDir });
  try {
    for (let start = 0; start < ids.length; start += ROLLUP_BATCH) {
      const batch = ids.slice(start, start + ROLLUP_BATCH);
      await withTenant(handle.db, world.tenantId, (tx) => tx.execute(salesRollupsUpsert(world.tenantId, batch, 1)), { statementTimeoutMs: 600_000 });
    }
    await world.admin.query("vacuum analyze sales_daily, sales_till_daily, sales_payment_daily");
    const started = performance.now();
    const drift = await withTenant(handle.db, world.tenantId, (tx) => rollupDrift(tx, world.tenantId), { statementTimeoutMs: 1_800_000 });
    console.log(`rollupDrift over the whole tenant: ${drift.length} rows differ (${((performance.now() - started) / 1000).toFixed(1)} s).`);
    if (drift.length > 0) throw new Error(`The rollups differ from the orders: ${JSON.stringify(drift.slice(0, 5))}`);
  } finally {
    await handle.close();
  }
}

async function timed(call: Call, body: object): Promise<number> {
  const started = performance.now();
  await call(body);
  return performance.now() - started;
}

/**
 * `runs` calls per client, `clients` clients at once, after 3 warm-up rounds of `clients` calls at once: each of the
 * server's pooled connections plans the dashboard's statements on its first call (~0.5 s here), which a steady
 * p95 should not count once per connection (the first figure measured this only: ten clients' p95 885–1,058 ms).
 */
async function measure(call: Call, title: string, body: object, clients: number, runs: number, target: number): Promise<YearFigures> {
  for (let warm = 0; warm < 3; warm += 1) await Promise.all(Array.from({ length: clients }, () => call(body)));
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let run = 0; run < runs; run += 1) latencies.push(await timed(call, body));
    }),
  );
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return { title, clients, count: latencies.length, p50: percentile(latencies, 50), p95, target, met: p95 < target };
}

/** The orders and their rollups, written once (a kept database that has them already is used as it is). */
async function buildYear(world: BenchWorld): Promise<void> {
  if (world.reused) {
    const year = await world.admin.query<{ orders: string; daily: string }>(
      "select (select count(*) from orders where secondary_id like 'YEAR-%') orders, (select count(*) from sales_daily) daily",
    );
    const kept = year.rows[0];
    if (kept && Number(kept.orders) > 0 && Number(kept.daily) > 0) {
      console.log(`Reusing the kept database: ${kept.orders} year orders, ${kept.daily} sales_daily rows.`);
      return;
    }
  }
  const handle = await openDatabase({ databaseUrl: world.databaseUrl, dataDir: world.dataDir });
  try {
    await seedManyProducts(handle.db, world.tenantId, PRODUCTS);
  } finally {
    await handle.close();
  }
  let started = performance.now();
  await writeOrders(world);
  const counts = await world.admin.query<{ orders: string; lines: string; payments: string }>(
    "select (select count(*) from orders) orders, (select count(*) from order_items) lines, (select count(*) from order_payments) payments",
  );
  console.log(`Wrote ${JSON.stringify(counts.rows[0])} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  started = performance.now();
  await fillRollups(world);
  const rollupRows = await world.admin.query<{ daily: string; tills: string; payments: string }>(
    "select (select count(*) from sales_daily) daily, (select count(*) from sales_till_daily) tills, (select count(*) from sales_payment_daily) payments",
  );
  console.log(`Rollups filled and checked in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(rollupRows.rows[0])}.`);
}

async function benchYear(world: BenchWorld): Promise<YearFigures[]> {
  await buildYear(world);

  const store = (await world.admin.query<{ id: string }>("select location_id id from orders where secondary_id = 'YEAR-1'")).rows[0].id;
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const dashboard = (locationId: string | null) => ({ query: MANAGER_DASHBOARD, variables: { locationId } });
  const report = (groupBy: string, period: string) => ({ query: SALES_REPORT, variables: { from, to, period, groupBy, page: 1, limit: 100 } });
  const rows: YearFigures[] = [];
  for (const [clients, runs, target] of [[1, SEQUENTIAL_RUNS, 150], [CONCURRENT_CLIENTS, RUNS_PER_CLIENT, 400]] as const) {
    rows.push(await measure(world.call, "getManagerDashboard, all my locations", dashboard(null), clients, runs, target));
    rows.push(await measure(world.call, "getManagerDashboard, one store", dashboard(store), clients, runs, target));
  }
  rows.push(await measure(world.call, "getSalesReport 12 months by PRODUCT (MONTH), first 100 + totals", report("PRODUCT", "MONTH"), 1, 10, 500));
  rows.push(await measure(world.call, "getSalesReport 12 months by STORE per MONTH", report("STORE", "MONTH"), 1, 10, 500));
  const sample = await world.call<{ report: { meta: { total: number }; totals: { orders: number; total: string } } }>(report("PRODUCT", "MONTH"));
  console.log(`By product: ${sample.report.meta.total} rows; totals ${JSON.stringify(sample.report.totals)}.`);
  return rows;
}

export function printYearTable(rows: readonly YearFigures[]): void {
  console.log(`\n| ${ORDERS.toLocaleString("en-US")} orders over 365 days | clients | calls | p50 | p95 | target (p95) | met |`);
  console.log("|---|---:|---:|---:|---:|---|---|");
  for (const row of rows) console.log(`| ${row.title} | ${row.clients} | ${row.count} | ${Math.round(row.p50)} ms | ${Math.round(row.p95)} ms | < ${row.target} ms | ${row.met ? "yes" : "**no**"} |`);
}

/** The year's bench on a database of its own; its table printed (npm run bench: the `year` part). */
export async function benchDashboardYear(): Promise<boolean> {
  // BENCH_YEAR_DATABASE=<name>: build the year in that database once, keep it, and measure on it again later
  const database = process.env.BENCH_YEAR_DATABASE || undefined;
  const rows = await withBenchServer("year", benchYear, { database });
  printYearTable(rows);
  return rows.every((row) => row.met);
}

runWhenStarted("bench/dashboardYear.ts", async () => {
  if (!(await benchDashboardYear())) process.exitCode = 1;
});
