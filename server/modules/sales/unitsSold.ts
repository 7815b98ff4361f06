// Units of each product sold at a location over the last days (what high- and low-selling audits rank by): the
// sales' lines less what customers returned of them, cancelled sales left out.
import { sql } from "drizzle-orm";
import { queryRows, uuidArray, type Tx } from "../../db";

/** Units sold per product among `productIds` at the location in the last `days` days (products with no sale are absent). */
export async function unitsSoldAt(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[], days: number): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ productId: string; units: number }>(
    tx,
    sql`select i.product_id as "productId", sum(i.quantity - i.returned_quantity)::int as units
      from orders o
      join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
      where o.tenant_id = ${tenantId}::uuid and o.location_id = ${locationId}::uuid and o.kind = 'NORMAL' and o.status <> 'CANCELLED'
        and o.created_at >= now() - make_interval(days => ${days}::int)
        and i.product_id = any(${uuidArray(productIds)})
      group by i.product_id`,
  );
  return new Map(rows.map((row) => [row.productId, Number(row.units)]));
}
