// The jobs of npm test and how they run side by side. A job is a vitest run (some projects, maybe some files) or a
// check (an npm script: typecheck, lint). A vitest job writes its JSON report (the counts) and its file timings
// (fileTimingsReporter.ts) under test-results/. Jobs run in lanes: one lane after another job, the lanes at once;
// run beside others, a job's output lines carry its name so that a CI log stays readable.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join, relative } from "node:path";
import { createInterface } from "node:readline";
import { rootDir } from "./webBuild.mjs";

const vitest = join(rootDir, "node_modules", "vitest", "vitest.mjs");
export const resultsDir = join(rootDir, "test-results");

/**
 * @typedef {{ name: string, projects: string[], files?: string[], env?: Record<string, string> }} VitestJob
 * @typedef {{ name: string, npmScript: string, niceness?: number }} CheckJob
 * @typedef {VitestJob | CheckJob} Job
 * @typedef {{ name: string, ok: boolean, passed: number, failed: number, skipped: number, seconds: number, failures: string[] }} JobResult
 */

/** The failed tests of a vitest JSON report: file, name and the first lines of the error, for the closing summary. */
function failuresOf(json) {
  // without the terminal's colour codes (ESC [ … m)
  const firstLines = (text) => String(text ?? "").replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "").split("\n").slice(0, 4).join(" | ");
  const failures = [];
  for (const file of json.testResults ?? []) {
    const path = relative(rootDir, String(file.name ?? ""));
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed") failures.push(`${path}: ${firstLines(file.message)}`);
    for (const test of failed) {
      failures.push(`${path} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
    }
  }
  return failures;
}

function countsOf(report, ok) {
  if (!report || !existsSync(report)) return { passed: 0, failed: ok ? 0 : 1, skipped: 0, failures: [] };
  const json = JSON.parse(readFileSync(report, "utf8"));
  return {
    failures: failuresOf(json),
    passed: json.numPassedTests,
    // a run that failed without a failed test (a hook, an import, a global setup) still counts as one failure
    failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

function relayLines(stream, target, prefix) {
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => target.write(`${prefix}${line}\n`));
}

/** The command of a job, and its vitest JSON report (none for a check). */
function commandOf(job, filters) {
  if ("npmScript" in job) {
    const npmCli = process.env.npm_execpath;
    // under npm its own CLI (no shell needed); run directly, the npm on the PATH
    return { command: npmCli ? process.execPath : "npm", args: [...(npmCli ? [npmCli] : []), "run", "--silent", job.npmScript], env: {} };
  }
  const report = join(resultsDir, `vitest-${job.name}.json`);
  rmSync(report, { force: true });
  const args = [vitest, "run", ...job.projects.flatMap((p) => ["--project", p])];
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${report}`, "--reporter=./scripts/fileTimingsReporter.ts");
  if (filters.length > 0) args.push("--passWithNoTests", ...filters);
  args.push(...(job.files ?? []));
  const env = { ...job.env, VITEST_FILE_TIMINGS: join(resultsDir, `timings-${job.name}.json`) };
  return { command: process.execPath, args, env, report };
}

/**
 * Runs a job; `alone` keeps its own terminal output, otherwise each line is prefixed with the job's name.
 * Extra filters (file filters of the command line) narrow a vitest job's files.
 * @param {Job} job
 * @returns {Promise<JobResult>}
 */
export function runJob(job, { alone = false, filters = [] } = {}) {
  const { command, args, env, report } = commandOf(job, filters);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: rootDir,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  // a lower priority (a check with no clock to beat: typecheck, lint) leaves the cores to the suites that wait on
  // servers and browsers; npm's children inherit it
  if ("niceness" in job && job.niceness && child.pid) os.setPriority(child.pid, job.niceness);
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
 * Runs the lanes at once, the jobs of a lane one after another; the results in the order of the lanes' jobs.
 * @param {Job[][]} lanes
 * @returns {Promise<JobResult[]>}
 */
export async function runLanes(lanes) {
  const laneResults = await Promise.all(
    lanes.map(async (jobs) => {
      const results = [];
      for (const job of jobs) results.push(await runJob(job));
      return results;
    }),
  );
  return laneResults.flat();
}
