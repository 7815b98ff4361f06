import { queryApiDatabase } from "./apiDatabase";

export type ActivityRow = { action: string; entity: string; entity_id: string | null; user_id: string | null };

/** The activity rows recorded for one entity, oldest first. No GraphQL API reads the log yet. */
export function activityFor(entityId: string): Promise<ActivityRow[]> {
  return queryApiDatabase<ActivityRow>("select action, entity, entity_id, user_id from activity_log where entity_id = $1 order by created_at", [entityId]);
}
