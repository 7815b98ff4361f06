// The Purchases report's filters as the screen, its printable page and a link carry them (the URL's search: from,
// to, locations, vendors), checked by the shared schema (common/schemas/purchasesReport.ts) on both pages; its
// columns; and where a row's counts lead: the purchase orders, GRNs or stock returns behind it, filtered by vendor
// and the days of its month within the range.
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { purchasesReportSchema, type PurchasesReportFilters } from "../../../common/schemas/purchasesReport";
import { listLink, madeBetween } from "../../navigation/listLinks";
import type { PurchasesReportRow } from "./queries";
import { businessToday } from "./salesReportParams";

/** What the form holds: dates as entered (maybe missing), the chosen locations (none: all the user's) and vendors (none: all). */
export interface PurchasesReportDraft {
  from: string | null;
  to: string | null;
  locationIds: string[];
  vendorIds: string[];
}

const idsOf = (value: string | null) => (value ?? "").split(",").filter((id) => id && id !== "all");

/** The draft a URL names; this month to today at the current location when it names nothing. */
export function draftFromParams(params: URLSearchParams, currentLocationId: string | null): PurchasesReportDraft {
  const locations = params.get("locations");
  const today = businessToday();
  return {
    from: params.get("from") ?? `${today.slice(0, 8)}01`,
    to: params.get("to") ?? today,
    locationIds: locations === null ? (currentLocationId ? [currentLocationId] : []) : idsOf(locations),
    vendorIds: idsOf(params.get("vendors")),
  };
}

export function paramsOfDraft(draft: PurchasesReportDraft): URLSearchParams {
  const params = new URLSearchParams({ from: draft.from ?? "", to: draft.to ?? "" });
  params.set("locations", draft.locationIds.length > 0 ? draft.locationIds.join(",") : "all");
  if (draft.vendorIds.length > 0) params.set("vendors", draft.vendorIds.join(","));
  return params;
}

/** The filters the report may be asked for, or each field's problem. */
export function checkDraft(draft: PurchasesReportDraft): { filters: PurchasesReportFilters; errors: null } | { filters: null; errors: FieldErrors } {
  const parsed = purchasesReportSchema.safeParse(draft);
  return parsed.success ? { filters: parsed.data, errors: null } : { filters: null, errors: fieldErrorsFromZod(parsed.error) };
}

type PurchaseMeasure = Exclude<keyof PurchasesReportRow, "month" | "vendorId" | "vendorName" | "locationId" | "locationName">;
type PurchaseGroup = "Ordered" | "Received" | "Returned" | "Net";

export interface PurchaseColumn {
  key: PurchaseMeasure;
  group: PurchaseGroup;
  title: string;
  money: boolean;
  /** Printed on A4 too (the packs and units stay on screen and in the download). */
  printed: boolean;
}

export const PURCHASE_COLUMNS: readonly PurchaseColumn[] = [
  { key: "purchaseOrders", group: "Ordered", title: "POs", money: false, printed: true },
  { key: "orderedPacks", group: "Ordered", title: "Packs", money: false, printed: false },
  { key: "orderedCost", group: "Ordered", title: "Cost", money: true, printed: true },
  { key: "orderedTax", group: "Ordered", title: "Tax", money: true, printed: true },
  { key: "orderedTotal", group: "Ordered", title: "Total", money: true, printed: true },
  { key: "grns", group: "Received", title: "GRNs", money: false, printed: true },
  { key: "receivedPacks", group: "Received", title: "Packs", money: false, printed: false },
  { key: "receivedCost", group: "Received", title: "Cost", money: true, printed: true },
  { key: "receivedTax", group: "Received", title: "Tax", money: true, printed: true },
  { key: "receivedTotal", group: "Received", title: "Total", money: true, printed: true },
  { key: "stockReturns", group: "Returned", title: "Returns", money: false, printed: true },
  { key: "returnedUnits", group: "Returned", title: "Units", money: false, printed: false },
  { key: "returnedValue", group: "Returned", title: "Value", money: true, printed: true },
  { key: "netCost", group: "Net", title: "Net cost", money: true, printed: true },
];

export const PURCHASE_GROUPS: readonly PurchaseGroup[] = ["Ordered", "Received", "Returned", "Net"];

/** "2026-11-01" as "Nov 2026". */
export function monthText(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** The last day of the month starting on `month` (YYYY-MM-01). */
function monthEnd(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The lists a row's counts lead to, and the measure that counts them. */
const ROW_LISTS = {
  purchaseOrders: "procurement/purchase-order",
  grns: "procurement/grn",
  stockReturns: "procurement/stock-return",
} as const;
export type RowList = keyof typeof ROW_LISTS;

/** The documents behind a row's count: the list of the row's vendor, made in its month within the range (at the row's location, made current by the caller). */
export function rowLink(list: RowList, row: PurchasesReportRow, filters: PurchasesReportFilters): string {
  const first = row.month > filters.from ? row.month : filters.from;
  const end = monthEnd(row.month);
  const last = end < filters.to ? end : filters.to;
  return listLink(ROW_LISTS[list], [{ field: "vendorId", operator: "eq", value: row.vendorId }, ...madeBetween(first, last)]);
}
