// How long another company waits behind a large download on the embedded database (PGlite has one connection,
// and its queries run on the server's own thread). The server runs in a child process on a PGlite directory
// seeded with BENCH_DOWNLOAD_LOTS extra lots (default 20,000); while the demo administrator downloads the
// near-expiry report as XLSX and as CSV, acme's administrator lists customers and /health is asked, one request
// after another, and the worst and the 99th-percentile wait are printed. Target: about a second at worst.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { findTenantByAccountId, openDatabase, queryRows, withTenant } from "../server/db";
import { receiveLotCopies } from "../server/modules/inventory";
import { freePort, graphqlCaller, runWhenStarted, startServerProcess, stopServerProcess } from "./benchServer";

const LOTS = Number(process.env.BENCH_DOWNLOAD_LOTS ?? 20_000);
/** "About a second", with room for a machine busy with other work. */
export const DOWNLOAD_WAIT_TARGET_MS = 1200;

interface WaitFigures {
  format: string;
  rows: number;
  downloadMs: number;
  requests: number;
  p50: number;
  p99: number;
  worst: number;
  /** 200, or 413 when the file is above the embedded database's row bound (refused: no file). */
  status: number;
}

/** LOTS copies of one of the demo company's lots, through the inventory module's generator (ledger and levels kept). */
async function addBulkLots(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    const demo = await findTenantByAccountId(handle.db, "demo");
    if (!demo) throw new Error("The demo tenant was not seeded.");
    await withTenant(handle.db, demo.id, async (tx) => {
      const [template] = await queryRows<{ id: string }>(tx, sql`select id from product_lots where status = 'IN_INVENTORY' and grn_item_id is not null order by action_id limit 1`);
      if (!template) throw new Error("The demo company has no received lot to copy.");
      await receiveLotCopies(tx, demo.id, { templateLotId: template.id, from: 1, to: LOTS, prefix: "BULK-" });
    }, { statementTimeoutMs: 120_000 });
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function measure(baseUrl: string, format: "XLSX" | "CSV"): Promise<WaitFigures> {
  const login = (email: string, account: string) =>
    graphqlCaller(baseUrl, { "x-account-id": account })<{ loginUser: { token: string } }>({ query: `mutation { loginUser(email: "${email}", password: "Admin@12345") { token } }` });
  const demo = graphqlCaller(baseUrl, { "x-api-key": (await login("admin@demo.test", "demo")).loginUser.token, "x-account-id": "demo" });
  const acme = graphqlCaller(baseUrl, { "x-api-key": (await login("admin@acme.test", "acme")).loginUser.token, "x-account-id": "acme" });
  const link = await demo<{ downloadNearExpiryLots: { url: string } }>({ query: `query { downloadNearExpiryLots(format: ${format}, days: 3650) { url } }` });

  const waits: number[] = [];
  let downloading = true;
  const started = performance.now();
  const download = fetch(`${baseUrl}${link.downloadNearExpiryLots.url}`)
    .then(async (response) => {
      if (!response.ok && response.status !== 413) throw new Error(`The download answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return response.status;
    })
    .finally(() => (downloading = false));
  while (downloading) {
    const asked = performance.now();
    await acme({ query: `query { getCustomers(limit: 5) { data { id } } }` });
    waits.push(performance.now() - asked);
    const health = performance.now();
    await fetch(`${baseUrl}/health`);
    waits.push(performance.now() - health);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const status = await download;
  const downloadMs = performance.now() - started;
  const sorted = [...waits].sort((a, b) => a - b);
  return { format, rows: LOTS, downloadMs, requests: waits.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), worst: sorted.at(-1) ?? 0, status };
}

export async function benchDownloadWait(): Promise<WaitFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "pharmacy-bench-download-"));
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: "", DATA_DIR: dataDir, PORT: String(port) };
    // first start: migrations and the demo companies; then the extra lots, written while no server holds the files
    await stopServerProcess(await startServerProcess(env, baseUrl));
    await addBulkLots(dataDir);
    const server = await startServerProcess(env, baseUrl);
    try {
      const figures: WaitFigures[] = [];
      for (const format of ["XLSX", "CSV", "XLSX"] as const) figures.push(await measure(baseUrl, format));
      return figures;
    } finally {
      await stopServerProcess(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printDownloadWaitTable(figures: WaitFigures[]): void {
  console.log("\nAnother company's wait behind a download, embedded database");
  console.log("| download | extra lots | answer | took | requests | p50 | p99 | worst |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const f of figures) console.log(`| ${f.format} | ${f.rows} | ${f.status} | ${(f.downloadMs / 1000).toFixed(1)} s | ${f.requests} | ${f.p50.toFixed(0)} ms | ${f.p99.toFixed(0)} ms | ${f.worst.toFixed(0)} ms |`);
}

runWhenStarted("downloadWait.ts", async () => printDownloadWaitTable(await benchDownloadWait()));
