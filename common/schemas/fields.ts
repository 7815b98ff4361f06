import { z } from "zod";

// Field builders shared by the input schemas. The same message is used when the value is missing, not a
// string, or empty after trimming.

export function requiredText(message: string, max?: { length: number; message: string }) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return max ? text.max(max.length, { error: max.message }) : text;
}

/** Optional text: trimmed; missing, null and blank all become null. */
export function optionalText(max: { length: number; message: string }) {
  return z
    .string()
    .trim()
    .max(max.length, { error: max.message })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A uuid-shaped id (any version, as Postgres accepts); the message covers missing and malformed values. */
export function requiredId(message: string) {
  return z.preprocess(trimString, z.guid({ error: message }));
}

/** Optional id: missing, null and blank become null; anything else must be uuid-shaped. */
export function optionalId(message: string) {
  return z.preprocess(
    (value) => {
      const trimmed = trimString(value);
      return trimmed === "" || trimmed === undefined ? null : trimmed;
    },
    z.guid({ error: message }).nullable(),
  );
}

function trimString(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}
