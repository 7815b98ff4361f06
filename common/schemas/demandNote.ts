// Demand notes (demand-supply-planning/demand-note): a store asks a warehouse for packs of products, for a type of
// replenishment and a delivery date. The spec shows no form messages: ours name the field and the rule.
import { z } from "zod";
import { DEMAND_NOTE_TYPES } from "../planning/suggestedQuantity";
import { LOTS_PER_REQUEST_MAX, formatBound } from "../validation/bounds";
import { idempotencyKeySchema } from "./idempotency";
import { requiredDate } from "./dates";
import { requiredId, requiredText } from "./fields";

export const DEMAND_NOTE_FULFILLMENT_STATUSES = ["PENDING", "PARTIALLY_FULFILLED", "FULFILLED", "UNFULFILLED"] as const;
export type DemandNoteFulfillmentStatus = (typeof DEMAND_NOTE_FULFILLMENT_STATUSES)[number];

export const DEMAND_NOTE_TYPE_MESSAGE = "Please choose the type of demand.";
export const DEMAND_NOTE_DATE_MESSAGE = "Please enter the delivery date.";
export const DEMAND_NOTE_FROM_MESSAGE = "Please select the store that asks.";
export const DEMAND_NOTE_TO_MESSAGE = "Please select the warehouse to ask.";
export const DEMAND_NOTE_SAME_LOCATION_MESSAGE = "A demand note asks another location.";
export const DEMAND_NOTE_LINES_MESSAGE = "Please add at least one product with a quantity.";
export const DEMAND_NOTE_QUANTITY_MESSAGE = "Quantity must be a whole number of packs from 1.";
export const DEMAND_NOTE_PRODUCT_TWICE_MESSAGE = "Each product can be on the note once.";
export const DEMAND_NOTE_LINES_MAX = 2000;
export const DEMAND_NOTE_LINES_MAX_MESSAGE = `A demand note can have at most ${formatBound(DEMAND_NOTE_LINES_MAX)} products.`;
export const CLOSURE_REASON_MESSAGE = "Please say why the note is closed.";

const line = z.object({
  productId: requiredId("Please select a product."),
  requestedQuantity: z.number({ error: DEMAND_NOTE_QUANTITY_MESSAGE }).int({ error: DEMAND_NOTE_QUANTITY_MESSAGE }).min(1, { error: DEMAND_NOTE_QUANTITY_MESSAGE }).max(LOTS_PER_REQUEST_MAX, { error: DEMAND_NOTE_QUANTITY_MESSAGE }),
});

/** CreateDemandNoteInput (createDemandNote) and the create screen. */
export const demandNoteInputSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    type: z.enum(DEMAND_NOTE_TYPES, { error: DEMAND_NOTE_TYPE_MESSAGE }),
    deliveryDate: requiredDate(DEMAND_NOTE_DATE_MESSAGE),
    requestedFromId: requiredId(DEMAND_NOTE_FROM_MESSAGE),
    requestedToId: requiredId(DEMAND_NOTE_TO_MESSAGE),
    lines: z.array(line, { error: DEMAND_NOTE_LINES_MESSAGE }).min(1, { error: DEMAND_NOTE_LINES_MESSAGE }).max(DEMAND_NOTE_LINES_MAX, { error: DEMAND_NOTE_LINES_MAX_MESSAGE }),
  })
  .superRefine((input, ctx) => {
    if (input.requestedFromId === input.requestedToId) ctx.addIssue({ code: "custom", path: ["requestedToId"], message: DEMAND_NOTE_SAME_LOCATION_MESSAGE });
    const seen = new Set<string>();
    input.lines.forEach((entry, index) => {
      if (seen.has(entry.productId)) ctx.addIssue({ code: "custom", path: ["lines", index, "productId"], message: DEMAND_NOTE_PRODUCT_TWICE_MESSAGE });
      seen.add(entry.productId);
    });
  });


export const closureReasonSchema = requiredText(CLOSURE_REASON_MESSAGE, { label: "Closure reason", max: 500, multiline: true });
