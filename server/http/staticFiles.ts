// Serves the built web app from dist/: hashed files under /assets/ are cached for good, index.html never is,
// and any other GET falls back to index.html so deep links (/app/system/locations) load the app. A file's
// brotli or gzip copy written at build time (scripts/precompress.mjs) goes out instead when the client takes it.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { negotiateEncoding, SERVER_ENCODINGS, type ContentEncoding } from "./compression";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Hidden files (dist/.vite/manifest.json, for the build tools) are not part of the app.
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) return null;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

async function sizeOf(path: string): Promise<number | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found.size : null;
  } catch {
    return null;
  }
}

const VARIANT_SUFFIX: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" };

interface Representation {
  path: string;
  size: number;
  encoding: ContentEncoding | null;
  /** Whether other encodings of the file exist, so that caches must key on Accept-Encoding. */
  varies: boolean;
}

/** The file itself or its precompressed copy that the client's Accept-Encoding prefers. */
async function representationOf(req: IncomingMessage, file: string): Promise<Representation> {
  const copies = new Map<ContentEncoding, number>();
  for (const encoding of SERVER_ENCODINGS) {
    const size = await sizeOf(file + VARIANT_SUFFIX[encoding]);
    if (size !== null) copies.set(encoding, size);
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"], [...copies.keys()]);
  const varies = copies.size > 0;
  if (encoding) return { path: file + VARIANT_SUFFIX[encoding], size: copies.get(encoding) ?? 0, encoding, varies };
  return { path: file, size: (await stat(file)).size, encoding: null, varies };
}

async function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): Promise<void> {
  const chosen = await representationOf(req, file);
  res.writeHead(200, {
    "content-type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "content-length": chosen.size,
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    ...(chosen.encoding ? { "content-encoding": chosen.encoding } : {}),
    ...(chosen.varies ? { vary: "Accept-Encoding" } : {}),
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(chosen.path)
    .on("error", () => res.destroy())
    .pipe(res);
}

/** root must be absolute. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Method not allowed");
    return;
  }
  const isAsset = pathname.startsWith("/assets/");
  const file = pathname === "/" ? null : await fileAt(root, pathname);
  if (file) {
    const cache = isAsset ? "public, max-age=31536000, immutable" : "no-cache";
    await send(req, res, file, cache);
    return;
  }
  // A missing hashed asset is a real 404: answering index.html would hand HTML to a <script> tag.
  const index = isAsset ? null : await fileAt(root, "/index.html");
  if (!index) {
    const message = isAsset ? "Not found" : "The web app is not built yet: run `npm run build`.";
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end(message);
    return;
  }
  await send(req, res, index, "no-cache");
}
