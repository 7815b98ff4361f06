// The return orders (spec "Return Order"): RETURN orders of the allowed locations, searched by product name,
// newest number first; one by id. Each carries what the list and its dialog show, batched per page.
import { and, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "../../db";
import { orders, registerSessions, users } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import { containsPattern, type ListPage, type ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { orderListFields, selectOrders, type OrderRow } from "../sales";

const RETURN_ORDER_NOT_FOUND = "No Return Order Found";

export function listReturnedOrders(scope: ServiceScope, args: ListQueryArgs & { search?: string | null; locationId?: string | number | null }): Promise<ListPage<OrderRow>> {
  const { tx, tenantId } = scope;
  const text = args.search?.trim() ?? "";
  const locationId = args.locationId == null ? null : String(args.locationId);
  const byProduct = text
    ? sql`exists (select 1 from order_items i where i.tenant_id = ${orders.tenantId} and i.order_id = ${orders.id} and i.name ilike ${containsPattern(text)})`
    : undefined;
  return runList(tx, args, {
    fields: orderListFields,
    tieBreaker: orders.id,
    defaultSort: [{ field: "secondaryId", direction: "DESC" }],
    from: orders,
    where: and(eq(orders.tenantId, tenantId), eq(orders.kind, "RETURN"), locationScope(scope, orders.locationId, locationId), byProduct),
    page: (window) => selectOrders(tx, tenantId, window.where, window),
  });
}

export async function getReturnOrder(scope: ServiceScope, id: string): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound(RETURN_ORDER_NOT_FOUND);
  const [row] = await selectOrders(scope.tx, scope.tenantId, and(eq(orders.id, id.toLowerCase()), eq(orders.kind, "RETURN")));
  if (!row) throw notFound(RETURN_ORDER_NOT_FOUND);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

/** Who opened each session (the spec's "Processed By"), in the order of session ids (one statement). */
export async function sessionOpenersOf(scope: ServiceScope, sessionIds: readonly string[]): Promise<({ id: string; firstName: string; lastName: string } | null)[]> {
  const wanted = sessionIds.filter(isUuid);
  const rows =
    wanted.length === 0
      ? []
      : await scope.tx
          .select({ sessionId: registerSessions.id, id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(registerSessions)
          .innerJoin(users, and(eq(users.tenantId, registerSessions.tenantId), eq(users.id, registerSessions.openedBy)))
          .where(and(eq(registerSessions.tenantId, scope.tenantId), inArray(registerSessions.id, wanted)));
  const bySession = new Map(rows.map(({ sessionId, ...user }) => [sessionId, user]));
  return sessionIds.map((id) => bySession.get(id) ?? null);
}
