// Stock audits (system/audit): the create-audit wizard's payload, the scan payload and the closure reason, with
// the spec's messages where it gives them (the percentage's helper text) and ours elsewhere; the statuses and the
// refusals a scan answers, shared by the server and the screens.
import { z } from "zod";
import { CONVERSION_MAX, LOTS_PER_REQUEST_MAX, formatBound } from "../validation/bounds";
import { CODE_MAX, requiredId, requiredText } from "./fields";

export const AUDIT_TYPES = ["ALL", "HIGH_SELLING", "LOW_SELLING", "RANDOM", "SPECIFIC_PRODUCT"] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
/** The types that pick a percentage of the location's products. */
export const AUTOMATIC_AUDIT_TYPES: readonly AuditType[] = ["HIGH_SELLING", "LOW_SELLING", "RANDOM"];

export const AUDIT_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "CLOSED"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const AUDIT_PRODUCT_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED"] as const;
export type AuditProductStatus = (typeof AUDIT_PRODUCT_STATUSES)[number];

/** PENDING until the lot is counted (or its product completed); then what the count found. */
export const AUDIT_LOT_STATUSES = ["PENDING", "MATCHED", "SHORT", "EXCESS"] as const;
export type AuditLotStatus = (typeof AUDIT_LOT_STATUSES)[number];

/** High and low selling rank the location's products by the units sold there in this many days. */
export const AUDIT_SALES_DAYS = 90;
export const AUDIT_PERCENTAGE_MIN = 1;
export const AUDIT_PERCENTAGE_MAX = 10;

export const AUDIT_TYPE_MESSAGE = "Please choose the type of audit.";
export const AUDIT_LOCATION_MESSAGE = "Please select the location to audit.";
export const AUDIT_PERCENTAGE_MESSAGE = "Enter the percentage of products to audit (maximum 10%)";
export const AUDIT_PRODUCTS_MESSAGE = "Please choose at least one product.";
export const AUDIT_PRODUCTS_MAX = LOTS_PER_REQUEST_MAX;
export const AUDIT_PRODUCTS_MAX_MESSAGE = `An audit can name at most ${formatBound(AUDIT_PRODUCTS_MAX)} products.`;
export const AUDIT_PRODUCT_MESSAGE = "Please select a product.";
export const AUDIT_LOT_CODE_MESSAGE = "Please scan a lot code.";
/** The spec's two messages of the Open-scan quantity. */
export const AUDIT_QUANTITY_REQUIRED_MESSAGE = "Quantity is required";
export const AUDIT_QUANTITY_MESSAGE = "Please enter a valid quantity greater than 0";
/** Above any pack (the lot's own pack is checked by the server against its units). */
export const AUDIT_QUANTITY_MAX_MESSAGE = `The loose quantity of an opened pack is at most ${formatBound(CONVERSION_MAX)}.`;
export const AUDIT_CLOSURE_REASON_MESSAGE = "Please say why the audit is closed.";
export const AUDIT_COMPLETED_PRODUCT_MESSAGE = "This product audit is already completed!";

/** How many of `count` products an automatic audit of `percentage` % takes: rounded down, at least one. */
export function productsToAudit(count: number, percentage: number): number {
  if (count <= 0) return 0;
  return Math.min(count, Math.max(1, Math.floor((count * percentage) / 100)));
}

/** The create-audit wizard's payload (createAuditDto): a percentage for the automatic types, products for SPECIFIC_PRODUCT. */
export const createAuditSchema = z
  .object({
    locationId: requiredId(AUDIT_LOCATION_MESSAGE),
    selectionType: z.enum(AUDIT_TYPES, { error: AUDIT_TYPE_MESSAGE }),
    percentage: z.number({ error: AUDIT_PERCENTAGE_MESSAGE }).int({ error: AUDIT_PERCENTAGE_MESSAGE }).min(AUDIT_PERCENTAGE_MIN, { error: AUDIT_PERCENTAGE_MESSAGE }).max(AUDIT_PERCENTAGE_MAX, { error: AUDIT_PERCENTAGE_MESSAGE }).nullish(),
    productIds: z.array(requiredId(AUDIT_PRODUCT_MESSAGE)).max(AUDIT_PRODUCTS_MAX, { error: AUDIT_PRODUCTS_MAX_MESSAGE }).nullish(),
  })
  .superRefine((input, ctx) => {
    if (AUTOMATIC_AUDIT_TYPES.includes(input.selectionType) && (input.percentage === null || input.percentage === undefined)) {
      ctx.addIssue({ code: "custom", path: ["percentage"], message: AUDIT_PERCENTAGE_MESSAGE });
    }
    if (input.selectionType === "SPECIFIC_PRODUCT" && (input.productIds ?? []).length === 0) {
      ctx.addIssue({ code: "custom", path: ["productIds"], message: AUDIT_PRODUCTS_MESSAGE });
    }
  })
  .transform((input) => ({
    locationId: input.locationId,
    selectionType: input.selectionType,
    percentage: AUTOMATIC_AUDIT_TYPES.includes(input.selectionType) ? (input.percentage ?? null) : null,
    productIds: input.selectionType === "SPECIFIC_PRODUCT" ? [...new Set((input.productIds ?? []).map((id) => id.toLowerCase()))] : [],
  }));
export type CreateAuditInput = z.output<typeof createAuditSchema>;

/**
 * A scan (scanLotsDto). With a quantity it is an Open scan (the loose units of an opened pack, 1 to the pack's
 * units: the server checks the upper bound against the lot's pack); without one a Box scan (a sealed pack).
 * `force` confirms a count that differs from the books or a lot the audit did not expect.
 */
export const scanAuditLotSchema = z.object({
  auditId: requiredId("Audit not found."),
  productId: requiredId(AUDIT_PRODUCT_MESSAGE),
  scannedLotActionId: requiredText(AUDIT_LOT_CODE_MESSAGE, { label: "Lot code", max: CODE_MAX }),
  quantity: z
    .number({ error: (issue) => (issue.input === "" ? AUDIT_QUANTITY_REQUIRED_MESSAGE : AUDIT_QUANTITY_MESSAGE) })
    .int({ error: AUDIT_QUANTITY_MESSAGE })
    .min(1, { error: AUDIT_QUANTITY_MESSAGE })
    .max(CONVERSION_MAX, { error: AUDIT_QUANTITY_MAX_MESSAGE })
    .nullish(),
  force: z.boolean().nullish().transform((force) => force === true),
});

export const auditClosureReasonSchema = requiredText(AUDIT_CLOSURE_REASON_MESSAGE, { label: "Closure reason", max: 500, multiline: true });

/** What a refused scan says (the scan changes nothing). */
export const AUDIT_SCAN_REFUSALS = {
  noLot: (code: string) => `${code}: no lot has this code.`,
  elsewhere: (code: string, product: string, location: string) => `${code} (${product}) is at ${location}, not at the audited location.`,
  inTransit: (code: string, product: string, location: string) =>
    `${code} (${product}) is on a transfer from ${location} that has not been received yet: count it once it is received where it arrives.`,
  held: (code: string, product: string) =>
    `${code} (${product}) is held by a pending adjustment (a write-off): set it aside, it is not counted as stock until that adjustment is decided.`,
  otherProduct: (code: string, product: string, scanned: string) => `${code} is a lot of ${scanned}, not of ${product}.`,
  notInAudit: (product: string, audit: string) => `${product} is not part of audit ${audit}.`,
  notStarted: (product: string) => `The audit of ${product} has not started: start it first.`,
  closed: (audit: string) => `Audit ${audit} is closed: nothing more can be counted.`,
  boxTwice: (code: string) => `${code} was already counted as a sealed pack: it counts once.`,
  openAbovePack: (units: number) => `The loose quantity of an opened pack is from 1 to ${units}.`,
  unexpected: (code: string, product: string) => `${code} (${product}) was not expected in this audit. Confirm to count it as found stock.`,
  mismatch: (code: string, counted: number) => `${code}: ${counted} counted does not match the stock records. Count it again, or confirm to record it.`,
} as const;
