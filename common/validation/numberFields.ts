import { z } from "zod";

// Number field builders for the catalogue and supplier schemas. GraphQL hands over numbers (Float/Int); the
// form may hand over numeric strings, so those are accepted too. Missing and null become null when optional.

function toNumber(value: unknown): unknown {
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : value;
  }
  return value;
}

export interface Range {
  min?: number;
  max?: number;
  integer?: boolean;
}

function rangedNumber(message: string, range: Range, missingMessage = message) {
  const base = z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : message) });
  return base.refine(
    (value) =>
      Number.isFinite(value) &&
      (!range.integer || Number.isInteger(value)) &&
      (range.min === undefined || value >= range.min) &&
      (range.max === undefined || value <= range.max),
    { error: message },
  );
}

/** A required number in range; one message for malformed and out of range, missingMessage when absent. */
export function requiredNumber(message: string, range: Range = {}, missingMessage = message) {
  return z.preprocess(toNumber, rangedNumber(message, range, missingMessage));
}

/** An optional number in range: missing, null and blank become null. */
export function optionalNumber(message: string, range: Range = {}) {
  return z.preprocess(toNumber, rangedNumber(message, range).nullish()).transform((value) => value ?? null);
}

/** An optional flag: missing and null become the default. */
export function optionalBoolean(fallback: boolean) {
  return z
    .boolean({ error: "Please choose yes or no." })
    .nullish()
    .transform((value) => value ?? fallback);
}
