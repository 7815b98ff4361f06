import { z } from "zod";
import { isUuid } from "./uuid";

/** A list of ids (relations picked in a form): null → [], duplicates dropped; one message on the field itself. */
export function idList(message: string) {
  return z
    .array(z.string({ error: message }), { error: message })
    .nullish()
    .transform((ids) => [...new Set((ids ?? []).map((id) => id.trim().toLowerCase()).filter((id) => id !== ""))])
    .refine((ids) => ids.every(isUuid), { error: message });
}
