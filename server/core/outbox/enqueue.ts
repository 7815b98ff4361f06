// enqueueJob: a job written in the caller's transaction, so it exists exactly when the change that needs it
// committed (DESIGN "Outbox"). The worker picks it up after the commit.
import PgBoss from "pg-boss";
import type { Tx } from "../../db";
import type { JsonObject } from "../json";
import { transactionExecutor } from "./executors";
import type { JobEnvelope } from "./jobs";
import { QUEUE_SCHEMA } from "./queueSchema";

export interface NewJob {
  tenantId: string;
  kind: string;
  payload: JsonObject;
  /** Not before this time (default: as soon as the transaction commits). */
  runAfter?: Date;
}

// Only builds the insert and runs it on the transaction passed to send(); it never connects by itself.
let sender: PgBoss | undefined;

function senderOf(): PgBoss {
  sender ??= new PgBoss({
    schema: QUEUE_SCHEMA,
    db: { executeSql: () => Promise.reject(new Error("enqueueJob runs only inside the caller's transaction.")) },
  });
  return sender;
}

/** Enqueues a job in `tx`; answers its id. Its kind must be one the worker registered (see server/core/outbox). */
export async function enqueueJob(tx: Tx, job: NewJob): Promise<string> {
  const envelope: JobEnvelope = { tenantId: job.tenantId, payload: job.payload };
  const options: PgBoss.SendOptions = { db: transactionExecutor(tx) };
  if (job.runAfter) options.startAfter = job.runAfter;
  const id = await senderOf().send(job.kind, envelope, options);
  // pg-boss inserts through a join with its queue table: no queue, no row.
  if (!id) throw new Error(`No job queue "${job.kind}": the job worker registers one per job kind when the server starts.`);
  return id;
}
