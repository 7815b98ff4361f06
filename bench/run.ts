// npm run bench: the real server on PostgreSQL with 10,000 locations and 50,000 products in the demo tenant,
// loaded by autocannon over loopback; first the sign-in page in Chromium (bench/loginPage.ts).
// Prints p50/p95/p99 latency and requests per second for each scenario. Bounded: a few seconds per scenario.
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { findTenantByAccountId, openDatabase } from "../server/db";
import { seedManyLocations } from "../server/seed";
import { ensureWebBuild } from "../scripts/webBuild.mjs";
import { benchLoginPage, haveChromium, printLoginPageTable } from "./loginPage";
import { BENCH_PRODUCTS, prepareProductBench, productScenarios } from "./products";
import { benchStockIntake } from "./stockIntake";
import { adminUrl, freePort, startServerProcess, withBenchServer } from "./benchServer";
import { benchRegisterClose, printRegisterCloseTable } from "./registerClose";
import { benchSales, printSalesTable } from "./sales";
import { compareSalesRollups } from "./salesRollups";
import { benchStock, printStockTable } from "./stock";
import { benchDownloadWait, DOWNLOAD_WAIT_TARGET_MS, printDownloadWaitTable } from "./downloadWait";
import { benchAudits, printAuditTable } from "./audits";
import { benchPurchasesReport } from "./purchasesReport";
import { movementRollupBench } from "./movementRollup";
import { benchDashboardYear } from "./dashboardYear";
import { benchOfflineTillBrowser, printOfflineTillBrowserTable } from "./offlineTillBrowser";
import { benchSeconds, printFigures, runScenario, type Figures, type Scenario } from "./load";

const LOCATIONS = 10_000;
const DURATION_S = benchSeconds(10);


function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdminDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function graphql<T>(baseUrl: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const json = (await response.json()) as { data?: T; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`GraphQL error: ${JSON.stringify(json.errors)}`);
  return json.data;
}

async function main(): Promise<void> {
  const dbName = `bench_${Date.now().toString(36)}`;
  const url = databaseUrl(dbName);
  const dataDir = await mkdtemp(join(tmpdir(), "pharmacy-bench-"));
  await onAdminDatabase((client) => client.query(`CREATE DATABASE "${dbName}"`));
  let server: ChildProcess | undefined;
  try {
    ensureWebBuild({ quiet: true });
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    console.log(`Database ${dbName}; starting the server on ${baseUrl}…`);
    server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(port) }, baseUrl);

    // Before the bulk seeding: this measures the page and its code, not the volume of data.
    if (haveChromium()) {
      console.log("Loading the sign-in page in Chromium (cold cache, loopback and slow 4G)…");
      printLoginPageTable(await benchLoginPage(baseUrl));
    } else {
      console.log("No Chromium (CHROMIUM_PATH or /usr/bin/chromium): the sign-in page is not measured.");
    }

    let categoryId = "";
    const handle = await openDatabase({ databaseUrl: url, dataDir });
    try {
      const demo = await findTenantByAccountId(handle.db, "demo");
      if (!demo) throw new Error("The demo tenant was not seeded.");
      const seeding = Date.now();
      await seedManyLocations(handle.db, demo.id, LOCATIONS);
      console.log(`Seeded ${LOCATIONS} locations into the demo tenant in ${((Date.now() - seeding) / 1000).toFixed(1)} s.`);
      const seedingProducts = Date.now();
      ({ categoryId } = await prepareProductBench(handle.db));
      await handle.db.execute(sql`analyze`);
      console.log(`Seeded ${BENCH_PRODUCTS} products in ${((Date.now() - seedingProducts) / 1000).toFixed(1)} s.`);
    } finally {
      await handle.close();
    }

    const loginBody = {
      query: "mutation($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }",
      variables: { email: "admin@demo.test", password: "Admin@12345" },
    };
    const { loginUser } = await graphql<{ loginUser: { token: string } }>(baseUrl, loginBody);
    const auth = { "x-api-key": loginUser.token, "x-account-id": "demo" };
    const listQuery = `query($filter: [FilterGroupInput!], $sort: [SortInput!]) {
      getLocations(page: 1, limit: 20, filter: $filter, sort: $sort) {
        data { id secondaryId name type status area city { id name country { id name } } warehouse { id name } createdAt }
        meta { page limit total totalCount }
      }
    }`;
    const filtered = {
      query: listQuery,
      variables: { filter: [{ conditions: [{ operator: "LIKE", field: "name", value: "lahore" }] }], sort: [{ field: "name", direction: "DESC" }] },
    };
    const firstPage = { query: listQuery, variables: { sort: [{ field: "secondaryId", direction: "DESC" }] } };
    const check = await graphql<{ getLocations: { meta: { totalCount: number } } }>(baseUrl, filtered, auth);
    const all = await graphql<{ getLocations: { meta: { totalCount: number } } }>(baseUrl, firstPage, auth);
    console.log(`getLocations: ${all.getLocations.meta.totalCount} locations, ${check.getLocations.meta.totalCount} match LIKE 'lahore'.`);
    const intake = await benchStockIntake((body) => graphql(baseUrl, body, auth));
    console.log(`Stock intake of one GRN, 50 items × 100 packs (5,000 lots + 5,000 ledger rows): ${intake.map((ms) => `${Math.round(ms)} ms`).join(", ")}.`);

    const scenarios: Scenario[] = [
      { title: "loginUser (argon2id)", connections: 2, body: loginBody },
      { title: "getLocations LIKE name 'lahore', sort name DESC", connections: 1, body: filtered, headers: auth },
      { title: "getLocations LIKE name 'lahore', sort name DESC", connections: 10, body: filtered, headers: auth },
      { title: "getLocations first page, sort secondaryId DESC", connections: 10, body: firstPage, headers: auth },
      ...productScenarios(auth, categoryId),
    ];
    const rows: Figures[] = [];
    for (const scenario of scenarios) {
      console.log(`Running "${scenario.title}" for ${DURATION_S} s with ${scenario.connections} connections…`);
      rows.push(await runScenario(baseUrl, scenario, DURATION_S, server.pid ?? 0));
    }
    printFigures(rows);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      // autocannon stops at the deadline with requests still in flight: let the server answer them first.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await onAdminDatabase((client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The till: sales, eight tills, scan-to-cart; the sale with the sales rollups against a baseline checkout without
 * them (when BENCH_BASELINE names one); then register close and the Z report over 10,000 orders.
 */
async function tillBenches(): Promise<void> {
  const sales = await withBenchServer("sales", benchSales);
  printSalesTable(sales);
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) console.log('\nThe sales rollups\' comparison needs BENCH_BASELINE, a checkout before them (bench/README.md "Sales rollups").');
  else if (!(await compareSalesRollups(baseline))) process.exitCode = 1;
  const close = await withBenchServer("register", benchRegisterClose);
  printRegisterCloseTable(close);
  if ([...sales, ...close].some((row) => !row.met)) process.exitCode = 1;
}

/** Stock between locations: the inventory report over 2,000,000 lots, its XLSX download, a transfer of 1,000 lots. */
async function stockBenches(): Promise<void> {
  const rows = await withBenchServer("stock", benchStock);
  printStockTable(rows);
  if (rows.some((row) => !row.met)) process.exitCode = 1;
}

/** Stock audits and adjustments: an ALL audit of 20,000 lots, scans while four tills sell, the close, the approval; then one ledger call over 20,000 lots. */
async function auditBenches(): Promise<void> {
  const rows = await withBenchServer("audits", benchAudits);
  printAuditTable(rows);
  if (rows.some((row) => row.met === false)) process.exitCode = 1;
  // the ledger's bulk call with the stock movement rollup
  await movementRollupBench();
}

/** The embedded database: another company's wait behind a 20,000-row download (target: about a second). */
async function downloadWaitBench(): Promise<void> {
  const figures = await benchDownloadWait();
  printDownloadWaitTable(figures);
  if (figures.some((row) => row.worst > DOWNLOAD_WAIT_TARGET_MS)) process.exitCode = 1;
}

/** The manager's dashboard and the sales report over 1,000,000 orders in a year (BENCH_YEAR_ORDERS to scale down). */
async function yearBench(): Promise<void> {
  if (!(await benchDashboardYear())) process.exitCode = 1;
}

/** The offline till in Chromium: 500 sales kept offline, sent when the network returns (target under 30 s). */
async function offlineBench(): Promise<void> {
  const rounds = await benchOfflineTillBrowser();
  printOfflineTillBrowserTable(rounds);
  if (rounds.some((row) => !row.met)) process.exitCode = 1;
}

// BENCH_PARTS=main,till,stock,audits,downloads,purchases,year,offline (the default: all) runs only the parts named
const parts = new Set((process.env.BENCH_PARTS ?? "main,till,stock,audits,downloads,purchases,year,offline").split(",").map((part) => part.trim()));
const skip = () => Promise.resolve();
(parts.has("main") ? main() : skip())
  .then(parts.has("till") ? tillBenches : skip)
  .then(parts.has("stock") ? stockBenches : skip)
  .then(parts.has("audits") ? auditBenches : skip)
  .then(parts.has("downloads") ? downloadWaitBench : skip)
  .then(parts.has("purchases") ? benchPurchasesReport : skip)
  .then(parts.has("year") ? yearBench : skip)
  .then(parts.has("offline") ? offlineBench : skip)
  .catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
