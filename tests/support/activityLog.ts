import pg from "pg";
import { inject } from "vitest";
import "./providedContext";

export type ActivityRow = { action: string; entity: string; entity_id: string | null; user_id: string | null };

/** Whether the shared server's database can be read beside it (PostgreSQL only: PGlite is locked by the server). */
export const canReadActivityLog = () => inject("apiDatabaseUrl") !== "";

/** The activity rows recorded for one entity, oldest first. There is no GraphQL API to read the log yet. */
export async function activityFor(entityId: string): Promise<ActivityRow[]> {
  const client = new pg.Client({ connectionString: inject("apiDatabaseUrl") });
  await client.connect();
  try {
    const result = await client.query<ActivityRow>(
      "select action, entity, entity_id, user_id from activity_log where entity_id = $1 order by created_at",
      [entityId],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}
