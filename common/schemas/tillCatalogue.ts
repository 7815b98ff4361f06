// The till's local catalogue feed (issue 29): what changed for a store's till since the cursor of its last sync.
import { z } from "zod";
import { optionalId, requiredId } from "./fields";

export const TILL_CATALOGUE_SINCE_MESSAGE = "Since must be the cursor of an earlier sync (an ISO-8601 time).";

const since = z
  .string()
  .trim()
  .max(40, TILL_CATALOGUE_SINCE_MESSAGE)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), TILL_CATALOGUE_SINCE_MESSAGE)
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

export const tillCatalogueChangesSchema = z.object({
  locationId: requiredId("Please select a location.").transform((value) => value.toLowerCase()),
  registerId: optionalId("Please select a register.").transform((value) => value?.toLowerCase() ?? null),
  since,
});
