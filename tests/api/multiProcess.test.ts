// Three API server processes on one PostgreSQL database behind a round-robin proxy (issue 30, "Stateless API
// processes"). The three are the real `server/main.ts` in child processes on the shared API server's database
// (which stays a fourth process: the tests make their data through it), each with its job worker and a DATA_DIR of
// its own, as on three machines: the uploaded files go to an S3-compatible server the test starts (s3rver, from
// npm: the S3 REST API over a local folder). Everything that must agree across processes is checked through a
// process other than the one that changed it. PostgreSQL only: the embedded database (PGlite) belongs to one
// process.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiClient, gql, login, type ApiClient, type GqlResult } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import { CREATE_LOCATION, type LocationRecord } from "../support/operations";
import { startRoundRobinProxy, startServerProcess, stopServerProcess, type RoundRobinProxy, type ServerProcess } from "../support/serverProcesses";
import { linkIn, mailTo } from "../support/testMailbox";
import { nearExpiryLink } from "./downloadHelpers";
import { getFile, tinyPng, upload, uploaded } from "./fileHelpers";
import { newIntegration, sandboxReceived, TEST_ACCESS_TOKEN } from "./fiscalHelpers";
import { cart, ledgerOf, newKey, newProduct, register, salesOps, salesWorld, stock, type Order, type SalesWorld } from "./ordersHelpers";

const databaseUrl = inject("apiDatabaseUrl");
const PASSWORD = "Welcome@2026";

let servers: ServerProcess[] = [];
let clients: ApiClient[] = [];
let proxy: RoundRobinProxy | undefined;
let dataDirs: string[] = [];
let objectStore: S3rver | undefined;
let world: SalesWorld;

const through = (index: number) => clients[index];
const viaProxy = () => createApiClient(proxy?.url ?? "");

describe.skipIf(!databaseUrl)("three API processes behind a round-robin proxy (PostgreSQL only: PGlite is one process)", () => {
  beforeAll(async () => {
    dataDirs = await Promise.all([0, 1, 2, 3].map(() => mkdtemp(join(tmpdir(), "pharmacy-processes-"))));
    objectStore = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dataDirs[3], configureBuckets: [{ name: "pharmacy-files", configs: [] }] });
    const { port } = await objectStore.run();
    // one command per process, as in production: every process's worker may send the shared server's mail, so
    // they all send it the same way; the same bucket and URL key; a 1 MB quota so that two uploads meet its edge
    const env = {
      DATABASE_URL: databaseUrl,
      JOB_WORKER: "1",
      SEED_DEMO: "0",
      FILES_QUOTA_MB: "1",
      FILES_S3_BUCKET: "pharmacy-files",
      FILES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      FILES_S3_PATH_STYLE: "1",
      FILES_S3_ACCESS_KEY_ID: "S3RVER",
      FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
      FILE_URL_SECRET: `multi-process-test-${randomUUID()}`,
      SMTP_URL: inject("apiMailboxSmtp"),
      MAIL_FROM: "Pharmacy Tests <tests@localhost>",
    };
    servers = await Promise.all([0, 1, 2].map((index) => startServerProcess({ ...env, DATA_DIR: dataDirs[index] })));
    clients = servers.map((server) => createApiClient(server.url));
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    world = await salesWorld();
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await objectStore?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("eight tills racing for the last units sell exactly the units there are, none twice", async () => {
    const product = await newProduct(world);
    const lots = await stock(world, product, world.storeId, [
      { packs: 1, days: 90 },
      { packs: 2, days: 120 },
    ]);
    const tills = await Promise.all(Array.from({ length: 8 }, () => register(world, world.storeId)));
    const api = viaProxy();
    // 30 units, 8 × 4 asked: each sale goes to the next process
    const results = await Promise.all(
      tills.map((till) =>
        api.gql<{ createOrder: Order }>(salesOps.createOrder, { input: { idempotencyKey: newKey(), order: cart(world.storeId, till.id, [{ productId: product.id, quantity: 4 }]), payments: [{ method: "CASH", amount: 40 }] } }, { token: world.token }),
      ),
    );
    expect(results.filter((result) => result.data?.createOrder)).toHaveLength(7);
    const refused = results.filter((result) => result.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0].message).toBe(`Only 2 of ${product.name} are available at Gulberg Store.`);
    for (const lot of lots) {
      const { quantity, ledger } = await ledgerOf(lot.id);
      expect(quantity).toBeGreaterThanOrEqual(0);
      expect(quantity).toBe(ledger);
    }
    const [movements] = await queryApiDatabase<{ units: number }>("select coalesce(-sum(quantity), 0)::int as units from stock_movements where product_id = $1 and kind = 'SALE'", [product.id]);
    expect(movements.units).toBe(28);
    expect(Math.min(...(proxy?.counts ?? [0]))).toBeGreaterThanOrEqual(2);
  });

  describe("access changed through one process", () => {
    let permissionIds: Record<string, string> = {};
    beforeAll(async () => {
      const { getPermissions } = expectData(await gql<{ getPermissions: { data: { id: string; permission: string }[] } }>(`{ getPermissions(limit: 100000) { data { id permission } } }`, {}, { token: world.token }));
      permissionIds = Object.fromEntries(getPermissions.data.map((row) => [row.permission, row.id]));
    });

    /** A new user of a new role with `permissions`, signed in (made through the shared server, which sends the invitation). */
    async function newUser(permissions: string[]): Promise<{ id: string; roleId: string; token: string }> {
      const role = expectData(
        await gql<{ createRole: { id: string } }>(`mutation ($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name: uniqueName("Processes"), status: "ACTIVE", permissionIds: permissions.map((name) => permissionIds[name]) } }, { token: world.token }),
      ).createRole;
      const email = `processes.${randomUUID().slice(0, 8)}@demo.test`;
      const invited = expectData(
        await gql<{ inviteUser: { id: string } }>(
          `mutation ($invite: InviteUserInput!, $locationIds: [ID!]!) { inviteUser(invite: $invite, locationIds: $locationIds) { id } }`,
          { invite: { email, firstName: "Sana", lastName: "Iqbal", phone: "0300 1234567", roleId: role.id }, locationIds: [world.storeId] },
          { token: world.token },
        ),
      ).inviteUser;
      const link = linkIn(await mailTo(inject("apiMailbox"), email, /invited/));
      expectData(await gql(`mutation ($id: String!, $token: String!, $password: String!) { acceptInvite(id: $id, token: $token, password: $password) }`, { ...link, password: PASSWORD }));
      return { id: invited.id, roleId: role.id, token: (await login(email, PASSWORD)).token };
    }

    const AUTHENTICATE = `{ authenticateToken { token } }`;
    const RETURNS = `{ getReturnedOrders(limit: 1) { meta { totalCount } } }`;

    it("a user deactivated through one process is refused at once by the others", async () => {
      const user = await newUser(["sales-orders:pos:*"]);
      // every process has the session's state cached
      for (const api of clients) expectData(await api.gql(AUTHENTICATE, {}, { token: user.token }));
      expect(expectData(await through(0).gql<{ deactivateUser: { status: string } }>(`mutation ($id: ID!) { deactivateUser(id: $id) { status } }`, { id: user.id }, { token: world.token })).deactivateUser.status).toBe("INACTIVE");
      for (const api of clients) expectGqlError(await api.gql(AUTHENTICATE, {}, { token: user.token }), "UNAUTHENTICATED");
    });

    it("a role's new permission is seen by every process on the next request", async () => {
      const user = await newUser(["sales-orders:pos:*"]);
      for (const api of clients) expectGqlError(await api.gql(RETURNS, {}, { token: user.token }), "FORBIDDEN");
      await through(1).gql(`mutation ($roleId: ID!, $ids: [ID!]!) { addOrRemovePermissionsByRoleId(roleId: $roleId, permissionIds: $ids) }`, { roleId: user.roleId, ids: [permissionIds["sales-orders:pos:*"], permissionIds["sales-orders:return-order:read"]] }, { token: world.token });
      for (const api of clients) expectData(await api.gql(RETURNS, {}, { token: user.token }));
    });

    it("a location created through one process is usable at once by a busy session on another", async () => {
      const cityId = (await geography(through(0), world.token, "Pakistan")).city("Lahore");
      const { token } = await through(2).login(demoAdmin.email, demoAdmin.password);
      const IN_LOCATION = `query ($locationId: ID) { getLocations(limit: 1, locationId: $locationId) { meta { totalCount } } }`;
      let busy = true;
      const keepBusy = (async () => {
        while (busy) {
          expectData(await through(2).gql(AUTHENTICATE, {}, { token }));
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      })();
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const store = expectData(
          await through(0).gql<{ createLocation: LocationRecord }>(CREATE_LOCATION, { locationDto: { name: uniqueName("Processes Warehouse"), type: "WAREHOUSE", status: "ACTIVE", cityId } }, { token }),
        ).createLocation;
        expectData(await through(2).gql(IN_LOCATION, { locationId: store.id }, { token }));
        expectData(await through(1).gql(IN_LOCATION, { locationId: store.id }, { token }));
      } finally {
        busy = false;
        await keepBusy;
      }
    });
  });

  it("a download started through one process shows its progress through another", async () => {
    const PROGRESS = `query ($ids: [ID!]!) { getDownloadProgress(downloadIds: $ids) { status fileName totalRows rowsWritten } }`;
    type Progress = { status: string; fileName: string; totalRows: number | null; rowsWritten: number };
    const progressThrough = async (index: number, downloadId: string) => expectData(await through(index).gql<{ getDownloadProgress: Progress[] }>(PROGRESS, { ids: [downloadId] }, { token: world.token })).getDownloadProgress[0];
    const link = await nearExpiryLink(through(0), world.token);
    expect(await progressThrough(2, link.downloadId)).toMatchObject({ status: "WAITING", fileName: expect.stringMatching(/\.csv$/) });
    const file = await fetch(`${servers[1].url}${link.url}`);
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split("\n").length;
    await expect.poll(() => progressThrough(2, link.downloadId), { timeout: 10_000, interval: 200 }).toMatchObject({ status: "DONE", totalRows: lines - 1, rowsWritten: lines - 1 });
    expect((await progressThrough(0, link.downloadId)).status).toBe("DONE");
  });

  it("two uploads through two processes at the quota's edge: one is refused", async () => {
    // 1 MB in all: whatever the tenant holds already is far below 300 KB, so one of the two fits and not both
    const big = tinyPng(700 * 1024);
    const answers = await Promise.all([upload({ baseUrl: servers[1].url, token: world.token, body: big }), upload({ baseUrl: servers[2].url, token: world.token, body: big })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
  });

  it("an image uploaded through one process is served by the others", async () => {
    const image = tinyPng(64);
    const { url, path } = await uploaded({ baseUrl: servers[0].url, token: world.token, body: image });
    for (const server of servers.slice(1)) {
      const bySession = await getFile(server.url, path, world.token);
      expect(bySession.status).toBe(200);
      expect(Buffer.from(await bySession.arrayBuffer()).equals(image)).toBe(true);
      expect((await getFile(server.url, url)).status).toBe(200);
    }
  });

  it("fiscal postings with a job worker in every process: each sale posted once, every fiscal number different", { timeout: 90_000 }, async () => {
    const product = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 17 });
    await stock(world, product, world.storeId, [{ packs: 5, days: 300 }]);
    const tills = await Promise.all([0, 1, 2].map(async () => {
      const till = await register(world, world.storeId, { opening: 5000 });
      return { till, ...(await newIntegration(world, till.id)) };
    }));
    const api = viaProxy();
    const sales = await Promise.all(
      tills.flatMap(({ till, posId }) =>
        [1, 2, 3].map(async () => {
          const result: GqlResult<{ createOrder: Order }> = await api.gql(salesOps.createOrder, { input: { idempotencyKey: newKey(), order: cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), payments: [{ method: "CASH", amount: 1000 }] } }, { token: world.token });
          return { order: expectData(result).createOrder, posId };
        }),
      ),
    );
    const ids = sales.map((sale) => sale.order.id);
    await expect
      .poll(async () => (await queryApiDatabase<{ posted: number }>("select count(*)::int as posted from fiscal_postings where order_id::text = any(string_to_array($1, ',')) and status = 'POSTED'", [ids.join(",")]))[0].posted, { timeout: 45_000, interval: 500 })
      .toBe(sales.length);
    const numbers = new Set<string>();
    for (const [index, { order, posId }] of sales.entries()) {
      const received = await sandboxReceived(order.secondaryId, posId, TEST_ACCESS_TOKEN, `${servers[index % 3].url}/sandbox/fiscal/fbr`);
      expect(received.received).toBe(1);
      expect(received.invoices[0].requests).toBe(1);
      numbers.add(received.invoices[0].invoiceNumber ?? "");
    }
    expect(numbers.size).toBe(sales.length);
  });
});
