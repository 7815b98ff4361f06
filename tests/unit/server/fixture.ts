// A real database with the demo tenants, an admin's request context and a few more locations, for the
// server unit tests. Not a mock: the services run their real SQL against PGlite or TEST_DATABASE_URL.
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../../server/config";
import { AppError } from "../../../server/core/errors";
import { openDatabase, type DatabaseHandle } from "../../../server/db";
import { seedDemoData } from "../../../server/seed";
import type { RequestContext } from "../../../server/core/context";
import { createRequestContext } from "../../../server/session/requestContext";
import { loginUser } from "../../../server/modules/users/signIn";
import { createTestDatabase, type TestDatabase } from "../../support/database";

export interface ServerFixture {
  database: DatabaseHandle;
  testDatabase: TestDatabase;
  /** A context for a request carrying this token (or none). */
  contextFor(token?: string, accountId?: string, clientAddress?: string): Promise<RequestContext>;
  signIn(email: string, password: string): Promise<RequestContext>;
  close(): Promise<void>;
}

export const config = { ...loadConfig({}), seedDemo: true };

export async function openServerFixture(): Promise<ServerFixture> {
  const testDatabase = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir });
  await seedDemoData(database.db);
  const contextFor = (token?: string, accountId?: string, clientAddress = "10.0.0.1") => {
    const headers = new Headers();
    if (token) headers.set("x-api-key", token);
    if (accountId) headers.set("x-account-id", accountId);
    return createRequestContext({ db: database.db, config }, { headers, clientAddress });
  };
  return {
    database,
    testDatabase,
    contextFor,
    async signIn(email, password) {
      const payload = await loginUser(await contextFor(), { email, password });
      return contextFor(payload.token);
    },
    async close() {
      await database.close();
      await testDatabase.drop();
    },
  };
}

/** The AppError a call rejects with (fails the test when it resolves or throws something else). */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("Expected an AppError, but the call succeeded.");
}

export interface SignedInAdmin {
  fixture: ServerFixture;
  /** The demo administrator's request context. */
  admin: RequestContext;
}

/** Opens a fixture before the file's tests and signs the demo administrator in; closes it after them. */
export function useSignedInAdmin(): SignedInAdmin {
  const setup = {} as SignedInAdmin;
  beforeAll(async () => {
    setup.fixture = await openServerFixture();
    setup.admin = await setup.fixture.signIn("admin@demo.test", "Admin@12345");
  }, 180_000);
  afterAll(async () => {
    await setup.fixture?.close();
  });
  return setup;
}
