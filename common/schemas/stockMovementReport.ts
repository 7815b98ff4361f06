// The Stock movement report's filters (issue 28), shared by the screen's form, the report's query and its download:
// the Sales report's date range (business days in Pakistan time, both ends included; on screen at most 13 months,
// longer through the download) and locations, and optionally one product or one category.
// Whether the user may see each location is the server's check (FORBIDDEN naming the field), not the schema's.
import { z } from "zod";
import { isUuid } from "../validation/uuid";
import { dateRange, locationIds, rangeRule } from "./salesReport";

const optionalId = (message: string) =>
  z
    .string({ error: message })
    .refine(isUuid, { message })
    .nullish()
    .transform((id) => id ?? null);

const baseFilters = z.object({
  ...dateRange,
  locationIds,
  productId: optionalId("Please choose a product from the list."),
  categoryId: optionalId("Please choose a category from the list."),
});

/** The screen's filters: at most 13 months. */
export const stockMovementReportSchema = baseFilters.superRefine(rangeRule(true));

/** The download's filters: any range whose end is not before its start. */
export const stockMovementReportDownloadSchema = baseFilters.superRefine(rangeRule(false));

export type StockMovementReportFilters = z.output<typeof stockMovementReportSchema>;
