// The audit bench's fixtures (bench/audits.ts): a store of its own, users who count and approve there, what a
// counter finds on the shelf per product, and the check that the ledger and the stock levels still equal the lots.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { graphqlCaller, type BenchWorld, type Call } from "./benchServer";

/** A new retail store under the Central Warehouse, in Gulberg Store's city; its id (the administrator works there). */
export async function benchStore(call: Call): Promise<string> {
  const { getLocations } = await call<{ getLocations: { data: { city: { id: string }; warehouse: { id: string } | null }[] } }>({
    query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "name", operator: EQUAL, value: "Gulberg Store" }] }]) { data { city { id } warehouse { id } } } }`,
  });
  const [gulberg] = getLocations.data;
  const { createLocation } = await call<{ createLocation: { id: string } }>({
    query: `mutation ($dto: LocationInput!) { createLocation(locationDto: $dto) { id } }`,
    variables: { dto: { name: `Audit Bench Store ${Date.now().toString(36)}`, type: "RETAIL", status: "ACTIVE", cityId: gulberg.city.id, warehouse_id: gulberg.warehouse?.id } },
  });
  return createLocation.id;
}

const AUDIT_PERMISSIONS = ["system:audit:read", "system:audit:create", "system:audit:update", "system:adjustment:read", "system:adjustment:create", "system:adjustment:approve"];

/** A user of the demo company who counts and decides adjustments at the store (the administrator's password), signed in. */
export async function auditUser({ admin, tenantId, baseUrl }: BenchWorld, storeId: string, tag: string): Promise<{ id: string; call: Call }> {
  const roleId = randomUUID();
  const userId = randomUUID();
  const code = `${tag}${roleId.slice(0, 6)}`;
  const email = `bench-${code}@demo.test`;
  await admin.query(`insert into roles (tenant_id, id, secondary_id, name) values ($1, $2, $3, $4)`, [tenantId, roleId, `ROLE-B${code}`, `Bench ${code}`]);
  await admin.query(`insert into role_permissions (tenant_id, role_id, permission_id) select $1, $2, id from permissions where permission = any($3::text[])`, [tenantId, roleId, AUDIT_PERMISSIONS]);
  await admin.query(
    `insert into users (tenant_id, id, secondary_id, email, first_name, last_name, role_id, password_hash)
     select $1, $2, $3, $4, 'Bench', $5, $6, password_hash from users where tenant_id = $1 and email = 'admin@demo.test'`,
    [tenantId, userId, `USR-B${code}`, email, tag, roleId],
  );
  await admin.query(`insert into user_locations (tenant_id, user_id, location_id) values ($1, $2, $3)`, [tenantId, userId, storeId]);
  const { loginUser } = await graphqlCaller(baseUrl, { "x-account-id": "demo" })<{ loginUser: { token: string } }>({
    query: `mutation ($email: String!) { loginUser(email: $email, password: "Admin@12345") { token } }`,
    variables: { email },
  });
  return { id: userId, call: graphqlCaller(baseUrl, { "x-api-key": loginUser.token, "x-account-id": "demo" }) };
}

export interface CountPlan {
  productId: string;
  /** The lots in stock at the store, as a counter finds them: sealed packs and opened ones with their units. */
  lots: { actionId: string; isOpened: boolean; quantity: number }[];
}

/**
 * What a counter finds of each product: the named products, or (productIds null) up to `limit` products the audit
 * has not started, by name; each with its lots in stock holding units at the store.
 */
export async function countPlan(admin: pg.Client, storeId: string, productIds: readonly string[] | null, auditId?: string, limit = 1_000): Promise<CountPlan[]> {
  const chosen = productIds
    ? [...productIds]
    : (
        await admin.query<{ product_id: string }>(
          `select ap.product_id from audit_products ap join products p on p.id = ap.product_id
           where ap.audit_id = $1 and ap.status = 'PENDING' and p.name not like 'Bench Tablet %' order by p.name limit $2`,
          [auditId, limit],
        )
      ).rows.map((row) => row.product_id);
  const { rows } = await admin.query<{ product_id: string; action_id: string; is_opened: boolean; quantity: number }>(
    `select product_id, action_id, is_opened, quantity from product_lots
     where location_id = $1 and product_id = any($2::uuid[]) and status in ('IN_INVENTORY', 'IN_AUDIT') and quantity > 0 order by action_id`,
    [storeId, chosen],
  );
  return chosen.map((productId) => ({
    productId,
    lots: rows.filter((row) => row.product_id === productId).map((row) => ({ actionId: row.action_id, isOpened: row.is_opened, quantity: Number(row.quantity) })),
  }));
}

/** Lots of the store whose quantity is not the sum of their ledger rows; products whose stock level is not their lots'. */
export async function booksDrift(admin: pg.Client, tenantId: string, storeId: string): Promise<{ ledger: number; levels: number }> {
  const ledger = await admin.query<{ n: string }>(
    `select count(*) as n from product_lots l
     where l.tenant_id = $1 and l.location_id = $2
       and l.quantity <> (select coalesce(sum(m.quantity), 0) from stock_movements m where m.tenant_id = l.tenant_id and m.lot_id = l.id)`,
    [tenantId, storeId],
  );
  const levels = await admin.query<{ n: string }>(
    `with counted as (
       select l.product_id, count(*) as lots, sum(l.quantity) as stock from product_lots l
       where l.tenant_id = $1 and l.location_id = $2 and l.status in ('IN_INVENTORY', 'IN_AUDIT') group by l.product_id),
     kept as (select product_id, lots, stock_quantity as stock from stock_levels where tenant_id = $1 and location_id = $2 and (lots <> 0 or stock_quantity <> 0))
     select count(*) as n from kept k full join counted c on c.product_id = k.product_id where (k.lots, k.stock) is distinct from (c.lots, c.stock)`,
    [tenantId, storeId],
  );
  return { ledger: Number(ledger.rows[0].n), levels: Number(levels.rows[0].n) };
}
