// Bounds on the HTTP server's connections, so that idle or slow clients cannot take every file
// descriptor while /health still answers. A new connection must have sent its first request's headers within
// HEADERS_TIMEOUT_MS, or it is closed: a hard deadline of our own, since Node's headersTimeout leaves a connection
// that sends nothing (or trickles its headers) open. Node's headersTimeout covers the later requests of a
// keep-alive connection, which closes after 5 s idle. At most MAX_CONNECTIONS are open at once (more are closed as
// they arrive, leaving descriptors for the database and the files).
// Node's requestTimeout stays at its default (5 minutes): lower, it can cut a long download short (nodejs/node#41934).
import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionLimits } from "../config";

const KEEP_ALIVE_TIMEOUT_MS = 5000;

export function connectionOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  };
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  const firstRequestDeadlines = new WeakMap<Socket, NodeJS.Timeout>();
  server.on("connection", (socket: Socket) => {
    const deadline = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
    deadline.unref();
    firstRequestDeadlines.set(socket, deadline);
    socket.once("close", () => clearTimeout(deadline));
  });
  server.on("request", (req: { socket: Socket }) => {
    clearTimeout(firstRequestDeadlines.get(req.socket));
    firstRequestDeadlines.delete(req.socket);
  });
}
