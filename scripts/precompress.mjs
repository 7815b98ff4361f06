// Writes brotli (.br) and gzip (.gz) copies next to each compressible file of the built web app, so that the
// server sends them as they are (server/http/staticFiles.ts) instead of compressing on every request.
// Images and fonts are compressed formats already and get no copies.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".xml", ".webmanifest", ".wasm", ".ico"]);
/** A copy must save at least this share of the bytes to be worth a second file and a Vary header. */
const MIN_SAVING = 0.1;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const VARIANTS = [
  { suffix: ".br", compress: (data) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: ".gz", compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith(".")) continue; // .vite/manifest.json is for the build tools, not served
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompressFile(file) {
  const data = await readFile(file);
  let written = 0;
  for (const variant of VARIANTS) {
    const compressed = await variant.compress(data);
    // A copy left by an earlier build of the same name must not outlive the file it was made from.
    if (compressed.length > data.length * (1 - MIN_SAVING)) await rm(file + variant.suffix, { force: true });
    else {
      await writeFile(file + variant.suffix, compressed);
      written += 1;
    }
  }
  return written;
}

/** Precompresses every compressible file under dir; answers how many copies it wrote. */
export async function precompressDirectory(dir) {
  const files = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.has(extname(file).toLowerCase())) files.push(file);
  const counts = await Promise.all(files.map(precompressFile));
  return counts.reduce((sum, count) => sum + count, 0);
}
