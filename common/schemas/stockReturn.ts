// Stock returns: lots (picked by id or scanned by code) sent back to the vendor they were bought from.
import { z } from "zod";
import { optionalText, requiredId } from "./fields";

export const STOCK_RETURN_VENDOR_MESSAGE = "Please select a vendor.";
export const STOCK_RETURN_LOCATION_MESSAGE = "Please select a location.";
export const STOCK_RETURN_LOTS_MESSAGE = "Please add at least one lot.";
export const STOCK_RETURN_LOTS_MAX = 5000;
export const STOCK_RETURN_COMMENT_MAX = 2000;
export const STOCK_RETURN_COMMENT_MESSAGE = `Comment must be at most ${STOCK_RETURN_COMMENT_MAX} characters.`;
export const lotsNotInStockMessage = (codes: readonly string[]) => `These lots are not in stock at this location: ${codes.join(", ")}.`;
export const lotsOfOtherVendorMessage = (codes: readonly string[]) => `These lots were not bought from this vendor: ${codes.join(", ")}.`;

const codes = z
  .array(z.string({ error: STOCK_RETURN_LOTS_MESSAGE }), { error: STOCK_RETURN_LOTS_MESSAGE })
  .nullish()
  .transform((values) => [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ""))]);

export const stockReturnInputSchema = z
  .object({
    vendorId: requiredId(STOCK_RETURN_VENDOR_MESSAGE),
    locationId: requiredId(STOCK_RETURN_LOCATION_MESSAGE),
    lotIds: codes,
    actionIds: codes,
    comment: optionalText({ length: STOCK_RETURN_COMMENT_MAX, message: STOCK_RETURN_COMMENT_MESSAGE }),
  })
  .superRefine((input, ctx) => {
    const total = input.lotIds.length + input.actionIds.length;
    if (total === 0) ctx.addIssue({ code: "custom", path: ["lots"], message: STOCK_RETURN_LOTS_MESSAGE });
    if (total > STOCK_RETURN_LOTS_MAX) ctx.addIssue({ code: "custom", path: ["lots"], message: `A return can have at most ${STOCK_RETURN_LOTS_MAX} lots.` });
  });

export type StockReturnInput = z.infer<typeof stockReturnInputSchema>;
