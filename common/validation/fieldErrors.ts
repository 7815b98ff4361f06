import type { z } from "zod";

/** Field path (joined with '.', "" for the whole input) → message. */
export type FieldErrors = Record<string, string>;

/** The first message per path, e.g. { name: "Name is required.", warehouse_id: "…" }. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
