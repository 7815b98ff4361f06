// Reporting an order: in the sale's (or return's) own transaction, one posting per integration that covers it
// and a fiscal-post job for each (the outbox). The job posts after the commit; a rollback takes both away.
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db";
import { fiscalPostings } from "../../db/schema";
import { enqueueJob } from "../../core/outbox";
import type { ReportingIntegration } from "../integrations";

export const FISCAL_POST_JOB = "fiscal-post";

export interface ReportedOrderRef {
  id: string;
  usin: string;
  refUsin: string | null;
}

/** Writes the postings and enqueues their jobs; `charged` says whether the integration's fee was on the order. */
export async function reportOrder(tx: Tx, tenantId: string, order: ReportedOrderRef, integrations: readonly ReportingIntegration[], charged: boolean): Promise<void> {
  if (integrations.length === 0) return;
  const rows = await tx
    .insert(fiscalPostings)
    .values(
      integrations.map((integration) => ({
        tenantId,
        integrationId: integration.id,
        orderId: order.id,
        usin: order.usin,
        refUsin: order.refUsin,
        charges: charged ? integration.charges : "0",
      })),
    )
    .returning({ id: fiscalPostings.id, integrationId: fiscalPostings.integrationId });
  // the integration rides along: the worker keeps each integration's postings from holding up the others'
  for (const row of rows) await enqueueJob(tx, { tenantId, kind: FISCAL_POST_JOB, payload: { postingId: row.id, integrationId: row.integrationId } });
}

/** Puts failed or rejected postings back in the queue (retryFiscalPosting). */
export async function requeuePostings(tx: Tx, tenantId: string, postingIds: readonly string[]): Promise<void> {
  if (postingIds.length === 0) return;
  const rows = await tx
    .update(fiscalPostings)
    .set({ status: "PENDING", updatedAt: new Date() })
    .where(and(eq(fiscalPostings.tenantId, tenantId), inArray(fiscalPostings.id, [...postingIds])))
    .returning({ id: fiscalPostings.id, integrationId: fiscalPostings.integrationId });
  for (const row of rows) await enqueueJob(tx, { tenantId, kind: FISCAL_POST_JOB, payload: { postingId: row.id, integrationId: row.integrationId } });
}
