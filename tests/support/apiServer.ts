import type { TestProject } from "vitest/node";
import "./providedContext";
import { serveDatabaseProbe } from "./databaseProbe";
import { startTestMailbox } from "./testMailbox";
import { startTestServer } from "./testServer";

// Global setup of the `api` project: one real server shared by every API test file.
export default async function setup(project: TestProject) {
  const mailbox = await startTestMailbox();
  const server = await startTestServer({ mail: { smtpUrl: mailbox.smtpUrl, from: "Pharmacy Tests <tests@localhost>" } });
  const probe = await serveDatabaseProbe(server.db);
  project.provide("apiUrl", server.url);
  project.provide("apiDatabaseUrl", server.databaseUrl ?? "");
  project.provide("apiDatabaseProbe", probe.url);
  project.provide("apiMailbox", mailbox.url);
  project.provide("apiMailboxSmtp", mailbox.smtpUrl);
  return async () => {
    await probe.close();
    await server.close();
    await mailbox.close();
  };
}
