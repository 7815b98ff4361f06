// What the fiscal-post job reads and writes, each in a short tenant transaction of its own (no transaction is
// held open while the authority answers): claim a posting, load the order as the authority wants it, record
// an attempt and its outcome.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { IntegrationType } from "../../../common/schemas/integration";
import type { Tx } from "../../db";
import { customers, fiscalPostingAttempts, fiscalPostings, integrations, orderItems, orderPayments, orders, products } from "../../db/schema";
import type { PostOutcome } from "./authority";
import type { ReportedOrder } from "./fbrInvoice";

export interface ClaimedPosting {
  id: string;
  orderId: string;
  usin: string;
  refUsin: string | null;
  attempts: number;
  integration: { id: string; type: IntegrationType; accessTokenSecret: string; posIdSecret: string };
}

/**
 * Takes the posting for this run: only a PENDING one that no other run holds. The lease outlasts the call's
 * timeout, so a run that died (a killed process) frees it by itself.
 */
export async function claimPosting(tx: Tx, tenantId: string, postingId: string, leaseMs: number): Promise<ClaimedPosting | null> {
  const [claimed] = await tx
    .update(fiscalPostings)
    .set({
      claimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${fiscalPostings.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(fiscalPostings.tenantId, tenantId),
        eq(fiscalPostings.id, postingId),
        eq(fiscalPostings.status, "PENDING"),
        or(isNull(fiscalPostings.claimedUntil), lt(fiscalPostings.claimedUntil, sql`now()`)),
      ),
    )
    .returning({
      id: fiscalPostings.id,
      orderId: fiscalPostings.orderId,
      usin: fiscalPostings.usin,
      refUsin: fiscalPostings.refUsin,
      attempts: fiscalPostings.attempts,
      integrationId: fiscalPostings.integrationId,
    });
  if (!claimed) return null;
  const [integration] = await tx
    .select({ id: integrations.id, type: integrations.type, accessTokenSecret: integrations.accessTokenSecret, posIdSecret: integrations.posIdSecret })
    .from(integrations)
    .where(and(eq(integrations.tenantId, tenantId), eq(integrations.id, claimed.integrationId)));
  const { integrationId: _integrationId, ...posting } = claimed;
  return { ...posting, integration: { ...integration, type: integration.type as IntegrationType } };
}

/** The order as the authority's invoice needs it. */
export async function loadReportedOrder(tx: Tx, tenantId: string, posting: Pick<ClaimedPosting, "orderId" | "usin" | "refUsin">): Promise<ReportedOrder> {
  const [order] = await tx
    .select({
      createdAt: orders.createdAt,
      totalAmount: orders.totalAmount,
      totalDiscount: orders.totalDiscount,
      customerName: customers.name,
      customerPhone: customers.phoneNumber,
    })
    .from(orders)
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, posting.orderId)));
  const lines = await tx
    .select({
      productCode: sql<string>`coalesce(${products.skuCode}, ${products.secondaryId})`,
      name: orderItems.name,
      quantity: orderItems.quantity,
      taxRate: orderItems.taxRate,
      discount: orderItems.discount,
      tax: orderItems.tax,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .innerJoin(products, and(eq(products.tenantId, orderItems.tenantId), eq(products.id, orderItems.productId)))
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, posting.orderId)))
    .orderBy(asc(orderItems.position));
  const payments = await tx
    .select({ method: orderPayments.method })
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, tenantId), eq(orderPayments.orderId, posting.orderId)));
  return {
    usin: posting.usin,
    refUsin: posting.refUsin,
    createdAt: order.createdAt,
    buyer: { name: order.customerName, phoneNumber: order.customerPhone },
    totalAmount: order.totalAmount,
    totalDiscount: order.totalDiscount,
    paymentMethods: payments.map((payment) => payment.method),
    lines,
  };
}

export interface AttemptRecord {
  outcome: PostOutcome;
  durationMs: number;
  /** No retry follows (the job's last attempt, or an error retrying cannot mend). */
  final: boolean;
  /** Posted to this server's SANDBOX authority: the number is a sandbox number, never reported. */
  sandbox: boolean;
}

/** Records the attempt; a fiscal number goes on the order, a rejection marks the integration ERROR. */
export async function recordAttempt(tx: Tx, tenantId: string, posting: ClaimedPosting, record: AttemptRecord): Promise<void> {
  const { outcome } = record;
  await tx.insert(fiscalPostingAttempts).values({
    tenantId,
    postingId: posting.id,
    attempt: posting.attempts,
    outcome: outcome.kind === "posted" ? "POSTED" : outcome.kind === "rejected" ? "REJECTED" : "ERROR",
    httpStatus: outcome.httpStatus,
    responseCode: outcome.kind === "error" ? null : outcome.code,
    message: outcome.kind === "posted" ? `Fiscal number ${outcome.invoiceNumber}` : outcome.message,
    durationMs: record.durationMs,
  });
  const where = and(eq(fiscalPostings.tenantId, tenantId), eq(fiscalPostings.id, posting.id));
  if (outcome.kind === "posted") {
    await tx
      .update(fiscalPostings)
      .set({ status: "POSTED", fiscalInvoiceNumber: outcome.invoiceNumber, numberSource: record.sandbox ? "SANDBOX" : "AUTHORITY", postedAt: sql`now()`, lastError: null, claimedUntil: null, updatedAt: sql`now()` })
      .where(where);
    await tx
      .update(orders)
      .set({ fbrInvoiceId: outcome.invoiceNumber, updatedAt: sql`now()` })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, posting.orderId)));
    await restoreIntegrationWhenClear(tx, tenantId, posting.integration.id);
    return;
  }
  const status = outcome.kind === "rejected" ? "REJECTED" : record.final ? "FAILED" : "PENDING";
  await tx.update(fiscalPostings).set({ status, lastError: outcome.message, claimedUntil: null, updatedAt: sql`now()` }).where(where);
  if (outcome.kind === "rejected") {
    await tx
      .update(integrations)
      .set({ status: "ERROR", updatedAt: sql`now()` })
      .where(and(eq(integrations.tenantId, tenantId), eq(integrations.id, posting.integration.id), eq(integrations.status, "ACTIVE")));
  }
}

/** An integration in ERROR goes back to ACTIVE once none of its postings stands rejected. */
export async function restoreIntegrationWhenClear(tx: Tx, tenantId: string, integrationId: string): Promise<void> {
  await tx.execute(sql`update ${integrations} set status = 'ACTIVE', updated_at = now()
    where ${integrations.tenantId} = ${tenantId}::uuid and ${integrations.id} = ${integrationId}::uuid and ${integrations.status} = 'ERROR'
      and not exists (select 1 from ${fiscalPostings} where ${fiscalPostings.tenantId} = ${tenantId}::uuid
        and ${fiscalPostings.integrationId} = ${integrationId}::uuid and ${fiscalPostings.status} = 'REJECTED')`);
}
