// What an offline sale could not be as the till made it (README "Offline sales (server)"): written with the sale
// (writeOfflineDiscrepancies), listed for the manager (getOfflineDiscrepancies), read on an order, and resolved
// with a note (resolveOfflineDiscrepancy). Resolving records the manager's decision; it moves no stock or money.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { DISCREPANCY_ALREADY_RESOLVED_MESSAGE, DISCREPANCY_NOT_FOUND_MESSAGE, OFFLINE_DISCREPANCY_KINDS, resolveOfflineDiscrepancySchema, type OfflineDiscrepancyKind } from "../../../common/schemas/offlineSale";
import { isUuid, type Tx } from "../../db";
import { offlineDiscrepancies, orders, productLots, users } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { conflict, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";

export interface OfflineDiscrepancyRow {
  id: string;
  orderId: string;
  orderSecondaryId: string;
  locationId: string;
  offlineNumber: string;
  kind: OfflineDiscrepancyKind;
  productId: string | null;
  productName: string | null;
  lotId: string | null;
  lotActionId: string | null;
  quantity: number | null;
  expected: string | null;
  actual: string | null;
  amount: number | null;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: { id: string; firstName: string; lastName: string } | null;
  note: string | null;
}

/** One discrepancy as the sale writes it. */
export interface NewOfflineDiscrepancy {
  kind: OfflineDiscrepancyKind;
  productId: string;
  productName: string;
  lotId?: string | null;
  quantity: number;
  expected: string;
  actual: string;
  amount?: string | null;
}

export const offlineDiscrepancyListFields: ListFieldMap = {
  id: { column: offlineDiscrepancies.id, kind: "uuid" },
  orderId: { column: offlineDiscrepancies.orderId, kind: "uuid" },
  orderSecondaryId: { column: orders.secondaryId, kind: "text" },
  locationId: { column: offlineDiscrepancies.locationId, kind: "uuid" },
  offlineNumber: { column: offlineDiscrepancies.offlineNumber, kind: "text" },
  kind: { column: offlineDiscrepancies.kind, kind: "enum", values: OFFLINE_DISCREPANCY_KINDS },
  productId: { column: offlineDiscrepancies.productId, kind: "uuid" },
  productName: { column: offlineDiscrepancies.productName, kind: "text" },
  quantity: { column: offlineDiscrepancies.quantity, kind: "number" },
  createdAt: { column: offlineDiscrepancies.createdAt, kind: "date" },
  resolvedAt: { column: offlineDiscrepancies.resolvedAt, kind: "date" },
};

const orderJoin = and(eq(orders.tenantId, offlineDiscrepancies.tenantId), eq(orders.id, offlineDiscrepancies.orderId));
const lotJoin = and(eq(productLots.tenantId, offlineDiscrepancies.tenantId), eq(productLots.id, offlineDiscrepancies.lotId));
const resolverJoin = and(eq(users.tenantId, offlineDiscrepancies.tenantId), eq(users.id, offlineDiscrepancies.resolvedBy));

async function selectDiscrepancies(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<OfflineDiscrepancyRow[]> {
  const query = tx
    .select({
      row: offlineDiscrepancies,
      orderSecondaryId: orders.secondaryId,
      lotActionId: productLots.actionId,
      resolver: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(offlineDiscrepancies)
    .innerJoin(orders, orderJoin)
    .leftJoin(productLots, lotJoin)
    .leftJoin(users, resolverJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ row, orderSecondaryId, lotActionId, resolver }) => ({
    id: row.id,
    orderId: row.orderId,
    orderSecondaryId,
    locationId: row.locationId,
    offlineNumber: row.offlineNumber,
    kind: row.kind as OfflineDiscrepancyKind,
    productId: row.productId,
    productName: row.productName,
    lotId: row.lotId,
    lotActionId,
    quantity: row.quantity,
    expected: row.expected,
    actual: row.actual,
    amount: row.amount === null ? null : Number(row.amount),
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    resolvedBy: resolver?.id ? resolver : null,
    note: row.note,
  }));
}

/** Writes the discrepancies of one offline sale (in the sale's transaction). */
export async function writeOfflineDiscrepancies(tx: Tx, tenantId: string, order: { id: string; locationId: string; offlineNumber: string }, rows: readonly NewOfflineDiscrepancy[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(offlineDiscrepancies).values(
    rows.map((row) => ({
      tenantId,
      orderId: order.id,
      locationId: order.locationId,
      offlineNumber: order.offlineNumber,
      kind: row.kind,
      productId: row.productId,
      productName: row.productName,
      lotId: row.lotId ?? null,
      quantity: row.quantity,
      expected: row.expected,
      actual: row.actual,
      amount: row.amount ?? null,
    })),
  );
}

/** The discrepancies of each order, in the order of ids (one statement): the Order field's loader. */
export async function discrepanciesOfOrders(scope: ServiceScope, ids: readonly string[]): Promise<OfflineDiscrepancyRow[][]> {
  const wanted = ids.filter(isUuid);
  const rows = wanted.length === 0 ? [] : await selectDiscrepancies(scope.tx, and(eq(offlineDiscrepancies.tenantId, scope.tenantId), inArray(offlineDiscrepancies.orderId, wanted)));
  return ids.map((id) => rows.filter((row) => row.orderId === id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.kind.localeCompare(b.kind)));
}

export function listOfflineDiscrepancies(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | number | null; resolved?: boolean | null }): Promise<ListPage<OfflineDiscrepancyRow>> {
  const { tx, tenantId } = scope;
  const locationId = args.locationId == null ? null : String(args.locationId);
  const resolved = args.resolved == null ? undefined : args.resolved ? isNotNull(offlineDiscrepancies.resolvedAt) : isNull(offlineDiscrepancies.resolvedAt);
  return runList(tx, args, {
    fields: offlineDiscrepancyListFields,
    tieBreaker: offlineDiscrepancies.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: offlineDiscrepancies,
    joins: [innerJoin(orders, orderJoin)],
    where: and(eq(offlineDiscrepancies.tenantId, tenantId), locationScope(scope, offlineDiscrepancies.locationId, locationId), resolved),
    page: (window) => selectDiscrepancies(tx, window.where, window),
  });
}

/** Marks a discrepancy resolved with the manager's note; a resolved one is CONFLICT. */
export async function resolveOfflineDiscrepancy(scope: ServiceScope, raw: unknown): Promise<OfflineDiscrepancyRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(resolveOfflineDiscrepancySchema, raw);
  const thisOne = and(eq(offlineDiscrepancies.tenantId, tenantId), eq(offlineDiscrepancies.id, input.id));
  const [found] = await tx.select({ locationId: offlineDiscrepancies.locationId, resolvedAt: offlineDiscrepancies.resolvedAt }).from(offlineDiscrepancies).where(thisOne).for("update");
  if (!found) throw notFound(DISCREPANCY_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, found.locationId);
  if (found.resolvedAt) throw conflict(DISCREPANCY_ALREADY_RESOLVED_MESSAGE);
  await tx.update(offlineDiscrepancies).set({ resolvedAt: sql`now()`, resolvedBy: auth.user.id, note: input.note }).where(thisOne);
  await recordActivity(scope, { action: "UPDATE", entity: "offline-discrepancy", entityId: input.id, details: { resolved: true, note: input.note } });
  const [row] = await selectDiscrepancies(tx, thisOne);
  return row;
}
