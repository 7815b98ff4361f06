// The dashboard's stock health at the caller's locations: the value at cost of the stock on hand expired, and
// expiring within 30, 60 and 90 days, the fast movers at risk of running out (days of cover under 7 at the last
// 30 days' pace) and the stock with no sale in 90 days. Expiring within N days is the inventory's own rule
// (expiringWithin, its UTC day), as the inventory report's filter the figures open: the expired still on hand
// included, since what must leave the shelf by then is what a manager acts on, the expired first.
import { sql } from "drizzle-orm";
import { money, toMoneyNumber } from "../../../common/money";
import { queryRows, type Tx } from "../../db";
import { LOT_VALUE, expiredOn, expiringWithin, inStock, lotsAs } from "../inventory";
import { firstDayOf, type DashboardScope } from "./dashboardScope";

export interface ExpiryValues { expired: number; within30: number; within60: number; within90: number }
export interface FastMover { locationId: string; locationName: string; productId: string; productName: string; unitsSold30Days: number; stock: number; daysOfCover: number }
export interface SlowStock { products: number; units: number; value: number }
export interface StockFigures { expiry: ExpiryValues; fastMovers: FastMover[]; fastMoversCount: number; noSale90Days: SlowStock }

/** Days of cover under which a product that sells is at risk. */
const COVER_DAYS_AT_RISK = 7;
const FAST_MOVERS_SHOWN = 10;
const lot = lotsAs("l");
const asNumber = (value: unknown) => toMoneyNumber(money(String(value ?? 0)));

function expiryQuery(where: DashboardScope) {
  const within = (days: number) => sql`coalesce(sum(${LOT_VALUE}) filter (where ${expiringWithin(days, lot)}), 0)`;
  return sql`select coalesce(sum(${LOT_VALUE}) filter (where ${expiredOn(undefined, lot)}), 0) as expired,
      ${within(30)} as within30, ${within(60)} as within60, ${within(90)} as within90
    from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
    where l.tenant_id = ${where.tenantId}::uuid and l.location_id ${where.inPlaces} and ${inStock(lot)} and l.quantity > 0`;
}

function fastMoversQuery(where: DashboardScope) {
  return sql`with sold as (
      select location_id, product_id, sum(sold_units - returned_units) as units from sales_daily
      where tenant_id = ${where.tenantId}::uuid and location_id ${where.inPlaces} and day between ${firstDayOf(where, 30)} and ${where.today}::date
      group by location_id, product_id having sum(sold_units - returned_units) > 0),
    at_risk as (
      select s.location_id, s.product_id, s.units::int as units, coalesce(sl.stock_quantity, 0) as stock,
        round(coalesce(sl.stock_quantity, 0) * 30.0 / s.units, 1) as days_of_cover
      from sold s left join stock_levels sl on sl.tenant_id = ${where.tenantId}::uuid and sl.location_id = s.location_id and sl.product_id = s.product_id
      where coalesce(sl.stock_quantity, 0) * 30 < ${COVER_DAYS_AT_RISK}::int * s.units)
    select r.location_id::text as location_id, loc.name as location_name, r.product_id::text as product_id, p.name as product_name, r.units, r.stock,
      r.days_of_cover::text as days_of_cover, count(*) over () as total
    from at_risk r
    join products p on p.tenant_id = ${where.tenantId}::uuid and p.id = r.product_id
    join locations loc on loc.tenant_id = p.tenant_id and loc.id = r.location_id
    order by r.days_of_cover, r.units desc, p.name limit ${FAST_MOVERS_SHOWN}`;
}

function slowStockQuery(where: DashboardScope) {
  return sql`select count(distinct sl.product_id)::int as products, coalesce(sum(sl.stock_quantity), 0)::int as units, coalesce(sum(sl.stock_value), 0) as value
    from stock_levels sl
    where sl.tenant_id = ${where.tenantId}::uuid and sl.location_id ${where.inPlaces} and sl.stock_quantity > 0
      and not exists (select 1 from sales_daily d where d.tenant_id = sl.tenant_id and d.location_id = sl.location_id and d.product_id = sl.product_id
        and d.day between ${firstDayOf(where, 90)} and ${where.today}::date and d.sold_units > 0)`;
}

type MoverRow = { location_id: string; location_name: string; product_id: string; product_name: string; units: number; stock: number; days_of_cover: string; total: string };

export async function stockFigures(tx: Tx, where: DashboardScope): Promise<StockFigures> {
  const [expiry] = await queryRows<Record<"expired" | "within30" | "within60" | "within90", string>>(tx, expiryQuery(where));
  const movers = await queryRows<MoverRow>(tx, fastMoversQuery(where));
  const [slow] = await queryRows<{ products: number; units: number; value: string }>(tx, slowStockQuery(where));
  return {
    expiry: { expired: asNumber(expiry?.expired), within30: asNumber(expiry?.within30), within60: asNumber(expiry?.within60), within90: asNumber(expiry?.within90) },
    fastMovers: movers.map((row) => ({
      locationId: row.location_id, locationName: row.location_name, productId: row.product_id, productName: row.product_name,
      unitsSold30Days: Number(row.units), stock: Number(row.stock), daysOfCover: Number(row.days_of_cover),
    })),
    fastMoversCount: Number(movers[0]?.total ?? 0),
    noSale90Days: { products: Number(slow?.products ?? 0), units: Number(slow?.units ?? 0), value: asNumber(slow?.value) },
  };
}
