// A vitest reporter that writes how long each test file took, its hooks and imports included (vitest's JSON report
// counts only the tests themselves), slowest first, to the file named by VITEST_FILE_TIMINGS. scripts/test.mjs
// uses it so that a CI run shows where its minutes go.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface FileTiming {
  project: string;
  file: string;
  /** Import of the file and its setup files, in seconds. */
  importSeconds: number;
  /** Its tests and hooks (beforeAll included), in seconds. */
  runSeconds: number;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class FileTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.VITEST_FILE_TIMINGS;
    if (!target) return;
    const timings: FileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        importSeconds: seconds(diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration),
        runSeconds: seconds(diagnostic.duration),
      };
    });
    timings.sort((a, b) => b.importSeconds + b.runSeconds - (a.importSeconds + a.runSeconds));
    writeFileSync(target, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
