// Scan-to-cart (issue 30, bench/README.md "Scan-to-cart"): the till's scanPosCode of a lot label, then
// calculateCartSummary of a 3-line cart, over HTTP to the real server in production mode, on the world of
// bench/sales.ts (10 products, 100 packs each at Gulberg Store) after a few sales have opened packs. Prints p50/p95/
// p99 of the scan, of the summary and of the pair. With BENCH_BASELINE (a checkout of another commit, node_modules
// linked) both servers run, each on a database of its own, and are asked in turns — one pair here, one there, who
// goes first alternating — so that whatever else loads the machine weighs on both alike.
//   mkdir /tmp/base && git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
//   BENCH_BASELINE=/tmp/base npx tsx bench/scanToCart.ts
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { percentile, prepareSales, type SalesWorld } from "./sales";
import { sellOnce } from "./tills";

export const SCAN_TO_CART_P95_TARGET_MS = 20;
const PAIRS = Number(process.env.BENCH_SCANS ?? 500);
const WARM_UP = 30;

const SUMMARY = `query ($order: CartInput!) { calculateCartSummary(order: $order) { total lines { productId totalPrice availableQuantity lots { lotId quantity } } } }`;
const SCAN = `query ($locationId: ID!, $code: String!) { scanPosCode(locationId: $locationId, code: $code) { product { id unitPrice availableQuantity } lot { id quantity } } }`;

interface Side {
  name: string;
  bench: BenchWorld;
  world: SalesWorld;
  scan: number[];
  summary: number[];
  pair: number[];
}

async function prepare(name: string, bench: BenchWorld): Promise<Side> {
  const world = await prepareSales(bench.call, bench.admin, bench.tenantId, bench.userId);
  // a few sales open packs, as on a till that has been selling
  for (let n = 0; n < 20; n += 1) await sellOnce(bench.call, world, world.registers[0], n);
  const { rows } = await bench.admin.query<{ action_id: string }>(
    "select action_id from product_lots where product_id = any($1::uuid[]) and status = 'IN_INVENTORY' and quantity > 0 order by action_id limit 200",
    [world.products.map((product) => product.id)],
  );
  world.lotCodes = rows.map((row) => row.action_id);
  return { name, bench, world, scan: [], summary: [], pair: [] };
}

/** The n-th pair on a side: scan a lot label, then the summary of 3 lines; the latencies kept when `keep`. */
async function pairOnce(side: Side, n: number, keep: boolean): Promise<void> {
  const { call } = side.bench;
  const { world } = side;
  const begin = performance.now();
  await call({ query: SCAN, variables: { locationId: world.locationId, code: world.lotCodes[n % world.lotCodes.length] } });
  const scanned = performance.now();
  const items = [0, 1, 2].map((k) => ({ productId: world.products[(n + k) % world.products.length].id, quantity: 1 + k }));
  await call({ query: SUMMARY, variables: { order: { locationId: world.locationId, registerId: world.registers[1], items } } });
  const end = performance.now();
  if (!keep) return;
  side.scan.push(scanned - begin);
  side.summary.push(end - scanned);
  side.pair.push(end - begin);
}

async function run(sides: Side[]): Promise<boolean> {
  for (let n = 0; n < WARM_UP; n += 1) for (const side of sides) await pairOnce(side, n, false);
  for (let n = 0; n < PAIRS; n += 1) {
    const order = n % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await pairOnce(side, n, true);
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const stats = (latencies: number[]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))}`;
  };
  console.log(`\n| ${PAIRS} pairs a side | scanPosCode p50 / p95 / p99 | calculateCartSummary (3 lines) p50 / p95 / p99 | pair p50 | pair p95 | pair p99 |`);
  console.log("|---|---|---|---:|---:|---:|");
  for (const side of sides) console.log(`| ${side.name} | ${stats(side.scan).replace(/ \| /g, " / ")} | ${stats(side.summary).replace(/ \| /g, " / ")} | ${stats(side.pair)} |`);
  const p95 = percentile([...sides[0].pair].sort((a, b) => a - b), 95);
  const met = p95 < SCAN_TO_CART_P95_TARGET_MS;
  console.log(`Target: pair p95 < ${SCAN_TO_CART_P95_TARGET_MS} ms (this checkout): ${met ? "met" : "NOT met"}.`);
  return met;
}

/** This checkout alone, or in turns with the checkout at `baseline`; true when this checkout meets the target. */
export function benchScanToCart(baseline = process.env.BENCH_BASELINE): Promise<boolean> {
  if (!baseline) return withBenchServer("scan", async (now) => run([await prepare("this checkout", now)]));
  return withBenchServer("scan", (now) =>
    withBenchServer("scanbase", async (before) => run([await prepare("this checkout", now), await prepare("baseline", before)]), { cwd: baseline }),
  );
}

runWhenStarted("scanToCart.ts", async () => {
  if (!(await benchScanToCart())) process.exitCode = 1;
});
