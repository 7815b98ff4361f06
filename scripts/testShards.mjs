// Splits a suite's test files into shards that take about the same time, for npm test to run side by side (each
// shard in a vitest process of its own, with its own server and database). A file's time is taken from the last
// run's timings (test-results/timings-*.json, written by fileTimingsReporter.ts); a file without one is guessed
// from its size. Longest first, each file into the shard with the least time so far.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "./webBuild.mjs";

/** The *.test.ts files under a folder of the repository, as repository paths with forward slashes. */
export function testFilesUnder(folder) {
  return readdirSync(join(rootDir, folder), { recursive: true })
    .map((entry) => String(entry).split("\\").join("/"))
    .filter((entry) => entry.endsWith(".test.ts"))
    .map((entry) => `${folder}/${entry}`)
    .sort();
}

/** Seconds each file took in the last run, from every timings file in the results folder. */
function lastRunSeconds(resultsDir) {
  const seconds = new Map();
  if (!existsSync(resultsDir)) return seconds;
  for (const name of readdirSync(resultsDir)) {
    if (!name.startsWith("timings-") || !name.endsWith(".json")) continue;
    try {
      for (const timing of JSON.parse(readFileSync(join(resultsDir, name), "utf8"))) {
        seconds.set(timing.file, timing.importSeconds + timing.runSeconds);
      }
    } catch {
      // a report cut short by an interrupted run: guess from the sizes instead
    }
  }
  return seconds;
}

/** The files in `count` shards of about equal time (a shard may be empty when there are fewer files). */
export function splitIntoShards(files, count, resultsDir) {
  const measured = lastRunSeconds(resultsDir);
  const sizes = new Map(files.map((file) => [file, statSync(join(rootDir, file)).size]));
  // seconds per byte of the measured files, to put a guess for the others on the same scale
  const known = files.filter((file) => measured.has(file));
  const knownSeconds = known.reduce((sum, file) => sum + measured.get(file), 0);
  const knownBytes = known.reduce((sum, file) => sum + sizes.get(file), 0);
  const perByte = knownSeconds > 0 && knownBytes > 0 ? knownSeconds / knownBytes : 1;
  const estimate = (file) => measured.get(file) ?? sizes.get(file) * perByte;

  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => estimate(b) - estimate(a))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += estimate(file);
  }
  return shards.map((shard) => shard.files);
}
