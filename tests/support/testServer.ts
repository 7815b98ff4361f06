import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db";
import { startServer } from "../../server/main";
import { createTestDatabase, type TestDatabase } from "./database";

/** SECRETS_KEY of the test servers (never a real one). */
export const TEST_SECRETS_KEY = "test-secrets-key-0123456789abcdef0123456789";

type ServerConfig = Parameters<typeof startServer>[0];

export type TestServer = { url: string; databaseUrl?: string; db: Database; close(): Promise<void> };

/**
 * The real server on a database of its own (PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a temp
 * directory), listening on a random loopback port. close() stops it and drops the database. The overrides may
 * depend on that database (a function of it: e.g. its replica's URL).
 */
export async function startTestServer(overridesOf: Partial<ServerConfig> | ((database: TestDatabase) => Partial<ServerConfig>) = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  try {
    const overrides = typeof overridesOf === "function" ? overridesOf(database) : overridesOf;
    const config: ServerConfig = {
      ...loadConfig({}),
      // the demo's 90 days of history only when asked for (SEED_HISTORY=1): the tests count on the demo's own data
      seedHistory: process.env.SEED_HISTORY === "1",
      port: 0,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      // one key for every test process, so a second server on the same database opens the same secrets
      secretsKey: TEST_SECRETS_KEY,
      // the sandbox authority answers fast: a retry or a timeout takes seconds, not minutes
      fiscal: { sandbox: true, retryDelaySeconds: 1, maxAttempts: 4, timeoutMs: 1500 },
      // A loaded CI machine (suites side by side) can hold a row lock past the production default of 5 s, which
      // then answers "took too long" where a test expects its own outcome. The tests of the timeout itself start
      // servers with a timeout of their own.
      statementTimeoutMs: 60_000,
      ...overrides,
    };
    const server = await startServer(config);
    return {
      url: server.url,
      databaseUrl: database.databaseUrl,
      db: server.db,
      async close() {
        try {
          await server.close();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
