// Builds the web app with `vite build` when dist/index.html is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const rootDir = fileURLToPath(new URL("..", import.meta.url));

const sourceEntries = ["src", "common", "index.html", "vite.config.ts", "scripts/precompress.mjs", "scripts/tillServiceWorker.js", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  const builtIndex = join(rootDir, "dist", "index.html");
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceEntries.some((entry) => newestMtime(join(rootDir, entry)) > builtAt);
}

/** Runs `vite build` if needed; throws when the build fails. */
export function ensureWebBuild({ quiet = false } = {}) {
  if (!webBuildIsStale()) return false;
  console.log("Building the web app (vite build)…");
  const vite = join(rootDir, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", quiet ? "warn" : "info"], {
    cwd: rootDir,
    stdio: "inherit",
    // Under vitest NODE_ENV is "test", which would give a development React build; serve what users get.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal}).`);
  return true;
}
