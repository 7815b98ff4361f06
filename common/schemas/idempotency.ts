// Idempotency keys (DESIGN "Retries"): a client that may retry a mutation (stock intake, a sale) generates one
// key per intended action and sends the same key again when it retries; the server answers the first result.
import { z } from "zod";

export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
export const IDEMPOTENCY_KEY_MESSAGE = `The request key must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} letters, digits, '-' or '_'.`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = "This request key was already used for a different request.";

const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN},${IDEMPOTENCY_KEY_MAX}}$`);

/** An optional key: missing and null mean "no key" (the mutation simply runs). */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE })
  .nullish()
  .transform((key) => key ?? null);

export const idempotencyInputSchema = z.object({ idempotencyKey: idempotencyKeySchema });

/**
 * A fresh key of 32 hex digits. Uses crypto.getRandomValues rather than crypto.randomUUID, which browsers offer
 * only on secure origins (a back office reached at http://192.168.x.x:4000 is not one).
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
