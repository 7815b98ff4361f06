// The sales made on this till while the server could not be reached (README "Offline till"). Each one is written
// to IndexedDB (tillDb) with its idempotency key and its offline number, "<register code>-OFF-<sequence>", the
// sequence kept per register in the same transaction, before its receipt prints. When the connection returns they
// are sent in the order they were made, in batches of up to OFFLINE_SYNC_BATCH_MAX (syncOfflineOrders: one request
// and one server transaction a batch instead of one a sale), each sale with its key (a retried key answers the first
// order, so a sale is never made twice), by one tab at a time: a Web Lock per register. A sale the server refuses
// stays kept, marked with the server's message, for the manager; it is never dropped.
import { OFFLINE_SYNC_BATCH_MAX } from "../../../common/schemas/offlineSale";
import { isNoAnswer } from "./connection";
import type { OfflineSaleRecord, TillDb } from "./tillDb";

export const offlineNumberOf = (registerCode: string, sequence: number) => `${registerCode}-OFF-${String(sequence).padStart(6, "0")}`;

export type NewOfflineSale = Omit<OfflineSaleRecord, "offlineNumber" | "sequence" | "status" | "refusal" | "orderNumber">;

/** Keeps the sale durably with the register's next offline number (the same key kept twice is kept once). */
export async function keepOfflineSale(db: TillDb, sale: NewOfflineSale, registerCode: string): Promise<OfflineSaleRecord> {
  return db.transaction("rw", [db.sales, db.sequences], async () => {
    const kept = await db.sales.get(sale.idempotencyKey);
    if (kept) return kept;
    const sequence = ((await db.sequences.get(sale.registerId))?.last ?? 0) + 1;
    await db.sequences.put({ registerId: sale.registerId, last: sequence });
    const record: OfflineSaleRecord = { ...sale, sequence, offlineNumber: offlineNumberOf(registerCode, sequence), status: "WAITING", refusal: null, orderNumber: null };
    await db.sales.add(record);
    return record;
  });
}

/** The register's sales not yet taken by the server (waiting, and refused ones kept), oldest first. */
export function unsentSales(db: TillDb, registerId: string): Promise<OfflineSaleRecord[]> {
  return db.sales
    .where("[registerId+sequence]")
    .between([registerId, 0], [registerId, Number.MAX_SAFE_INTEGER])
    .filter((sale) => sale.status !== "SENT")
    .toArray();
}

/** How many of the register's sales wait to be sent, and those the server refused (kept, with its message). */
export async function tillBacklog(db: TillDb, registerId: string): Promise<{ waiting: number; refused: OfflineSaleRecord[] }> {
  // counted on the index, not read: this runs again after each sale sent, and a day offline is hundreds of them
  const [waiting, refused] = await Promise.all([
    db.sales.where("[registerId+status]").equals([registerId, "WAITING"]).count(),
    db.sales.where("[registerId+status]").equals([registerId, "REFUSED"]).sortBy("sequence"),
  ]);
  return { waiting, refused };
}

/** The server's answer for one sale of a batch: its order's number, or its refusal (kept, marked). */
export type OfflineSaleAnswer = { secondaryId: string } | { refusal: string };

/**
 * Sends a batch of sales, oldest first: one answer per sale in the same order, or throws (no answer, try later: the
 * whole batch waits; any other error: the whole batch is refused). `signal` aborts a send that took too long.
 */
export type SendOfflineSales = (sales: OfflineSaleRecord[], signal: AbortSignal) => Promise<OfflineSaleAnswer[]>;

/** How long a batch may go unanswered before it counts as "no answer" (sent again later: its keys make that safe). */
export const SEND_TIMEOUT_MS = 30_000;

export interface SendOutcome {
  sent: number;
  refused: number;
  /** Another tab of this till is sending: this one did nothing. */
  busy: boolean;
  /** The server went away again half-way (or did not answer in time): the rest wait. */
  stopped: boolean;
}

export interface SendOptions {
  /** Called after each batch is marked. */
  onProgress?: () => void;
  batchSize?: number;
  timeoutMs?: number;
}

/** A batch the server did not answer within the timeout: counts as no answer. */
export class NoAnswerInTime extends Error {
  constructor(ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} s.`);
    this.name = "NoAnswerInTime";
  }
}

/** Errors that mean "not now" rather than "never": the server cannot take offline sales yet, the session ended. */
function tryLater(error: unknown): boolean {
  if (error instanceof NoAnswerInTime || isNoAnswer(error)) return true;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  return code === "GRAPHQL_VALIDATION_FAILED" || statusCode === 401 || (statusCode ?? 0) >= 500;
}

let sendingHere = false;

/** Runs `work` holding the register's send lock, or answers null when another tab holds it. */
async function withSendLock<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request(name, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  }
  // no Web Locks (an old browser): one sender per page
  if (sendingHere) return null;
  sendingHere = true;
  try {
    return await work();
  } finally {
    sendingHere = false;
  }
}

/** `send`, given up with NoAnswerInTime after `ms` (and aborted, so its request does not linger). */
async function sendInTime(send: SendOfflineSales, sales: OfflineSaleRecord[], ms: number): Promise<OfflineSaleAnswer[]> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new NoAnswerInTime(ms));
    }, ms);
  });
  try {
    return await Promise.race([send(sales, controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The register's next waiting sales, oldest first, leaving out those already tried in this run. */
function nextBatch(db: TillDb, registerId: string, size: number, tried: ReadonlySet<string>): Promise<OfflineSaleRecord[]> {
  return db.sales
    .where("[registerId+sequence]")
    .between([registerId, 0], [registerId, Number.MAX_SAFE_INTEGER])
    .filter((sale) => sale.status === "WAITING" && !tried.has(sale.idempotencyKey))
    .limit(size)
    .toArray();
}

/** Marks the batch from its answers (or refuses all of it with one message), in one IndexedDB transaction. */
async function markBatch(db: TillDb, batch: OfflineSaleRecord[], answers: OfflineSaleAnswer[] | string, result: SendOutcome): Promise<void> {
  await db.transaction("rw", db.sales, async () => {
    for (const [index, sale] of batch.entries()) {
      const answer = typeof answers === "string" ? { refusal: answers } : answers[index];
      if ("secondaryId" in answer) {
        await db.sales.update(sale.idempotencyKey, { status: "SENT", orderNumber: answer.secondaryId, refusal: null });
        result.sent += 1;
      } else {
        await db.sales.update(sale.idempotencyKey, { status: "REFUSED", refusal: answer.refusal });
        result.refused += 1;
      }
    }
  });
}

/** Sends the register's waiting sales in order, in batches, each sale once; refusals are kept and marked. */
export async function sendWaitingSales(db: TillDb, registerId: string, send: SendOfflineSales, options: SendOptions = {}): Promise<SendOutcome> {
  const { onProgress = () => undefined, batchSize = OFFLINE_SYNC_BATCH_MAX, timeoutMs = SEND_TIMEOUT_MS } = options;
  const outcome = await withSendLock(`till-send:${db.name}:${registerId}`, async () => {
    const result: SendOutcome = { sent: 0, refused: 0, busy: false, stopped: false };
    // read afresh each time: another tab may have sent some before this one held the lock
    const tried = new Set<string>();
    for (let batch = await nextBatch(db, registerId, batchSize, tried); batch.length > 0; batch = await nextBatch(db, registerId, batchSize, tried)) {
      for (const sale of batch) tried.add(sale.idempotencyKey);
      let answers: OfflineSaleAnswer[] | string | null;
      try {
        answers = await sendInTime(send, batch, timeoutMs);
        // an answer that does not match the batch is no answer at all: it waits
        if (answers.length !== batch.length) answers = null;
      } catch (error) {
        answers = tryLater(error) ? null : error instanceof Error ? error.message : "The server refused the sale.";
      }
      if (answers === null) {
        result.stopped = true;
        break;
      }
      await markBatch(db, batch, answers, result);
      onProgress();
    }
    return result;
  });
  return outcome ?? { sent: 0, refused: 0, busy: true, stopped: false };
}
