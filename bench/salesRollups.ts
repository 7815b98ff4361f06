// The sale's commit with the sales rollups and without them (issue 28: "no more than 10 % slower", bench/README.md
// "Sales rollups"): this checkout's server and a baseline checkout's (a commit before the rollups, BENCH_BASELINE),
// each on a database of its own, prepared alike (bench/sales.ts), then sold to in turns — one sale here, one there,
// who goes first alternating — so that whatever else loads the machine weighs on both alike. Each side: p50, p95 and
// p99 of createOrder (2 lines, cash) at one till; then 8 tills on each side at once (both sides at the same time,
// sharing the machine alike), sales per second and p95; then the rollups checked equal to this side's orders.
//   git worktree add --detach /tmp/baseline <commit before the rollups>   (or git archive; node_modules linked)
//   BENCH_BASELINE=/tmp/baseline npx tsx bench/salesRollups.ts   (npm run bench runs it too when BENCH_BASELINE is set)
import { PgDialect } from "drizzle-orm/pg-core";
import { rollupDriftQuery } from "../server/modules/salesRollups";
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { benchSeconds } from "./load";
import { percentile, prepareSales, TILLS, type SalesWorld } from "./sales";
import { sellOnce } from "./tills";

export const ROLLUPS_P95_TARGET = 1.1;
const SALES = Number(process.env.BENCH_SALES ?? 600);
const WARM_UP = 30;
const TILLS_SECONDS = benchSeconds(10);

interface Side {
  name: string;
  bench: BenchWorld;
  world: SalesWorld;
  latencies: number[];
}

const stats = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function compare(now: BenchWorld, before: BenchWorld): Promise<boolean> {
  const sides: Side[] = [];
  for (const [name, bench] of [
    ["with the rollups (this checkout)", now],
    ["without (baseline)", before],
  ] as const) {
    sides.push({ name, bench, world: await prepareSales(bench.call, bench.admin, bench.tenantId, bench.userId), latencies: [] });
  }
  for (let n = 0; n < WARM_UP; n += 1) for (const side of sides) await sellOnce(side.bench.call, side.world, side.world.registers[0], n);
  for (let n = 0; n < SALES; n += 1) {
    const order = n % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) side.latencies.push(await sellOnce(side.bench.call, side.world, side.world.registers[0], n));
  }
  const [withRollups, without] = sides.map((side) => ({ side, ...stats(side.latencies) }));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n| createOrder, one till (2 lines, cash), ${SALES} sales each, in turns | p50 | p95 | p99 |`);
  console.log("|---|---:|---:|---:|");
  for (const row of [withRollups, without]) console.log(`| ${row.side.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} |`);
  const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;
  console.log(`| difference | ${ratio(withRollups.p50, without.p50)} | ${ratio(withRollups.p95, without.p95)} | ${ratio(withRollups.p99, without.p99)} |`);
  const met = withRollups.p95 <= without.p95 * ROLLUPS_P95_TARGET;
  console.log(`Target: p95 at most ${Math.round((ROLLUPS_P95_TARGET - 1) * 100)} % slower with the rollups: ${met ? "met" : "NOT met"}.`);
  // 8 tills a side, both sides at once, from the same 10 products (the tills share the products' rollup rows)
  const deadline = performance.now() + TILLS_SECONDS * 1000;
  const started = performance.now();
  const busy = sides.map(() => [] as number[]);
  await Promise.all(
    sides.flatMap((side, index) =>
      side.world.registers.map(async (registerId, till) => {
        for (let n = till; performance.now() < deadline; n += TILLS) busy[index].push(await sellOnce(side.bench.call, side.world, registerId, n));
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n| createOrder, ${TILLS} tills a side, both sides at once for ${TILLS_SECONDS} s | sales/s | p50 | p95 |`);
  console.log("|---|---:|---:|---:|");
  sides.forEach((side, index) => {
    const figures = stats(busy[index]);
    console.log(`| ${side.name} | ${(busy[index].length / seconds).toFixed(1)} | ${ms(figures.p50)} | ${ms(figures.p95)} |`);
  });
  console.log(`| difference | ${ratio(busy[0].length, busy[1].length)} | ${ratio(stats(busy[0]).p50, stats(busy[1]).p50)} | ${ratio(stats(busy[0]).p95, stats(busy[1]).p95)} |`);

  const drift = new PgDialect().sqlToQuery(rollupDriftQuery(now.tenantId));
  const { rows } = await now.admin.query(drift.sql, drift.params);
  if (rows.length > 0) throw new Error(`The sales rollups differ from the orders: ${JSON.stringify(rows.slice(0, 5))}`);
  console.log("The sales rollups equal the orders.");
  return met;
}

/** The comparison against the checkout at `baseline`; true when the target is met. */
export function compareSalesRollups(baseline: string): Promise<boolean> {
  return withBenchServer("rollups", (now) => withBenchServer("baseline", (before) => compare(now, before), { cwd: baseline }));
}

runWhenStarted("salesRollups.ts", async () => {
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) throw new Error("Set BENCH_BASELINE to a checkout of a commit before the sales rollups (see the head of bench/salesRollups.ts).");
  if (!(await compareSalesRollups(baseline))) process.exitCode = 1;
});
