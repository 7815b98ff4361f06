// Stock audits and adjustments (issue 27), on a server of its own. A new store gets 10 products of 100-piece packs
// through the real PO → GRN → QC → intake (100 packs each: the tills sell these), then 5,000 more products and
// copies of one of its lots up to LOTS lots in all (receiveLotCopies: the lots, their INTAKE ledger rows and the
// stock levels in one statement), then:
//   - createAudit ALL at the store: every product there and its lots recorded (they read IN_AUDIT; target < 2 s);
//   - scanAuditLot: two users count the till products lot by lot while TILLS tills sell them (createOrder as fast
//     as each can); p95 of the scans (target < 30 ms); the same scans with the tills quiet, for comparison;
//   - more products completed unscanned (their lots count empty: SHORT) until the audit has LINES discrepancies;
//   - closeAudit: the lots read IN_INVENTORY again, and the adjustment of LINES lines is made (target < 3 s);
//   - updateAdjustmentStatus APPROVED by another user (target < 2 s); then the ledger and the stock levels are
//     checked equal to the lots.
// Run alone with `npx tsx bench/audits.ts`; `npm run bench` runs it with the stock part.
import { openDatabase, withTenant } from "../server/db";
import { receiveLotCopies } from "../server/modules/inventory";
import { seedManyProducts } from "../server/seed";
import { graphqlCaller, runWhenStarted, withBenchServer, type BenchWorld, type Call } from "./benchServer";
import { auditUser, benchStore, booksDrift, countPlan, type CountPlan } from "./auditsWorld";
import { processTreeCpuMs } from "./load";
import { openBenchTills, receiveNewProducts, sellOnce, type TillWorld } from "./tills";

const PRODUCTS = Number(process.env.BENCH_AUDIT_PRODUCTS ?? 5_000);
const LOTS = Number(process.env.BENCH_AUDIT_LOTS ?? 20_000);
const TILL_PRODUCTS = 10;
const TILL_PACKS = 100;
const TILLS = 4;
const SCANNERS = 2;
/**
 * A pace far above a real shop's and still below what saturates the server: each till a sale, then its next
 * customer this long after (four tills: about 10 sales a second in all, a day's sales of a busy pharmacy in ten
 * minutes), each counter a scan every so often (a person with a scanner gun does one a second or two).
 */
const PACE_MS = 250;
const LINES = 1_000;
const CREATE_TARGET_MS = 2_000;
const SCAN_P95_TARGET_MS = 30;
const CLOSE_TARGET_MS = 3_000;
const APPROVE_TARGET_MS = 2_000;

export interface AuditBenchRow {
  title: string;
  figure: string;
  target: string;
  met: boolean | null;
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const spread = (values: readonly number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** A request's time and the CPU the server process spent meanwhile (the rest is PostgreSQL's and waiting). */
async function timedOnServer<T>(serverPid: number, work: () => Promise<T>): Promise<[T, string, number]> {
  const cpu = await processTreeCpuMs(serverPid);
  const [result, took] = await timed(work);
  return [result, `${ms(took)} (server CPU ${ms((await processTreeCpuMs(serverPid)) - cpu)})`, took];
}

const OPS = {
  create: `mutation ($dto: CreateAuditInput!) { createAudit(createAuditDto: $dto) { id secondaryId itemCount lotCount } }`,
  start: `mutation ($auditId: ID!, $productId: ID!) { startAudit(auditId: $auditId, productId: $productId) }`,
  scan: `mutation ($dto: ScanLotsInput!) { scanAuditLot(scanLotsDto: $dto) }`,
  complete: `mutation ($auditId: ID!, $productId: ID!) { completeProductAudit(auditId: $auditId, productId: $productId) { shortCount } }`,
  close: `mutation ($auditId: ID!, $reason: String!) { closeAudit(auditId: $auditId, closureReason: $reason) }`,
  adjustmentOf: `query ($auditId: ID!) { getAudit(auditId: $auditId) { adjustmentId } }`,
  decide: `mutation ($id: ID!) { updateAdjustmentStatus(id: $id, status: APPROVED) { id status lotCount adjustedQuantity } }`,
};

type Audit = { id: string; secondaryId: string; itemCount: number; lotCount: number };

/** 5,000 products, and copies of one of the store's received lots up to LOTS lots there. */
async function seedStore({ tenantId, databaseUrl, dataDir, admin }: BenchWorld, storeId: string, grnId: string): Promise<void> {
  const { rows } = await admin.query<{ id: string; lots: string }>(
    `select min(l.id::text) as id, (select count(*) from product_lots where location_id = $1) as lots from product_lots l join grn_items g on g.id = l.grn_item_id where g.grn_id = $2`,
    [storeId, grnId],
  );
  const copies = LOTS - Number(rows[0].lots);
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedManyProducts(handle.db, tenantId, PRODUCTS);
    await withTenant(handle.db, tenantId, (tx) => receiveLotCopies(tx, tenantId, { templateLotId: rows[0].id, from: 1, to: copies, prefix: "AUDIT-BENCH-" }), { statementTimeoutMs: 120_000 });
  } finally {
    await handle.close();
  }
  // what autovacuum does after a bulk load: the new rows' visibility and statistics
  await admin.query("vacuum analyze");
}

/** One user counting products one after another: start, every lot found on the shelf then scanned, complete; each scan's latency. */
async function countProducts(call: Call, auditId: string, products: readonly string[], planOf: (productId: string) => Promise<CountPlan>, latencies: number[], gapMs = 0): Promise<void> {
  for (const productId of products) {
    await call({ query: OPS.start, variables: { auditId, productId } });
    for (const lot of (await planOf(productId)).lots) {
      const dto = { auditId, productId, scannedLotActionId: lot.actionId, quantity: lot.isOpened ? lot.quantity : undefined, force: true };
      const started = performance.now();
      await call({ query: OPS.scan, variables: { dto } });
      latencies.push(performance.now() - started);
      if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    await call({ query: OPS.complete, variables: { auditId, productId } });
  }
}

/** Tills selling until `done` settles, each waiting `gapMs` between its sales (0: as fast as it can); the sales' latencies. */
async function sellUntil(call: Call, world: TillWorld, registers: readonly string[], done: Promise<unknown>, gapMs: number): Promise<number[]> {
  let selling = true;
  const stop = () => (selling = false);
  done.then(stop, stop);
  const sales: number[] = [];
  await Promise.all(
    registers.map(async (registerId, till) => {
      for (let n = till; selling; n += registers.length) {
        sales.push(await sellOnce(call, world, registerId, n));
        if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    }),
  );
  return sales;
}

interface Counters {
  calls: readonly Call[];
  auditId: string;
  /** Each counter's pause between two scans (0: as fast as the server answers). */
  gapMs: number;
  /** What a counter finds on the shelf of a product when its count starts. */
  shelf: (productId: string) => Promise<CountPlan>;
}

/** The counters share the products between them and count while the tills sell; the scans' and the sales' latencies. */
async function countWhileSelling(counters: Counters, products: readonly string[], sell: (done: Promise<unknown>) => Promise<number[]>) {
  const scans: number[] = [];
  const share = Math.ceil(products.length / counters.calls.length);
  const counting = Promise.all(counters.calls.map((call, index) => countProducts(call, counters.auditId, products.slice(index * share, (index + 1) * share), counters.shelf, scans, counters.gapMs)));
  const [sales, took] = await timed(() => sell(counting));
  await counting;
  return { scans, sales, perSecond: sales.length / (took / 1000) };
}

export async function benchAudits(world: BenchWorld): Promise<AuditBenchRow[]> {
  const { call, admin, tenantId, userId } = world;
  const storeId = await benchStore(call);
  const received = await receiveNewProducts(call, storeId, { count: TILL_PRODUCTS, packs: TILL_PACKS, unitsPerPack: 100, tag: "A" });
  const registers = await openBenchTills(admin, { tenantId, userId, locationId: storeId }, TILLS);
  const seeding = Date.now();
  await seedStore(world, storeId, received.grnId);
  console.log(`Seeded ${PRODUCTS.toLocaleString("en-US")} products and ${LOTS.toLocaleString("en-US")} lots at the store in ${((Date.now() - seeding) / 1000).toFixed(1)} s.`);
  const rows: AuditBenchRow[] = [];

  // an ALL audit three times: the first two closed at once (nothing counted: every lot released, no adjustment)
  const creates: number[] = [];
  const createFigures: string[] = [];
  const emptyCloses: string[] = [];
  const onServer = <T>(work: () => Promise<T>) => timedOnServer(world.serverPid, work);
  let audit: Audit | undefined;
  for (let round = 0; round < 3; round += 1) {
    const [made, figure, took] = await onServer(() => call<{ createAudit: Audit }>({ query: OPS.create, variables: { dto: { locationId: storeId, selectionType: "ALL" } } }));
    creates.push(took);
    createFigures.push(figure);
    audit = made.createAudit;
    if (round < 2) {
      emptyCloses.push((await onServer(() => call({ query: OPS.close, variables: { auditId: made.createAudit.id, reason: "Bench: closed at once" } })))[1]);
      // the days between two audits of a store, in which autovacuum clears the lots' old versions
      await admin.query("vacuum analyze product_lots, audit_lots, stock_movements");
    }
  }
  if (!audit) throw new Error("No audit was made.");
  rows.push({ title: `createAudit ALL (${audit.itemCount.toLocaleString("en-US")} products, ${audit.lotCount.toLocaleString("en-US")} lots)`, figure: createFigures.join(", "), target: `< ${ms(CREATE_TARGET_MS)}`, met: percentile(creates, 50) < CREATE_TARGET_MS });
  rows.push({ title: `closeAudit with nothing counted (${audit.lotCount.toLocaleString("en-US")} lots released, no adjustment)`, figure: emptyCloses.join(", "), target: "—", met: null });

  // two users count the till products while the tills sell them
  const scanner = graphqlCaller(world.baseUrl, world.headers);
  const second = await auditUser(world, storeId, "scanner");
  const tillWorld: TillWorld = { locationId: storeId, products: received.products };
  const shelf = async (productId: string) => (await countPlan(admin, storeId, [productId]))[0];
  const calls = [scanner, second.call];
  const tillProducts = received.products.map((product) => product.id);
  const half = TILL_PRODUCTS / 2;
  // at a busy shop's pace (the target), then everyone as fast as the server answers (the two cores saturated)
  for (const [gap, products] of [[PACE_MS, tillProducts.slice(0, half)], [0, tillProducts.slice(half)]] as const) {
    const busy = await countWhileSelling({ calls, auditId: audit.id, gapMs: gap, shelf }, products, (done) => sellUntil(call, tillWorld, registers, done, gap));
    const pace = gap > 0 ? `each user a scan and each till a sale every ${gap} ms or so` : "everyone as fast as the server answers";
    rows.push({
      title: `scanAuditLot, ${SCANNERS} users counting ${products.length} products while ${TILLS} tills sell them, ${pace} (${busy.scans.length} scans; ${busy.sales.length} sales, ${busy.perSecond.toFixed(0)}/s, sale ${spread(busy.sales)})`,
      figure: spread(busy.scans),
      target: gap > 0 ? `p95 < ${SCAN_P95_TARGET_MS} ms` : "—",
      met: gap > 0 ? percentile(busy.scans, 95) < SCAN_P95_TARGET_MS : null,
    });
  }

  // the same scanning with the tills quiet: products of the copied lots, one user
  const others = await countPlan(admin, storeId, null, audit.id, 60);
  const quiet: number[] = [];
  const planned = new Map(others.map((plan) => [plan.productId, plan]));
  const cpuBefore = await processTreeCpuMs(world.serverPid);
  await countProducts(scanner, audit.id, [...planned.keys()], async (productId) => planned.get(productId) as CountPlan, quiet);
  const cpuPerRequest = ((await processTreeCpuMs(world.serverPid)) - cpuBefore) / (quiet.length + 2 * planned.size);
  rows.push({ title: `scanAuditLot, one user, tills quiet (${quiet.length} scans; server CPU ${cpuPerRequest.toFixed(1)} ms a request)`, figure: spread(quiet), target: "—", met: null });

  // unscanned products completed (their lots count empty) until the audit has LINES discrepancies
  const lines = await completeUntil(world, scanner, audit.id);
  const [, closeFigure, closing] = await onServer(() => call({ query: OPS.close, variables: { auditId: audit.id, reason: "Bench: count finished" } }));
  rows.push({ title: `closeAudit with its adjustment (${lines.toLocaleString("en-US")} lines; ${audit.lotCount.toLocaleString("en-US")} lots released)`, figure: closeFigure, target: `< ${ms(CLOSE_TARGET_MS)}`, met: closing < CLOSE_TARGET_MS });

  const { getAudit } = await call<{ getAudit: { adjustmentId: string } }>({ query: OPS.adjustmentOf, variables: { auditId: audit.id } });
  const approver = await auditUser(world, storeId, "approver");
  const [decided, approveFigure, approving] = await onServer(() => approver.call<{ updateAdjustmentStatus: { status: string; lotCount: number } }>({ query: OPS.decide, variables: { id: getAudit.adjustmentId } }));
  rows.push({ title: `updateAdjustmentStatus APPROVED by another user (${decided.updateAdjustmentStatus.lotCount.toLocaleString("en-US")} lines)`, figure: approveFigure, target: `< ${ms(APPROVE_TARGET_MS)}`, met: approving < APPROVE_TARGET_MS && decided.updateAdjustmentStatus.status === "APPROVED" });

  const drift = await booksDrift(admin, tenantId, storeId);
  rows.push({ title: "Afterwards: lots off their ledger rows, stock levels off the lots (store)", figure: `${drift.ledger}, ${drift.levels}`, target: "0, 0", met: drift.ledger === 0 && drift.levels === 0 });
  return rows;
}

/** Completes unscanned products of the audit until it has LINES discrepancies (the last one partly scanned to land on it). */
async function completeUntil(world: BenchWorld, call: Call, auditId: string): Promise<number> {
  const discrepancies = async () =>
    Number((await world.admin.query<{ n: string }>(`select count(*) as n from audit_lots a join audit_products p on p.id = a.audit_product_id where a.audit_id = $1 and p.status = 'COMPLETED' and a.status in ('SHORT', 'EXCESS')`, [auditId])).rows[0].n);
  let lines = await discrepancies();
  const pending = await countPlan(world.admin, (await world.admin.query<{ location_id: string }>("select location_id from audits where id = $1", [auditId])).rows[0].location_id, null, auditId, 1_000);
  for (const plan of pending) {
    if (lines >= LINES) break;
    // lots scanned whole (MATCHED) beyond what is still needed; the rest count empty at completion (SHORT)
    const matched = plan.lots.slice(0, Math.max(0, plan.lots.length - (LINES - lines))).map((lot) => ({ ...lot, isOpened: false }));
    await countProducts(call, auditId, [plan.productId], () => Promise.resolve({ ...plan, lots: matched }), []);
    lines = await discrepancies();
  }
  return lines;
}

export function printAuditTable(rows: readonly AuditBenchRow[]): void {
  console.log("\n| audit bench | figure | target | met |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.title} | ${row.figure} | ${row.target} | ${row.met === null ? "—" : row.met ? "yes" : "no"} |`);
}

runWhenStarted("bench/audits.ts", async () => {
  const rows = await withBenchServer("audits", benchAudits);
  printAuditTable(rows);
  if (rows.some((row) => row.met === false)) process.exitCode = 1;
});
