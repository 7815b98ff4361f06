// Idempotency keys (DESIGN "Retries"): a mutation that a client may retry runs once per client-generated key;
// a repeat with the same request is answered the stored result, the same key with another request is refused.
import { and, eq, lt, sql } from "drizzle-orm";
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from "../../common/schemas/idempotency";
import type { Database, Tx } from "../db";
import { idempotencyKeys } from "../db/schema";
import { conflict } from "./errors";
import { hashOfJson, type JsonValue } from "./json";

/** Rows older than this are pruned by the job queue's housekeeping (a retry comes within minutes). */
const IDEMPOTENCY_KEY_DAYS = 7;

export interface IdempotentRequest {
  tenantId: string;
  /** The mutation, e.g. "updateGrnReceivedStatus": a key is unique per tenant and operation. */
  operation: string;
  /** The client's key, already validated with idempotencyKeySchema; null runs `run` without a key. */
  key: string | null;
  /** What was asked, normalised (ids sorted, the user…): a repeat must ask the same to get the stored answer. */
  request: JsonValue;
}

/**
 * Runs `run` once per key inside the caller's transaction and stores its result with the key, so both commit
 * or roll back together (a failed first attempt leaves the key free). The claim is an insert: a concurrent
 * duplicate blocks on the primary key until the first transaction ends, then finds its row and answers the
 * stored result instead of running twice.
 */
export async function withIdempotency<T extends JsonValue>(tx: Tx, claim: IdempotentRequest, run: () => Promise<T>): Promise<T> {
  const { tenantId, operation, key } = claim;
  if (key === null) return run();
  const requestHash = hashOfJson(claim.request);
  const thisKey = and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key));
  // Twice at most: housekeeping may prune an old row between the insert and the read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await tx.insert(idempotencyKeys).values({ tenantId, operation, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 1) {
      const result = await run();
      await tx.update(idempotencyKeys).set({ result }).where(thisKey);
      return result;
    }
    const [stored] = await tx.select({ requestHash: idempotencyKeys.requestHash, result: idempotencyKeys.result }).from(idempotencyKeys).where(thisKey);
    if (!stored) continue;
    if (stored.requestHash !== requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return stored.result as T;
  }
  throw new Error(`Idempotency key ${operation}/${key} could be neither claimed nor read.`);
}

/** Deletes keys older than `days` in every tenant (housekeeping, as the owner). Answers how many went. */
export async function pruneIdempotencyKeys(db: Database, days = IDEMPOTENCY_KEY_DAYS): Promise<number> {
  const pruned = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ key: idempotencyKeys.key });
  return pruned.length;
}

/**
 * Claims `key` for `operation` on behalf of another operation that does the same work (syncOfflineOrder for
 * createOrder: the till tried the sale online, got no answer, then kept it offline with the same key). Answers the
 * result `operation` already stored under the key, or null when the key was free: it is then held with `marker`
 * as its request, so a later `operation` with that key is refused (CONFLICT) instead of doing the work twice. A
 * concurrent `operation` with the key blocks this claim until it ends, then its result is read.
 */
export async function claimKeyOf(tx: Tx, claim: { tenantId: string; operation: string; key: string; marker: string }): Promise<JsonValue | null> {
  const { tenantId, operation, key } = claim;
  const claimed = await tx.insert(idempotencyKeys).values({ tenantId, operation, key, requestHash: claim.marker }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length === 1) return null;
  const [stored] = await tx
    .select({ result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
  return (stored?.result as JsonValue | undefined) ?? null;
}
