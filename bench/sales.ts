// The till under load (bench/README.md "Sales"): on PostgreSQL, through the real server over HTTP.
//   - sale commit, one till: createOrder one after another (2 lines, cash with change); p50/p95/p99;
//   - eight tills at once: 8 registers with their own OPENED session, each selling as fast as it can from the same
//     10 products (so they contend for the same opened packs); sales per second and p95;
//   - eight tills spread over three server processes on the one database (two more started here), till i on
//     process i mod 3;
//   - scan-to-cart: scanPosCode of a lot label, then calculateCartSummary of a 3-line cart; p95 of the pair.
// Each sale scenario also reports the CPU a sale costs the server processes and PostgreSQL's backends (/proc).
// Run alone with `npx tsx bench/sales.ts` (its own database and server process), or from bench/run.ts.
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { rollupDriftQuery } from "../server/modules/salesRollups";
import { freePort, graphqlCaller, runWhenStarted, startServerProcess, stopServerProcess, withBenchServer, type BenchWorld, type Call } from "./benchServer";
import { cpuBetween, cpuSnapshot } from "./processCpu";
import { benchSeconds } from "./load";
import { openBenchTills, receiveNewProducts, sellOnce, type TillWorld } from "./tills";

export const SALE_P95_TARGET_MS = 30;
export const TILLS = 8;
export const TILLS_TARGET_SALES_PER_S = 100;
export const SCAN_TO_CART_P95_TARGET_MS = 20;
export const PROCESSES = 3;

const PRODUCTS = 10;
const PACKS = 100;
const UNITS_PER_PACK = 100;
const ONE_TILL_SALES = Number(process.env.BENCH_SALES ?? 300);
const TILLS_SECONDS = benchSeconds(10);
const SCANS = Number(process.env.BENCH_SCANS ?? 300);

export interface SalesFigures {
  title: string;
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  target: string;
  met: boolean;
  /** CPU a request cost the server processes and PostgreSQL's backends, in ms (sale scenarios only). */
  serverCpuMs?: number;
  databaseCpuMs?: number;
  /** The bench's own CPU a request (its HTTP clients): on this machine it shares the two cores with the server. */
  clientCpuMs?: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(title: string, latencies: number[], seconds: number, target: string, met: (f: Omit<SalesFigures, "met" | "target" | "title">) => boolean): SalesFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const base = { count: sorted.length, seconds, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  return { title, ...base, target, met: met(base) };
}

export interface SalesWorld extends TillWorld {
  lotCodes: string[];
  registers: string[];
}

/** Ten products of 100 units a pack, 100 packs each received at the first retail store; TILLS registers with open sessions. */
export async function prepareSales(call: Call, admin: pg.Client, tenantId: string, userId: string): Promise<SalesWorld> {
  const { getLocations } = await call<{ getLocations: { data: { id: string }[] } }>({
    query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "name", operator: EQUAL, value: "Gulberg Store" }] }]) { data { id } } }`,
  });
  const locationId = getLocations.data[0].id;
  const { products } = await receiveNewProducts(call, locationId, { count: PRODUCTS, packs: PACKS, unitsPerPack: UNITS_PER_PACK, tag: "S" });
  const registers = await openBenchTills(admin, { tenantId, userId, locationId }, TILLS);
  await admin.query("analyze");
  return { locationId, products, lotCodes: [], registers };
}

const SUMMARY = `query ($order: CartInput!) { calculateCartSummary(order: $order) { total lines { productId totalPrice availableQuantity lots { lotId quantity } } } }`;
const SCAN = `query ($locationId: ID!, $code: String!) { scanPosCode(locationId: $locationId, code: $code) { product { id unitPrice availableQuantity } lot { id quantity } } }`;

/** Each till sells as fast as it can for TILLS_SECONDS, through its own caller; every latency. */
async function tillsAtOnce(world: SalesWorld, callers: readonly Call[]): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + TILLS_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    world.registers.map(async (registerId, till) => {
      const call = callers[till % callers.length];
      for (let n = till; performance.now() < deadline; n += TILLS) latencies.push(await sellOnce(call, world, registerId, n));
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** `work`'s figures with the server and database CPU per request it took. */
async function withCpu(admin: pg.Client, serverPids: readonly number[], work: () => Promise<SalesFigures>): Promise<SalesFigures> {
  const before = await cpuSnapshot(admin, serverPids);
  const clientBefore = process.cpuUsage();
  const row = await work();
  const client = process.cpuUsage(clientBefore);
  const { serverMs, databaseMs } = cpuBetween(before, await cpuSnapshot(admin, serverPids));
  return { ...row, serverCpuMs: serverMs / row.count, databaseCpuMs: databaseMs / row.count, clientCpuMs: (client.user + client.system) / 1000 / row.count };
}

/** Two more server processes on the bench's database (no demo seed: the first made it), signed in as the same user. */
async function withMoreProcesses<T>(world: BenchWorld, work: (callers: Call[], pids: number[]) => Promise<T>): Promise<T> {
  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  const dirs: string[] = [];
  try {
    for (let index = 1; index < PROCESSES; index += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), "pharmacy-bench-process-"));
      dirs.push(dataDir);
      const port = await freePort();
      urls.push(`http://127.0.0.1:${port}`);
      servers.push(await startServerProcess({ DATABASE_URL: world.databaseUrl, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "0", JOB_WORKER: "0" }, urls[urls.length - 1]));
    }
    const callers = [world.call, ...urls.map((url) => graphqlCaller(url, world.headers))];
    return await work(callers, [world.serverPid, ...servers.map((server) => server.pid ?? 0)]);
  } finally {
    for (const server of servers) await stopServerProcess(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

export async function benchSales(world: BenchWorld): Promise<SalesFigures[]> {
  const { call, admin, tenantId, userId, serverPid } = world;
  const tills = await prepareSales(call, admin, tenantId, userId);
  const rows: SalesFigures[] = [];

  for (let n = 0; n < 20; n += 1) await sellOnce(call, tills, tills.registers[0], n); // warm-up
  rows.push(
    await withCpu(admin, [serverPid], async () => {
      const oneTill: number[] = [];
      const started = performance.now();
      for (let n = 0; n < ONE_TILL_SALES; n += 1) oneTill.push(await sellOnce(call, tills, tills.registers[0], n));
      return figures("createOrder, one till (2 lines, cash)", oneTill, (performance.now() - started) / 1000, `p95 < ${SALE_P95_TARGET_MS} ms`, (f) => f.p95 < SALE_P95_TARGET_MS);
    }),
  );
  const enough = (f: { perSecond: number }) => f.perSecond >= TILLS_TARGET_SALES_PER_S;
  rows.push(
    await withCpu(admin, [serverPid], async () => {
      const { latencies, seconds } = await tillsAtOnce(tills, [call]);
      return figures(`createOrder, ${TILLS} tills at once (same 10 products)`, latencies, seconds, `≥ ${TILLS_TARGET_SALES_PER_S} sales/s`, enough);
    }),
  );
  rows.push(
    await withMoreProcesses(world, async (callers, pids) => {
      for (const [index, other] of callers.entries()) await sellOnce(other, tills, tills.registers[index], index); // each process warmed
      return withCpu(admin, pids, async () => {
        const { latencies, seconds } = await tillsAtOnce(tills, callers);
        return figures(`createOrder, ${TILLS} tills over ${PROCESSES} server processes (one database)`, latencies, seconds, `≥ ${TILLS_TARGET_SALES_PER_S} sales/s`, enough);
      });
    }),
  );

  // every sale of the scenarios in the sales rollups, the tills' too (they share the products' rows)
  const drift = new PgDialect().sqlToQuery(rollupDriftQuery(tenantId));
  const { rows: differing } = await admin.query(drift.sql, drift.params);
  if (differing.length > 0) throw new Error(`The sales rollups differ from the orders: ${JSON.stringify(differing.slice(0, 5))}`);
  console.log("The sales rollups equal the orders after the sale scenarios.");

  const { rows: sellable } = await admin.query<{ action_id: string }>(
    "select action_id from product_lots where product_id = any($1::uuid[]) and status = 'IN_INVENTORY' and quantity > 0 order by action_id limit 200",
    [tills.products.map((product) => product.id)],
  );
  tills.lotCodes = sellable.map((row) => row.action_id);
  const scans: number[] = [];
  const started = performance.now();
  for (let n = 0; n < SCANS; n += 1) {
    const begin = performance.now();
    await call({ query: SCAN, variables: { locationId: tills.locationId, code: tills.lotCodes[n % tills.lotCodes.length] } });
    const items = [0, 1, 2].map((k) => ({ productId: tills.products[(n + k) % PRODUCTS].id, quantity: 1 + k }));
    await call({ query: SUMMARY, variables: { order: { locationId: tills.locationId, registerId: tills.registers[1], items } } });
    scans.push(performance.now() - begin);
  }
  rows.push(figures("scan-to-cart: scanPosCode + calculateCartSummary (3 lines)", scans, (performance.now() - started) / 1000, `p95 < ${SCAN_TO_CART_P95_TARGET_MS} ms`, (f) => f.p95 < SCAN_TO_CART_P95_TARGET_MS));
  return rows;
}

export function printSalesTable(rows: SalesFigures[]): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cpu = (v: number | undefined) => (v === undefined ? "—" : v.toFixed(1));
  console.log("\n| sales scenario | count | per second | p50 | p95 | p99 | server CPU ms/req | database CPU ms/req | bench client CPU ms/req | target | met |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
  for (const r of rows) {
    console.log(`| ${r.title} | ${r.count} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${cpu(r.serverCpuMs)} | ${cpu(r.databaseCpuMs)} | ${cpu(r.clientCpuMs)} | ${r.target} | ${r.met ? "yes" : "NO"} |`);
  }
}

runWhenStarted("sales.ts", async () => {
  printSalesTable(await withBenchServer("sales", benchSales));
});
