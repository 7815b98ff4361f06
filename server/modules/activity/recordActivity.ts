// The activity log: one row per mutation (who, what, which entity, when), written in the caller's transaction, so
// it commits or rolls back with the change it records.
import type { ServiceScope } from "../../core/context";
import type { RequestContext } from "../../core/context";
import type { Tx } from "../../db";
import { activityLog } from "../../db/schema";

export interface ActivityEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordActivity(scope: ServiceScope, entry: ActivityEntry): Promise<void>;
/** Until the procurement services are converted: their own transaction and the request. */
export async function recordActivity(tx: Tx, ctx: RequestContext, entry: ActivityEntry): Promise<void>;
export async function recordActivity(first: ServiceScope | Tx, second: ActivityEntry | RequestContext, third?: ActivityEntry): Promise<void> {
  const [tx, tenantId, userId, entry] =
    "tx" in first
      ? [first.tx, first.tenantId, first.auth.user.id, second as ActivityEntry]
      : [first, (second as RequestContext).auth?.tenant.id, (second as RequestContext).auth?.user.id ?? null, third as ActivityEntry];
  if (!tenantId) throw new Error(`recordActivity(${entry.action}) needs a tenant: no session.`);
  await tx.insert(activityLog).values({
    tenantId,
    userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
