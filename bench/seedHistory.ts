// The demo history's cost at the first start (issue 28: at most 15 s more, nothing at later starts), step by step:
// `npx tsx bench/seedHistory.ts [pglite|postgres] [rounds]`. Each round seeds a fresh database (the embedded one in
// a temp directory, or a database of its own on TEST_DATABASE_URL's server, dropped after) with the demo data and
// its history, prints each step's time and the load average, then seeds again (a later start: no work).
import { loadavg } from "node:os";
import { secretBoxFor } from "../server/core/secretBox";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db";
import { seedDemoData } from "../server/seed";
import { createTestDatabase, type TestDatabase } from "../tests/support/database";

const engine = process.argv[2] === "postgres" ? "postgres" : "pglite";
const rounds = Number(process.argv[3] ?? 1);
const config = { ...loadConfig({}), secretsKey: "bench-secrets-key-0123456789abcdef0123456789" };
const fiscal = { sandbox: true, retryDelaySeconds: 1, maxAttempts: 4, timeoutMs: 1500 };
const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database: the embedded one in a temp directory, or one of its own on the server (the tests' own helper). */
async function freshDatabase(): Promise<TestDatabase> {
  if (engine === "pglite") delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase();
}

async function round(index: number): Promise<void> {
  const location = await freshDatabase();
  try {
    const opening = performance.now();
    const handle = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    try {
      // the process's CPU time beside the wall time: on the embedded database (in this process) it is the seed's
      // whole work, which a shared machine's load stretches less than the wall time
      const steps: [string, number, number][] = [];
      let cpu = process.cpuUsage();
      const onStep = (step: string, ms: number) => {
        const used = process.cpuUsage(cpu);
        cpu = process.cpuUsage();
        steps.push([step, ms, (used.user + used.system) / 1000]);
      };
      console.log(`round ${index + 1} on ${engine}: migrated in ${Math.round(performance.now() - opening)} ms, load ${load()}`);
      const started = performance.now();
      await seedDemoData(handle.db, { secrets: secretBoxFor(config), fiscal, history: true, onStep });
      const total = performance.now() - started;
      const ofHistory = steps.filter(([step]) => step.includes(" history "));
      const history = ofHistory.reduce((sum, [, ms]) => sum + ms, 0);
      const historyCpu = ofHistory.reduce((sum, [, , used]) => sum + used, 0);
      for (const [step, ms, used] of steps) console.log(`  ${step.padEnd(40)} ${String(Math.round(ms)).padStart(7)} ms  cpu ${String(Math.round(used)).padStart(7)} ms`);
      console.log(`  seed ${Math.round(total)} ms, of which the history ${Math.round(history)} ms (cpu ${Math.round(historyCpu)} ms); load ${load()}`);
      const again = performance.now();
      await seedDemoData(handle.db, { secrets: secretBoxFor(config), fiscal, history: true });
      console.log(`  second start's seed: ${Math.round(performance.now() - again)} ms`);
    } finally {
      await handle.close();
    }
  } finally {
    await location.drop();
  }
}

for (let index = 0; index < rounds; index += 1) await round(index);
