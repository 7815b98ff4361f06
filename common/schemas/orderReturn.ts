// A customer return at the till (returnOrder, issue 13): which lots of the sale come back and how many, whether each
// goes back to stock (sealed, in date) or is written off, how the money goes back, and why.
import { z } from "zod";
import { requiredCount } from "../validation/bounds";
import { optionalBoolean, optionalText, requiredId } from "./fields";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "./idempotency";
import { CART_QUANTITY_MAX, PAYMENT_METHODS } from "./order";

export const RETURN_LINES_MAX = 200;
export const RETURN_LINES_MESSAGE = "Please choose at least one item to return.";
export const RETURN_LOT_TWICE_MESSAGE = "Each lot of the sale may appear once in a return.";
export const RETURN_METHOD_MESSAGE = "Please select how the money goes back.";

const id = (message: string) => requiredId(message).transform((value) => value.toLowerCase());

export const returnLineSchema = z.object({
  orderItemLotId: id("Please choose an item of the sale."),
  quantity: requiredCount("Quantity", { min: 1, max: CART_QUANTITY_MAX }),
  /** true: sealed and in date, back on the shelf; false: written off (opened, damaged, expired). */
  restock: optionalBoolean(true),
});

export const returnOrderSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema.refine((key) => key !== null, { error: IDEMPOTENCY_KEY_MESSAGE }),
    orderId: id("Please find the sale to return."),
    registerId: id("Please select a register."),
    lines: z.array(returnLineSchema, { error: RETURN_LINES_MESSAGE }).min(1, { error: RETURN_LINES_MESSAGE }).max(RETURN_LINES_MAX, { error: `A return can have at most ${RETURN_LINES_MAX} lines.` }),
    refundMethod: z.enum(PAYMENT_METHODS, { error: RETURN_METHOD_MESSAGE }),
    comment: optionalText({ label: "Reason", max: 500 }),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.orderItemLotId)) ctx.addIssue({ code: "custom", path: ["lines", index, "orderItemLotId"], message: RETURN_LOT_TWICE_MESSAGE });
      seen.add(line.orderItemLotId);
    });
  });
export type ReturnOrderInput = z.output<typeof returnOrderSchema>;
