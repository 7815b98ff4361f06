// A process killed between the sale's commit and its posting (issue 13): server A (the real `server/main.ts`
// in a child process, JOB_WORKER=0 so nothing posts) sells at the demo's reported till and is killed with
// SIGKILL; server B starts on the same database and posts the sale exactly once to its sandbox authority, which
// counts the requests per USIN in that database (asked with the demo integration's own token). PostgreSQL only:
// PGlite's one process cannot share its files.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createApiClient } from "../support/api";
import { expectData } from "../support/assertions";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { demoAdmin } from "../support/logins";
import { TEST_SECRETS_KEY } from "../support/testServer";
import { freshPosId, INTEGRATION_FIELDS, sandboxReceived } from "./fiscalHelpers";

/** The demo integration's token (server/seed/integrations.ts): the sandbox answers only an integration's own. */
const DEMO_ACCESS_TOKEN = "sandbox-demo-token";

const root = fileURLToPath(new URL("../..", import.meta.url));
const children: ChildProcess[] = [];
let database: TestDatabase | undefined;

/** `node --import tsx server/main.ts` on the test database; answers its URL once it listens. */
function startChild(jobWorker: boolean): Promise<{ url: string; child: ChildProcess }> {
  const db = database as TestDatabase;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: db.databaseUrl,
      DATA_DIR: db.dataDir,
      SECRETS_KEY: TEST_SECRETS_KEY,
      JOB_WORKER: jobWorker ? "1" : "0",
      FISCAL_RETRY_DELAY_SECONDS: "1",
      FISCAL_TIMEOUT_MS: "1500",
      STATIC_DIR: "no-web-build-needed",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    };
    child.stdout?.on("data", seen);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database?.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await database?.drop();
});

describe.skipIf(!inject("apiDatabaseUrl"))("a server killed between the commit and the posting", () => {
  it("posts the sale once after the restart", { timeout: 300_000 }, async () => {
    database = await createTestDatabase();
    const first = await startChild(false);
    const api = createApiClient(first.url);
    const admin = await api.login(demoAdmin.email, demoAdmin.password);
    // a POS ID of this run, so the shared sandbox's counts are this sale's alone
    type Listed = { id: string; name: string; type: string; status: string; allowedOrderType: string[]; charges: number; locationId: string; registerId: string };
    const [integration] = expectData(await api.gql<{ getIntegrations: { data: Listed[] } }>(`query { getIntegrations { data { ${INTEGRATION_FIELDS} } } }`, {}, { token: admin.token })).getIntegrations.data;
    const { id, name, type, status, allowedOrderType, charges, locationId, registerId } = integration;
    const posId = freshPosId();
    expectData(await api.gql(`mutation ($input: UpdateIntegrationInput!) { updateIntegration(input: $input) { id } }`, { input: { id, name, type, status, allowedOrderType, charges, locationId, registerId, posId } }, { token: admin.token }));

    const [lot] = await sql<{ product_id: string }>(
      `select product_id from product_lots where location_id = $1 and status = 'IN_INVENTORY' and quantity > 0 and batch_expiry > current_date + 60 order by batch_expiry desc limit 1`,
      [locationId],
    );
    const sale = expectData(
      await api.gql<{ createOrder: { id: string; secondaryId: string; integrationCharges: number } }>(
        `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId integrationCharges } }`,
        { input: { idempotencyKey: `restart${Date.now()}`, order: { locationId, registerId, items: [{ productId: lot.product_id, quantity: 1 }] }, payments: [{ method: "CASH", amount: 100_000 }] } },
        { token: admin.token },
      ),
    ).createOrder;
    expect(sale.integrationCharges).toBe(1);
    const [waiting] = await sql<{ status: string; attempts: number }>("select status, attempts from fiscal_postings where order_id = $1", [sale.id]);
    expect(waiting).toEqual({ status: "PENDING", attempts: 0 });
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    // nothing reached the sandbox (its invoices are in this database)
    expect(await sql("select id from fiscal_sandbox_invoices where usin = $1", [sale.secondaryId])).toEqual([]);

    const second = await startChild(true);
    const received = () => sandboxReceived(sale.secondaryId, posId, DEMO_ACCESS_TOKEN, `${second.url}/sandbox/fiscal/fbr`);

    // the new process's job worker posts it on its first rounds: a minute here alone, twice that on the CI machine
    // running four suites at once (143 s in all seen there, the poll's minute run out)
    await expect.poll(async () => (await sql<{ status: string }>("select status from fiscal_postings where order_id = $1", [sale.id]))[0].status, { timeout: 150_000, interval: 500 }).toBe("POSTED");
    const [order] = await sql<{ fbr_invoice_id: string }>("select fbr_invoice_id from orders where id = $1", [sale.id]);
    const sandbox = await received();
    expect(sandbox.received).toBe(1);
    expect(sandbox.invoices[0].invoiceNumber).toBe(order.fbr_invoice_id);
  });
});
