// Stock returns: lots (picked by id or scanned by code) sent back to the vendor they were bought from.
import { z } from "zod";
import { LOTS_PER_REQUEST_MAX, formatBound } from "../validation/bounds";
import { hasControlCharacters } from "../validation/text";
import { CODE_MAX, optionalText, requiredId } from "./fields";

export const STOCK_RETURN_VENDOR_MESSAGE = "Please select a vendor.";
export const STOCK_RETURN_LOCATION_MESSAGE = "Please select a location.";
export const STOCK_RETURN_LOTS_MESSAGE = "Please add at least one lot.";
export const STOCK_RETURN_LOTS_MAX = LOTS_PER_REQUEST_MAX;
export const STOCK_RETURN_LOTS_MAX_MESSAGE = `A return can have at most ${formatBound(STOCK_RETURN_LOTS_MAX)} lots.`;
export const LOT_CODE_MESSAGE = `Lot codes must be scanned or typed codes of at most ${CODE_MAX} characters.`;
export const STOCK_RETURN_COMMENT_MAX = 2000;
export const lotsNotInStockMessage = (codes: readonly string[]) => `These lots are not in stock at this location: ${codes.join(", ")}.`;
export const lotsOnPendingAdjustmentMessage = (lots: readonly { actionId: string; adjustment: string }[]) =>
  `These lots are on an adjustment still pending: ${lots.map((lot) => `${lot.actionId} (${lot.adjustment})`).join(", ")}. Approve or reject it first.`;
export const lotsOfOtherVendorMessage = (codes: readonly string[]) => `These lots were not bought from this vendor: ${codes.join(", ")}.`;

const codes = z
  .array(
    z
      .string({ error: STOCK_RETURN_LOTS_MESSAGE })
      .max(CODE_MAX, { error: LOT_CODE_MESSAGE })
      .refine((code) => !hasControlCharacters(code), { error: LOT_CODE_MESSAGE }),
    { error: STOCK_RETURN_LOTS_MESSAGE },
  )
  // Checked before duplicates are dropped too, so that a huge list is refused before any work on it.
  .max(STOCK_RETURN_LOTS_MAX, { error: STOCK_RETURN_LOTS_MAX_MESSAGE })
  .nullish()
  .transform((values) => [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ""))]);

export const stockReturnInputSchema = z
  .object({
    vendorId: requiredId(STOCK_RETURN_VENDOR_MESSAGE),
    locationId: requiredId(STOCK_RETURN_LOCATION_MESSAGE),
    lotIds: codes,
    actionIds: codes,
    comment: optionalText({ label: "Comment", max: STOCK_RETURN_COMMENT_MAX, multiline: true }),
  })
  .superRefine((input, ctx) => {
    const total = input.lotIds.length + input.actionIds.length;
    if (total === 0) ctx.addIssue({ code: "custom", path: ["lots"], message: STOCK_RETURN_LOTS_MESSAGE });
    if (total > STOCK_RETURN_LOTS_MAX) ctx.addIssue({ code: "custom", path: ["lots"], message: STOCK_RETURN_LOTS_MAX_MESSAGE });
  });

export type StockReturnInput = z.infer<typeof stockReturnInputSchema>;
