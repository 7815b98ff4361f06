// Serves the built web app from dist/: hashed files under /assets/ are cached for good, index.html never is,
// and any other GET falls back to index.html so deep links (/app/system/locations) load the app.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

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
  if (decoded.includes("\0")) return null;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, size: number): void {
  res.writeHead(200, {
    "content-type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "content-length": size,
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file)
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
    send(req, res, file, cache, (await stat(file)).size);
    return;
  }
  // A missing hashed asset is a real 404: answering index.html would hand HTML to a <script> tag.
  const index = isAsset ? null : await fileAt(root, "/index.html");
  if (!index) {
    const message = isAsset ? "Not found" : "The web app is not built yet: run `npm run build`.";
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end(message);
    return;
  }
  send(req, res, index, "no-cache", (await stat(index)).size);
}
