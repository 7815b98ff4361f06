// Purchase orders (DESIGN "Procurement"): vendor, delivery location, items in buying units with trade price,
// trade discount % and GST %. Every amount is computed by the server with common/pricing (pricePurchaseOrder).
import { z } from "zod";
import { pricePurchaseOrder } from "../pricing/purchaseOrder";
import {
  CONVERSION_MAX,
  MONEY_MAX,
  QUANTITY_MAX,
  formatBound,
  isWithinMoneyMax,
  optionalCount,
  optionalMoney,
  optionalPercent,
  requiredCount,
  requiredMoney,
  whenValid,
} from "../validation/bounds";
import { isCalendarDate, requiredDate, todayUtc } from "./dates";
import { optionalText, requiredId } from "./fields";
import { UNITS_OF_MEASURE } from "./taxonomy";

// in the order of their workflow: lists and filters show them so
export const PURCHASE_ORDER_STATUSES = ["OPEN", "PARTIAL", "FULFILLED", "CLOSED", "CANCELLED"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const ORDER_TYPES = ["NORMAL", "RETURN"] as const;
export const PO_TYPES = ["NORMAL", "ADVANCE", "FOC"] as const;

export const PURCHASE_ORDER_ITEMS_MAX = 200;
export const VENDOR_MESSAGE = "Please select a vendor.";
export const ACTIVE_VENDOR_MESSAGE = "Please select an active vendor.";
export const DELIVERY_LOCATION_MESSAGE = "Please select a delivery location.";
export const OWN_LOCATION_MESSAGE = "Please select one of your locations.";
export const ITEMS_MESSAGE = "Please add at least one item.";
export const ITEMS_MAX_MESSAGE = `A purchase order can have at most ${PURCHASE_ORDER_ITEMS_MAX} items.`;
export const PRODUCT_MESSAGE = "Please select a product.";
export const ACTIVE_PRODUCT_MESSAGE = "Please select an active product.";
export const DUPLICATE_PRODUCT_MESSAGE = "Each product can appear only once.";
export const REQUIRED_QUANTITY_MESSAGE = "Required quantity must be a whole number of 1 or more.";
export const FOC_MESSAGE = "FOC must be a whole number of 0 or more.";
export const CONVERSION_MESSAGE = "Conversion must be a whole number of 1 or more.";
export const TRADE_PRICE_MESSAGE = "Trade price must be a number of 0 or more with at most 2 decimals.";
export const TRADE_DISCOUNT_MESSAGE = "Trade discount must be between 0 and 100.";
export const GST_MESSAGE = "GST must be between 0 and 100.";
export const CLOSE_MESSAGE = "Only an open or partially received purchase order can be closed.";
export const EDIT_MESSAGE = "Only an open purchase order with nothing received can be edited.";
export const STALE_EDIT_MESSAGE = "This purchase order was changed by someone else. Reload it to see the changes.";
export const EDITED_VERSION_MESSAGE = "Please reload the purchase order before saving it.";
export const LINE_AMOUNT_MESSAGE = `A line can amount to at most ${formatBound(MONEY_MAX)} (quantity × trade price).`;
export const ORDER_TOTAL_MESSAGE = `A purchase order can total at most ${formatBound(MONEY_MAX)}.`;
export const DELIVERY_DATE_PAST_MESSAGE = "Expected delivery date cannot be in the past.";
export const ORDER_TOTAL_ZERO_MESSAGE = "A purchase order must total more than 0. Please check the trade prices and discounts.";

/** A money amount from 0 to MONEY_MAX with at most 2 decimals; `message` covers malformed, negative and decimals. */
export function moneyAmount(label: string, message: string) {
  return requiredMoney(label, { message });
}

/** The same, optional: blank is 0. */
export function optionalMoneyAmount(label: string, message: string) {
  return optionalMoney(label, { message }).transform((value) => value ?? 0);
}

const percentage = (label: string, message: string) => optionalPercent(label, { message }).transform((value) => value ?? 0);

export const purchaseOrderItemInputSchema = z
  .object({
    productId: requiredId(PRODUCT_MESSAGE),
    uom: z.enum(UNITS_OF_MEASURE, { error: "Please select a unit." }).nullish().transform((value) => value ?? null),
    itemConversion: optionalCount("Conversion", { min: 1, max: CONVERSION_MAX, message: CONVERSION_MESSAGE }),
    requiredQuantity: requiredCount("Required quantity", { min: 1, max: QUANTITY_MAX, message: REQUIRED_QUANTITY_MESSAGE }),
    foc: optionalCount("FOC", { min: 0, max: QUANTITY_MAX, message: FOC_MESSAGE }).transform((value) => value ?? 0),
    tradePrice: moneyAmount("Trade price", TRADE_PRICE_MESSAGE),
    tradeDiscountPercentage: percentage("Trade discount", TRADE_DISCOUNT_MESSAGE),
    gstPercentage: percentage("GST", GST_MESSAGE),
  })
  .superRefine(
    (item, ctx) => {
      if (!isWithinMoneyMax(pricePurchaseOrder([item]).lines[0].gross)) ctx.addIssue({ code: "custom", path: ["requiredQuantity"], message: LINE_AMOUNT_MESSAGE });
    },
    { when: whenValid() },
  );

/** What an order says beyond its vendor and delivery location: the part an edit may change. */
const purchaseOrderTermsShape = {
  // "Today" is the UTC date, as everywhere in common/schemas/dates.
  expectedDeliveryDate: requiredDate().refine((date) => !isCalendarDate(date) || date >= todayUtc(), { error: DELIVERY_DATE_PAST_MESSAGE }),
  orderType: z.enum(ORDER_TYPES, { error: "Please select an order type." }).nullish().transform((value) => value ?? "NORMAL"),
  poType: z.enum(PO_TYPES, { error: "Please select a PO type." }).nullish().transform((value) => value ?? "NORMAL"),
  additionalTerms: optionalText({ label: "Additional terms", max: 2000, multiline: true }),
  returnRfid: optionalText({ label: "Return RFID", max: 120 }),
  items: z
    .array(purchaseOrderItemInputSchema, { error: ITEMS_MESSAGE })
    .min(1, { error: ITEMS_MESSAGE })
    .max(PURCHASE_ORDER_ITEMS_MAX, { error: ITEMS_MAX_MESSAGE }),
};

/**
 * The order's total, computed as the server will: more than 0 (an order of free goods says so with PO type FOC)
 * and within MONEY_MAX.
 */
function totalWithinBound(input: { poType: string; items: readonly PurchaseOrderItemInput[] }, ctx: z.RefinementCtx) {
  const { totalAmount } = pricePurchaseOrder(input.items).totals;
  if (totalAmount.lte(0) && input.poType !== "FOC") ctx.addIssue({ code: "custom", path: ["items"], message: ORDER_TOTAL_ZERO_MESSAGE });
  else if (!isWithinMoneyMax(totalAmount)) ctx.addIssue({ code: "custom", path: ["items"], message: ORDER_TOTAL_MESSAGE });
}

function eachProductOnce(input: { items: readonly { productId: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  input.items.forEach((item, index) => {
    const key = item.productId.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["items", index, "productId"], message: DUPLICATE_PRODUCT_MESSAGE });
    seen.add(key);
  });
}

export const purchaseOrderInputSchema = z
  .object({
    vendorId: requiredId(VENDOR_MESSAGE),
    deliveryLocationId: requiredId(DELIVERY_LOCATION_MESSAGE),
    ...purchaseOrderTermsShape,
  })
  .superRefine(eachProductOnce)
  .superRefine(totalWithinBound, { when: whenValid("items") });

/** The `updatedAt` the editor loaded (a Date from the GraphQL DateTime scalar, or its ISO text). */
const editedVersion = z.preprocess((value) => (typeof value === "string" ? new Date(value) : value), z.date({ error: EDITED_VERSION_MESSAGE }));

/**
 * An edit of an open order with nothing received: vendor and delivery location define the order and stay.
 * `updatedAt` is the version the editor loaded; a save over someone else's change is refused (optimistic lock).
 */
export const purchaseOrderUpdateInputSchema = z
  .object({ ...purchaseOrderTermsShape, updatedAt: editedVersion })
  .superRefine(eachProductOnce)
  .superRefine(totalWithinBound, { when: whenValid("items") });

export type PurchaseOrderItemInput = z.infer<typeof purchaseOrderItemInputSchema>;
