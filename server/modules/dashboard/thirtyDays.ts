// The goods of the last 30 days, read once: added up per store and product in one statement, from which the
// dashboard's figures over those days are taken (the net sales without tax and the net cost for the gross margin,
// the top products and categories, the fast movers at risk of running out). Four reads of the same 30 days of
// sales_daily were most of the dashboard's time over a year of sales (bench/README.md, issue 28). The days are
// read from the rollups in fewer rows: a month the 30 days cover (today's included) from sales_monthly, less the
// days of it outside them (before the first; after today, normally none); the first month cut by the 30 days by
// its days in sales_daily when they are fewer than the days it leaves out. Sums are exact, so the figures are the
// days' own; a store and product left with nothing but zeros counts for none of them (each asks for units sold).
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db";
import { daysBefore, type DashboardScope } from "./dashboardScope";

/** Days of cover under which a product that sells is at risk. */
const COVER_DAYS_AT_RISK = 7;
const FAST_MOVERS_SHOWN = 10;
const TOP = 10;

export type SellerRow = { id: string; name: string; units: number; net_sales: string };
export type MoverRow = { location_id: string; location_name: string; product_id: string; product_name: string; units: number; stock: number; days_of_cover: string };
export interface ThirtyDays {
  goods: { net_without_tax: string; net_cost: string };
  products: SellerRow[];
  /** A product in several categories counts in each. */
  categories: SellerRow[];
  movers: MoverRow[];
  moversCount: number;
}

type Days = readonly [from: string, to: string];
const NO_DAYS: Days = ["9999-12-31", "0001-01-01"];
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
function nextMonth(month: string): string {
  const at = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The rollup reads of the 30 days ending `today`: months from sales_monthly, days added and days taken away. */
export function thirtyDaysParts(today: string): { months: Days; plusDays: Days; minusDays: [Days, Days] } {
  const first = daysBefore(today, 29);
  const firstMonth = monthOf(first);
  const thisMonth = monthOf(today);
  const afterToday: Days = [daysBefore(today, -1), daysBefore(nextMonth(thisMonth), 1)];
  const before = first === firstMonth ? 0 : daysBetween(firstMonth, daysBefore(first, 1));
  const inside = daysBetween(first, firstMonth === thisMonth ? today : daysBefore(nextMonth(firstMonth), 1));
  if (firstMonth === thisMonth || before < inside) {
    return { months: [firstMonth, thisMonth], plusDays: NO_DAYS, minusDays: [before === 0 ? NO_DAYS : [firstMonth, daysBefore(first, 1)], afterToday] };
  }
  return { months: [nextMonth(firstMonth), thisMonth], plusDays: [first, daysBefore(nextMonth(firstMonth), 1)], minusDays: [NO_DAYS, afterToday] };
}

const MEASURES = ["sold_units", "returned_units", "sold_total", "returned_total", "sold_tax", "returned_tax", "sold_cost", "returned_cost"];

// Amounts leave the statement as text (json numbers would pass through floats) and counts as numbers.
function thirtyDaysQuery(where: DashboardScope) {
  const { months, plusDays, minusDays } = thirtyDaysParts(where.today);
  const ours = sql`tenant_id = ${where.tenantId}::uuid and location_id ${where.inPlaces}`;
  const measures = sql.raw(MEASURES.join(", "));
  const negated = sql.raw(MEASURES.map((name) => `-${name}`).join(", "));
  const within = ([from, to]: Days) => sql`day between ${from}::date and ${to}::date`;
  return sql`with parts as (
      select location_id, product_id, ${measures} from sales_monthly where ${ours} and month between ${months[0]}::date and ${months[1]}::date
      union all
      select location_id, product_id, ${measures} from sales_daily where ${ours} and ${within(plusDays)}
      union all
      select location_id, product_id, ${negated} from sales_daily where ${ours} and (${within(minusDays[0])} or ${within(minusDays[1])})),
    sold as materialized (
      select location_id, product_id, sum(sold_units) as sold_units, sum(sold_units - returned_units) as units,
        sum(sold_total - returned_total) as net_sales, sum(sold_total - sold_tax - returned_total + returned_tax) as net_without_tax,
        sum(sold_cost - returned_cost) as net_cost
      from parts group by location_id, product_id),
    top_products as (
      select s.product_id::text as id, p.name, sum(s.units)::int as units, sum(s.net_sales) as net_sales
      from sold s join products p on p.tenant_id = ${where.tenantId}::uuid and p.id = s.product_id
      group by s.product_id, p.name having sum(s.sold_units) > 0 order by net_sales desc, p.name limit ${TOP}),
    top_categories as (
      select c.id::text as id, c.name, sum(s.units)::int as units, sum(s.net_sales) as net_sales
      from sold s
      join product_categories pc on pc.tenant_id = ${where.tenantId}::uuid and pc.product_id = s.product_id
      join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
      group by c.id, c.name having sum(s.sold_units) > 0 order by net_sales desc, c.name limit ${TOP}),
    at_risk as (
      select s.location_id, s.product_id, s.units::int as units, coalesce(sl.stock_quantity, 0) as stock,
        round(coalesce(sl.stock_quantity, 0) * 30.0 / s.units, 1) as days_of_cover
      from sold s left join stock_levels sl on sl.tenant_id = ${where.tenantId}::uuid and sl.location_id = s.location_id and sl.product_id = s.product_id
      where s.units > 0 and coalesce(sl.stock_quantity, 0) * 30 < ${COVER_DAYS_AT_RISK}::int * s.units),
    movers as (
      select r.location_id::text as location_id, loc.name as location_name, r.product_id::text as product_id, p.name as product_name, r.units, r.stock,
        r.days_of_cover
      from at_risk r
      join products p on p.tenant_id = ${where.tenantId}::uuid and p.id = r.product_id
      join locations loc on loc.tenant_id = p.tenant_id and loc.id = r.location_id
      order by r.days_of_cover, r.units desc, p.name limit ${FAST_MOVERS_SHOWN})
    select
      (select json_build_object('net_without_tax', coalesce(sum(net_without_tax), 0)::text, 'net_cost', coalesce(sum(net_cost), 0)::text) from sold) as goods,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'units', units, 'net_sales', net_sales::text) order by net_sales desc, name), '[]') from top_products) as products,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'units', units, 'net_sales', net_sales::text) order by net_sales desc, name), '[]') from top_categories) as categories,
      (select coalesce(json_agg(json_build_object('location_id', location_id, 'location_name', location_name, 'product_id', product_id, 'product_name', product_name,
        'units', units, 'stock', stock, 'days_of_cover', days_of_cover::text) order by days_of_cover, units desc, product_name), '[]') from movers) as movers,
      (select count(*)::int from at_risk) as movers_count`;
}

export async function thirtyDays(tx: Tx, where: DashboardScope): Promise<ThirtyDays> {
  const [row] = await queryRows<{ goods: ThirtyDays["goods"]; products: SellerRow[]; categories: SellerRow[]; movers: MoverRow[]; movers_count: number }>(tx, thirtyDaysQuery(where));
  return {
    goods: row?.goods ?? { net_without_tax: "0", net_cost: "0" },
    products: row?.products ?? [],
    categories: row?.categories ?? [],
    movers: row?.movers ?? [],
    moversCount: Number(row?.movers_count ?? 0),
  };
}
