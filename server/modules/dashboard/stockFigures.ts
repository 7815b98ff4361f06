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
import type { ThirtyDays } from "./thirtyDays";

export interface ExpiryValues { expired: number; within30: number; within60: number; within90: number }
export interface FastMover { locationId: string; locationName: string; productId: string; productName: string; unitsSold30Days: number; stock: number; daysOfCover: number }
export interface SlowStock { products: number; units: number; value: number }
export interface StockFigures { expiry: ExpiryValues; fastMovers: FastMover[]; fastMoversCount: number; noSale90Days: SlowStock }

const lot = lotsAs("l");
const asNumber = (value: unknown) => toMoneyNumber(money(String(value ?? 0)));

function expiryQuery(where: DashboardScope) {
  const within = (days: number) => sql`coalesce(sum(${LOT_VALUE}) filter (where ${expiringWithin(days, lot)}), 0)`;
  return sql`select coalesce(sum(${LOT_VALUE}) filter (where ${expiredOn(undefined, lot)}), 0) as expired,
      ${within(30)} as within30, ${within(60)} as within60, ${within(90)} as within90
    from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
    where l.tenant_id = ${where.tenantId}::uuid and l.location_id ${where.inPlaces} and ${inStock(lot)} and l.quantity > 0`;
}

function slowStockQuery(where: DashboardScope) {
  return sql`select count(distinct sl.product_id)::int as products, coalesce(sum(sl.stock_quantity), 0)::int as units, coalesce(sum(sl.stock_value), 0) as value
    from stock_levels sl
    where sl.tenant_id = ${where.tenantId}::uuid and sl.location_id ${where.inPlaces} and sl.stock_quantity > 0
      and not exists (select 1 from sales_daily d where d.tenant_id = sl.tenant_id and d.location_id = sl.location_id and d.product_id = sl.product_id
        and d.day between ${firstDayOf(where, 90)} and ${where.today}::date and d.sold_units > 0)`;
}

/** `thirty`: the goods of the last 30 days, read once for the whole dashboard (thirtyDays.ts), the fast movers among them. */
export async function stockFigures(tx: Tx, where: DashboardScope, thirty: ThirtyDays): Promise<StockFigures> {
  const [expiry] = await queryRows<Record<"expired" | "within30" | "within60" | "within90", string>>(tx, expiryQuery(where));
  const movers = thirty.movers;
  const [slow] = await queryRows<{ products: number; units: number; value: string }>(tx, slowStockQuery(where));
  return {
    expiry: { expired: asNumber(expiry?.expired), within30: asNumber(expiry?.within30), within60: asNumber(expiry?.within60), within90: asNumber(expiry?.within90) },
    fastMovers: movers.map((row) => ({
      locationId: row.location_id, locationName: row.location_name, productId: row.product_id, productName: row.product_name,
      unitsSold30Days: Number(row.units), stock: Number(row.stock), daysOfCover: Number(row.days_of_cover),
    })),
    fastMoversCount: thirty.moversCount,
    noSale90Days: { products: Number(slow?.products ?? 0), units: Number(slow?.units ?? 0), value: asNumber(slow?.value) },
  };
}
