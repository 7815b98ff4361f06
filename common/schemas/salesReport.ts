// The Sales report's filters (issue 28), shared by the screen's form, the report's query and its download: a date
// range (business days in Pakistan time, both ends included), a period and a grouping, and optional locations; the
// Sales tax report takes the range and the locations.
// On screen a range is at most 13 months; longer ones go through the download (salesReportDownloadSchema).
// Whether the user may see each location is the server's check (FORBIDDEN), not the schema's.
import { z } from "zod";
import { isUuid } from "../validation/uuid";
import { requiredDate } from "./dates";

export const SALES_REPORT_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type SalesReportPeriod = (typeof SALES_REPORT_PERIODS)[number];

export const SALES_REPORT_GROUPS = ["STORE", "REGISTER", "CASHIER", "CATEGORY", "PRODUCT", "PAYMENT_METHOD"] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];

/** The longest range the screen (and getSalesReport) shows, in calendar months. */
export const SALES_REPORT_SCREEN_MONTHS = 13;
export const SALES_REPORT_RANGE_MESSAGE = `Please choose at most ${SALES_REPORT_SCREEN_MONTHS} months on screen; use Download for a longer range.`;
export const SALES_REPORT_END_MESSAGE = "The end date must be on or after the start date.";
const LOCATIONS_MAX = 200;

/** The last day a range starting on `from` may end on screen: 13 months later, less a day. */
export function lastScreenDay(from: string): string {
  const [year, month, day] = from.split("-").map(Number);
  const end = new Date(Date.UTC(year, month - 1 + SALES_REPORT_SCREEN_MONTHS, day));
  // 31 January + 13 months lands past the end of a short month: keep to that month's last day
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** A report's date range: both ends required (business days, YYYY-MM-DD). */
export const dateRange = {
  from: requiredDate("Please enter the start date."),
  to: requiredDate("Please enter the end date."),
};

/** A report's locations: some of the user's (checked by the server), none for all of them. */
export const locationIds = z
  .array(z.string().refine(isUuid, { message: "Please choose locations from the list." }), { error: "Please choose locations from the list." })
  .max(LOCATIONS_MAX, { message: `Please choose at most ${LOCATIONS_MAX} locations.` })
  .nullish()
  .transform((ids) => (ids && ids.length > 0 ? [...new Set(ids)] : null));

/** The range's rules: the end not before the start, and on screen at most 13 months. */
export function rangeRule(screen: boolean) {
  return (filters: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (filters.to < filters.from) ctx.addIssue({ code: "custom", path: ["to"], message: SALES_REPORT_END_MESSAGE });
    else if (screen && filters.to > lastScreenDay(filters.from)) ctx.addIssue({ code: "custom", path: ["to"], message: SALES_REPORT_RANGE_MESSAGE });
  };
}

const baseFilters = z.object({
  ...dateRange,
  period: z.enum(SALES_REPORT_PERIODS, { error: "Please choose day, week or month." }),
  groupBy: z.enum(SALES_REPORT_GROUPS, { error: "Please choose what to group by." }),
  locationIds,
});

/** The download's filters: any range whose end is not before its start. */
export const salesReportDownloadSchema = baseFilters.superRefine(rangeRule(false));

/** The screen's filters: the same, and at most 13 months. */
export const salesReportSchema = baseFilters.superRefine(rangeRule(true));

/** The Sales tax report's filters (by month, per authority and rate): a range of at most 13 months and locations. */
export const salesTaxReportSchema = z.object({ ...dateRange, locationIds }).superRefine(rangeRule(true));

/** The Sales tax report's download: any range whose end is not before its start. */
export const salesTaxReportDownloadSchema = z.object({ ...dateRange, locationIds }).superRefine(rangeRule(false));
export type SalesTaxReportFilters = z.output<typeof salesTaxReportSchema>;

export type SalesReportFilters = z.output<typeof salesReportSchema>;
