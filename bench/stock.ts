// Stock between locations and the report (issue 14), on a server of its own: 50,000 products and BENCH_LOTS lots
// (2,000,000 by default) at the warehouse, then
//   - the inventory report of that location: first page and totals (target under 1 s);
//   - the full XLSX download of its 50,000 rows, with the server's resident memory sampled every 50 ms (target:
//     flat: the peak stays within 150 MB of the resident memory before the download);
//   - a transfer of 1,000 scanned lots (target under 1 s).
// Run alone with `npx tsx bench/stock.ts`; `npm run bench` runs it after the others.
import { readFile } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, withTenant } from "../server/db";
import { productLots } from "../server/db/schema";
import { receiveLotCopies } from "../server/modules/inventory";
import { seedManyProducts } from "../server/seed";
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { benchStockIntake } from "./stockIntake";
import { benchLists, benchSeconds, listScenarios } from "./load";

const PRODUCTS = 50_000;
const LOTS = Number(process.env.BENCH_LOTS ?? 2_000_000);
const CHUNK = 250_000;
const REPORT_TARGET_MS = 1000;
const TRANSFER_TARGET_MS = 1000;
const MEMORY_GROWTH_TARGET_MB = 150;

export interface StockBenchRow {
  title: string;
  figure: string;
  target: string;
  met: boolean;
}

/** Resident memory of the process and its children (tsx starts the server in a child of its own). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "")).trim().split(/\s+/).filter(Boolean).map(Number);
  let total = own;
  for (const child of children) total += await residentMb(child);
  return total;
}

const LIST_SECONDS = benchSeconds(5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seedLots({ tenantId, databaseUrl, dataDir }: BenchWorld, warehouseId: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedManyProducts(handle.db, tenantId, PRODUCTS);
    // copies of one received lot, through the inventory module (lots and their INTAKE ledger rows)
    const [template] = await withTenant(handle.db, tenantId, (tx) =>
      tx.select({ id: productLots.id }).from(productLots).where(and(eq(productLots.tenantId, tenantId), eq(productLots.locationId, warehouseId))).limit(1),
    );
    for (let from = 1; from <= LOTS; from += CHUNK) {
      const to = Math.min(LOTS, from + CHUNK - 1);
      await withTenant(handle.db, tenantId, (tx) => receiveLotCopies(tx, tenantId, { templateLotId: template.id, from, to, prefix: "BENCH-" }), { statementTimeoutMs: 120_000 });
    }
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

export async function benchStock(world: BenchWorld): Promise<StockBenchRow[]> {
  const { call, baseUrl, serverPid } = world;
  // one GRN of 5,000 lots at the first warehouse: the template of the bulk lots
  await benchStockIntake(call);
  const { getLocations } = await call<{ getLocations: { data: { id: string }[] } }>({ query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "type", operator: EQUAL, value: "WAREHOUSE" }] }], sort: [{ field: "secondaryId", direction: ASC }]) { data { id } } }` });
  const warehouseId = getLocations.data[0].id;
  const seeding = Date.now();
  await seedLots(world, warehouseId);
  console.log(`Seeded ${PRODUCTS} products and ${LOTS} lots at the warehouse in ${((Date.now() - seeding) / 1000).toFixed(1)} s.`);
  const rows: StockBenchRow[] = [];

  const report = { query: `query ($locationId: ID) { getProductLotStockReport(locationId: $locationId, page: 1, limit: 20) { data { productId stockQuantity stockValue } meta { total } totals { stockQuantity stockValue } } }`, variables: { locationId: warehouseId } };
  const timings: number[] = [];
  let total = 0;
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    const answer = await call<{ getProductLotStockReport: { meta: { total: number } } }>(report);
    timings.push(performance.now() - started);
    total = answer.getProductLotStockReport.meta.total;
  }
  rows.push({ title: `Inventory report, first page and totals (${total} products, ${LOTS.toLocaleString("en-US")} lots)`, figure: `${Math.round(median(timings))} ms (median of 5)`, target: `< ${REPORT_TARGET_MS} ms`, met: median(timings) < REPORT_TARGET_MS });

  // the lot lists of the screens over the same 2,000,000 lots: a location's unexpired lots, one product's lots
  const { getProducts } = await call<{ getProducts: { data: { id: string }[] } }>({ query: `{ getProducts(limit: 1, filter: [{ conditions: [{ field: "skuCode", operator: LIKE, value: "BENCH-" }] }]) { data { id } } }` });
  const lotFields = "data { id actionId quantity batchExpiry status product { id name } } meta { totalCount totalIsEstimate }";
  const unexpired = { query: `query ($l: ID!) { getUnexpiredProductLots(locationId: $l, page: 1, limit: 20) { ${lotFields} } }`, variables: { l: warehouseId } };
  const ofProduct = { query: `query ($p: ID!, $l: ID) { getProductLots(productId: $p, locationId: $l, page: 1, limit: 20) { ${lotFields} } }`, variables: { p: getProducts.data[0]?.id, l: warehouseId } };
  await benchLists(baseUrl, serverPid, [
    ...listScenarios(`getUnexpiredProductLots at the warehouse, page of 20 (${LOTS.toLocaleString("en-US")} lots)`, unexpired, world.headers),
    ...listScenarios("getProductLots of one product at the warehouse, page of 20", ofProduct, world.headers),
  ], LIST_SECONDS);

  const { downloadProductLotStockReport: link } = await call<{ downloadProductLotStockReport: { url: string } }>({ query: `query ($locationId: ID) { downloadProductLotStockReport(format: XLSX, locationId: $locationId) { url } }`, variables: { locationId: warehouseId } });
  const before = await residentMb(serverPid);
  let peak = before;
  const sampler = setInterval(() => void residentMb(serverPid).then((mb) => (peak = Math.max(peak, mb))), 50);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${link.url}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const took = performance.now() - started;
  clearInterval(sampler);
  const growth = peak - before;
  rows.push({
    title: `Full XLSX download of the report (${total} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${(took / 1000).toFixed(1)} s)`,
    figure: `server RSS ${Math.round(before)} → peak ${Math.round(peak)} MB (+${Math.round(growth)} MB)`,
    target: `< +${MEMORY_GROWTH_TARGET_MB} MB`,
    met: response.ok && growth < MEMORY_GROWTH_TARGET_MB,
  });

  const { getTransferDestinations } = await call<{ getTransferDestinations: { id: string }[] }>({ query: `query ($id: ID!) { getTransferDestinations(locationFromId: $id) { id } }`, variables: { id: warehouseId } });
  const transferTimings: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const codes = Array.from({ length: 1000 }, (_, index) => `BENCH-${7 * (round * 1000 + index) + 1}`);
    const startedTransfer = performance.now();
    await call({
      query: `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id itemCount } }`,
      variables: { input: { locationFromId: warehouseId, locationToId: getTransferDestinations[0].id, lotCodes: codes } },
    });
    transferTimings.push(performance.now() - startedTransfer);
  }
  rows.push({ title: "Transfer of 1,000 scanned lots", figure: transferTimings.map((ms) => `${Math.round(ms)} ms`).join(", "), target: `< ${TRANSFER_TARGET_MS} ms`, met: median(transferTimings) < TRANSFER_TARGET_MS });
  return rows;
}

export function printStockTable(rows: readonly StockBenchRow[]): void {
  console.log("\n| stock bench | figure | target | met |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.title} | ${row.figure} | ${row.target} | ${row.met ? "yes" : "no"} |`);
}

runWhenStarted("bench/stock.ts", async () => {
  const rows = await withBenchServer("stock", benchStock);
  printStockTable(rows);
  if (rows.some((row) => !row.met)) process.exitCode = 1;
});
