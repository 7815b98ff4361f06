// The business day (README "Sales rollups"): the calendar date in Pakistan time of an instant, the day the rollups
// (sales and stock movements) and the reports' date ranges keep. Here, below every module, so that the inventory
// module's stock movement rollup and the sales rollups share one spelling.
import { sql, type SQL } from "drizzle-orm";

/**
 * The business day of an instant: its calendar date in Pakistan time (Asia/Karachi, UTC+5 all year), the day the
 * stores keep: the Z report adds up a store's payments between two instants the manager picks in the store's own
 * time (00:00 to 23:59 of a day, by default), and discounts start and end on Pakistan days.
 */
export const businessDay = (instant: string) => `(${instant} at time zone 'Asia/Karachi')::date`;

/** Today's business day. */
export const businessToday: SQL = sql.raw(businessDay("now()"));

/** The first instant of a business day (a date expression): its midnight in Pakistan. */
export const businessDayStart = (day: SQL): SQL => sql`((${day})::timestamp at time zone 'Asia/Karachi')`;
