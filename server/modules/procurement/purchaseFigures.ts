// What was bought, per business month, vendor and location (the Purchases report's source; README "Purchases
// report"): ordered — the purchase orders created that month for delivery there (a cancelled one is not counted),
// their packs (paid and free) and amounts; received — the GRN lines QC accepted (RECEIVED, or COMPLETED once taken
// into stock) on the GRNs made that month at the location, counted as grnFigures counts them (price × packs less the
// invoice discount, plus GST; free packs cost nothing; the GRN's advance income tax is not a purchase cost); and
// returned — the stock returns made that month to the vendor from the location, at the lots' cost.
// Read directly from the documents (no rollup): a pharmacy makes a few POs and GRNs a day, and each part is a range
// scan of its (tenant, location, created_at) index; measured in README "Purchases report".
import { sql, type SQL } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { businessDay, businessDayStart } from "../salesRollups";

export interface PurchaseFigureFilters {
  /** First and last business day (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** The locations to read (already checked to be the user's); none matches nothing. */
  locationIds: readonly string[];
  /** Only these vendors; null for all. */
  vendorIds: readonly string[] | null;
}

/** A GRN line QC accepted: waiting for intake or taken into stock. */
const ACCEPTED_LINE = sql`gi.status in ('RECEIVED', 'COMPLETED')`;

const monthOf = (instant: string) => sql.raw(`date_trunc('month', ${businessDay(instant)}::timestamp)::date`);
const madeWithin = (column: SQL, filters: PurchaseFigureFilters) =>
  sql`${column} >= ${businessDayStart(sql`${filters.from}::date`)} and ${column} < ${businessDayStart(sql`${filters.to}::date + 1`)}`;
const vendorIn = (column: SQL, filters: PurchaseFigureFilters) => (filters.vendorIds ? sql`${column} in (${uuidList(filters.vendorIds)})` : sql`true`);
const ZERO = sql`0::numeric`;

/**
 * One row per month (its first day), vendor and location with anything ordered, received or returned: the counts of
 * documents, packs or units, and the amounts as exact numerics (cost is without tax: after the trade or invoice
 * discount), with the vendor's and the location's names.
 */
export function purchaseFiguresQuery(tenantId: string, filters: PurchaseFigureFilters): SQL {
  const places = uuidList(filters.locationIds);
  // the order's amounts are the sums of its lines' (common/pricing prices each line; the totals add them up)
  const ordered = sql`select ${monthOf("po.created_at")} as month, po.vendor_id, po.delivery_location_id as location_id,
      count(distinct po.id) as purchase_orders, sum(i.required_quantity + i.foc) as ordered_packs, sum(i.trade_price_after_trade_discount) as ordered_cost,
      sum(i.gst_amount) as ordered_tax, sum(i.total_price) as ordered_total,
      0 as grns, 0 as received_packs, ${ZERO} as received_cost, ${ZERO} as received_tax, 0 as stock_returns, 0 as returned_units, ${ZERO} as returned_value
    from purchase_orders po
    join purchase_order_items i on i.tenant_id = po.tenant_id and i.purchase_order_id = po.id
    where po.tenant_id = ${tenantId}::uuid and po.delivery_location_id in (${places}) and ${madeWithin(sql`po.created_at`, filters)}
      and po.status <> 'CANCELLED' and ${vendorIn(sql`po.vendor_id`, filters)}
    group by 1, 2, 3`;
  const received = sql`select ${monthOf("g.created_at")} as month, po.vendor_id, g.location_id,
      0, 0, ${ZERO}, ${ZERO}, ${ZERO},
      count(distinct g.id), sum(gi.received_quantity + gi.foc), sum(gi.trade_price * gi.received_quantity - gi.disc_value), sum(gi.gst_value), 0, 0, ${ZERO}
    from grns g
    join purchase_orders po on po.tenant_id = g.tenant_id and po.id = g.purchase_order_id
    join grn_items gi on gi.tenant_id = g.tenant_id and gi.grn_id = g.id and ${ACCEPTED_LINE}
    where g.tenant_id = ${tenantId}::uuid and g.location_id in (${places}) and ${madeWithin(sql`g.created_at`, filters)} and ${vendorIn(sql`po.vendor_id`, filters)}
    group by 1, 2, 3`;
  const returned = sql`select ${monthOf("sr.created_at")} as month, sr.vendor_id, sr.location_id,
      0, 0, ${ZERO}, ${ZERO}, ${ZERO}, 0, 0, ${ZERO}, ${ZERO}, count(*), sum(sr.total_qty), sum(sr.total_value)
    from stock_returns sr
    where sr.tenant_id = ${tenantId}::uuid and sr.location_id in (${places}) and ${madeWithin(sql`sr.created_at`, filters)} and ${vendorIn(sql`sr.vendor_id`, filters)}
    group by 1, 2, 3`;
  return sql`select f.month, f.vendor_id, v.name as vendor_name, f.location_id, loc.name as location_name,
      f.purchase_orders, f.ordered_packs, f.ordered_cost, f.ordered_tax, f.ordered_total,
      f.grns, f.received_packs, f.received_cost, f.received_tax, f.received_cost + f.received_tax as received_total,
      f.stock_returns, f.returned_units, f.returned_value
    from (
      select month, vendor_id, location_id, sum(purchase_orders)::int as purchase_orders, sum(ordered_packs)::int as ordered_packs,
        sum(ordered_cost) as ordered_cost, sum(ordered_tax) as ordered_tax, sum(ordered_total) as ordered_total,
        sum(grns)::int as grns, sum(received_packs)::int as received_packs, sum(received_cost) as received_cost, sum(received_tax) as received_tax,
        sum(stock_returns)::int as stock_returns, sum(returned_units)::int as returned_units, sum(returned_value) as returned_value
      from (${ordered} union all ${received} union all ${returned}) parts
      group by month, vendor_id, location_id
    ) f
    join vendors v on v.tenant_id = ${tenantId}::uuid and v.id = f.vendor_id
    join locations loc on loc.tenant_id = ${tenantId}::uuid and loc.id = f.location_id`;
}
