// A customer return at the till (returnOrder, issue 13): which lots of the sale come back and how many, whether each
// goes back to stock (sealed, in date) or is written off, how the money goes back (the sale's own methods unless a
// permitted user chooses another, with a reason), and why.
import { z } from "zod";
import { requiredCount } from "../validation/bounds";
import { optionalBoolean, optionalText, requiredId } from "./fields";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "./idempotency";
import { CART_QUANTITY_MAX, PAYMENT_METHODS } from "./order";

export const RETURN_LINES_MAX = 200;
export const RETURN_LINES_MESSAGE = "Please choose at least one item to return.";
export const RETURN_LOT_TWICE_MESSAGE = "Each lot of the sale may appear once in a return.";
export const RETURN_METHOD_MESSAGE = "Please select how the money goes back.";
/** Choosing another refund method than the sale's own (issue 25): who may, and why it is asked. */
export const REFUND_METHOD_REASON_RULE = { label: "Reason for the refund method", max: 500 };
export const REFUND_METHOD_REASON_MESSAGE = "Please give the reason for refunding by another method than the sale's.";
/** Whether refunding by `chosen` leaves the sale's own methods (a sale paid by that one method alone does not). */
export function isOtherRefundMethod(saleMethods: readonly string[], chosen: string | null): chosen is string {
  if (chosen === null) return false;
  const own = new Set(saleMethods);
  return own.size > 1 || (own.size === 1 && !own.has(chosen));
}
export const refundMethodForbiddenMessage = (saleMethods: string, chosen: string) =>
  `This sale was paid by ${saleMethods}: its refund goes back the same way. Only a user allowed to choose the refund method can refund it by ${chosen}.`;

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
    /** Absent: back to the sale's own methods, pro rata. Another method needs sales-orders:return-order:refund-any-method and a reason. */
    refundMethod: z
      .enum(PAYMENT_METHODS, { error: RETURN_METHOD_MESSAGE })
      .nullish()
      .transform((method) => method ?? null),
    refundMethodReason: optionalText(REFUND_METHOD_REASON_RULE),
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
