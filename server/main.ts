// The HTTP server: POST/GET /graphql (Yoga), GET /health, and the built web app from dist/ with an SPA fallback.
// `tsx server/main.ts` starts it from the environment (loadConfig) and closes cleanly on SIGINT/SIGTERM.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { loadConfig, type Config } from "./config";
import { serverJobs, startJobWorker, type JobWorker } from "./core/outbox";
import { mailSendJob } from "./modules/users";
import { secretBoxFor } from "./core/secretBox";
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy, openDatabase, type Database, type DatabaseHandle } from "./db";
import { seedDemoData } from "./seed";
import { signInLines } from "./seed/demoLogins";
import { printStep } from "./seed/stepClock";
import { createGraphqlHandler } from "./graphql/yoga";
import { installProcessGuards } from "./processGuards";
import { createFilesHandler, createLocalFileStorage, createObjectFileStorage } from "./modules/files";
import { fiscalPostingJob, createFiscalSandbox, SANDBOX_ROOT } from "./modules/fiscal";
import { configuredBaseUrl } from "./modules/integrations";
import { createDownloadsHandler, pruneDownloadProgressJob } from "./modules/reports";
import { createCorsHandler } from "./http/cors";
import { sendCompressible } from "./http/compression";
import { createInFlightRequests } from "./http/inFlightRequests";
import { connectionOptions, limitConnections } from "./http/connectionLimits";
import { applySecurityHeaders } from "./http/securityHeaders";
import { createSessionStateCache } from "./session/sessionStateCache";
import { serveStatic } from "./http/staticFiles";

export interface RunningServer {
  url: string;
  port: number;
  /** The server's own database handle (the tests read what no API answers through it). */
  db: Database;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

async function health(database: DatabaseHandle, res: ServerResponse): Promise<void> {
  try {
    await database.db.execute(sql`select 1`);
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ status: "ok", database: database.kind }));
  } catch (error) {
    console.error("Health check failed:", error);
    res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ status: "error", database: database.kind }));
  }
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export async function startServer(config: Config): Promise<RunningServer> {
  const { databaseUrl, dataDir, statementTimeoutMs, idleInTransactionTimeoutMs, databaseAcquireTimeoutMs, onStatement } = config;
  const timeouts = { statementTimeoutMs, idleInTransactionTimeoutMs };
  const readReplica = config.databaseReadUrl ? { url: config.databaseReadUrl, maxLagMs: config.replicaMaxLagMs } : undefined;
  const database = await openDatabase({ databaseUrl, dataDir, timeouts, acquireTimeoutMs: databaseAcquireTimeoutMs, onStatement, readReplica });
  let jobs: JobWorker;
  // the sandbox answers at this server's own address, known once it listens
  let ownUrl: string | null = null;
  const { fiscal } = config;
  const postingTargetOf = (type: "FBR" | "SRB") => {
    const configured = configuredBaseUrl(fiscal, type);
    if (configured) return { baseUrl: configured, sandbox: false };
    return fiscal.sandbox && ownUrl ? { baseUrl: `${ownUrl}${SANDBOX_ROOT}/${type.toLowerCase()}`, sandbox: true } : null;
  };
  const fiscalJob = fiscalPostingJob({ config: fiscal, secrets: secretBoxFor(config), postingTargetOf });
  const mailJob = mailSendJob({ config, secrets: secretBoxFor(config) });
  try {
    if (config.seedDemo !== false) {
      const onStep = config.seedTimings ? printStep : undefined;
      await seedDemoData(database.db, { secrets: secretBoxFor(config), fiscal, history: config.seedHistory !== false, onStep });
    }
    jobs = await startJobWorker(database.db, { jobs: [...serverJobs, pruneDownloadProgressJob, fiscalJob, mailJob], work: config.jobWorker });
  } catch (error) {
    await database.close();
    throw error;
  }
  const requestDeps = { db: database.db, config, sessionStates: createSessionStateCache() };
  const yoga = createGraphqlHandler(requestDeps);
  const staticRoot = resolve(repoRoot, config.staticDir);
  // every process must reach every file: a bucket for several machines, else DATA_DIR/files (one machine, or a shared directory)
  const storage = config.filesS3 ? createObjectFileStorage(config.filesS3) : createLocalFileStorage(resolve(config.dataDir, "files"));
  const files = createFilesHandler({ ...requestDeps, storage });

  const applyCors = createCorsHandler(config.corsOrigins);
  const sandbox = fiscal.sandbox ? createFiscalSandbox({ ...requestDeps, secrets: secretBoxFor(config) }) : null;
  const downloads = createDownloadsHandler({ ...requestDeps, database });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    applySecurityHeaders(res);
    if (applyCors(req, res)) return;
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (isUnder(pathname, "/graphql")) return sendCompressible(req, res, await yoga.handleNodeRequestAndResponse(req, res, { req, res }));
    if (pathname === "/health") return health(database, res);
    if (isUnder(pathname, "/files")) return files(req, res, pathname);
    if (pathname.startsWith("/downloads/")) return downloads.handle(req, res, pathname);
    if (sandbox && isUnder(pathname, SANDBOX_ROOT)) return sandbox.handle(req, res, pathname);
    return serveStatic(staticRoot, req, res, pathname);
  };

  const inFlight = createInFlightRequests();
  const server = createServer(connectionOptions(config.connections), (req, res) => {
    inFlight.track(handle(req, res)).catch((error: unknown) => {
      const busy = isDatabaseBusy(error);
      if (busy) console.warn("Answered 503 (database busy):", req.method, req.url);
      else console.error("Unexpected error serving", req.method, req.url, error);
      if (!res.headersSent) res.writeHead(busy ? 503 : 500, { "content-type": "text/plain; charset=utf-8", ...(busy ? { "retry-after": "5" } : {}) });
      res.end(busy ? DATABASE_BUSY_MESSAGE : "Something went wrong. Please try again.");
    });
  });
  limitConnections(server, config.connections);

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(config.port, () => {
      server.off("error", reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  ownUrl = `http://127.0.0.1:${port}`;
  for (const type of ["FBR", "SRB"] as const) {
    const target = postingTargetOf(type);
    if (target?.sandbox) console.warn(`${type} postings go to the SANDBOX authority at ${target.baseUrl}: set ${type}_BASE_URL to report to the real one.`);
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      downloads.abortAll();
      const stopped = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      await stopped;
      clearTimeout(force);
      await inFlight.drained(10_000);
      await yoga.dispose();
      await jobs.stop();
      await database.close();
    })());

  return { url: `http://localhost:${port}`, port, db: database.db, close };
}

async function main(): Promise<void> {
  installProcessGuards();
  const config = loadConfig();
  const running = await startServer(config);
  console.log(`Pharmacy back office listening on ${running.url}`);
  for (const line of signInLines(running.url, config.seedDemo !== false)) console.log(line);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Error while closing:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
