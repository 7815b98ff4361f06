// The JavaScript the sign-in page downloads, as the browser receives it (brotli): index.html's script and
// modulepreload tags and their static imports, plus the chunks the "/" route loads at start (LOGIN_ROUTE_MODULES,
// lazy in src/App.tsx) with theirs. Reads dist/ and its .vite/manifest.json (builds first when dist/ is stale).
// `node scripts/measureLoginBundle.mjs [--budget KB] [--dist DIR]`: prints each file and exits 1 over the budget.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { ensureWebBuild, rootDir } from "./webBuild.mjs";

/** Source modules the sign-in route imports on demand as soon as it renders. */
export const LOGIN_ROUTE_MODULES = ["src/pages/LoginPage.tsx"];
export const LOGIN_BUDGET_KB = 250;

function readManifest(dist) {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: build with build.manifest (vite.config.ts).`);
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The files index.html names in <script src> and <link rel="modulepreload" href>. */
function htmlScripts(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith("<script") || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter(Boolean);
}

/** Every JS file of the manifest entries `keys` and their static imports. */
function withStaticImports(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: is LOGIN_ROUTE_MODULES up to date with src/App.tsx?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function compressedSize(path, suffix, compress) {
  return existsSync(path + suffix) ? readFileSync(path + suffix).length : compress(readFileSync(path)).length;
}

/** Sizes in bytes of each JS file the sign-in page loads. */
export function measureLoginBundle(dist = join(rootDir, "dist")) {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = withStaticImports(manifest, [entry, ...LOGIN_ROUTE_MODULES]);
  for (const file of htmlScripts(dist)) files.add(file);
  return [...files].map((file) => {
    const path = join(dist, file);
    return {
      file,
      raw: readFileSync(path).length,
      gzip: compressedSize(path, ".gz", (data) => gzipSync(data, { level: 9 })),
      brotli: compressedSize(path, ".br", brotliCompressSync),
    };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { budget: { type: "string" }, dist: { type: "string" } } });
  const budgetKb = Number(values.budget ?? LOGIN_BUDGET_KB);
  if (!values.dist) ensureWebBuild({ quiet: true });
  const sizes = measureLoginBundle(values.dist ? resolve(values.dist) : undefined).sort((a, b) => b.brotli - a.brotli);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("| file | raw | gzip | brotli |\n|---|---:|---:|---:|");
  for (const s of sizes) console.log(`| ${s.file} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
  const total = (key) => sizes.reduce((sum, s) => sum + s[key], 0);
  console.log(`| **${sizes.length} files** | ${kb(total("raw"))} | ${kb(total("gzip"))} | **${kb(total("brotli"))}** |`);
  const over = total("brotli") > budgetKb * 1024;
  console.log(over ? `Over the budget of ${budgetKb} KB (brotli).` : `Within the budget of ${budgetKb} KB (brotli).`);
  if (over) process.exitCode = 1;
}
