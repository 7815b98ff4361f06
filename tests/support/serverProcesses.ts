// Several API server processes on one PostgreSQL database, and a small round-robin HTTP proxy in front of them
// (issue 30): each child is the real `server/main.ts` (`node --import tsx`), started from the environment as in
// production, one command per process. The proxy sends each request to the next process in turn.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { TEST_SECRETS_KEY } from "./testServer";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed (for a failure's message). */
  output(): string;
}

/** `node --import tsx server/main.ts` with `env` on top of the test's settings; answers once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      SECRETS_KEY: TEST_SECRETS_KEY,
      FISCAL_RETRY_DELAY_SECONDS: "1",
      FISCAL_TIMEOUT_MS: "1500",
      STATEMENT_TIMEOUT_MS: "60000",
      STATIC_DIR: "no-web-build-needed",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1].replace("localhost", "127.0.0.1"), child, output: () => output });
    };
    child.stdout?.on("data", seen);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** SIGTERM (the server closes cleanly), SIGKILL after `graceMs`. */
export async function stopServerProcess(server: ServerProcess, graceMs = 10_000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(force);
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests went to each target so far. */
  counts: number[];
  close(): Promise<void>;
}

/** An HTTP proxy on a random loopback port: request n goes to targets[n % targets.length], body and answer streamed. */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const counts = targets.map(() => 0);
  let next = 0;
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const index = next % targets.length;
    next += 1;
    counts[index] += 1;
    const target = new URL(targets[index]);
    const upstream = request({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  };
  const server = createServer(forward);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
