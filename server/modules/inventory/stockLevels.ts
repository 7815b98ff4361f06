// The stock level of each product at each location (stock_levels), kept by the ledger's writers in the statement
// that changes the lots: each writer names the lots as they were (`before`, for lots it changes) and as they are
// (`after`), and the levels take the difference, grouped by product and location, over the lots in stock
// (IN_STOCK_STATUSES: a lot being audited stays in the levels). The inventory report reads the
// levels instead of adding up millions of lots; stockLevelDifferences proves them equal to the lots.
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Tx } from "../../db";
import { IN_STOCK_STATUS_LIST } from "./sellableLots";

/** The value at cost of `units` of a lot (free or not, its GRN item joined as `g`), rounded as one lot's value. */
export const lotValueOf = (isFoc: SQL, units: SQL): SQL => sql`case when ${isFoc} or g.received_quantity <= 0 or g.uom_factor <= 0 then 0
  else round((g.trade_price - g.disc_value / g.received_quantity) * ${units} / g.uom_factor, 2) end`;

/** A lot's value at cost (joined to its GRN item as `g`), exactly as valueOfLot (lotValue.ts) computes it. */
export const LOT_VALUE = lotValueOf(sql`l.is_foc`, sql`l.quantity`);
export const LOT_TAX = sql`round(l.tax_selling_unit * l.quantity, 2)`;

const LEVEL_COLUMNS = ["product_id", "location_id", "status", "quantity", "is_opened", "is_foc", "grn_item_id", "mrp_selling_unit", "tax_selling_unit"];

/** The lot columns a writer's `before` and `after` sets give (of the table aliased `alias` when named). */
export const lotLevelColumns = (alias?: "l"): SQL => sql.raw(LEVEL_COLUMNS.map((column) => (alias ? `${alias}.${column}` : column)).join(", "));

/**
 * The statement (to follow a writer's WITH list) that adds to stock_levels what changed between the sets named
 * `before` and `after` (CTE names; before may be omitted for new lots). Rows are upserted in key order, so two
 * writers touching the same products queue instead of deadlocking.
 */
export function addToStockLevels(tenantId: string, sets: { before?: string; after: string }): SQL {
  const side = (name: string, sign: number) => sql.raw(`select ${sign} as sign, ${LEVEL_COLUMNS.join(", ")} from ${name}`);
  const changes = sets.before ? sql`${side(sets.before, -1)} union all ${side(sets.after, 1)}` : side(sets.after, 1);
  return sql`insert into stock_levels as s (tenant_id, location_id, product_id, lots, loose_quantity, packed_count, stock_quantity, mrp_amount, stock_value, total_tax)
    select ${tenantId}::uuid, l.location_id, l.product_id, sum(l.sign),
      sum(l.sign * case when l.is_opened then l.quantity else 0 end),
      sum(l.sign * case when not l.is_opened and l.quantity > 0 then 1 else 0 end),
      sum(l.sign * l.quantity), sum(l.sign * l.mrp_selling_unit * l.quantity),
      sum(l.sign * ${LOT_VALUE}), sum(l.sign * ${LOT_TAX})
    from (${changes}) l
    join grn_items g on g.tenant_id = ${tenantId}::uuid and g.id = l.grn_item_id
    where l.status in (${IN_STOCK_STATUS_LIST})
    group by l.location_id, l.product_id
    order by l.location_id, l.product_id
    on conflict (tenant_id, location_id, product_id) do update set
      lots = s.lots + excluded.lots, loose_quantity = s.loose_quantity + excluded.loose_quantity,
      packed_count = s.packed_count + excluded.packed_count, stock_quantity = s.stock_quantity + excluded.stock_quantity,
      mrp_amount = s.mrp_amount + excluded.mrp_amount, stock_value = s.stock_value + excluded.stock_value,
      total_tax = s.total_tax + excluded.total_tax, updated_at = now()`;
}

export type StockLevelDifference = {
  locationId: string;
  productId: string;
  kept: string;
  counted: string;
};

/** The product × location pairs whose kept level differs from the sum of their lots (none, always). */
export async function stockLevelDifferences(tx: Tx, tenantId: string): Promise<StockLevelDifference[]> {
  return queryRows<StockLevelDifference>(
    tx,
    sql`with counted as (
        select l.location_id, l.product_id, count(*) as lots, coalesce(sum(l.quantity) filter (where l.is_opened), 0) as loose,
          count(*) filter (where not l.is_opened and l.quantity > 0) as packed, sum(l.quantity) as stock, sum(l.mrp_selling_unit * l.quantity) as mrp,
          sum(${LOT_VALUE}) as value, sum(${LOT_TAX}) as tax
        from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
        where l.tenant_id = ${tenantId}::uuid and l.status in (${IN_STOCK_STATUS_LIST})
        group by l.location_id, l.product_id),
      kept as (
        select location_id, product_id, lots, loose_quantity as loose, packed_count as packed, stock_quantity as stock, mrp_amount as mrp,
          stock_value as value, total_tax as tax
        from stock_levels where tenant_id = ${tenantId}::uuid and (lots <> 0 or stock_quantity <> 0 or stock_value <> 0 or total_tax <> 0 or mrp_amount <> 0))
    select coalesce(k.location_id, c.location_id) as "locationId", coalesce(k.product_id, c.product_id) as "productId",
      concat_ws(' ', k.lots, k.loose, k.packed, k.stock, k.mrp, k.value, k.tax) as kept,
      concat_ws(' ', c.lots, c.loose, c.packed, c.stock, c.mrp, c.value, c.tax) as counted
    from kept k full join counted c on c.location_id = k.location_id and c.product_id = k.product_id
    where (k.lots, k.loose, k.packed, k.stock, k.mrp, k.value, k.tax) is distinct from (c.lots, c.loose, c.packed, c.stock, c.mrp, c.value, c.tax)`,
  );
}
