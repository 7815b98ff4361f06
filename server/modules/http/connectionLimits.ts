// Bounds on the HTTP server's connections (issue 25), so that idle or slow clients cannot take every file
// descriptor while /health still answers: a connection must send its request headers within HEADERS_TIMEOUT_MS
// (checked every second, not Node's default 30 s), an idle keep-alive connection closes after 5 s, and at most
// MAX_CONNECTIONS are open at once (more are closed as they arrive, leaving descriptors for the database and the
// files). A request's body must have arrived within a minute.
import type { Server, ServerOptions } from "node:http";
import type { ConnectionLimits } from "../../config";

const CHECK_INTERVAL_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 5000;
const REQUEST_TIMEOUT_MS = 60_000;

export function connectionOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(REQUEST_TIMEOUT_MS, limits.headersTimeoutMs + 1000),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
}
