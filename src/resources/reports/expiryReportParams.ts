// The Expiry report's filters as the screen, its printable page and a link carry them (the URL's search: from, to,
// locations, product, category), checked by the shared schema (common/schemas/expiryReport.ts) on both pages.
import { addMonths, expiryReportSchema, type ExpiryReportFilters } from "../../../common/schemas/expiryReport";
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { businessToday } from "./salesReportParams";

/** Months shown when the URL names none: this one and the eleven after it. */
const DEFAULT_MONTHS = 12;

/** What the form holds: months as entered (maybe missing), the chosen locations (none: all the user's), product, category. */
export interface ExpiryReportDraft {
  from: string | null;
  to: string | null;
  locationIds: string[];
  productId: string | null;
  categoryId: string | null;
}

/**
 * The draft a URL names; this month and the next eleven when it names none. Locations: the ids listed, "all" for all
 * the user's, and the current location when the URL names none.
 */
export function expiryDraftFromParams(params: URLSearchParams, currentLocationId: string | null): ExpiryReportDraft {
  const locations = params.get("locations");
  const thisMonth = businessToday().slice(0, 7);
  return {
    from: params.get("from") ?? thisMonth,
    to: params.get("to") ?? addMonths(thisMonth, DEFAULT_MONTHS - 1),
    locationIds: locations === null ? (currentLocationId ? [currentLocationId] : []) : locations.split(",").filter((id) => id && id !== "all"),
    productId: params.get("product") || null,
    categoryId: params.get("category") || null,
  };
}

export function expiryParamsOfDraft(draft: ExpiryReportDraft): URLSearchParams {
  const params = new URLSearchParams({ from: draft.from ?? "", to: draft.to ?? "" });
  params.set("locations", draft.locationIds.length > 0 ? draft.locationIds.join(",") : "all");
  if (draft.productId) params.set("product", draft.productId);
  if (draft.categoryId) params.set("category", draft.categoryId);
  return params;
}

/** The filters the report may be asked for, or each field's problem. */
export function checkExpiryDraft(draft: ExpiryReportDraft): { filters: ExpiryReportFilters; errors: null } | { filters: null; errors: FieldErrors } {
  const parsed = expiryReportSchema.safeParse(draft);
  return parsed.success ? { filters: parsed.data, errors: null } : { filters: null, errors: fieldErrorsFromZod(parsed.error) };
}

/** "2026-11" as "Nov 2026". */
export function monthText(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** The figures' columns, in the order the screen, the print and the file show them. */
export const EXPIRY_MEASURES = [
  { key: "lots", title: "Lots", money: false },
  { key: "units", title: "Units", money: false },
  { key: "packs", title: "Sealed Packs", money: false },
  { key: "looseUnits", title: "Loose Units", money: false },
  { key: "value", title: "Value at Cost", money: true },
] as const;
