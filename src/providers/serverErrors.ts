// Reading a failed request for the screens: its sentence for the toast, and the per-field messages a
// BAD_USER_INPUT carries (GraphqlRequestError, graphqlClient.ts) for the form's fields.
import type { FieldErrors } from "../../common/validation/fieldErrors";

/** Per-field messages a BAD_USER_INPUT error carries (GraphqlRequestError.fields), if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (typeof error !== "object" || error === null || !("fields" in error)) return {};
  const fields = (error as { fields: unknown }).fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
