// The history's fiscal postings: every sale and return of a till that reports to the tax authority was posted
// (its fiscal number on the order, as the posting job records it: recordAttempt), except a few whose posting
// FAILED after its attempts (the authority timed out) and wait for an administrator's retry or manual number.
// Drawn once the orders are numbered and before they are written, so each order is written with its fiscal number.
import { randomUUID } from "node:crypto";
import { type Tx } from "../../db";
import { fiscalPostingAttempts, fiscalPostings } from "../../db/schema";
import type { BuiltSale } from "./baskets";
import type { WrittenOrders } from "./orders";
import type { Dice } from "./random";
import { insertChunked } from "./rows";

const FAILED_RATE = 0.015;
const MAX_ATTEMPTS = 4;

export interface PlannedPostings {
  postings: (typeof fiscalPostings.$inferInsert)[];
  attempts: (typeof fiscalPostingAttempts.$inferInsert)[];
  /** The fiscal number of each order posted, written with the order (orders.ts). */
  numbers: Map<string, string>;
}

/** The postings of the sales and returns, drawn before the orders are written so that each carries its number. */
export function planFiscalPostings(tenantId: string, sales: readonly BuiltSale[], written: WrittenOrders, dice: Dice): PlannedPostings {
  const postings: (typeof fiscalPostings.$inferInsert)[] = [];
  const attempts: (typeof fiscalPostingAttempts.$inferInsert)[] = [];
  const numbers = new Map<string, string>();
  let sequence = 0;
  const post = (orderId: string, usin: string, refUsin: string | null, at: Date, integration: { id: string; charges: string }, charged: boolean) => {
    const id = randomUUID();
    const failed = dice.chance(FAILED_RATE);
    sequence += 1;
    const number = `812001${at.toISOString().slice(2, 10).replace(/-/g, "")}${String(sequence).padStart(6, "0")}`;
    const postedAt = new Date(at.getTime() + 4000);
    postings.push({
      tenantId,
      id,
      integrationId: integration.id,
      orderId,
      usin,
      refUsin,
      status: failed ? "FAILED" : "POSTED",
      charges: charged ? integration.charges : "0",
      attempts: failed ? MAX_ATTEMPTS : 1,
      lastError: failed ? "The authority did not answer in time." : null,
      lastAttemptAt: postedAt,
      fiscalInvoiceNumber: failed ? null : number,
      numberSource: failed ? null : "SANDBOX",
      postedAt: failed ? null : postedAt,
      createdAt: at,
      updatedAt: postedAt,
    });
    attempts.push({ tenantId, postingId: id, attempt: failed ? MAX_ATTEMPTS : 1, outcome: failed ? "ERROR" : "POSTED", httpStatus: failed ? null : 200, message: failed ? "The authority did not answer in time." : `Fiscal number ${number}`, durationMs: failed ? 1500 : 180 });
    if (!failed) numbers.set(orderId, number);
  };
  for (const sale of sales) {
    for (const integration of sale.plan.till.integrations) {
      post(sale.orderId, written.numbers.get(sale.orderId) as string, null, sale.plan.at, integration, true);
      if (sale.returned) post(sale.returned.orderId, written.returnNumbers.get(sale.orderId) as string, written.numbers.get(sale.orderId) as string, sale.returned.at, integration, false);
    }
  }
  return { postings, attempts, numbers };
}

/** The postings and their attempts, once their orders are written. */
export async function writeFiscalPostings(tx: Tx, planned: PlannedPostings): Promise<void> {
  await insertChunked(tx, fiscalPostings, planned.postings);
  await insertChunked(tx, fiscalPostingAttempts, planned.attempts);
}
