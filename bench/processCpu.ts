// CPU time of the processes a bench loads, from /proc (Linux): the server processes by pid (with their children), and PostgreSQL's
// backends serving the bench database (pg_stat_activity names them; the bench's own connection left out). A
// backend that ends during a scenario takes its CPU with it, so the pool's connections must outlive the scenario
// (they do: the server keeps its pool open).
import { readdir, readFile } from "node:fs/promises";
import type pg from "pg";

/** Clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of the process in ms, or 0 when it is gone or unreadable. */
export async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process's and its descendants' CPU in ms (`tsx server/main.ts` runs the server in a child of its own). */
export async function processTreeCpuMs(pid: number): Promise<number> {
  let total = await processCpuMs(pid);
  let tasks: string[] = [];
  try {
    tasks = await readdir(`/proc/${pid}/task`);
  } catch {
    return total;
  }
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) total += await processTreeCpuMs(Number(child));
  }
  return total;
}

export interface CpuSnapshot {
  servers: number;
  /** Per backend pid: a backend started during the scenario counts from zero. */
  backends: Map<number, number>;
}

export async function cpuSnapshot(admin: pg.Client, serverPids: readonly number[]): Promise<CpuSnapshot> {
  const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
  const backends = new Map<number, number>();
  for (const { pid } of rows) backends.set(pid, await processCpuMs(pid));
  let servers = 0;
  for (const pid of serverPids) servers += await processTreeCpuMs(pid);
  return { servers, backends };
}

/** Server and database CPU (ms) spent between two snapshots. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): { serverMs: number; databaseMs: number } {
  let databaseMs = 0;
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  return { serverMs: after.servers - before.servers, databaseMs };
}
