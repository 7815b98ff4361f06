// npm test: every suite (unit, db, api, web, and the browser tests when Chromium is there) and a closing line with
// the counts. The suites run side by side in lanes. The browser and API suites in TEST_BROWSER_SHARDS and
// TEST_API_SHARDS shards (default 2 each), each shard in a lane of its own with its own server and database. The
// suites that keep a core busy (unit, web, db) and, with --checks (CI), typecheck and lint follow the shards in
// their lanes rather than taking lanes of their own: on two cores, six lanes at once made every suite four to ten
// times slower than alone and their waits ran out; four lanes keep each within about twice. The checks run at a
// lower priority: nothing in them waits on a clock.
// Other arguments are vitest file filters, e.g. `npm test -- tests/api/session`: then the matching files run in
// the terminal, the browser tests after the rest.
import { existsSync, mkdirSync } from "node:fs";
import { ensureWebBuild } from "./webBuild.mjs";
import { resultsDir, runJob, runLanes } from "./testJobs.mjs";
import { splitIntoShards, testFilesUnder } from "./testShards.mjs";

mkdirSync(resultsDir, { recursive: true });

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const haveChromium = existsSync(chromium);
const inCi = process.env.CI === "true";
const withChecks = process.argv.includes("--checks");
const filters = process.argv.slice(2).filter((arg) => arg !== "--checks");
/** A count from the environment, at least 1. */
const countFromEnv = (name, fallback) => Math.max(1, Number.parseInt(process.env[name] ?? "", 10) || fallback);
const browserEnv = { CHROMIUM_PATH: chromium };

if (!haveChromium) {
  if (inCi) console.error(`Chromium not found at ${chromium}: browser tests cannot run under CI (set CHROMIUM_PATH).`);
  else console.log("Chromium not found: skipping browser tests (set CHROMIUM_PATH).");
}
const missingBrowser = haveChromium || !inCi ? [] : [{ name: "e2e", ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, failures: ["Chromium not found"] }];
const checks = withChecks ? [{ name: "typecheck", npmScript: "typecheck", niceness: 10 }, { name: "lint", npmScript: "lint", niceness: 10 }] : [];

/**
 * The suite's files in shards, as jobs named `${project}-1`, `${project}-2`…; one job when there is one shard. A
 * `*.last.test.ts` file goes into every shard: it checks what the shard's other files left in its database, and runs
 * after them (tests/support/lastFilesSequencer.ts).
 */
function shardedJobs(project, folder, shardCount, env = {}) {
  if (shardCount === 1) return [{ name: project, projects: [project], env }];
  const isLast = (file) => file.endsWith(".last.test.ts");
  const files = testFilesUnder(folder);
  return splitIntoShards(files.filter((file) => !isLast(file)), shardCount, resultsDir)
    .filter((shard) => shard.length > 0)
    .map((shard, index) => ({ name: `${project}-${index + 1}`, projects: [project], files: [...shard, ...files.filter(isLast)], env }));
}

let results;
if (filters.length > 0) {
  results = [];
  for (const check of checks) results.push(await runJob(check, { alone: true }));
  results.push(await runJob({ name: "main", projects: ["unit", "db", "api", "web"] }, { alone: true, filters }));
  if (haveChromium) results.push(await runJob({ name: "e2e", projects: ["e2e"], env: browserEnv }, { alone: true, filters }));
} else {
  // built once here rather than by each browser shard's global setup at the same time
  if (haveChromium) ensureWebBuild();
  const browserJobs = haveChromium ? shardedJobs("e2e", "tests/e2e", countFromEnv("TEST_BROWSER_SHARDS", 2), browserEnv) : [];
  const apiJobs = shardedJobs("api", "tests/api", countFromEnv("TEST_API_SHARDS", 2));
  // The CPU-bound suites follow the shards, one group a lane: unit and web after the first API shard, db after the
  // second, typecheck and lint after the browser shards (all four shards end within a minute of each other here,
  // about 850 s in CI; the checks after the second API shard made its lane the last by 100 s). With other shard
  // counts, in turn.
  const followers = [[{ name: "unit", projects: ["unit"] }, { name: "web", projects: ["web"] }], [{ name: "db", projects: ["db"] }], ...checks.map((check) => [check])];
  const apiLanes = apiJobs.map((job) => [job]);
  const browserLanes = browserJobs.map((job) => [job]);
  const followed = [...apiLanes, ...browserLanes];
  for (const [index, group] of followers.entries()) followed[index % followed.length].push(...group);
  const lanes = [...browserLanes, ...apiLanes];
  const started = performance.now();
  results = await runLanes(lanes);
  console.log("");
  for (const result of results) console.log(`${result.ok ? "passed" : "FAILED"}  ${result.name.padEnd(10)} ${String(result.seconds).padStart(5)} s`);
  console.log(`All: ${Math.round((performance.now() - started) / 1000)} s`);
}

const all = [...results, ...missingBrowser];
const total = all.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
const failures = all.flatMap((r) => r.failures ?? []);
if (failures.length > 0) {
  // again at the very end, where a truncated CI log still shows them
  console.log("");
  console.log("Failed:");
  for (const failure of failures) console.log(`  ${failure.slice(0, 600)}`);
}
console.log("");
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(all.every((r) => r.ok) ? 0 : 1);
