// The Purchases report's filters (issue 28), shared by the screen's form, the report's query, its printable page and
// its download: a date range of business days (Pakistan time, both ends included), optional locations and optional
// vendors. The range's rules and the locations are the sales reports' own (salesReport.ts): the end not before the
// start, and on screen at most 13 months (longer ranges through the download).
import { z } from "zod";
import { isUuid } from "../validation/uuid";
import { dateRange, locationIds, rangeRule } from "./salesReport";

const VENDORS_MAX = 200;
const PURCHASES_VENDORS_MESSAGE = "Please choose vendors from the list.";

const vendorIds = z
  .array(z.string().refine(isUuid, { message: PURCHASES_VENDORS_MESSAGE }), { error: PURCHASES_VENDORS_MESSAGE })
  .max(VENDORS_MAX, { message: `Please choose at most ${VENDORS_MAX} vendors.` })
  .nullish()
  .transform((ids) => (ids && ids.length > 0 ? [...new Set(ids.map((id) => id.toLowerCase()))] : null));

const baseFilters = z.object({ ...dateRange, locationIds, vendorIds });

/** The screen's (and getPurchasesReport's) filters: at most 13 months. */
export const purchasesReportSchema = baseFilters.superRefine(rangeRule(true));

/** The download's filters: any range whose end is not before its start. */
export const purchasesReportDownloadSchema = baseFilters.superRefine(rangeRule(false));

export type PurchasesReportFilters = z.output<typeof purchasesReportSchema>;
