// GET/HEAD /files/<tenantId>/<name>: only to a signed-in user of that tenant (x-api-key) or through a valid,
// unexpired signature (signedUrls.ts); anyone else gets the same 404 as for a file that does not exist.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestContext } from "../../core/context";
import { notFound, queryOf } from "./responses";
import { verifiedExpiry } from "./signedUrls";
import { parseFilePath, type FileStorage } from "./storage";

export interface ServeDeps {
  storage: FileStorage;
  fileUrlKey: Buffer;
  /** The request's session, built only when no valid signature answers first. */
  contextOf(req: IncomingMessage): Promise<RequestContext>;
}

/** The whole file stands alone: no scripts, no plugins, no loads, its own origin if opened as a page. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** How long the answer may be cached: until the signature expires, or not at all for a session's request. */
async function cachePolicy(deps: ServeDeps, req: IncomingMessage, pathname: string, tenantId: string): Promise<string | null> {
  const exp = verifiedExpiry(deps.fileUrlKey, pathname, queryOf(req));
  if (exp !== null) return `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`;
  if (!req.headers["x-api-key"]) return null;
  const ctx = await deps.contextOf(req);
  return ctx.auth?.tenant.id === tenantId ? "private, no-store" : null;
}

export async function serveFile(deps: ServeDeps, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const parsed = parseFilePath(pathname);
  if (!parsed) return notFound(res);
  const cacheControl = await cachePolicy(deps, req, pathname, parsed.tenantId);
  if (cacheControl === null) return notFound(res);
  const file = await deps.storage.get(pathname);
  if (!file) return notFound(res);
  res.writeHead(200, {
    "content-type": file.contentType,
    "content-length": file.bytes.length,
    "content-disposition": `inline; filename="${file.name}"`,
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    "content-security-policy": FILE_CSP,
    "cross-origin-resource-policy": "same-origin",
  });
  res.end(req.method === "HEAD" ? undefined : file.bytes);
}
