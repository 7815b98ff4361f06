// The discount form (sales-orders/discounts) and createDiscount/updateDiscount: one schema for both. A code is
// kept in upper case and is unique per tenant (the server checks it); a percentage is at most 100; the end comes
// after the start; buy-X-get-Y needs its quantities.
import { z } from "zod";
import { DISCOUNT_SCOPES, DISCOUNT_TYPES, STORED_DISCOUNT_STATUSES, type DiscountStatus } from "../pricing/discountRules";
import { optionalCount, optionalMoney, optionalPercent, requiredMoney } from "../validation/bounds";
import { optionalBoolean, optionalId, requiredText } from "./fields";

export const DISCOUNT_TITLE_MESSAGE = "Title is required.";
/** A discount targets only locations its author works at (issue 25); none named means every location. */
export const discountLocationsOutsideMessage = (names: string) => `You can aim a discount only at locations you work at: ${names} is not one of them.`;
export const DISCOUNT_EVERY_LOCATION_MESSAGE = "Please choose the locations of the discount: you do not work at every location.";
export const discountAppliesElsewhereMessage = (names: string) => `This discount also applies at ${names}, where you do not work: only someone who works there can change it.`;
export const DISCOUNT_TYPE_MESSAGE = "Please select a type.";
export const DISCOUNT_SCOPE_MESSAGE = "Please select a scope.";
export const DISCOUNT_VALUE_MESSAGE = "Value must be more than 0.";
export const DISCOUNT_PERCENT_MESSAGE = "A percentage cannot be more than 100.";
export const DISCOUNT_CODE_MESSAGE = "Code must be 3 to 30 letters, digits, - or _.";
export const DISCOUNT_START_MESSAGE = "Start date is required.";
export const DISCOUNT_END_MESSAGE = "End date must be after the start date.";
export const DISCOUNT_BUY_MESSAGE = "Buy quantity is required for Buy X Get Y.";
export const DISCOUNT_GET_MESSAGE = "Get quantity is required for Buy X Get Y.";
export const DISCOUNT_GET_PERCENT_MESSAGE = "Get Y discount must be more than 0 and at most 100.";
export const DISCOUNT_STATUS_MESSAGE = "Status must be Active or Inactive.";
export const DISCOUNT_CODE_TAKEN = "A discount with this code already exists.";
export const DISCOUNT_NOT_FOUND = "Discount not found.";
export const DISCOUNT_TARGETS_MAX = 500;

export const DISCOUNT_TYPE_LABELS = { FIXED_AMOUNT: "Fixed Amount", PERCENTAGE: "Percentage" } as const;
export const DISCOUNT_SCOPE_LABELS = { BUY_X_GET_Y: "Buy X Get Y", CART: "Cart", FREE_SHIPPING: "Free Shipping", PRODUCT: "Product" } as const;
export const DISCOUNT_STATUS_LABELS = { ACTIVE: "Active", SCHEDULED: "Scheduled", EXPIRED: "Expired", IN_ACTIVE: "Inactive" } as const satisfies Record<DiscountStatus, string>;

const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
const QUANTITY_MAX = 10_000;
const USES_MAX = 1_000_000_000;

/** A discount's dates are days in Pakistan time (no daylight saving): it starts at 00:00 and ends at 23:59:59. */
const PAKISTAN_OFFSET = "+05:00";
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (YYYY-MM-DD, Pakistan time) of an instant: how the form shows a stored start or end. */
export function discountDay(instant: Date | string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}

/** An ISO 8601 instant, or a calendar day taken from its first (start) or last (end) second in Pakistan. */
const dateTime = (message: string, edge: "start" | "end") =>
  z.preprocess(
    (value) => {
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
      if (typeof value === "string" && CALENDAR_DAY.test(value.trim())) return `${value.trim()}T${edge === "start" ? "00:00:00" : "23:59:59"}${PAKISTAN_OFFSET}`;
      return value;
    },
    z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value)),
  );

const idList = (label: string) =>
  z
    .array(optionalId(`Please select valid ${label}.`), { error: `Please select valid ${label}.` })
    .max(DISCOUNT_TARGETS_MAX, { error: `At most ${DISCOUNT_TARGETS_MAX} ${label} can be selected.` })
    .nullish()
    .transform((ids) => [...new Set((ids ?? []).filter((id): id is string => id !== null).map((id) => id.toLowerCase()))]);

export const discountInputSchema = z
  .object({
    title: requiredText(DISCOUNT_TITLE_MESSAGE, { label: "Title", max: 120 }),
    code: z
      .string({ error: DISCOUNT_CODE_MESSAGE })
      .nullish()
      .transform((value) => (value ?? "").trim().toUpperCase() || null)
      .refine((value) => value === null || CODE_PATTERN.test(value), { error: DISCOUNT_CODE_MESSAGE }),
    type: z.enum(DISCOUNT_TYPES, { error: DISCOUNT_TYPE_MESSAGE }),
    scope: z.enum(DISCOUNT_SCOPES, { error: DISCOUNT_SCOPE_MESSAGE }),
    value: requiredMoney("Value", { message: DISCOUNT_VALUE_MESSAGE, missingMessage: DISCOUNT_VALUE_MESSAGE }).refine((value) => value > 0, { error: DISCOUNT_VALUE_MESSAGE }),
    maxDiscountAmount: optionalMoney("Max discount amount").refine((value) => value === null || value > 0, { error: "Max discount amount must be more than 0." }),
    minPurchaseAmount: optionalMoney("Min purchase amount"),
    minQuantity: optionalCount("Min quantity", { min: 1, max: QUANTITY_MAX }),
    buyX: optionalCount("Buy quantity", { min: 1, max: QUANTITY_MAX }),
    getY: optionalCount("Get quantity", { min: 1, max: QUANTITY_MAX }),
    getYDiscount: optionalPercent("Get Y discount", { message: DISCOUNT_GET_PERCENT_MESSAGE }),
    limitUses: optionalCount("Limit uses", { min: 1, max: USES_MAX }),
    combinable: optionalBoolean(false),
    status: z
      .enum(STORED_DISCOUNT_STATUSES, { error: DISCOUNT_STATUS_MESSAGE })
      .nullish()
      .transform((value) => value ?? "ACTIVE"),
    startDate: z.preprocess((value) => value ?? "", dateTime(DISCOUNT_START_MESSAGE, "start")),
    endDate: z.preprocess((value) => (value === "" ? null : value), dateTime("Please enter a valid end date.", "end").nullish()).transform((value) => value ?? null),
    partnerId: optionalId("Please select a valid partner.").transform((value) => value?.toLowerCase() ?? null),
    categoryIds: idList("categories"),
    customerIds: idList("customers"),
    productIds: idList("products"),
    tagIds: idList("tags"),
    locationIds: idList("locations"),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (input.type === "PERCENTAGE" && input.value > 100) issue("value", DISCOUNT_PERCENT_MESSAGE);
    if (input.endDate && input.endDate.getTime() <= input.startDate.getTime()) issue("endDate", DISCOUNT_END_MESSAGE);
    if (input.scope === "BUY_X_GET_Y") {
      if (input.buyX === null) issue("buyX", DISCOUNT_BUY_MESSAGE);
      if (input.getY === null) issue("getY", DISCOUNT_GET_MESSAGE);
      if (input.getYDiscount !== null && input.getYDiscount <= 0) issue("getYDiscount", DISCOUNT_GET_PERCENT_MESSAGE);
    }
  });
export type DiscountInput = z.output<typeof discountInputSchema>;
