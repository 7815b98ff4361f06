// The activity log: one row per mutation (who, what, which entity, when), written in the caller's transaction, so
// it commits or rolls back with the change it records.
import type { SQL } from "drizzle-orm";
import type { ServiceScope } from "../context";
import { activityLog } from "../../db/schema";

export interface ActivityEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordActivity(scope: ServiceScope, entry: ActivityEntry): Promise<void> {
  await activityInsert(scope, entry);
}

/** recordActivity as a statement for the caller's WITH list (a sale writes it with its order). */
export function activityStatement(scope: ServiceScope, entry: ActivityEntry): SQL {
  return activityInsert(scope, entry).getSQL();
}

function activityInsert({ tx, tenantId, auth }: ServiceScope, entry: ActivityEntry) {
  return tx.insert(activityLog).values({
    tenantId,
    userId: auth.user.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
