// Reading from a replica (issue 30; README "Reading from a replica"), against a real hot standby of the test
// PostgreSQL server (tests/support/standby.ts: pg_basebackup, every statement logged). The server reads reports,
// dashboards and downloads from the standby (its log shows them, under the replica pool's application name), a sale
// and its details from the primary; with replay paused (lagging) or the standby stopped, reports read the primary
// and the server says so once per change. Skipped, saying why, without TEST_DATABASE_URL or pg_basebackup.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient, type ApiClient, type LoginPayload } from "../support/api";
import { expectData } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { standbyPrerequisites, startStandby, type Standby } from "../support/standby";
import { startTestServer, type TestServer } from "../support/testServer";

const prerequisites = await standbyPrerequisites();
const skipReason = "reason" in prerequisites ? prerequisites.reason : null;
if (skipReason) console.warn(`The read-replica tests are skipped: ${skipReason}.`);

// The standby replays the whole cluster's WAL, other test databases' too: on a loaded machine it runs a second or
// two behind. The bound leaves room for that; a paused replay passes it within seconds.
const MAX_LAG_MS = 4000;
const REPLICA_APP = "pharmacy-read";

const STOCK_REPORT = `query ($locationId: ID, $search: String) {
  getProductLotStockReport(locationId: $locationId, search: $search, limit: 50) { data { productId locationId stockQuantity } totals { stockQuantity } } }`;
type StockReport = { getProductLotStockReport: { data: { productId: string; locationId: string; stockQuantity: number }[]; totals: { stockQuantity: number } } };

describe.skipIf(skipReason !== null)(`reading from a replica${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  let standby: Standby | undefined;
  let server: TestServer | undefined;
  let api: ApiClient;
  let admin: LoginPayload;
  let primary: pg.Client;
  let store: { locationId: string; registerId: string; productId: string; productName: string };
  const warn = vi.spyOn(console, "warn");
  const info = vi.spyOn(console, "info");

  const run = <T>(query: string, variables: object = {}) => api.gql<T>(query, variables, { token: admin.token }).then(expectData);
  const stockAtStore = async () => {
    const report = await run<StockReport>(STOCK_REPORT, { locationId: store.locationId, search: store.productName });
    return report.getProductLotStockReport.data.filter((row) => row.productId === store.productId).reduce((sum, row) => sum + row.stockQuantity, 0);
  };
  /** The same figure as the primary has it (the report counts lots in stock or being audited). */
  const stockOnPrimary = async () => {
    const { rows } = await primary.query<{ units: number }>(
      "select coalesce(sum(quantity), 0)::int as units from product_lots where location_id = $1 and product_id = $2 and status in ('IN_INVENTORY', 'IN_AUDIT')",
      [store.locationId, store.productId],
    );
    return rows[0].units;
  };
  /** The tenant transactions the server has opened on the standby so far (its read-only opening, logged there). */
  const readsOnStandby = async () => {
    const entries = await standby!.logSince(0);
    return entries.filter((entry) => entry.includes(`] ${REPLICA_APP} `) && entry.includes("set transaction read only") && entry.includes(admin.tenant.id)).length;
  };
  const logged = (spy: typeof warn, text: string) => spy.mock.calls.filter((args) => String(args[0]).includes(text)).length;

  beforeAll(async () => {
    if ("reason" in prerequisites) return;
    standby = await startStandby(prerequisites);
    const replica = standby;
    server = await startTestServer((database) => ({ databaseReadUrl: replica.urlOf(database.databaseUrl ?? ""), replicaMaxLagMs: MAX_LAG_MS }));
    api = createApiClient(server.url);
    admin = await api.login(demoAdmin.email, demoAdmin.password);
    primary = new pg.Client({ connectionString: server.databaseUrl });
    await primary.connect();
    // a till of our own at the first store, with an OPENED session, and a product with months of stock there
    const locationId = admin.allowedLocations.find((location) => location.type === "RETAIL")!.id;
    const registerId = randomUUID();
    const tenantId = admin.tenant.id;
    await primary.query(
      `insert into location_registers (tenant_id, id, secondary_id, location_id, name, type, currency, print_mode) values ($1, $2, $3, $4, 'Replica Till', 'SALES_REGISTER', 'PKR', 'THERMAL')`,
      [tenantId, registerId, `REG-R${Date.now() % 1e8}`, locationId],
    );
    await primary.query(
      `insert into register_sessions (tenant_id, id, secondary_id, register_id, location_id, status, opening_amount, balance, opened_by) values ($1, $2, $3, $4, $5, 'OPENED', 1000, 1000, $6)`,
      [tenantId, randomUUID(), `RS-R${Date.now() % 1e8}`, registerId, locationId, admin.user.id],
    );
    const { rows } = await primary.query<{ id: string; name: string }>(
      `select p.id, p.name from product_lots l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
        where l.tenant_id = $1 and l.location_id = $2 and l.status = 'IN_INVENTORY' and l.quantity >= 3 and l.batch_expiry > current_date + 120 and p.status = 'ACTIVE'
        order by p.name limit 1`,
      [tenantId, locationId],
    );
    store = { locationId, registerId, productId: rows[0].id, productName: rows[0].name };
  }, 120_000);

  afterAll(async () => {
    warn.mockRestore();
    info.mockRestore();
    await primary?.end().catch(() => undefined);
    try {
      await server?.close();
    } finally {
      await standby?.remove();
    }
  }, 60_000);

  /** Sells one unit at our till (cash, the cart's total) and answers the order's id. */
  const sellOne = async () => {
    const order = { locationId: store.locationId, registerId: store.registerId, items: [{ productId: store.productId, quantity: 1 }] };
    const { calculateCartSummary } = await run<{ calculateCartSummary: { total: number } }>(`query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, { order });
    const payments = [{ method: "CASH", amount: calculateCartSummary.total }];
    const sale = await run<{ createOrder: { id: string } }>(`mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
      input: { idempotencyKey: randomUUID().replace(/-/g, ""), order, payments },
    });
    return sale.createOrder.id;
  };

  it("reads the inventory report, the dashboard and the sales report from the standby, as pharmacy_app of the tenant in a read-only transaction", async () => {
    // the standby replays the seed a moment after the server wrote it: until then the reports read the primary
    await expect.poll(async () => {
      const before = await readsOnStandby();
      await stockAtStore();
      return (await readsOnStandby()) - before;
    }, { timeout: 30_000, interval: 300 }).toBe(1);
    expect(logged(info, "Read replica (DATABASE_READ_URL) in use")).toBe(1);
    const entries = await standby!.logSince(0);
    const opening = entries.find((entry) => entry.includes(`] ${REPLICA_APP} `) && entry.includes("set transaction read only"));
    expect(opening).toContain("set_config('role', 'pharmacy_app', true)");
    expect(opening).toContain(`set_config('app.tenant_id', '${admin.tenant.id}', true)`);
    expect(entries.some((entry) => entry.includes(`] ${REPLICA_APP} `) && entry.includes("product_lots"))).toBe(true);

    const before = await readsOnStandby();
    await run(`query ($locationId: ID) { getManagerDashboard(locationId: $locationId) { today } }`, { locationId: store.locationId });
    const today = new Date().toISOString().slice(0, 10);
    await run(`query ($day: String) { getSalesReport(from: $day, to: $day, period: DAY, groupBy: STORE) { totals { total } } }`, { day: today });
    await expect.poll(readsOnStandby).toBe(before + 2);
  });

  it("builds a download's file from the standby (the user checked on the primary first)", async () => {
    const before = await readsOnStandby();
    const { downloadProductLotStockReport: link } = await run<{ downloadProductLotStockReport: { url: string } }>(
      `query ($locationId: ID, $search: String) { downloadProductLotStockReport(format: CSV, locationId: $locationId, search: $search) { url } }`,
      { locationId: store.locationId, search: store.productName },
    );
    const response = await fetch(`${server!.url}${link.url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(store.productName);
    expect(await readsOnStandby()).toBe(before + 1);
  });

  it("a sale and then its details read the primary, never the standby", async () => {
    const before = await readsOnStandby();
    const mark = await standby!.logSize();
    const orderId = await sellOne();
    const { getOrder } = await run<{ getOrder: { id: string; items: { productId: string; quantity: number }[] } }>(`query ($id: ID) { getOrder(id: $id) { id items { productId quantity } } }`, { id: orderId });
    expect(getOrder.items).toEqual([{ productId: store.productId, quantity: 1 }]);
    expect(await readsOnStandby()).toBe(before);
    expect((await standby!.logSince(mark)).filter((entry) => entry.includes(`] ${REPLICA_APP} `))).toEqual([]);
  });

  it("while replay is paused the reports read the primary (after the lag bound), and the standby again once it has caught up", async () => {
    await standby!.query(server!.databaseUrl!, "select pg_wal_replay_pause()");
    try {
      await sellOne();
      // only the primary has the sale: the report shows it once the replica counts as lagging
      const afterSale = await stockOnPrimary();
      expect(await standby!.query<{ units: number }>(server!.databaseUrl!, `select coalesce(sum(quantity), 0)::int as units from product_lots where location_id = '${store.locationId}' and product_id = '${store.productId}' and status in ('IN_INVENTORY', 'IN_AUDIT')`)).not.toEqual([{ units: afterSale }]);
      await expect.poll(stockAtStore, { timeout: MAX_LAG_MS + 10_000, interval: 250 }).toBe(afterSale);
      expect(logged(warn, `more than REPLICA_MAX_LAG_MS=${MAX_LAG_MS}`)).toBe(1);
      const before = await readsOnStandby();
      await stockAtStore();
      expect(await readsOnStandby()).toBe(before);
    } finally {
      await standby!.query(server!.databaseUrl!, "select pg_wal_replay_resume()");
    }
    await expect.poll(async () => {
      const before = await readsOnStandby();
      await stockAtStore();
      return (await readsOnStandby()) - before;
    }, { timeout: 30_000, interval: 300 }).toBe(1);
    expect(logged(info, "Read replica (DATABASE_READ_URL) in use")).toBe(2);
  });

  it("with the standby stopped the reports still answer, from the primary, and the server says so once", async () => {
    const expected = await stockOnPrimary();
    await standby!.stop();
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await stockAtStore()).toBe(expected);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect(logged(warn, "Read replica (DATABASE_READ_URL) unreachable")).toBe(1);
    } finally {
      await standby!.start();
    }
    await expect.poll(async () => {
      const before = await readsOnStandby();
      await stockAtStore();
      return (await readsOnStandby()) - before;
    }, { timeout: 30_000, interval: 300 }).toBe(1);
  });
});
