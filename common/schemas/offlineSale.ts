// Offline sales (issue 29): a sale the till made without the server, sent later (syncOfflineOrder), and the
// discrepancies the server flagged on it (resolveOfflineDiscrepancy). One schema for the till and the server.
import { z } from "zod";
import { requiredMoney } from "../validation/bounds";
import { cartSchema, paymentSchema, PAYMENTS_EMPTY_MESSAGE, PAYMENTS_MAX, PAYMENTS_MAX_MESSAGE, CART_LINES_MAX } from "./order";
import { idempotencyKeySchema, IDEMPOTENCY_KEY_MESSAGE } from "./idempotency";
import { requiredId, requiredText } from "./fields";

/** How far ahead of the server's clock a till's clock may run: a sale "made" later than this is refused. */
export const OFFLINE_CLOCK_SKEW_MINUTES = 5;
/** The methods a till takes offline: credit and delivery need the server. */
export const OFFLINE_PAYMENT_METHODS = ["CASH", "CARD"] as const;
export const OFFLINE_DISCREPANCY_KINDS = ["SHORTFALL", "PRICE"] as const;
export type OfflineDiscrepancyKind = (typeof OFFLINE_DISCREPANCY_KINDS)[number];

export const OFFLINE_NUMBER_MESSAGE = "The offline number must be the register's code, '-OFF-' and a sequence of at least 6 digits, e.g. REG-0001-OFF-000042.";
export const MADE_AT_MESSAGE = "madeAt must be the ISO-8601 time the sale was made, e.g. 2026-11-27T10:15:00+05:00.";
export const OFFLINE_PAYMENT_METHOD_MESSAGE = "An offline sale is paid in cash or by card only (credit needs the server).";
export const OFFLINE_DELIVERY_MESSAGE = "A delivery cannot be sold offline.";
export const LINE_PRICE_MESSAGE = "A line's unit price must be an amount of 0 or more with at most 2 decimals.";
export const DISCREPANCY_NOTE_MESSAGE = "Please write how the discrepancy was resolved.";
export const DISCREPANCY_ALREADY_RESOLVED_MESSAGE = "This discrepancy is already resolved.";
export const DISCREPANCY_NOT_FOUND_MESSAGE = "Discrepancy not found.";

/** "REG-0001-OFF-000042": the register's code, -OFF-, 6 or more digits. */
export const OFFLINE_NUMBER_PATTERN = /^(.+)-OFF-(\d{6,})$/;

/** The register code an offline number names, or null when it is not of the form. */
export function registerCodeOfOfflineNumber(offlineNumber: string): string | null {
  return OFFLINE_NUMBER_PATTERN.exec(offlineNumber)?.[1] ?? null;
}

export const offlineNumberOfRegisterMessage = (registerCode: string) =>
  `The offline number must be of this register: ${registerCode}-OFF- and at least 6 digits, e.g. ${registerCode}-OFF-000001.`;
export const offlineNumberTakenMessage = (offlineNumber: string) => `Offline sale ${offlineNumber} was already sent with another request key.`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const lowerId = (message: string) => requiredId(message).transform((value) => value.toLowerCase());

/** The unit price the till charged for a product of the cart (its receipt's price), to check against the list. */
export const offlineLinePriceSchema = z.object({
  productId: lowerId("Please select a product."),
  unitPrice: requiredMoney("Unit price", { message: LINE_PRICE_MESSAGE }),
});

export const offlineOrderSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema.refine((key) => key !== null, { error: IDEMPOTENCY_KEY_MESSAGE }).transform((key) => key as string),
    offlineNumber: z
      .string({ error: OFFLINE_NUMBER_MESSAGE })
      .trim()
      .toUpperCase()
      .max(60, { error: OFFLINE_NUMBER_MESSAGE })
      .regex(OFFLINE_NUMBER_PATTERN, { error: OFFLINE_NUMBER_MESSAGE }),
    madeAt: z
      .string({ error: MADE_AT_MESSAGE })
      .trim()
      .regex(ISO_INSTANT, { error: MADE_AT_MESSAGE })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: MADE_AT_MESSAGE })
      .transform((value) => new Date(value)),
    order: cartSchema,
    payments: z
      .array(paymentSchema, { error: PAYMENTS_EMPTY_MESSAGE })
      .min(1, { error: PAYMENTS_EMPTY_MESSAGE })
      .max(PAYMENTS_MAX, { error: PAYMENTS_MAX_MESSAGE }),
    linePrices: z
      .array(offlineLinePriceSchema)
      .max(CART_LINES_MAX)
      .nullish()
      .transform((value) => value ?? []),
  })
  .superRefine((sale, ctx) => {
    if (sale.order.orderType === "DELIVERY") ctx.addIssue({ code: "custom", path: ["order", "orderType"], message: OFFLINE_DELIVERY_MESSAGE });
    sale.payments.forEach((payment, index) => {
      if (!(OFFLINE_PAYMENT_METHODS as readonly string[]).includes(payment.method)) ctx.addIssue({ code: "custom", path: ["payments", index, "method"], message: OFFLINE_PAYMENT_METHOD_MESSAGE });
    });
  });
export type OfflineOrderInput = z.output<typeof offlineOrderSchema>;

/**
 * Sales one syncOfflineOrders request may carry: the till sends its backlog in batches of this many (a day offline
 * is hundreds), each answered on its own; more in one request would hold the sale path's locks too long. Each sale
 * takes a savepoint, and one more for each line's lots (allocateLots): ten sales stay within the 64 subtransactions
 * a PostgreSQL backend keeps in memory (past them, every other session's snapshot check reads pg_subtrans).
 */
export const OFFLINE_SYNC_BATCH_MAX = 10;
export const OFFLINE_BATCH_EMPTY_MESSAGE = "Send at least one offline sale.";
export const OFFLINE_BATCH_MAX_MESSAGE = `Send at most ${OFFLINE_SYNC_BATCH_MAX} offline sales in one request.`;

/** The batch's size only: each sale is read by offlineOrderSchema on its own, so one bad sale refuses only itself. */
export const offlineOrderBatchSchema = z.object({
  sales: z.array(z.unknown(), { error: OFFLINE_BATCH_EMPTY_MESSAGE }).min(1, { error: OFFLINE_BATCH_EMPTY_MESSAGE }).max(OFFLINE_SYNC_BATCH_MAX, { error: OFFLINE_BATCH_MAX_MESSAGE }),
});

export const resolveOfflineDiscrepancySchema = z.object({
  id: lowerId(DISCREPANCY_NOT_FOUND_MESSAGE),
  note: requiredText(DISCREPANCY_NOTE_MESSAGE, { label: "Note", max: 500 }),
});
