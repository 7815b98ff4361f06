// The dashboard's sales figures, read from the sales rollups (never the orders): net sales per store and day over
// 90 days (today against the same weekday last week among them), and over the last 30 days the payment-method
// mix, the top products and categories, the gross margin, the average basket and the returns rate.
// Net sales = what the sales charged (their totals, tax and fees included) less what the returns gave back.
import { sql } from "drizzle-orm";
import { money, round2, toMoneyNumber, ZERO, type Money } from "../../../common/money";
import { queryRows, type Tx } from "../../db";
import { daysBefore, firstDayOf, type DashboardScope } from "./dashboardScope";
import type { SellerRow, ThirtyDays } from "./thirtyDays";

export interface StoreDaySales { locationId: string; day: string; netSales: number; sales: number; returns: number }
export interface StoreToday { locationId: string; locationName: string; netSales: number; sameWeekdayLastWeek: number; sales: number }
export interface PaymentShare { method: string; amount: number; sales: number }
export interface TopSeller { id: string; name: string; units: number; netSales: number }
export interface SalesSummary {
  netSales: number;
  soldTotal: number;
  returnedTotal: number;
  sales: number;
  returns: number;
  /** soldTotal / sales; 0 without sales. */
  averageBasket: number;
  /** returnedTotal / soldTotal, in percent; 0 without sales. */
  returnsRatePercent: number;
  /** Net sales without tax less the net cost of the goods. */
  grossProfit: number;
  /** grossProfit / net sales without tax, in percent; null without sales. */
  grossMarginPercent: number | null;
}
export interface TodayTotal { netSales: number; sameWeekdayLastWeek: number; sales: number }
export interface SalesFigures {
  days: StoreDaySales[];
  today: StoreToday[];
  /** Today's figures of every store counted, added up. */
  todayTotal: TodayTotal;
  summary: SalesSummary;
  paymentMix: PaymentShare[];
  topProducts: TopSeller[];
  topCategories: TopSeller[];
}

const asMoney = (value: unknown): Money => money(String(value ?? 0));
const percent = (part: Money, whole: Money): Money => (whole.isZero() ? ZERO : round2(part.times(100).dividedBy(whole)));

type TillRow = { location_id: string; day: string; sold_total: string; returned_total: string; sales: number; returns: number };

function tillRowsQuery(where: DashboardScope) {
  return sql`select location_id::text as location_id, day::text as day, sum(sold_total) as sold_total, sum(returned_total) as returned_total,
      sum(sales)::int as sales, sum(returns)::int as returns
    from sales_till_daily
    where tenant_id = ${where.tenantId}::uuid and location_id ${where.inPlaces} and day between ${firstDayOf(where, 90)} and ${where.today}::date
    group by location_id, day order by day, location_id`;
}

function paymentQuery(where: DashboardScope) {
  return sql`select method, sum(paid) - sum(refunded) as amount, sum(sales)::int as sales
    from sales_payment_daily where tenant_id = ${where.tenantId}::uuid and location_id ${where.inPlaces} and day between ${firstDayOf(where, 30)} and ${where.today}::date
    group by method order by amount desc, method`;
}

const toSeller = (row: SellerRow): TopSeller => ({ id: row.id, name: row.name, units: Number(row.units), netSales: toMoneyNumber(asMoney(row.net_sales)) });

function summaryOf(tillRows: TillRow[], thirtyDaysFrom: string, goods: { net_without_tax: string; net_cost: string } | undefined): SalesSummary {
  const recent = tillRows.filter((row) => row.day >= thirtyDaysFrom);
  const sold = recent.reduce((sum, row) => sum.plus(asMoney(row.sold_total)), ZERO);
  const returned = recent.reduce((sum, row) => sum.plus(asMoney(row.returned_total)), ZERO);
  const sales = recent.reduce((sum, row) => sum + Number(row.sales), 0);
  const returns = recent.reduce((sum, row) => sum + Number(row.returns), 0);
  const withoutTax = asMoney(goods?.net_without_tax);
  const grossProfit = withoutTax.minus(asMoney(goods?.net_cost));
  return {
    netSales: toMoneyNumber(sold.minus(returned)),
    soldTotal: toMoneyNumber(sold),
    returnedTotal: toMoneyNumber(returned),
    sales,
    returns,
    averageBasket: sales === 0 ? 0 : toMoneyNumber(round2(sold.dividedBy(sales))),
    returnsRatePercent: toMoneyNumber(percent(returned, sold)),
    grossProfit: toMoneyNumber(grossProfit),
    grossMarginPercent: withoutTax.isZero() ? null : toMoneyNumber(percent(grossProfit, withoutTax)),
  };
}

/** Net sales of a day and the same weekday a week before, and the day's sales, from the till rows given. */
function todayOf(rows: readonly TillRow[], today: string, lastWeek: string): TodayTotal {
  const net = (day: string) => rows.filter((row) => row.day === day).reduce((sum, row) => sum.plus(asMoney(row.sold_total)).minus(asMoney(row.returned_total)), ZERO);
  const sales = rows.filter((row) => row.day === today).reduce((sum, row) => sum + Number(row.sales), 0);
  return { netSales: toMoneyNumber(net(today)), sameWeekdayLastWeek: toMoneyNumber(net(lastWeek)), sales };
}

function todayPerStore(where: DashboardScope, tillRows: TillRow[], lastWeek: string): StoreToday[] {
  return where.places.map((place) => ({
    locationId: place.id,
    locationName: place.name,
    ...todayOf(tillRows.filter((row) => row.location_id === place.id), where.today, lastWeek),
  }));
}

/** `thirty`: the goods of the last 30 days, read once for the whole dashboard (thirtyDays.ts). */
export async function salesFigures(tx: Tx, where: DashboardScope, thirty: ThirtyDays): Promise<SalesFigures> {
  const lastWeek = daysBefore(where.today, 7);
  const tillRows = await queryRows<TillRow>(tx, tillRowsQuery(where));
  const payments = await queryRows<{ method: string; amount: string; sales: number }>(tx, paymentQuery(where));
  return {
    days: tillRows.map((row) => ({ locationId: row.location_id, day: row.day, netSales: toMoneyNumber(asMoney(row.sold_total).minus(asMoney(row.returned_total))), sales: Number(row.sales), returns: Number(row.returns) })),
    today: todayPerStore(where, tillRows, lastWeek),
    todayTotal: todayOf(tillRows, where.today, lastWeek),
    summary: summaryOf(tillRows, daysBefore(where.today, 29), thirty.goods),
    paymentMix: payments.map((row) => ({ method: row.method, amount: toMoneyNumber(asMoney(row.amount)), sales: Number(row.sales) })),
    topProducts: thirty.products.map(toSeller),
    topCategories: thirty.categories.map(toSeller),
  };
}
