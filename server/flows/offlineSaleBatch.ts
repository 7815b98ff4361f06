// A till's offline sales sent as one batch (syncOfflineOrders, README "Offline till"): up to OFFLINE_SYNC_BATCH_MAX
// sales in one request and one transaction, instead of a round trip, a session check and a commit for each one.
// Each sale goes through syncOfflineOrder exactly as when it comes alone (its key, its checks, its refusals), in a
// savepoint of its own: a refused sale undoes only itself (its key claim included, so a later send may take it) and
// the others are taken. A concurrent duplicate of a sale blocks on its key's claim until this transaction ends, then
// answers the stored order (withIdempotency), as for one sale. Only the service's own refusals (AppError) are
// answered per sale; anything else (a database failure, a deadlock) fails the whole request and rolls all of it
// back, so the till, seeing no usable answer, sends the batch again later.
import { offlineOrderBatchSchema } from "../../common/schemas/offlineSale";
import type { FieldErrors } from "../../common/validation/fieldErrors";
import type { ServiceScope } from "../core/context";
import { isAppError, parseInput, type ErrorCode } from "../core/errors";
import { withSavepoint } from "../core/transaction";
import type { OrderRow } from "../modules/sales";
import { syncOfflineOrder } from "./offlineSale";

export interface OfflineSaleRefusal {
  code: ErrorCode;
  message: string;
  /** BAD_USER_INPUT's message per field ("madeAt", "offlineNumber"…), else null. */
  fields: FieldErrors | null;
}

/** One sale's answer, in the batch's order: its order, or why it was refused. */
export interface OfflineSaleResult {
  /** The key the sale was sent with (null when it sent none a string could be read from). */
  idempotencyKey: string | null;
  order: OrderRow | null;
  refusal: OfflineSaleRefusal | null;
}

function keyOf(sale: unknown): string | null {
  const key = (sale as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === "string" ? key : null;
}

function fieldsOf(extensions: Record<string, unknown>): FieldErrors | null {
  const fields = extensions.fields;
  return fields !== null && typeof fields === "object" ? (fields as FieldErrors) : null;
}

/** Takes the sales in their order, each once per key; answers one result per sale, in the same order. */
export async function syncOfflineOrders(scope: ServiceScope, raw: { sales: unknown }): Promise<OfflineSaleResult[]> {
  const { sales } = parseInput(offlineOrderBatchSchema, raw);
  const results: OfflineSaleResult[] = [];
  for (const sale of sales) {
    const idempotencyKey = keyOf(sale);
    try {
      const order = await withSavepoint(scope.tx, (tx) => syncOfflineOrder({ ...scope, tx }, sale));
      results.push({ idempotencyKey, order, refusal: null });
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.push({ idempotencyKey, order: null, refusal: { code: error.code, message: error.message, fields: fieldsOf(error.extensions) } });
    }
  }
  return results;
}
