// Cross-origin calls only from the origins CORS_ORIGINS names (none by default: the app and the API share one
// origin, which needs no CORS). An allowed origin gets its Access-Control-Allow-Origin and its preflight answered;
// any other origin gets no CORS header (the browser keeps the answer from its page) and its preflight is refused.
// Sessions travel in the x-api-key header, never in cookies, so credentials are never allowed.
import type { IncomingMessage, ServerResponse } from "node:http";

const ALLOWED_METHODS = "GET, POST, OPTIONS";
const ALLOWED_HEADERS = "content-type, accept, x-api-key, x-account-id";
const PREFLIGHT_MAX_AGE_SECONDS = "600";

const CORS_REFUSED_MESSAGE = "This origin may not call the API.";

function isPreflight(req: IncomingMessage): boolean {
  return req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
}

/** Returns a handler that sets the CORS headers of one answer, and answers a preflight itself (then returns true). */
export function createCorsHandler(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return false;
    res.setHeader("vary", "Origin");
    if (allowed.has(origin)) {
      res.setHeader("access-control-allow-origin", origin);
      if (!isPreflight(req)) return false;
      res.writeHead(204, {
        "access-control-allow-methods": ALLOWED_METHODS,
        "access-control-allow-headers": ALLOWED_HEADERS,
        "access-control-max-age": PREFLIGHT_MAX_AGE_SECONDS,
      });
      res.end();
      return true;
    }
    if (!isPreflight(req)) return false;
    req.resume();
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end(CORS_REFUSED_MESSAGE);
    return true;
  };
}
