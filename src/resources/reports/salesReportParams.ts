// The Sales report's filters as the screen, its printable page and a link carry them (the URL's search: from, to,
// period, groupBy, locations), checked by the shared schema (common/schemas/salesReport.ts) on both pages.
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { SALES_REPORT_GROUPS, SALES_REPORT_PERIODS, salesReportSchema, type SalesReportFilters, type SalesReportGroup, type SalesReportPeriod } from "../../../common/schemas/salesReport";

export const GROUP_LABELS: Record<SalesReportGroup, string> = {
  STORE: "Store",
  REGISTER: "Register",
  CASHIER: "Cashier",
  CATEGORY: "Category",
  PRODUCT: "Product",
  PAYMENT_METHOD: "Payment method",
};

export const PERIOD_LABELS: Record<SalesReportPeriod, string> = { DAY: "Day", WEEK: "Week", MONTH: "Month" };

/** Today in Pakistan time: the business day the rollups count in (README "Sales rollups"). */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** What the form holds: dates as entered (maybe missing) and the chosen locations (none: all the user's). */
export interface SalesReportDraft {
  from: string | null;
  to: string | null;
  period: SalesReportPeriod;
  groupBy: SalesReportGroup;
  locationIds: string[];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((each) => each === value) ?? fallback;

/**
 * The draft a URL names; this month to today by store and day when it names nothing. Locations: the ids listed,
 * "all" for all the user's, and the current location when the URL names none.
 */
export function draftFromParams(params: URLSearchParams, currentLocationId: string | null): SalesReportDraft {
  const locations = params.get("locations");
  const today = businessToday();
  return {
    from: params.get("from") ?? `${today.slice(0, 8)}01`,
    to: params.get("to") ?? today,
    period: oneOf(SALES_REPORT_PERIODS, params.get("period"), "DAY"),
    groupBy: oneOf(SALES_REPORT_GROUPS, params.get("groupBy"), "STORE"),
    locationIds: locations === null ? (currentLocationId ? [currentLocationId] : []) : locations.split(",").filter((id) => id && id !== "all"),
  };
}

export function paramsOfDraft(draft: SalesReportDraft): URLSearchParams {
  const params = new URLSearchParams({ from: draft.from ?? "", to: draft.to ?? "", period: draft.period, groupBy: draft.groupBy });
  params.set("locations", draft.locationIds.length > 0 ? draft.locationIds.join(",") : "all");
  return params;
}

/** The filters the report may be asked for, or each field's problem. */
export function checkDraft(draft: SalesReportDraft): { filters: SalesReportFilters; errors: null } | { filters: null; errors: FieldErrors } {
  const parsed = salesReportSchema.safeParse(draft);
  return parsed.success ? { filters: parsed.data, errors: null } : { filters: null, errors: fieldErrorsFromZod(parsed.error) };
}

/** "2026-11-01" read as the period it starts: the day, "Week of 23/11/2026" or "Nov 2026". */
export function periodText(period: SalesReportPeriod, start: string): string {
  const [year, month, day] = start.split("-");
  if (period === "MONTH") return new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
  const date = `${day}/${month}/${year}`;
  return period === "WEEK" ? `Week of ${date}` : date;
}

export type SalesMeasure = "orders" | "returns" | "units" | "gross" | "discount" | "tax" | "fees" | "net" | "cost" | "margin";

const BASKETS: readonly SalesReportGroup[] = ["REGISTER", "CASHIER", "PAYMENT_METHOD"];

/** The measures a grouping has: orders and fees where baskets are read, units and cost where goods are. */
export function measureColumns(groupBy: SalesReportGroup): { key: SalesMeasure; title: string; money: boolean }[] {
  const baskets = BASKETS.includes(groupBy);
  const goods = groupBy !== "PAYMENT_METHOD";
  const all: { key: SalesMeasure; title: string; money: boolean; shown: boolean }[] = [
    { key: "orders", title: "Sales", money: false, shown: baskets },
    { key: "returns", title: "Returns", money: false, shown: baskets },
    { key: "units", title: "Units", money: false, shown: goods },
    { key: "gross", title: "Gross", money: true, shown: true },
    { key: "discount", title: "Discount", money: true, shown: true },
    { key: "tax", title: "Tax", money: true, shown: true },
    { key: "fees", title: "Fees", money: true, shown: baskets },
    { key: "net", title: "Net", money: true, shown: true },
    { key: "cost", title: "Cost", money: true, shown: goods },
    { key: "margin", title: "Margin", money: true, shown: goods },
  ];
  return all.filter((column) => column.shown).map(({ key, title, money }) => ({ key, title, money }));
}
