// The one writer of the sales rollups (README "Sales rollups"), called in the transaction of the change it
// summarizes: a sale, a return (their flows), a delivery cancelled or paid on delivery (sales' order transitions),
// and the seed when it moves its sessions back in time. One statement adds an order set's rows to the four tables
// (INSERT … ON CONFLICT DO UPDATE SET x = x + excluded.x), in key order, so two tills selling the same product on
// the same day both land and queue on the row instead of deadlocking. The statement is prepared once per connection:
// planning its WITH list costs several times its work (bench/README.md "Sales rollups").
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db";
import { preparedSql } from "../../db/preparedStatement";
import { PAYMENTS, ROLLUPS, rollupRows, rollupSources, type Rollup } from "./rollupSources";

/** Order ids as one PostgreSQL array literal ({id,id}): one parameter, whatever their number. */
const idArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

function upsert(rollup: Rollup, sign: 1 | -1, where?: SQL): SQL {
  const columns = [...rollup.keys.map(([column]) => column), ...rollup.measures.map(([column]) => column)].join(", ");
  const keys = rollup.keys.map(([column]) => column).join(", ");
  const sums = rollup.measures.map(([column]) => `${column} = t.${column} + excluded.${column}`).join(", ");
  return sql`insert into ${sql.raw(rollup.table)} as t (${sql.raw(columns)}) ${rollupRows(rollup, sign, where)}
    on conflict (${sql.raw(keys)}) do update set ${sql.raw(sums)}`;
}

/** Every rollup's upsert of the orders `tenantId` and `orderIds` (an id array literal) name, in one statement. */
function upsertAll(tenantId: unknown, orderIds: unknown, sign: 1 | -1): SQL {
  const sources = rollupSources(sql`o.tenant_id = ${tenantId}::uuid and o.id = any(${orderIds}::uuid[])`);
  const before = ROLLUPS.slice(0, -1).map((rollup, index) => sql`, written_${sql.raw(String(index))} as (${upsert(rollup, sign)})`);
  return sql`with ${sources}${sql.join(before)} ${upsert(ROLLUPS[ROLLUPS.length - 1], sign)}`;
}

/** The statement adding (sign 1) or taking away (−1) the orders' rows in every rollup, with its values (for the tests' door). */
export function salesRollupsUpsert(tenantId: string, orderIds: readonly string[], sign: 1 | -1): SQL {
  return upsertAll(tenantId, idArray(orderIds), sign);
}

const tenant = sql.placeholder("tenantId");
const ids = sql.placeholder("orderIds");
const addOrders = preparedSql("sales_rollups_add", upsertAll(tenant, ids, 1));
const removeOrders = preparedSql("sales_rollups_remove", upsertAll(tenant, ids, -1));
const addPayments = preparedSql(
  "sales_rollups_add_payments",
  sql`with ${rollupSources(sql`o.tenant_id = ${tenant}::uuid and o.id = any(${ids}::uuid[])`)}
    ${upsert(PAYMENTS, 1, sql`p.id = any(${sql.placeholder("paymentIds")}::uuid[])`)}`,
);

/**
 * Adds the orders to the rollups (sign −1 takes them away: before a cancellation, or before the seed moves them).
 * Only what the rollups count is added (COUNTED_ORDER): a held cart or another channel's order adds nothing.
 */
export async function addToSalesRollups(tx: Tx, tenantId: string, orderIds: readonly string[], sign: 1 | -1 = 1): Promise<void> {
  if (orderIds.length === 0) return;
  await (sign === 1 ? addOrders : removeOrders)(tx, { tenantId, orderIds: idArray(orderIds) });
}

/** Adds payments taken after the order was written (a delivery paid on delivery) to the payment rollup. */
export async function addPaymentsToSalesRollups(tx: Tx, tenantId: string, orderId: string, paymentIds: readonly string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await addPayments(tx, { tenantId, orderIds: idArray([orderId]), paymentIds: idArray(paymentIds) });
}
