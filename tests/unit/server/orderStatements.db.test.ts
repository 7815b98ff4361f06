// The order services on a real database, counting the statements they send: getOrders loads a page's items, lots
// and payments in a fixed number of statements whatever the page size, and a sale's statements grow with its
// products (allocation), not with anything else.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../server/core/transaction";
import { queryRows, type Tx } from "../../../server/db";
import type { ServiceScope } from "../../../server/core/context";
import { listOrders } from "../../../server/modules/sales/orderQueries";
import { createOrder } from "../../../server/flows/completeSale";
import { useSignedInAdmin } from "./fixture";

const setup = useSignedInAdmin();

type Queryable = { query: (...args: unknown[]) => unknown };

/** Runs `work` in one transaction and answers how many statements it sent (test-only: wraps the driver's client). */
async function counted<T>(work: (scope: ServiceScope) => Promise<T>): Promise<{ result: T; statements: number }> {
  return inTransaction(setup.admin, async (scope) => {
    const client = (scope.tx as unknown as { session: { client: Queryable } }).session.client;
    const original = client.query;
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements += 1;
      return original.apply(client, args);
    };
    try {
      return { result: await work(scope), statements };
    } finally {
      client.query = original;
    }
  });
}

let locationId: string;
let registerId: string;
let productIds: string[];

async function sellable(tx: Tx, tenantId: string) {
  return queryRows<{ locationId: string; productId: string }>(
    tx,
    sql`select location_id as "locationId", product_id as "productId" from product_lots
      where tenant_id = ${tenantId}::uuid and status = 'IN_INVENTORY' and batch_expiry > current_date
      group by location_id, product_id having sum(quantity) >= 20 order by location_id, product_id`,
  );
}

beforeAll(async () => {
  const tenantId = setup.admin.auth!.tenant.id;
  const userId = setup.admin.auth!.user.id;
  const rows = await inTransaction(setup.admin, (scope) => sellable(scope.tx, tenantId));
  const perLocation = new Map<string, number>();
  for (const row of rows) perLocation.set(row.locationId, (perLocation.get(row.locationId) ?? 0) + 1);
  locationId = [...perLocation.entries()].sort((a, b) => b[1] - a[1])[0][0];
  productIds = rows.filter((row) => row.locationId === locationId).map((row) => row.productId).slice(0, 3);
  expect(productIds).toHaveLength(3);
  registerId = randomUUID();
  // a register and its OPENED session, as the registers module writes them
  await setup.fixture.database.db.execute(sql`insert into location_registers (tenant_id, id, secondary_id, location_id, name, type, currency, print_mode)
    values (${tenantId}::uuid, ${registerId}::uuid, 'REG-S000001', ${locationId}::uuid, 'Statement till', 'SALES_REGISTER', 'PKR', 'THERMAL')`);
  await setup.fixture.database.db.execute(sql`insert into register_sessions (tenant_id, secondary_id, register_id, location_id, status, opening_amount, balance, opened_by)
    values (${tenantId}::uuid, 'RS-S000001', ${registerId}::uuid, ${locationId}::uuid, 'OPENED', 0, 0, ${userId}::uuid)`);
}, 120_000);

const sale = (products: string[]) => ({
  idempotencyKey: randomUUID().replace(/-/g, ""),
  order: { locationId, registerId, items: products.map((productId) => ({ productId, quantity: 1 })) },
  payments: [{ method: "CASH", amount: 100_000 }],
});

describe("statements of the order services", () => {
  it("a sale sends a fixed number of statements more per further product", async () => {
    const one = await counted((scope) => createOrder(scope, sale(productIds.slice(0, 1))));
    const two = await counted((scope) => createOrder(scope, sale(productIds.slice(0, 2))));
    const three = await counted((scope) => createOrder(scope, sale(productIds)));
    expect(one.result.items).toHaveLength(1);
    expect(one.statements).toBeGreaterThan(10);
    expect(three.result.items).toHaveLength(3);
    // every line's lots planned and locked by one statement in a savepoint (allocateDistinctLines): a further
    // product costs no statement more
    expect(three.statements - two.statements).toBe(two.statements - one.statements);
    expect(two.statements - one.statements).toBe(0);
    // a ceiling (bench/README.md "Faster per sale"): a 2-line cash sale sent 28 statements before issue 30, 12 after
    // (the idempotency claim and result, one read pricing the cart (cartInputs.ts), the session's lock, the order with
    // its number, items, payments, the drawer and the activity in one, the savepoint, the lots, its release, the
    // lots' update, the ledger rows, the item lots, the rollups)
    expect(two.statements).toBeLessThanOrEqual(12);
  });

  it("getOrders reads a page of 2 and a page of 10 (items, lots, payments) in the same number of statements", async () => {
    for (let n = 0; n < 10; n += 1) await inTransaction(setup.admin, (scope) => createOrder(scope, sale(productIds)));
    const small = await counted((scope) => listOrders(scope, { page: 1, limit: 2, locationId }));
    const large = await counted((scope) => listOrders(scope, { page: 1, limit: 10, locationId }));
    expect(small.result.data).toHaveLength(2);
    expect(large.result.data).toHaveLength(10);
    expect(large.result.data.every((order) => order.items.length === 3 && order.items.every((item) => item.lots.length > 0) && order.payments.length === 1)).toBe(true);
    expect(large.statements).toBe(small.statements);
    // the page with its location, register and creator; items; their lots; payments; the count
    expect(large.statements).toBeLessThanOrEqual(5);
  });
});
