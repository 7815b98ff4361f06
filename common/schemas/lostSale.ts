// A lost sale (issue 13): a product asked for at the counter and not sold, recorded at the till. The product is
// picked from the catalogue (recorded at its shelf price, which the server reads: a client's price for it is
// refused) or typed when the pharmacy does not stock it (with its price); the server adds what the location had
// at that moment.
import { z } from "zod";
import { optionalMoney, requiredCount } from "../validation/bounds";
import { optionalId, optionalText, requiredId } from "./fields";

export const LOST_SALE_REASONS = ["OUT_OF_STOCK", "EXPIRED_ONLY", "NOT_STOCKED", "PRICE", "OTHER"] as const;
export type LostSaleReason = (typeof LOST_SALE_REASONS)[number];
export const LOST_SALE_REASON_LABELS: Readonly<Record<LostSaleReason, string>> = {
  OUT_OF_STOCK: "Out of stock",
  EXPIRED_ONLY: "Only expired stock",
  NOT_STOCKED: "Not stocked",
  PRICE: "Price",
  OTHER: "Other",
};
/** IN_CATALOGUE: a product of the catalogue; UNLISTED: a name typed at the counter. */
export const LOST_SALE_TYPES = ["IN_CATALOGUE", "UNLISTED"] as const;
export type LostSaleType = (typeof LOST_SALE_TYPES)[number];
export const LOST_SALE_TYPE_LABELS: Readonly<Record<LostSaleType, string>> = { IN_CATALOGUE: "In catalogue", UNLISTED: "Not in catalogue" };
export const LOST_SALE_QUANTITY_MAX = 10_000;

export const LOST_SALE_PRODUCT_MESSAGE = "Please select a product or type its name.";
export const LOST_SALE_PRICE_MESSAGE = "Please enter the price of a product that is not in the catalogue.";
/** A catalogue product is recorded at the shelf price the server reads, never at a price the client sends. */
export const lostSaleShelfPriceMessage = (shelfPrice: string) => `A catalogue product is recorded at its shelf price (${shelfPrice}): leave the price empty.`;
export const LOST_SALE_REASON_MESSAGE = "Please select a reason.";
export const LOST_SALE_NOT_FOUND = "Lost sale not found.";

export const lostSaleInputSchema = z
  .object({
    locationId: requiredId("Please select a location.").transform((value) => value.toLowerCase()),
    registerId: optionalId("Please select a valid register.").transform((value) => value?.toLowerCase() ?? null),
    productId: optionalId(LOST_SALE_PRODUCT_MESSAGE).transform((value) => value?.toLowerCase() ?? null),
    productName: optionalText({ label: "Product name", max: 200 }),
    quantity: requiredCount("Quantity", { min: 1, max: LOST_SALE_QUANTITY_MAX }),
    price: optionalMoney("Price"),
    reason: z.enum(LOST_SALE_REASONS, { error: LOST_SALE_REASON_MESSAGE }),
    comment: optionalText({ label: "Comment", max: 500 }),
  })
  .superRefine((input, ctx) => {
    if (!input.productId && !input.productName) ctx.addIssue({ code: "custom", path: ["productName"], message: LOST_SALE_PRODUCT_MESSAGE });
    if (!input.productId && input.price === null) ctx.addIssue({ code: "custom", path: ["price"], message: LOST_SALE_PRICE_MESSAGE });
  });
