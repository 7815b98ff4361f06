import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureWebBuild } from "../../scripts/webBuild.mjs";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/main";
import "./providedContext";
import { serveDatabaseProbe } from "./databaseProbe";
import { startTestMailbox } from "./testMailbox";

// Global setup of the `e2e` project: the built web app served by the real server on the embedded default
// database (PGlite in a fresh temp DATA_DIR), exactly as `npm start` runs it.
export default async function setup(project: TestProject) {
  ensureWebBuild({ quiet: true });
  const dataDir = await mkdtemp(join(tmpdir(), "pharmacy-e2e-"));
  const mailbox = await startTestMailbox();
  // the embedded database's one connection, shared by a shard's journeys on a loaded CI machine, can be busy past
  // the production acquire timeout (5 s), which answers 503 where a journey expects its save
  const server = await startServer({
    ...loadConfig({}),
    // the demo's 90 days of history only when asked for (SEED_HISTORY=1): the tests count on the demo's own data
    seedHistory: process.env.SEED_HISTORY === "1",
    port: 0,
    dataDir,
    databaseUrl: undefined,
    databaseAcquireTimeoutMs: 30_000,
    mail: { smtpUrl: mailbox.smtpUrl, from: "Pharmacy Tests <tests@localhost>" },
  });
  const probe = await serveDatabaseProbe(server.db);
  project.provide("e2eUrl", server.url);
  project.provide("e2eMailbox", mailbox.url);
  project.provide("e2eDatabaseProbe", probe.url);
  return async () => {
    await probe.close();
    await server.close();
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
