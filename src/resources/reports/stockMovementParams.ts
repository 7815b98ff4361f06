// The Stock movement report's filters as the screen, its printable page and a link carry them (the URL's search:
// from, to, locations, product, category), checked by the shared schema (common/schemas/stockMovementReport.ts) on
// both pages; the dates and locations are read and written as the Sales report's are.
import { stockMovementReportSchema, type StockMovementReportFilters } from "../../../common/schemas/stockMovementReport";
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { businessToday } from "./salesReportParams";

export interface StockMovementDraft {
  from: string | null;
  to: string | null;
  locationIds: string[];
  productId: string | null;
  categoryId: string | null;
}

/** The draft a URL names; this month to today at the current location when it names nothing ("all": every one of the user's). */
export function movementDraftFromParams(params: URLSearchParams, currentLocationId: string | null): StockMovementDraft {
  const locations = params.get("locations");
  const today = businessToday();
  return {
    from: params.get("from") ?? `${today.slice(0, 8)}01`,
    to: params.get("to") ?? today,
    locationIds: locations === null ? (currentLocationId ? [currentLocationId] : []) : locations.split(",").filter((id) => id && id !== "all"),
    productId: params.get("product") || null,
    categoryId: params.get("category") || null,
  };
}

export function movementParamsOfDraft(draft: StockMovementDraft): URLSearchParams {
  const params = new URLSearchParams({ from: draft.from ?? "", to: draft.to ?? "" });
  params.set("locations", draft.locationIds.length > 0 ? draft.locationIds.join(",") : "all");
  if (draft.productId) params.set("product", draft.productId);
  if (draft.categoryId) params.set("category", draft.categoryId);
  return params;
}

/** The filters the report may be asked for, or each field's problem. */
export function checkMovementDraft(draft: StockMovementDraft): { filters: StockMovementReportFilters; errors: null } | { filters: null; errors: FieldErrors } {
  const parsed = stockMovementReportSchema.safeParse(draft);
  return parsed.success ? { filters: parsed.data, errors: null } : { filters: null, errors: fieldErrorsFromZod(parsed.error) };
}

export type MovementPairName = "opening" | "received" | "transferIn" | "customerReturn" | "found" | "in" | "sold" | "transferOut" | "vendorReturn" | "writtenOff" | "out" | "closing";

/**
 * The report's columns in order, each a pair of units and value at cost; `group` heads them on screen and on paper,
 * where `short` names them under it.
 */
export const MOVEMENT_COLUMNS: readonly { key: MovementPairName; title: string; short: string; group: "" | "In" | "Out" }[] = [
  { key: "opening", title: "Opening", short: "Opening", group: "" },
  { key: "received", title: "Received", short: "Received", group: "In" },
  { key: "transferIn", title: "Transfers in", short: "Transfers", group: "In" },
  { key: "customerReturn", title: "Customer returns", short: "Customers", group: "In" },
  { key: "found", title: "Adjusted in", short: "Adjusted", group: "In" },
  { key: "in", title: "Total in", short: "Total", group: "In" },
  { key: "sold", title: "Sold", short: "Sold", group: "Out" },
  { key: "transferOut", title: "Transfers out", short: "Transfers", group: "Out" },
  { key: "vendorReturn", title: "Vendor returns", short: "Vendors", group: "Out" },
  { key: "writtenOff", title: "Adjusted out", short: "Adjusted", group: "Out" },
  { key: "out", title: "Total out", short: "Total", group: "Out" },
  { key: "closing", title: "Closing", short: "Closing", group: "" },
];
