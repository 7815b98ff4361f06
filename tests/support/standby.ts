// A real hot standby of the test PostgreSQL server (TEST_DATABASE_URL), for the read-replica tests: a second cluster
// made with pg_basebackup (without syncing to disk: it is thrown away), started on a free port with every statement logged, and always stopped and removed
// afterwards (remove(), and at the latest when the test process exits). Run as the `postgres` OS user when the tests
// run as root (PostgreSQL refuses to run as root).
//
// The primary must accept replication connections from 127.0.0.1. When pg_basebackup is refused for lack of a
// pg_hba.conf entry, one `host replication all 127.0.0.1/32 trust` line is put at the top of the primary's hba_file
// and the configuration reloaded (no restart: pg_reload_conf), once; wal_level must be replica or logical and
// max_wal_senders above 0 (PostgreSQL's defaults), which would need a restart: the tests say so and skip.
import { execFile, spawnSync } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const OS_USER = "postgres";

export interface Standby {
  port: number;
  /** The URL of `databaseUrl`'s database on the standby. */
  urlOf(databaseUrl: string): string;
  /** The statement log's length now: pass it to logSince. */
  logSize(): Promise<number>;
  /** What the standby logged since `offset`, one entry per log line's start (a statement's continuation lines kept with it). */
  logSince(offset: number): Promise<string[]>;
  /** SQL on the standby's copy of `databaseUrl`'s database, as the superuser. */
  query<T extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<T[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it at once and deletes its directory (safe to call twice). */
  remove(): Promise<void>;
}

interface Primary {
  url: URL;
  binDir: string;
}

async function onPrimary<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why the standby cannot be made here (null: it can), and where the primary's binaries are. */
export async function standbyPrerequisites(): Promise<{ reason: string } | Primary> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { reason: "TEST_DATABASE_URL is not set (the replica tests need a PostgreSQL server to copy)" };
  let settings: Record<string, string>;
  try {
    settings = await onPrimary(serverUrl, async (client) => {
      const { rows } = await client.query<{ name: string; setting: string }>("select name, setting from pg_settings where name in ('server_version_num', 'wal_level', 'max_wal_senders')");
      return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
    });
  } catch (error) {
    return { reason: `TEST_DATABASE_URL does not answer: ${String(error)}` };
  }
  const binDir = process.env.PG_BINDIR ?? `/usr/lib/postgresql/${Math.floor(Number(settings.server_version_num) / 10000)}/bin`;
  for (const tool of ["pg_basebackup", "pg_ctl"]) {
    if (!(await executable(join(binDir, tool)))) return { reason: `${tool} of the server's version is not in ${binDir} (set PG_BINDIR)` };
  }
  if (settings.wal_level === "minimal" || Number(settings.max_wal_senders) === 0) {
    return { reason: `the primary has wal_level=${settings.wal_level}, max_wal_senders=${settings.max_wal_senders}: streaming replication needs replica and at least 2 (a restart)` };
  }
  return { url: new URL(serverUrl), binDir };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL tool, as the postgres OS user when we are root. */
function tool(primary: Primary, name: string, args: string[]) {
  const path = join(primary.binDir, name);
  return asRoot ? run("runuser", ["-u", OS_USER, "--", path, ...args]) : run(path, args);
}

async function allowReplication(serverUrl: string): Promise<void> {
  await onPrimary(serverUrl, async (client) => {
    const { rows } = await client.query<{ hba_file: string }>("show hba_file");
    const file = rows[0].hba_file;
    const current = await readFile(file, "utf8");
    const line = "host replication all 127.0.0.1/32 trust  # added by the read-replica tests (tests/support/standby.ts)";
    if (!current.includes(line)) await writeFile(file, `${line}\n${current}`);
    await client.query("select pg_reload_conf()");
  });
  // the postmaster rereads the file a moment after the signal
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function baseBackup(primary: Primary, dir: string): Promise<void> {
  const { hostname, port, username } = primary.url;
  const args = ["-h", hostname, "-p", port || "5432", "-U", decodeURIComponent(username || OS_USER), "-D", dir, "-R", "-X", "stream", "-c", "fast", "--no-sync", "--no-manifest"];
  try {
    await tool(primary, "pg_basebackup", args);
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr ?? error).includes("pg_hba.conf")) throw error;
    await allowReplication(primary.url.toString());
    await rm(join(dir), { recursive: true, force: true });
    await tool(primary, "pg_basebackup", args);
  }
}

async function primaryLimits(serverUrl: string): Promise<string[]> {
  // a hot standby needs these at least as high as its primary's
  const names = ["max_connections", "max_worker_processes", "max_wal_senders", "max_prepared_transactions", "max_locks_per_transaction"];
  return onPrimary(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>("select name, setting from pg_settings where name = any($1)", [names]);
    return rows.map((row) => `${row.name} = ${row.setting}`);
  });
}

/** Makes, configures and starts the standby; on any failure what was made is removed. */
export async function startStandby(primary: Primary): Promise<Standby> {
  const dir = await mkdtemp(join(tmpdir(), "pharmacy-standby-"));
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  if (asRoot) await run("chown", [OS_USER, dir]);
  const port = await freePort();
  const pgCtl = (args: string[]) => tool(primary, "pg_ctl", ["-D", data, ...args]);
  let removed = false;
  const removeNow = () => {
    if (removed) return;
    removed = true;
    const path = join(primary.binDir, "pg_ctl");
    spawnSync(asRoot ? "runuser" : path, [...(asRoot ? ["-u", OS_USER, "--", path] : []), "-D", data, "-m", "immediate", "-w", "stop"], { stdio: "ignore" });
    spawnSync("rm", ["-rf", dir]);
  };
  process.once("exit", removeNow);
  const remove = async () => {
    if (removed) return;
    await pgCtl(["-m", "immediate", "-w", "stop"]).catch(() => undefined);
    removed = true;
    process.off("exit", removeNow);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await baseBackup(primary, data);
    const config = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      ...(await primaryLimits(primary.url.toString())),
      "hot_standby = on",
      "hot_standby_feedback = on",
      "shared_buffers = 16MB",
      "fsync = off",
      "log_statement = 'all'",
      // the application name tells the server's replica connections (pharmacy-read) from its checks
      "log_line_prefix = '%m [%p] %a '",
      "logging_collector = off",
      "timezone = 'UTC'",
    ];
    await writeFile(join(data, "postgresql.conf"), `${config.join("\n")}\n`);
    await writeFile(join(data, "pg_hba.conf"), "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    await writeFile(join(data, "pg_ident.conf"), "");
    if (asRoot) await run("chown", [OS_USER, ...["postgresql.conf", "pg_hba.conf", "pg_ident.conf"].map((file) => join(data, file))]);
    const start = async () => {
      await pgCtl(["-l", log, "-w", "-t", "60", "start"]);
    };
    await start();
    const urlOf = (databaseUrl: string) => {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    };
    return {
      port,
      urlOf,
      async logSize() {
        return (await stat(log)).size;
      },
      async logSince(offset) {
        const text = (await readFile(log)).subarray(offset).toString("utf8");
        return text.split(/\n(?=\d{4}-\d{2}-\d{2} )/).filter((entry) => entry.trim() !== "");
      },
      async query<T extends pg.QueryResultRow>(databaseUrl: string, text: string) {
        const client = new pg.Client({ connectionString: urlOf(databaseUrl) });
        await client.connect();
        try {
          return (await client.query<T>(text)).rows;
        } finally {
          await client.end();
        }
      },
      stop: () => pgCtl(["-m", "fast", "-w", "stop"]).then(() => undefined),
      start,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
