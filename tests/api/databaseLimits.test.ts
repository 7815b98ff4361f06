// Database time and lost connections, over HTTP on servers of their own. PostgreSQL only (TEST_DATABASE_URL):
// PGlite does not enforce the statement timeout, and it has no connections to terminate.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient, type GqlResult } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const COUNT_PRODUCTS = `query { getProducts(limit: 1) { meta { totalCount } } }`;
const TOO_LONG = "The request took too long and was stopped. Narrow the search and try again.";
// More requests at once than the pool has connections (DB_POOL_MAX, 10): a connection kept by a failed
// request would leave the last ones waiting.
const MORE_THAN_THE_POOL = 12;

type ProductCount = { getProducts: { meta: { totalCount: number } } };

interface Served {
  server: TestServer;
  client: ApiClient;
  token: string;
}

async function serve(overrides: Parameters<typeof startTestServer>[0]): Promise<Served> {
  const server = await startTestServer(overrides);
  const client = createApiClient(server.url);
  const { token } = await client.login(demoAdmin.email, demoAdmin.password);
  return { server, client, token };
}

/** Runs fn while an admin connection holds an exclusive lock on products: every query of it waits. */
async function withProductsLocked<T>(databaseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query("begin");
    await admin.query("lock table products in access exclusive mode");
    return await fn(admin);
  } finally {
    await admin.query("rollback").catch(() => undefined);
    await admin.end();
  }
}

async function expectServing({ server, client, token }: Served): Promise<void> {
  const results = await Promise.all(Array.from({ length: MORE_THAN_THE_POOL }, () => client.gql<ProductCount>(COUNT_PRODUCTS, {}, { token })));
  for (const result of results) expect(expectData(result).getProducts.meta.totalCount).toBeGreaterThan(0);
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
}

describe.skipIf(!onPostgres)("database limits (PostgreSQL)", () => {
  let strict: Served;
  let normal: Served;

  beforeAll(async () => {
    strict = await serve({ statementTimeoutMs: 200 });
    normal = await serve({});
  });

  afterAll(async () => {
    await strict?.server.close();
    await normal?.server.close();
  });

  it("stops a query running past STATEMENT_TIMEOUT_MS with a readable BAD_REQUEST, and frees its connection", async () => {
    const { server, client, token } = strict;
    const results = await withProductsLocked(server.databaseUrl ?? "", () =>
      Promise.all(Array.from({ length: MORE_THAN_THE_POOL }, () => client.gql<ProductCount>(COUNT_PRODUCTS, {}, { token }))),
    );
    for (const result of results) expectGqlError(result, "BAD_REQUEST", TOO_LONG);
    await expectServing(strict);
  });

  it("fails only the request whose connection the database terminates, and keeps serving", async () => {
    const { server, client, token } = normal;
    let terminatedRequest: Promise<GqlResult<ProductCount>> | undefined;
    await withProductsLocked(server.databaseUrl ?? "", async (admin) => {
      terminatedRequest = client.gql<ProductCount>(COUNT_PRODUCTS, {}, { token });
      let terminated = 0;
      for (let tries = 0; tries < 100 && terminated === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const result = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        terminated = result.rowCount ?? 0;
      }
      expect(terminated).toBe(1);
      // The server's idle pooled connections too, as a failover or an idle timeout would.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    });
    expectGqlError(await (terminatedRequest as Promise<GqlResult<ProductCount>>), "INTERNAL_SERVER_ERROR", "Something went wrong. Please try again.");
    await expectServing(normal);
  });
});
