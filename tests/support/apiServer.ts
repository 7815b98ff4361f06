import type { TestProject } from "vitest/node";
import "./providedContext";
import { startTestServer } from "./testServer";

// Global setup of the `api` project: one real server shared by every API test file.
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("apiUrl", server.url);
  project.provide("apiDatabaseUrl", server.databaseUrl ?? "");
  return () => server.close();
}
