// getActivityLogs (system:activity-log:read): the company's activity log, newest first, server-paged, filtered by
// user, entity, action and date like every list; each entry with who did it.
import { and, eq } from "drizzle-orm";
import { activityLog, users } from "../../db/schema";
import type { ServiceScope } from "../context";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../listEngine";
import { leftJoin, runList } from "../runList";
import { activityRecordLabels } from "./activityLabels";

export interface ActivityRow {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
  createdAt: Date;
  /** The record's number or name (ORD-000012, a product's name), when it still exists. */
  recordLabel: string | null;
  user: { id: string; firstName: string; lastName: string; email: string } | null;
}

const userJoin = and(eq(users.tenantId, activityLog.tenantId), eq(users.id, activityLog.userId));

const activityListFields: ListFieldMap = {
  id: { column: activityLog.id, kind: "uuid" },
  userId: { column: activityLog.userId, kind: "uuid" },
  action: { column: activityLog.action, kind: "text" },
  entity: { column: activityLog.entity, kind: "text" },
  entityId: { column: activityLog.entityId, kind: "text" },
  createdAt: { column: activityLog.createdAt, kind: "date" },
  "user.email": { column: users.email, kind: "text" },
  "user.firstName": { column: users.firstName, kind: "text" },
};

export function listActivity(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<ActivityRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: activityListFields,
    tieBreaker: activityLog.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: activityLog,
    joins: [leftJoin(users, userJoin)],
    where: eq(activityLog.tenantId, tenantId),
    page: async (window) => {
      const rows = await tx
        .select({
          id: activityLog.id,
          action: activityLog.action,
          entity: activityLog.entity,
          entityId: activityLog.entityId,
          details: activityLog.details,
          createdAt: activityLog.createdAt,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(activityLog)
        .leftJoin(users, userJoin)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset);
      const labels = await activityRecordLabels(tx, tenantId, rows);
      return rows.map(({ userId, firstName, lastName, email, ...row }) => ({
        ...row,
        recordLabel: row.entityId ? (labels.get(`${row.entity}:${row.entityId.toLowerCase()}`) ?? null) : null,
        user: userId && firstName !== null ? { id: userId, firstName, lastName: lastName ?? "", email: email ?? "" } : null,
      }));
    },
  });
}
