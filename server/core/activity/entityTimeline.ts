// The history of one record from the activity log (who did what, and when), oldest first: one query joining the
// users for their names. The record's own read access is checked by whoever hands over its id.
import { and, asc, eq } from "drizzle-orm";
import type { ServiceScope } from "../context";
import { activityLog, users } from "../../db/schema";

export interface TimelineEntry {
  id: string;
  action: string;
  details: unknown;
  createdAt: Date;
  user: { id: string; firstName: string; lastName: string } | null;
}

/** More than any record gathers in practice; a bound all the same. */
const TIMELINE_LIMIT = 500;

export async function entityTimeline({ tx, tenantId }: ServiceScope, entity: string, entityId: string): Promise<TimelineEntry[]> {
  const rows = await tx
    .select({
      id: activityLog.id,
      action: activityLog.action,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(activityLog)
    .leftJoin(users, and(eq(users.tenantId, activityLog.tenantId), eq(users.id, activityLog.userId)))
    .where(and(eq(activityLog.tenantId, tenantId), eq(activityLog.entity, entity), eq(activityLog.entityId, entityId)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id))
    .limit(TIMELINE_LIMIT);
  return rows.map(({ userId, firstName, lastName, ...row }) => ({
    ...row,
    user: userId && firstName !== null ? { id: userId, firstName, lastName: lastName ?? "" } : null,
  }));
}
