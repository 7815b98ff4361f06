// The benches' server: a fresh PostgreSQL database, the real server in its own process (so the load generator
// does not share its event loop), and a GraphQL caller signed in as the demo administrator.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

export const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type Call = <T>(body: object) => Promise<T>;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The server of the checkout at `cwd` (this one unless told: a comparison starts another commit's too). */
export async function startServerProcess(env: Record<string, string>, baseUrl: string, cwd = process.cwd()): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_FLAGS: flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, which
  // NODE_OPTIONS refuses); tsx is then loaded as an import hook so that the flags reach the server's own process
  const nodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const tsx = join(cwd, "node_modules", "tsx", "dist", nodeFlags.length > 0 ? "loader.mjs" : "cli.mjs");
  const args = nodeFlags.length > 0 ? [...nodeFlags, "--import", pathToFileURL(tsx).href, "server/main.ts"] : [tsx, "server/main.ts"];
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: ["ignore", "inherit", "inherit"] });
  // BENCH_START_SECONDS: a machine loaded by other work can take longer than two minutes to start a server
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 120);
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`The server did not answer /health within ${startSeconds} s.`);
}

export async function stopServerProcess(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

export function graphqlCaller(baseUrl: string, headers: Record<string, string>): Call {
  return async <T>(body: object): Promise<T> => {
    const response = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const json = (await response.json()) as { data?: T; errors?: unknown };
    if (json.errors || !json.data) throw new Error(`GraphQL error: ${JSON.stringify(json.errors)}`);
    return json.data;
  };
}

export interface BenchWorld {
  call: Call;
  /** The bench database as its owner, for set-based preparation. */
  admin: pg.Client;
  tenantId: string;
  userId: string;
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  /** The server process, to read its memory and CPU. */
  serverPid: number;
  /** The signed-in administrator's headers, for load scenarios. */
  headers: Record<string, string>;
  /** The database was kept from an earlier run (`options.database`): its data is there already. */
  reused: boolean;
}

/**
 * Runs `work` against a server on a database of its own (dropped afterwards), signed in as admin@demo.test; the
 * server of the checkout at `options.cwd` when given. With `options.database` the database of that name is used and
 * kept: created when missing (`reused` false), else taken as it is (`reused` true, the server migrating it).
 */
export async function withBenchServer<T>(name: string, work: (world: BenchWorld) => Promise<T>, options: { cwd?: string; database?: string } = {}): Promise<T> {
  const dbName = options.database ?? `bench_${name}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const root = new pg.Client({ connectionString: adminUrl });
  await root.connect();
  const reused = options.database !== undefined && (await root.query("select 1 from pg_database where datname = $1", [dbName])).rowCount === 1;
  if (!reused) await root.query(`CREATE DATABASE "${dbName}"`);
  const dataDir = await mkdtemp(join(tmpdir(), `pharmacy-bench-${name}-`));
  let server: ChildProcess | undefined;
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, PORT: String(port) }, baseUrl, options.cwd);
    const login = await graphqlCaller(baseUrl, {})<{ loginUser: { token: string; user: { id: string }; tenant: { id: string } } }>({
      query: `mutation { loginUser(email: "admin@demo.test", password: "Admin@12345") { token user { id } tenant { id } } }`,
    });
    await admin.connect();
    const headers = { "x-api-key": login.loginUser.token, "x-account-id": "demo" };
    const call = graphqlCaller(baseUrl, headers);
    return await work({ call, admin, tenantId: login.loginUser.tenant.id, userId: login.loginUser.user.id, baseUrl, databaseUrl: url.toString(), dataDir, serverPid: server.pid ?? 0, headers, reused });
  } finally {
    await admin.end().catch(() => undefined);
    await stopServerProcess(server);
    // BENCH_KEEP_DATABASE=1 leaves the database for a look afterwards (EXPLAIN in psql); drop it by hand
    if (options.database !== undefined) console.log(`Kept database ${dbName}.`);
    else if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`Kept database ${dbName} (BENCH_KEEP_DATABASE=1).`);
    else await root.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await root.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench file's main when it is the script started (`npx tsx bench/<file>.ts`). */
export function runWhenStarted(file: string, main: () => Promise<void>): void {
  if (!process.argv[1]?.endsWith(file)) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
