// Scan-to-cart at the speed of the database (issue 30): the till's scanPosCode of a lot label and the
// calculateCartSummary of a 3-line cart each send a fixed, small number of SQL statements, counted by a server of
// its own (config.onStatement) from the session's lookup to the commit. Each runs once first so that the session's
// state is cached, as it is on a till that has been selling.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db";
import { createApiClient } from "../support/api";
import { expectData } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

const SCAN = `query ($locationId: ID!, $code: String!) { scanPosCode(locationId: $locationId, code: $code) { product { id unitPrice availableQuantity } lot { id quantity } } }`;
const SUMMARY = `query ($order: CartInput!) { calculateCartSummary(order: $order) { total lines { productId totalPrice availableQuantity lots { lotId quantity } } } }`;

let server: TestServer;
const sent: string[] = [];
let token = "";
let gql: ReturnType<typeof createApiClient>["gql"];
let locationId = "";
let registerId = "";
let lotCode = "";
let productIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ jobWorker: false, onStatement: (text) => void sent.push(text) });
  const client = createApiClient(server.url);
  gql = client.gql;
  const session = await client.login(demoAdmin.email, demoAdmin.password);
  token = session.token;
  const tenantId = session.tenant.id;
  // the store with the most products in stock, three of them, one of their lots' labels
  const rows = await queryRows<{ locationId: string; productId: string; actionId: string }>(
    server.db,
    sql`select l.location_id as "locationId", l.product_id as "productId", min(l.action_id) as "actionId" from product_lots l
      join products p on p.tenant_id = l.tenant_id and p.id = l.product_id and p.status = 'ACTIVE'
      where l.tenant_id = ${tenantId}::uuid and l.status = 'IN_INVENTORY' and l.quantity > 0 and l.batch_expiry > current_date + 1
      group by l.location_id, l.product_id having sum(l.quantity) >= 10 order by l.location_id, l.product_id`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.locationId, (counts.get(row.locationId) ?? 0) + 1);
  locationId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const here = rows.filter((row) => row.locationId === locationId).slice(0, 3);
  productIds = here.map((row) => row.productId);
  lotCode = here[0].actionId;
  registerId = randomUUID();
  await server.db.execute(sql`insert into location_registers (tenant_id, id, secondary_id, location_id, name, type, currency, print_mode)
    values (${tenantId}::uuid, ${registerId}::uuid, 'REG-SC00001', ${locationId}::uuid, 'Scan till', 'SALES_REGISTER', 'PKR', 'THERMAL')`);
}, 120_000);
afterAll(() => server?.close());

/** The statements one request sends (after a first run that warms the session's cached state), and its answer. */
async function cost<T>(query: string, variables: object): Promise<{ statements: string[]; data: T }> {
  expectData(await gql<T>(query, variables, { token }));
  const before = sent.length;
  const data = expectData(await gql<T>(query, variables, { token }));
  return { statements: sent.slice(before), data };
}

const cartOf = (quantities: number[]) => ({ locationId, registerId, items: productIds.map((productId, index) => ({ productId, quantity: quantities[index] })) });

describe("scan-to-cart statements", () => {
  it("scanPosCode of a lot label and calculateCartSummary of 3 lines send a fixed few statements", async () => {
    expect(productIds).toHaveLength(3);
    const scan = await cost<{ scanPosCode: { product: { id: string }; lot: { id: string } | null } }>(SCAN, { locationId, code: lotCode });
    expect(scan.data.scanPosCode.product.id).toBe(productIds[0]);
    expect(scan.data.scanPosCode.lot).not.toBeNull();
    const summary = await cost<{ calculateCartSummary: { lines: unknown[] } }>(SUMMARY, { order: cartOf([1, 2, 3]) });
    expect(summary.data.calculateCartSummary.lines).toHaveLength(3);
    // the session's lookup, begin with the tenant's settings, the one statement, commit (was 5 and 10 before issue 30)
    expect(scan.statements, scan.statements.join("\n---\n")).toHaveLength(4);
    expect(summary.statements, summary.statements.join("\n---\n")).toHaveLength(4);
    // a larger cart reads in the same statements
    const more = await cost<{ calculateCartSummary: { lines: unknown[] } }>(SUMMARY, { order: cartOf([5, 5, 5]) });
    expect(more.statements).toHaveLength(summary.statements.length);
  });
});
