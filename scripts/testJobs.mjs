// One vitest run of npm test (a "job": some projects, maybe some files) and a pool that runs several side by side.
// A job writes its JSON report (the counts) and its file timings (fileTimingsReporter.ts) under test-results/;
// run beside others, its output lines carry its name so that a CI log stays readable.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { rootDir } from "./webBuild.mjs";

const vitest = join(rootDir, "node_modules", "vitest", "vitest.mjs");
export const resultsDir = join(rootDir, "test-results");

/**
 * @typedef {{ name: string, projects: string[], files?: string[], env?: Record<string, string> }} Job
 * @typedef {{ name: string, ok: boolean, passed: number, failed: number, skipped: number, seconds: number }} JobResult
 */

function countsOf(report, ok) {
  if (!existsSync(report)) return { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  const json = JSON.parse(readFileSync(report, "utf8"));
  return {
    passed: json.numPassedTests,
    // a run that failed without a failed test (a hook, an import, a global setup) still counts as one failure
    failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

function relayLines(stream, target, prefix) {
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => target.write(`${prefix}${line}\n`));
}

/**
 * Runs a job; `alone` keeps vitest's own terminal output, otherwise each line is prefixed with the job's name.
 * Extra filters (file filters of the command line) narrow the job's files.
 * @param {Job} job
 * @returns {Promise<JobResult>}
 */
export function runJob(job, { alone = false, filters = [] } = {}) {
  const report = join(resultsDir, `vitest-${job.name}.json`);
  const timings = join(resultsDir, `timings-${job.name}.json`);
  rmSync(report, { force: true });
  const args = [vitest, "run", ...job.projects.flatMap((p) => ["--project", p])];
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${report}`, "--reporter=./scripts/fileTimingsReporter.ts");
  if (filters.length > 0) args.push("--passWithNoTests", ...filters);
  args.push(...(job.files ?? []));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...job.env, VITEST_FILE_TIMINGS: timings },
  });
  if (!alone) {
    const prefix = `[${job.name}] `;
    relayLines(child.stdout, process.stdout, prefix);
    relayLines(child.stderr, process.stderr, prefix);
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const ok = code === 0;
      const seconds = Math.round((performance.now() - started) / 1000);
      if (!alone) console.log(`[${job.name}] ${ok ? "passed" : "FAILED"} in ${seconds} s`);
      resolve({ name: job.name, ok, seconds, ...countsOf(report, ok) });
    });
  });
}

/**
 * Runs the jobs with at most `limit` at a time, in the order given (put the longest first); the results keep
 * that order.
 * @param {Job[]} jobs
 * @returns {Promise<JobResult[]>}
 */
export async function runJobPool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runJob(jobs[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, lane));
  return results;
}
