// The till under load (bench/README.md "Sales"): on PostgreSQL, through the real server over HTTP.
//   - sale commit, one till: createOrder one after another (2 lines, cash with change); p50/p95/p99;
//   - eight tills at once: 8 registers with their own OPENED session, each selling as fast as it can from the same
//     10 products (so they contend for the same opened packs); sales per second and p95;
//   - scan-to-cart: scanPosCode of a lot label, then calculateCartSummary of a 3-line cart; p95 of the pair.
// Run alone with `npx tsx bench/sales.ts` (its own database and server process), or from bench/run.ts.
import type pg from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { rollupDriftQuery } from "../server/modules/salesRollups";
import { runWhenStarted, withBenchServer, type Call } from "./benchServer";
import { benchSeconds } from "./load";
import { openBenchTills, receiveNewProducts, sellOnce, type TillWorld } from "./tills";

export const SALE_P95_TARGET_MS = 50;
export const TILLS = 8;
export const TILLS_TARGET_SALES_PER_S = 100;
export const SCAN_TO_CART_P95_TARGET_MS = 30;

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

export async function benchSales(call: Call, admin: pg.Client, tenantId: string, userId: string): Promise<SalesFigures[]> {
  const world = await prepareSales(call, admin, tenantId, userId);
  const rows: SalesFigures[] = [];

  for (let n = 0; n < 20; n += 1) await sellOnce(call, world, world.registers[0], n); // warm-up
  const oneTill: number[] = [];
  let started = performance.now();
  for (let n = 0; n < ONE_TILL_SALES; n += 1) oneTill.push(await sellOnce(call, world, world.registers[0], n));
  rows.push(figures("createOrder, one till (2 lines, cash)", oneTill, (performance.now() - started) / 1000, `p95 < ${SALE_P95_TARGET_MS} ms`, (f) => f.p95 < SALE_P95_TARGET_MS));

  const tills: number[] = [];
  const deadline = performance.now() + TILLS_SECONDS * 1000;
  started = performance.now();
  await Promise.all(
    world.registers.map(async (registerId, till) => {
      for (let n = till; performance.now() < deadline; n += TILLS) tills.push(await sellOnce(call, world, registerId, n));
    }),
  );
  rows.push(
    figures(`createOrder, ${TILLS} tills at once (same 10 products)`, tills, (performance.now() - started) / 1000, `≥ ${TILLS_TARGET_SALES_PER_S} sales/s`, (f) => f.perSecond >= TILLS_TARGET_SALES_PER_S),
  );

  // every sale of both scenarios in the sales rollups, the 8 tills' too (they share the products' rows)
  const drift = new PgDialect().sqlToQuery(rollupDriftQuery(tenantId));
  const { rows: differing } = await admin.query(drift.sql, drift.params);
  if (differing.length > 0) throw new Error(`The sales rollups differ from the orders: ${JSON.stringify(differing.slice(0, 5))}`);
  console.log("The sales rollups equal the orders after both sale scenarios.");

  const { rows: sellable } = await admin.query<{ action_id: string }>(
    "select action_id from product_lots where product_id = any($1::uuid[]) and status = 'IN_INVENTORY' and quantity > 0 order by action_id limit 200",
    [world.products.map((product) => product.id)],
  );
  world.lotCodes = sellable.map((row) => row.action_id);
  const scans: number[] = [];
  started = performance.now();
  for (let n = 0; n < SCANS; n += 1) {
    const begin = performance.now();
    await call({ query: SCAN, variables: { locationId: world.locationId, code: world.lotCodes[n % world.lotCodes.length] } });
    const items = [0, 1, 2].map((k) => ({ productId: world.products[(n + k) % PRODUCTS].id, quantity: 1 + k }));
    await call({ query: SUMMARY, variables: { order: { locationId: world.locationId, registerId: world.registers[1], items } } });
    scans.push(performance.now() - begin);
  }
  rows.push(figures("scan-to-cart: scanPosCode + calculateCartSummary (3 lines)", scans, (performance.now() - started) / 1000, `p95 < ${SCAN_TO_CART_P95_TARGET_MS} ms`, (f) => f.p95 < SCAN_TO_CART_P95_TARGET_MS));
  return rows;
}

export function printSalesTable(rows: SalesFigures[]): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log("\n| sales scenario | count | per second | p50 | p95 | p99 | target | met |");
  console.log("|---|---:|---:|---:|---:|---:|---|---|");
  for (const r of rows) console.log(`| ${r.title} | ${r.count} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.target} | ${r.met ? "yes" : "NO"} |`);
}

runWhenStarted("sales.ts", async () => {
  printSalesTable(await withBenchServer("sales", ({ call, admin, tenantId, userId }) => benchSales(call, admin, tenantId, userId)));
});
