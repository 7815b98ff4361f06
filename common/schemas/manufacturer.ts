// Manufacturers. A reason is kept as lastReason whenever the status changes; leaving ACTIVE needs one.
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const MANUFACTURER_REASON_MESSAGE = "Please give a reason for deactivating this manufacturer.";

export const manufacturerInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { length: 120, message: "Name must be at most 120 characters." }),
  status: activeStatus(),
  description: optionalText({ length: 2000, message: "Description must be at most 2000 characters." }),
  lineOfBusiness: optionalText({ length: 120, message: "Line of business must be at most 120 characters." }),
  reason: optionalText({ length: 500, message: "Reason must be at most 500 characters." }),
});

export type ManufacturerInput = z.infer<typeof manufacturerInputSchema>;

/** Whether an update from status `from` to `to` must give a reason. */
export function manufacturerNeedsReason(from: string, to: string): boolean {
  return from === "ACTIVE" && to !== "ACTIVE";
}
