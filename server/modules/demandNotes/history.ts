// What the suggested quantities stand on, per product of a store, in one SQL statement of aggregates: sellable
// units on hand, units in transit to the store, units sold in 30 and 90 days (net of returns), units asked for
// and lost in 30 days, and the product's levels (common/planning/suggestedQuantity.ts applies the rule).
import { sql } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { suggestPacks, type DemandHistory, type DemandNoteType, type Suggestion } from "../../../common/planning/suggestedQuantity";
import { queryRows, type Tx } from "../../db";
import { sellableLot } from "../inventory";

export interface ProductDemand extends DemandHistory {
  productId: string;
  name: string;
  secondaryId: string;
  manufacturerName: string | null;
  /** The pack's MRP. */
  packPrice: string;
}

type Row = {
  product_id: string;
  name: string;
  secondary_id: string;
  manufacturer_name: string | null;
  uom_factor: number;
  pack_price: string;
  minimum_level: number | null;
  maximum_level: number | null;
  reorder_level: number | null;
  lead_time: number | null;
  on_hand: string;
  in_transit: string;
  sold30: string;
  sold90: string;
  lost30: string;
};

/**
 * The demand history of the given products at the location, or (productIds null) of every active product the store
 * stocks, sells, loses sales of or keeps a level for.
 */
export async function demandHistory(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[] | null): Promise<ProductDemand[]> {
  const chosen = productIds === null ? sql`true` : productIds.length === 0 ? sql`false` : sql`p.id in (${uuidList(productIds)})`;
  const relevant = productIds === null ? sql`(s.on_hand > 0 or tr.in_transit > 0 or so.sold90 > 0 or l.lost30 > 0 or p.sku_minimum_level > 0 or p.sku_reorder_level is not null)` : sql`true`;
  const rows = await queryRows<Row>(
    tx,
    sql`with s as (
        select product_id, sum(quantity) filter (where ${sellableLot()}) as on_hand
        from product_lots where tenant_id = ${tenantId}::uuid and location_id = ${locationId}::uuid group by product_id),
      tr as (
        select ti.product_id, sum(ti.quantity) as in_transit
        from transfer_items ti join transfers t on t.tenant_id = ti.tenant_id and t.id = ti.transfer_id
        where ti.tenant_id = ${tenantId}::uuid and t.location_to_id = ${locationId}::uuid and ti.status = 'IN_TRANSIT' group by ti.product_id),
      so as (
        select oi.product_id,
          sum(oi.quantity - oi.returned_quantity) filter (where o.created_at >= now() - interval '30 days') as sold30,
          sum(oi.quantity - oi.returned_quantity) as sold90
        from order_items oi join orders o on o.tenant_id = oi.tenant_id and o.id = oi.order_id
        where oi.tenant_id = ${tenantId}::uuid and o.location_id = ${locationId}::uuid and o.kind = 'NORMAL'
          and o.status not in ('HOLD', 'CANCELLED') and o.created_at >= now() - interval '90 days'
        group by oi.product_id),
      l as (
        select product_id, sum(quantity) as lost30 from lost_sales
        where tenant_id = ${tenantId}::uuid and location_id = ${locationId}::uuid and product_id is not null and created_at >= now() - interval '30 days'
        group by product_id)
    select p.id as product_id, p.name, p.secondary_id, m.name as manufacturer_name, p.uom_factor, p.maximum_retail_price::text as pack_price,
      p.sku_minimum_level as minimum_level, p.sku_maximum_level as maximum_level, p.sku_reorder_level as reorder_level, p.sku_warehouse_lead_time as lead_time,
      coalesce(s.on_hand, 0)::text as on_hand, coalesce(tr.in_transit, 0)::text as in_transit,
      coalesce(so.sold30, 0)::text as sold30, coalesce(so.sold90, 0)::text as sold90, coalesce(l.lost30, 0)::text as lost30
    from products p
    left join manufacturers m on m.tenant_id = p.tenant_id and m.id = p.manufacturer_id
    left join s on s.product_id = p.id
    left join tr on tr.product_id = p.id
    left join so on so.product_id = p.id
    left join l on l.product_id = p.id
    where p.tenant_id = ${tenantId}::uuid and p.status = 'ACTIVE' and ${chosen} and ${relevant}
    order by p.name, p.id`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    secondaryId: row.secondary_id,
    manufacturerName: row.manufacturer_name,
    packPrice: row.pack_price,
    unitsPerPack: row.uom_factor,
    onHandUnits: Number(row.on_hand),
    inTransitUnits: Number(row.in_transit),
    soldUnits30: Number(row.sold30),
    soldUnits90: Number(row.sold90),
    lostUnits30: Number(row.lost30),
    minimumLevel: row.minimum_level,
    maximumLevel: row.maximum_level,
    reorderLevel: row.reorder_level,
    leadTimeDays: row.lead_time,
  }));
}

export interface SuggestedLine extends ProductDemand, Suggestion {}

/** Every product the store should ask for now (suggested packs above 0), by name. */
export async function suggestedLines(tx: Tx, tenantId: string, locationId: string, type: DemandNoteType): Promise<SuggestedLine[]> {
  const history = await demandHistory(tx, tenantId, locationId, null);
  return history.map((product) => ({ ...product, ...suggestPacks(product, type) })).filter((line) => line.packs > 0);
}
