// The Expiry report's filters (issue 28), shared by the screen's form, the report's queries and its download: a range
// of expiry months (YYYY-MM, both ends included), optional locations (none: all the user's), and optionally a
// product or a category. On screen a range is at most 13 months, as the Sales report's; longer ones go through the
// download (expiryReportDownloadSchema). Whether the user may see each location is the server's check.
import { z } from "zod";
import { isUuid } from "../validation/uuid";
import { DATE_MAX, DATE_MIN } from "./dates";
import { locationIds, SALES_REPORT_RANGE_MESSAGE, SALES_REPORT_SCREEN_MONTHS } from "./salesReport";

const EXPIRY_REPORT_END_MESSAGE = "The end month must be on or after the start month.";
const MONTH_MESSAGE = (end: "start" | "end") => `Please enter the ${end} month.`;
const MONTH_RANGE_MESSAGE = `Please enter a month between ${DATE_MIN.slice(0, 7)} and ${DATE_MAX.slice(0, 7)}.`;

/** "YYYY-MM" (a real month); a date or a timestamp names its month. */
function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month `count` months after `month` ("YYYY-MM"; negative counts go back). */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number);
  const moved = new Date(Date.UTC(year, number - 1 + count, 1));
  return moved.toISOString().slice(0, 7);
}

/** How many months from `from` to `to`, both included (1 for the same month). */
function monthsFromTo(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split("-").map(Number);
  const [toYear, toMonth] = to.split("-").map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

const monthOf = (value: unknown) => (typeof value === "string" && /^\d{4}-\d{2}(-\d{2}(T.*)?)?$/.test(value.trim()) ? value.trim().slice(0, 7) : value);

function requiredMonth(end: "start" | "end") {
  return z.preprocess(
    monthOf,
    z.string({ error: MONTH_MESSAGE(end) }).superRefine((value, ctx) => {
      if (!isMonth(value)) ctx.addIssue({ code: "custom", message: MONTH_MESSAGE(end) });
      else if (value < DATE_MIN.slice(0, 7) || value > DATE_MAX.slice(0, 7)) ctx.addIssue({ code: "custom", message: MONTH_RANGE_MESSAGE });
    }),
  );
}

const optionalId = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), z.string({ error: message }).refine(isUuid, { message }).nullable());

const baseFilters = z.object({
  from: requiredMonth("start"),
  to: requiredMonth("end"),
  locationIds,
  productId: optionalId("Please choose a product from the list."),
  categoryId: optionalId("Please choose a category from the list."),
});

/** The range's rules: the end not before the start, and on screen at most 13 months. */
function monthRangeRule(screen: boolean) {
  return (filters: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (filters.to < filters.from) ctx.addIssue({ code: "custom", path: ["to"], message: EXPIRY_REPORT_END_MESSAGE });
    else if (screen && monthsFromTo(filters.from, filters.to) > SALES_REPORT_SCREEN_MONTHS) ctx.addIssue({ code: "custom", path: ["to"], message: SALES_REPORT_RANGE_MESSAGE });
  };
}

/** The screen's filters (getExpiryReport, getExpiryReportLots): at most 13 months. */
export const expiryReportSchema = baseFilters.superRefine(monthRangeRule(true));

/** The download's filters: any range whose end is not before its start. */
export const expiryReportDownloadSchema = baseFilters.superRefine(monthRangeRule(false));

export type ExpiryReportFilters = z.output<typeof expiryReportSchema>;
