import { z } from "zod";
import { formatBound } from "./bounds";
import { isUuid } from "./uuid";

/** Relations one record may pick in a form (categories, tags, vendors, manufacturers). */
export const ID_LIST_MAX = 1_000;

/** A list of ids (relations picked in a form): null → [], duplicates dropped; one message on the field itself. */
export function idList(message: string) {
  return z
    .array(z.string({ error: message }), { error: message })
    .max(ID_LIST_MAX, { error: `Please select at most ${formatBound(ID_LIST_MAX)}.` })
    .nullish()
    .transform((ids) => [...new Set((ids ?? []).map((id) => id.trim().toLowerCase()).filter((id) => id !== ""))])
    .refine((ids) => ids.every(isUuid), { error: message });
}
