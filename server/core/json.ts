// JSON values as stored in jsonb columns (idempotency results, job payloads).
import { createHash } from "node:crypto";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** JSON with object keys sorted at every level, so equal values always give the same text. */
function stableJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** sha256 (hex) of the value's stable JSON. */
export function hashOfJson(value: JsonValue): string {
  return createHash("sha256").update(stableJson(value)).digest("hex");
}
