// The activity log: one row per mutation, written in the mutation's own transaction.
import type { Tx } from "../../db";
import { activityLog } from "../../db/schema";
import type { RequestContext } from "../../core/context";

export interface ActivityEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** Who acted, when the request has no session yet (loginUser). */
  actor?: { tenantId: string; userId: string | null };
}

export async function recordActivity(tx: Tx, ctx: RequestContext, entry: ActivityEntry): Promise<void> {
  const tenantId = entry.actor?.tenantId ?? ctx.auth?.tenant.id;
  if (!tenantId) throw new Error(`recordActivity(${entry.action}) needs a tenant: no session and no actor given.`);
  await tx.insert(activityLog).values({
    tenantId,
    userId: entry.actor ? entry.actor.userId : (ctx.auth?.user.id ?? null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
