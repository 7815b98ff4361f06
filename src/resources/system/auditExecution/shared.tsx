// What the audit execution steps share: the routes, the steps, the status tags, money at cost, the page sizes.
import { formatMoney } from "../../../../common/money";
import { AUDIT_LOT_STATUSES, AUDIT_PRODUCT_STATUSES, AUDIT_STATUSES } from "../../../../common/schemas/audit";
import { optionsOf, currencyCode } from "../../catalogue/options";

/** The audit list (built beside this screen) and this screen's route, relative to /app. */
export const AUDIT_LIST = "system/audit";
export const AUDIT_EXECUTION = `${AUDIT_LIST}/execution/:id`;

/** The spec's steps, in order. */
export const EXECUTION_STEPS = ["SELECT_PRODUCT", "SCAN_LOTS", "SHOW_SUMMARY", "CONFIRM"] as const;
export type ExecutionStep = (typeof EXECUTION_STEPS)[number];
export const STEP_TITLES: Readonly<Record<ExecutionStep, string>> = {
  SELECT_PRODUCT: "Select Product",
  SCAN_LOTS: "Scan Lots",
  SHOW_SUMMARY: "Summary",
  CONFIRM: "Confirm",
};

export const AUDIT_STATUS_OPTIONS = optionsOf(AUDIT_STATUSES, { PENDING: "gold", IN_PROGRESS: "blue", COMPLETED: "green", CLOSED: "default" });
export const PRODUCT_STATUS_OPTIONS = optionsOf(AUDIT_PRODUCT_STATUSES, { PENDING: "gold", IN_PROGRESS: "blue", COMPLETED: "green" });
export const LOT_STATUS_OPTIONS = optionsOf(AUDIT_LOT_STATUSES, { PENDING: "default", MATCHED: "green", SHORT: "red", EXCESS: "purple" });

/** A value at cost, in the tenant's currency. */
export const costText = (value: number): string => formatMoney(value, { prefix: `${currencyCode()} ` });

/** Lot tables (spec section 9): the scan overview 10, 20, 50; the summary's non-matched lots 10, 15, 20. */
export const OVERVIEW_LOTS_PAGING = { pageSize: 10, pageSizeOptions: [10, 20, 50] } as const;
export const SUMMARY_LOTS_PAGING = { pageSize: 10, pageSizeOptions: [10, 15, 20] } as const;

/** The audit product search waits this long after the last key (spec section 9). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
