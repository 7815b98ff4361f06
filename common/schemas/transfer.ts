// Stock transfers (inventory-management/stock-transfer): lots scanned by their code, or products and a number of
// packs (the server picks sealed packs, earliest expiry first), sent from the current location to another one of
// the company. Each refused lot is named with its reason.
import { z } from "zod";
import { LOTS_PER_REQUEST_MAX, formatBound } from "../validation/bounds";
import { hasControlCharacters } from "../validation/text";
import { idempotencyKeySchema } from "./idempotency";
import { optionalDate } from "./dates";
import { CODE_MAX, optionalId, optionalText, requiredId } from "./fields";

export const TRANSFER_STATUSES = ["IN_TRANSIT", "PARTIALLY_RECEIVED", "RECEIVED", "CANCELLED"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_FROM_MESSAGE = "Please select the location the stock leaves.";
export const TRANSFER_TO_MESSAGE = "Please select the location the stock goes to.";
export const TRANSFER_SAME_LOCATION_MESSAGE = "A transfer goes to another location.";
export const TRANSFER_ITEMS_MESSAGE = "Please add at least one lot or product.";
export const TRANSFER_LOTS_MAX_MESSAGE = `A transfer can have at most ${formatBound(LOTS_PER_REQUEST_MAX)} lots.`;
export const TRANSFER_LOT_CODE_MESSAGE = `Lot codes must be scanned or typed codes of at most ${CODE_MAX} characters.`;
export const TRANSFER_PACKS_MESSAGE = "Packs must be a whole number from 1.";
export const TRANSFER_PRODUCT_MESSAGE = "Please select a product.";
export const TRANSFER_DESCRIPTION_MAX = 1000;

/** Why a scanned lot cannot be sent (bulkValidateProductLots and createTransfer say the same). */
export const LOT_REFUSALS = {
  notFound: (code: string) => `${code}: no lot has this code.`,
  elsewhere: (code: string, product: string, location: string) => `${code} (${product}) is at ${location}, not here.`,
  expired: (code: string, product: string, expiry: string) => `${code} (${product}) expired on ${expiry}.`,
  inTransfer: (code: string, product: string, transfer: string) => `${code} (${product}) is already in transfer ${transfer}.`,
  status: (code: string, product: string, status: string) => `${code} (${product}) is ${status}, so it cannot be sent.`,
  twice: (code: string) => `${code} is in the list twice.`,
  counted: (code: string, product: string, audit: string) =>
    `${code} (${product}) was counted short or in excess in audit ${audit}: it stays here until the audit is closed and its adjustment decided.`,
  pendingAdjustment: (code: string, product: string, adjustment: string) =>
    `${code} (${product}) is on pending adjustment ${adjustment}: it stays here until the adjustment is approved or rejected.`,
} as const;

export const notEnoughPacksMessage = (product: string, wanted: number, available: number) =>
  `Only ${available} sealed pack${available === 1 ? "" : "s"} of ${product} can be sent from here, not ${wanted}.`;

const lotCode = z
  .string({ error: TRANSFER_LOT_CODE_MESSAGE })
  .trim()
  .min(1, { error: TRANSFER_LOT_CODE_MESSAGE })
  .max(CODE_MAX, { error: TRANSFER_LOT_CODE_MESSAGE })
  .refine((code) => !hasControlCharacters(code), { error: TRANSFER_LOT_CODE_MESSAGE });

/** Scanned codes as typed (duplicates kept: a code scanned twice is refused by name). */
export const lotCodesSchema = z.array(lotCode, { error: TRANSFER_LOT_CODE_MESSAGE }).max(LOTS_PER_REQUEST_MAX, { error: TRANSFER_LOTS_MAX_MESSAGE });

const productPacks = z.object({
  productId: requiredId(TRANSFER_PRODUCT_MESSAGE),
  packs: z.number({ error: TRANSFER_PACKS_MESSAGE }).int({ error: TRANSFER_PACKS_MESSAGE }).min(1, { error: TRANSFER_PACKS_MESSAGE }).max(LOTS_PER_REQUEST_MAX, { error: TRANSFER_LOTS_MAX_MESSAGE }),
});

/** CreateTransferInput (createTransfer) and the create screen. */
export const transferInputSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    locationFromId: requiredId(TRANSFER_FROM_MESSAGE),
    locationToId: requiredId(TRANSFER_TO_MESSAGE),
    demandNoteId: optionalId("Demand note not found."),
    description: optionalText({ label: "Description", max: TRANSFER_DESCRIPTION_MAX, multiline: true }),
    expectedDeliveryDate: optionalDate(),
    lotCodes: lotCodesSchema.nullish().transform((codes) => codes ?? []),
    products: z.array(productPacks).max(LOTS_PER_REQUEST_MAX, { error: TRANSFER_LOTS_MAX_MESSAGE }).nullish().transform((lines) => lines ?? []),
  })
  .superRefine((input, ctx) => {
    if (input.locationFromId === input.locationToId) ctx.addIssue({ code: "custom", path: ["locationToId"], message: TRANSFER_SAME_LOCATION_MESSAGE });
    if (input.lotCodes.length === 0 && input.products.length === 0) ctx.addIssue({ code: "custom", path: ["lotCodes"], message: TRANSFER_ITEMS_MESSAGE });
    const packs = input.lotCodes.length + input.products.reduce((sum, line) => sum + line.packs, 0);
    if (packs > LOTS_PER_REQUEST_MAX) ctx.addIssue({ code: "custom", path: ["lotCodes"], message: TRANSFER_LOTS_MAX_MESSAGE });
  });

