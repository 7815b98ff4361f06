// One load scenario: autocannon against the server for a few seconds, the latency percentiles of every response,
// and the CPU the server process and PostgreSQL spent per request (from /proc, so Linux only; 0 elsewhere).
import { readFile, readdir } from "node:fs/promises";
import autocannon from "autocannon";

/** Seconds per load scenario: BENCH_DURATION, else the part's own default. */
export const benchSeconds = (fallback: number): number => Number(process.env.BENCH_DURATION ?? fallback);

export type Scenario = { title: string; connections: number; body: object; headers?: Record<string, string> };
export type Figures = {
  title: string;
  connections: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time per request of the server process (and its children), and of every postgres process, in ms. */
  serverCpuMs: number;
  databaseCpuMs: number;
};

const TICK_MS = 10; // Linux counts process CPU in clock ticks of 1/100 s

/** utime + stime of one process, in ms (fields 14 and 15 of /proc/<pid>/stat, after the parenthesised name). */
async function processCpuMs(pid: number | string): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}

/** The CPU of a process and its descendants (tsx runs the server in a child of its own). */
export async function processTreeCpuMs(pid: number): Promise<number> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "")).trim().split(/\s+/).filter(Boolean);
  let total = await processCpuMs(pid);
  for (const child of children) total += await processTreeCpuMs(Number(child));
  return total;
}

/** The CPU of every postgres process on this machine (the bench's database server runs here). */
export async function databaseCpuMs(): Promise<number> {
  const pids = (await readdir("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name));
  let total = 0;
  for (const pid of pids) {
    const comm = (await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "")).trim();
    if (comm === "postgres") total += await processCpuMs(pid);
  }
  return total;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Seconds each scenario runs unmeasured first, so that its figures are of compiled code and warm caches. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

function load(baseUrl: string, scenario: Scenario, durationS: number, onResponse: (responseTime: number) => void): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/graphql`,
        method: "POST",
        connections: scenario.connections,
        duration: durationS,
        timeout: 30,
        headers: { "content-type": "application/json", ...scenario.headers },
        body: JSON.stringify(scenario.body),
        verifyBody: (body) => typeof body === "string" && !body.includes('"errors"'),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => onResponse(responseTime));
  });
}

export async function runScenario(baseUrl: string, scenario: Scenario, durationS: number, serverPid: number): Promise<Figures> {
  if (WARM_UP_SECONDS > 0) await load(baseUrl, scenario, WARM_UP_SECONDS, () => undefined);
  const latencies: number[] = [];
  const [serverBefore, databaseBefore] = [await processTreeCpuMs(serverPid), await databaseCpuMs()];
  const started = Date.now();
  const result = await load(baseUrl, scenario, durationS, (responseTime) => latencies.push(responseTime));
  const elapsed = (Date.now() - started) / 1000;
  const requests = Math.max(1, latencies.length);
  const serverCpuMs = ((await processTreeCpuMs(serverPid)) - serverBefore) / requests;
  const databaseCpu = ((await databaseCpuMs()) - databaseBefore) / requests;
  latencies.sort((a, b) => a - b);
  return {
    title: scenario.title,
    connections: scenario.connections,
    requests: latencies.length,
    errors: result.errors + result.non2xx + result.mismatches + result.timeouts,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverCpuMs,
    databaseCpuMs: databaseCpu,
  };
}

/** The figures as a Markdown table (targets, where given, in a last column). */
export function printFigures(rows: Figures[], targets: Record<string, string> = {}): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log("\n| scenario | connections | requests | errors | req/s | p50 | p95 | p99 | server CPU/req | database CPU/req | target p95 |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const target = targets[`${r.title}|${r.connections}`] ?? "";
    console.log(
      `| ${r.title} | ${r.connections} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.serverCpuMs)} | ${ms(r.databaseCpuMs)} | ${target} |`,
    );
  }
}

/** A list page under load with its p95 target (issue 16: under 20 ms with one client, under 60 ms with ten). */
export interface ListScenario extends Scenario {
  targetP95Ms: number;
}

export const LIST_TARGET_MS = { oneClient: 20, tenClients: 60 };

/** The list page at one client and at ten, with the targets. */
export function listScenarios(title: string, body: object, headers: Record<string, string>): ListScenario[] {
  return [
    { title, connections: 1, body, headers, targetP95Ms: LIST_TARGET_MS.oneClient },
    { title, connections: 10, body, headers, targetP95Ms: LIST_TARGET_MS.tenClients },
  ];
}

/** Runs each list scenario and prints the table with its targets. */
export async function benchLists(baseUrl: string, serverPid: number, scenarios: ListScenario[], durationS: number): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const scenario of scenarios) {
    console.log(`Running "${scenario.title}" for ${durationS} s with ${scenario.connections} connections…`);
    rows.push(await runScenario(baseUrl, scenario, durationS, serverPid));
  }
  const targets = Object.fromEntries(
    scenarios.map((s, index) => [`${s.title}|${s.connections}`, `< ${s.targetP95Ms} ms: ${rows[index].p95 < s.targetP95Ms ? "met" : "not met"}`]),
  );
  printFigures(rows, targets);
  return rows;
}
