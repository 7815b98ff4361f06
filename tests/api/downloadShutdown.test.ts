// Issue 25, item 1: SIGTERM during a download ends the process promptly. The real server (`server/main.ts` in a
// child process, on the run's engine) serves a report of 30,000 lots to a client that stops reading; SIGTERM
// must end the download, roll it back and exit within a few seconds, not wait on a client that never drains.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/main";
import { createApiClient } from "../support/api";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { demoAdmin } from "../support/logins";
import { TEST_SECRETS_KEY } from "../support/testServer";
import { addBulkLots, nearExpiryLink } from "./downloadHelpers";

const root = fileURLToPath(new URL("../..", import.meta.url));
let database: TestDatabase | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await database?.drop();
});

/** The demo data and 30,000 more lots, made by a server in this process that is closed again. */
async function prepareDatabase(db: TestDatabase): Promise<void> {
  const server = await startServer({ ...loadConfig({}), port: 0, dataDir: db.dataDir, databaseUrl: db.databaseUrl, secretsKey: TEST_SECRETS_KEY, jobWorker: false, statementTimeoutMs: 0 });
  try {
    const demo = await createApiClient(server.url).login(demoAdmin.email, demoAdmin.password);
    await addBulkLots(server.db, demo.tenant.id, 30_000);
  } finally {
    await server.close();
  }
}

function startChild(db: TestDatabase): Promise<{ url: string; process: ChildProcess; output: () => string }> {
  const started = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: db.databaseUrl ?? "",
      DATA_DIR: db.dataDir,
      SECRETS_KEY: TEST_SECRETS_KEY,
      JOB_WORKER: "0",
      DB_POOL_MAX: "2",
      STATIC_DIR: "no-web-build-needed",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  let output = "";
  return new Promise((resolve, reject) => {
    started.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], process: started, output: () => output });
    });
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

describe("SIGTERM during a download", () => {
  it("ends the download and exits within a few seconds", { timeout: 240_000 }, async () => {
    database = await createTestDatabase();
    await prepareDatabase(database);
    const server = await startChild(database);
    const api = createApiClient(server.url);
    const { token } = await api.login(demoAdmin.email, demoAdmin.password);
    const link = await nearExpiryLink(api, token);
    // a client that asks for the file and then reads nothing
    const download = request(`${server.url}${link.url}`, { agent: false });
    download.on("error", () => undefined);
    download.on("response", (response) => {
      response.on("error", () => undefined);
      response.pause();
    });
    download.end();
    await sleep(1500);
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const signalled = performance.now();
      server.process.once("exit", (code) => resolve({ code, ms: performance.now() - signalled }));
    });
    server.process.kill("SIGTERM");
    const exit = await Promise.race([exited, sleep(20_000).then(() => ({ code: null, ms: Number.POSITIVE_INFINITY }))]);
    expect(exit.ms, server.output()).toBeLessThan(4000);
    expect(exit.code, server.output()).toBe(0);
    download.destroy();
  });
});
