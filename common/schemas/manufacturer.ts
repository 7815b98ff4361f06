// Manufacturers. A reason is kept as lastReason whenever the status changes; leaving ACTIVE needs one.
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const MANUFACTURER_REASON_MESSAGE = "Please give a reason for deactivating this manufacturer.";

export const manufacturerInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { label: "Name", max: 120 }),
  status: activeStatus(),
  description: optionalText({ label: "Description", max: 2000, multiline: true }),
  lineOfBusiness: optionalText({ label: "Line of business", max: 120 }),
  reason: optionalText({ label: "Reason", max: 500, multiline: true }),
});

export type ManufacturerInput = z.infer<typeof manufacturerInputSchema>;

/** Whether an update from status `from` to `to` must give a reason. */
export function manufacturerNeedsReason(from: string, to: string): boolean {
  return from === "ACTIVE" && to !== "ACTIVE";
}
