// npm test: unit, db, api and web suites, then the browser (e2e) suite; a closing line with the counts.
// Extra arguments are vitest file filters, e.g. `npm test -- tests/api/session`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "./webBuild.mjs";

const vitest = join(rootDir, "node_modules", "vitest", "vitest.mjs");
const resultsDir = join(rootDir, "test-results");
mkdirSync(resultsDir, { recursive: true });

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const haveChromium = existsSync(chromium);
const inCi = process.env.CI === "true";
const filters = process.argv.slice(2);

/** Runs some vitest projects; returns the counts from its JSON report, or null when it wrote none. */
function runVitest(name, projects) {
  const report = join(resultsDir, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const args = [vitest, "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  if (filters.length > 0) args.push("--passWithNoTests", ...filters);
  const result = spawnSync(process.execPath, args, {
    cwd: rootDir,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  const ok = result.status === 0;
  if (!existsSync(report)) return { ok, passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  const json = JSON.parse(readFileSync(report, "utf8"));
  return {
    ok,
    passed: json.numPassedTests,
    failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

const runs = [runVitest("main", ["unit", "db", "api", "web"])];

if (haveChromium) {
  runs.push(runVitest("e2e", ["e2e"]));
} else if (inCi) {
  console.error(`Chromium not found at ${chromium}: browser tests cannot run under CI (set CHROMIUM_PATH).`);
  runs.push({ ok: false, passed: 0, failed: 1, skipped: 0 });
} else {
  console.log("Chromium not found: skipping browser tests (set CHROMIUM_PATH).");
}

const total = runs.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
const ok = runs.every((r) => r.ok);
console.log("");
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
