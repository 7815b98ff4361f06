// npm start's driver (scripts/start.mjs) on a real server: a SIGTERM stops every process it started, within
// seconds and with exit code 0, whether it is sent to the script or to the shell npm runs it under.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const rootDir = fileURLToPath(new URL("../../..", import.meta.url));
const STOP_WITHIN_MS = 15_000;

/** Every process whose parent chain leads to pid (Linux /proc), pid excluded. */
async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (Number.isInteger(ppid)) parents.set(Number(entry), ppid);
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** Running, not gone nor a zombie waiting for its (possibly adoptive) parent to reap it. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`The start script exited (${code}) before listening:\n${output}`)));
  });
}

describe("npm start (scripts/start.mjs)", () => {
  let database: TestDatabase | undefined;
  let staticDir: string | undefined;
  // What a failed test leaves running: the processes seen at start (an orphan is no longer a descendant).
  let started: number[] = [];

  afterEach(async () => {
    for (const pid of started) if (isAlive(pid)) process.kill(pid, "SIGKILL");
    started = [];
    await database?.drop();
    if (staticDir) await rm(staticDir, { recursive: true, force: true });
  });

  async function start(command: string, args: string[]): Promise<{ child: ChildProcess; url: string; tree: number[] }> {
    database = await createTestDatabase();
    // A STATIC_DIR other than dist/ skips the web build.
    staticDir = await mkdtemp(join(tmpdir(), "pharmacy-static-"));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, PORT: "0", STATIC_DIR: staticDir, SEED_DEMO: "0" };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(command, args, { cwd: rootDir, env, stdio: ["ignore", "pipe", "pipe"] });
    started = child.pid ? [child.pid] : [];
    const url = await listeningUrl(child);
    const tree = await descendantsOf(child.pid ?? 0);
    started.push(...tree);
    return { child, url, tree };
  }

  it("stops the server on SIGTERM within seconds, exits 0 and leaves no process behind", async () => {
    const { child, url, tree } = await start(process.execPath, ["scripts/start.mjs"]);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect(tree.length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const signalledAt = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(STOP_WITHIN_MS);
    expect(tree.filter(isAlive)).toEqual([]);
  }, 120_000);

  it("stops the server when the shell npm runs it under is terminated (npm relays SIGTERM to that shell only)", async () => {
    // The trailing command keeps sh from replacing itself with node, as it does under npm.
    const { child, tree } = await start("sh", ["-c", `"${process.execPath}" scripts/start.mjs; exit $?`]);
    expect(tree.length).toBeGreaterThan(1);
    child.kill("SIGTERM");
    expect(await waitUntil(() => tree.every((pid) => !isAlive(pid)), STOP_WITHIN_MS)).toBe(true);
  }, 120_000);
});
