// Fiscal postings as people see them: the list of postings (the screen shows those that failed or wait), Retry,
// the fiscal number typed by hand (updateFbrInvoiceId / updateReturnFbrInvoiceId), and what an order shows of
// its postings (integrationConfigs, fiscalStatus).
import { isUuid } from "../../../common/validation/uuid";
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { fiscalInvoiceIdSchema, FISCAL_POSTING_STATUSES, type FiscalPostingStatus, type IntegrationType } from "../../../common/schemas/integration";
import type { Tx } from "../../db";
import { fiscalPostingAttempts, fiscalPostings, integrations, orders } from "../../db/schema";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { conflict, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { restoreIntegrationWhenClear } from "./postingStore";
import { requeuePostings } from "./reportOrder";

export interface FiscalPostingRow {
  id: string;
  orderId: string;
  orderKind: "NORMAL" | "RETURN";
  usin: string;
  refUsin: string | null;
  status: FiscalPostingStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  fiscalInvoiceNumber: string | null;
  numberSource: string | null;
  charges: string;
  integration: { id: string; name: string; type: IntegrationType };
  locationId: string;
  createdAt: Date;
}

export interface FiscalAttemptRow {
  attempt: number;
  outcome: string;
  httpStatus: number | null;
  responseCode: string | null;
  message: string;
  durationMs: number;
  createdAt: Date;
}

const NOT_FOUND_MESSAGE = "Fiscal posting not found.";

const orderJoin = and(eq(orders.tenantId, fiscalPostings.tenantId), eq(orders.id, fiscalPostings.orderId));
const integrationJoin = and(eq(integrations.tenantId, fiscalPostings.tenantId), eq(integrations.id, fiscalPostings.integrationId));

const postingListFields: ListFieldMap = {
  id: { column: fiscalPostings.id, kind: "uuid" },
  usin: { column: fiscalPostings.usin, kind: "text" },
  status: { column: fiscalPostings.status, kind: "enum", values: FISCAL_POSTING_STATUSES },
  attempts: { column: fiscalPostings.attempts, kind: "number" },
  fiscalInvoiceNumber: { column: fiscalPostings.fiscalInvoiceNumber, kind: "text" },
  lastAttemptAt: { column: fiscalPostings.lastAttemptAt, kind: "date" },
  createdAt: { column: fiscalPostings.createdAt, kind: "date" },
  integrationId: { column: fiscalPostings.integrationId, kind: "uuid" },
  "integration.name": { column: integrations.name, kind: "text" },
};

async function selectPostings(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<FiscalPostingRow[]> {
  const query = tx
    .select({
      id: fiscalPostings.id,
      orderId: fiscalPostings.orderId,
      orderKind: orders.kind,
      usin: fiscalPostings.usin,
      refUsin: fiscalPostings.refUsin,
      status: fiscalPostings.status,
      attempts: fiscalPostings.attempts,
      lastError: fiscalPostings.lastError,
      lastAttemptAt: fiscalPostings.lastAttemptAt,
      fiscalInvoiceNumber: fiscalPostings.fiscalInvoiceNumber,
      numberSource: fiscalPostings.numberSource,
      charges: fiscalPostings.charges,
      integrationId: integrations.id,
      integrationName: integrations.name,
      integrationType: integrations.type,
      locationId: orders.locationId,
      createdAt: fiscalPostings.createdAt,
    })
    .from(fiscalPostings)
    .innerJoin(orders, orderJoin)
    .innerJoin(integrations, integrationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query.orderBy(asc(fiscalPostings.createdAt));
  return rows.map(({ integrationId, integrationName, integrationType, ...row }) => ({
    ...row,
    orderKind: row.orderKind === "RETURN" ? "RETURN" : "NORMAL",
    status: row.status as FiscalPostingStatus,
    integration: { id: integrationId, name: integrationName, type: integrationType as IntegrationType },
  }));
}

/** Postings of the user's locations; `statuses` narrows them (the screen asks for PENDING, FAILED, REJECTED). */
export function listFiscalPostings(scope: ServiceScope, args: ListQueryArgs & { statuses?: readonly FiscalPostingStatus[] | null }): Promise<ListPage<FiscalPostingRow>> {
  const { tx, tenantId } = scope;
  const statuses = args.statuses && args.statuses.length > 0 ? [...args.statuses] : null;
  return runList(tx, args, {
    fields: postingListFields,
    tieBreaker: fiscalPostings.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: fiscalPostings,
    joins: [innerJoin(orders, orderJoin), innerJoin(integrations, integrationJoin)],
    where: and(
      eq(fiscalPostings.tenantId, tenantId),
      statuses ? inArray(fiscalPostings.status, statuses) : undefined,
      soldAtAllowedLocation(scope),
    ),
    page: (window) => selectPostings(tx, window.where, window),
  });
}

/** A posting is seen where its order was sold: at one of the user's locations. */
function soldAtAllowedLocation(scope: ServiceScope): SQL {
  const allowed = requireAuth(scope).allowedLocationIds;
  if (allowed.length === 0) return sql`false`;
  const ids = uuidList(allowed);
  return sql`exists (select 1 from ${orders} o where o.tenant_id = ${fiscalPostings.tenantId} and o.id = ${fiscalPostings.orderId} and o.location_id in (${ids}))`;
}

async function findPosting(scope: ServiceScope, id: string): Promise<FiscalPostingRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectPostings(scope.tx, and(eq(fiscalPostings.tenantId, scope.tenantId), eq(fiscalPostings.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

export async function postingAttempts(scope: ServiceScope, postingId: string): Promise<FiscalAttemptRow[]> {
  await findPosting(scope, postingId);
  return scope.tx
    .select({
      attempt: fiscalPostingAttempts.attempt,
      outcome: fiscalPostingAttempts.outcome,
      httpStatus: fiscalPostingAttempts.httpStatus,
      responseCode: fiscalPostingAttempts.responseCode,
      message: fiscalPostingAttempts.message,
      durationMs: fiscalPostingAttempts.durationMs,
      createdAt: fiscalPostingAttempts.createdAt,
    })
    .from(fiscalPostingAttempts)
    .where(and(eq(fiscalPostingAttempts.tenantId, scope.tenantId), eq(fiscalPostingAttempts.postingId, postingId)))
    .orderBy(desc(fiscalPostingAttempts.createdAt));
}

/** Retry: a failed, rejected or waiting posting goes back in the queue now (a posted one is refused). */
export async function retryFiscalPosting(scope: ServiceScope, id: string): Promise<FiscalPostingRow> {
  const posting = await findPosting(scope, id);
  if (posting.status === "POSTED") throw conflict(`Order ${posting.usin} already has fiscal number ${posting.fiscalInvoiceNumber ?? ""}.`);
  await requeuePostings(scope.tx, scope.tenantId, [posting.id]);
  await recordActivity(scope, { action: "RETRY", entity: "fiscalPosting", entityId: posting.id, details: { usin: posting.usin, status: posting.status } });
  return findPosting(scope, id);
}

/** An administrator types the authority's number (e.g. from its portal): the order and its open postings take it. */
export async function setFiscalNumberByHand(scope: ServiceScope, orderId: string, rawInvoiceId: unknown, kind: "NORMAL" | "RETURN"): Promise<string> {
  const { tx, tenantId } = scope;
  const invoiceId = parseInput(fiscalInvoiceIdSchema, rawInvoiceId, "invoiceId");
  const what = kind === "RETURN" ? "Return order" : "Order";
  if (!isUuid(orderId)) throw notFound(`${what} not found.`);
  const [order] = await tx
    .select({ id: orders.id, kind: orders.kind, locationId: orders.locationId, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for("update");
  if (!order || order.kind !== kind || order.status === "HOLD") throw notFound(`${what} not found.`);
  assertLocationAllowed(scope, order.locationId);
  await tx.update(orders).set({ fbrInvoiceId: invoiceId, updatedAt: sql`now()`, updatedBy: scope.auth.user.id }).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  const settled = await tx
    .update(fiscalPostings)
    .set({ status: "POSTED", fiscalInvoiceNumber: invoiceId, numberSource: "MANUAL", postedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(fiscalPostings.tenantId, tenantId), eq(fiscalPostings.orderId, orderId), ne(fiscalPostings.status, "POSTED")))
    .returning({ integrationId: fiscalPostings.integrationId });
  for (const integrationId of new Set(settled.map((row) => row.integrationId))) await restoreIntegrationWhenClear(tx, tenantId, integrationId);
  await recordActivity(scope, { action: "UPDATE", entity: "order", entityId: orderId, details: { fbrInvoiceId: invoiceId, source: "MANUAL" } });
  return orderId;
}

export interface OrderIntegrationConfigRow {
  integrationId: string;
  apiResponseId: string | null;
  type: IntegrationType;
  name: string;
  charges: number;
  status: FiscalPostingStatus;
  logo: string | null;
  /** Its number came from this server's SANDBOX authority (never reported). */
  sandbox: boolean;
}

/** Each order's postings (one statement for a page of orders). */
export async function postingsOfOrders(scope: ServiceScope, orderIds: readonly string[]): Promise<OrderIntegrationConfigRow[][]> {
  const rows = await scope.tx
    .select({
      orderId: fiscalPostings.orderId,
      integrationId: integrations.id,
      apiResponseId: fiscalPostings.fiscalInvoiceNumber,
      type: integrations.type,
      name: integrations.name,
      charges: fiscalPostings.charges,
      status: fiscalPostings.status,
      logo: integrations.logo,
      numberSource: fiscalPostings.numberSource,
    })
    .from(fiscalPostings)
    .innerJoin(integrations, integrationJoin)
    .where(and(eq(fiscalPostings.tenantId, scope.tenantId), inArray(fiscalPostings.orderId, [...orderIds])))
    .orderBy(asc(fiscalPostings.createdAt));
  return orderIds.map((orderId) =>
    rows
      .filter((row) => row.orderId === orderId)
      .map(({ orderId: _orderId, numberSource, ...row }) => ({
        ...row,
        type: row.type as IntegrationType,
        charges: Number(row.charges),
        status: row.status as FiscalPostingStatus,
        sandbox: numberSource === SANDBOX_SOURCE,
      })),
  );
}

/** fiscal_postings.number_source of a number the SANDBOX authority issued. */
const SANDBOX_SOURCE = "SANDBOX";

/** The order's fiscal number is a sandbox one: a posting to the sandbox issued it. */
export function fiscalNumberIsSandbox(fbrInvoiceId: string | null, postings: readonly OrderIntegrationConfigRow[]): boolean {
  return fbrInvoiceId !== null && postings.some((posting) => posting.sandbox && posting.apiResponseId === fbrInvoiceId);
}

const STATUS_WEIGHT: Record<FiscalPostingStatus, number> = { POSTED: 0, PENDING: 1, FAILED: 2, REJECTED: 3 };

/** One status for the order: the worst of its postings; null when nothing reports it. */
export function fiscalStatusOf(postings: readonly OrderIntegrationConfigRow[]): FiscalPostingStatus | null {
  if (postings.length === 0) return null;
  return postings.reduce<FiscalPostingStatus>((worst, posting) => (STATUS_WEIGHT[posting.status] > STATUS_WEIGHT[worst] ? posting.status : worst), "POSTED");
}
