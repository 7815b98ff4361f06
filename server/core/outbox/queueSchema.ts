// pg-boss keeps its tables in a schema of its own, which it creates and migrates when the worker starts.
import type PgBoss from "pg-boss";

export const QUEUE_SCHEMA = "pgboss";

/**
 * What the application role (pharmacy_app, which runs every tenant transaction) needs to enqueue: read the
 * queue policies, insert a job and read back its id. It cannot read or change other jobs. The owner grants it
 * after pg-boss's own migration, under an advisory lock because concurrent GRANTs on one table can fail.
 */
export async function grantEnqueueToApp(owner: PgBoss.Db): Promise<void> {
  await owner.executeSql(
    `BEGIN;
    SELECT pg_advisory_xact_lock(7231640519);
    GRANT USAGE ON SCHEMA ${QUEUE_SCHEMA} TO pharmacy_app;
    GRANT SELECT ON ${QUEUE_SCHEMA}.queue TO pharmacy_app;
    GRANT INSERT, SELECT (id) ON ${QUEUE_SCHEMA}.job TO pharmacy_app;
    COMMIT;`,
    [],
  );
}
