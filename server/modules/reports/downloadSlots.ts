// Who may start a download now, kept in the database so that it holds across several server processes on one
// database: a link works once (its downloadId is claimed), only while the session that asked for it lasts, and a
// user has at most DOWNLOADS_PER_USER downloads running at once. A claim is a row of idempotency_keys (operation
// "download", the key the link's downloadId): the table already holds "this one-time operation ran" per tenant,
// its rows are pruned by the job queue's housekeeping, and a link lives 5 minutes. The row is marked finished
// when the download ends; a process that dies mid-download leaves it counting only until DOWNLOAD_MAX_SECONDS
// have passed, so a crash never locks a user out for longer than one download may last.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../../db";
import { idempotencyKeys, sessions } from "../../db/schema";
import { hashOfJson } from "../../core/json";

const OPERATION = "download";

export type DownloadClaimVerdict = "CLAIMED" | "SESSION_ENDED" | "USED" | "TOO_MANY";

export interface DownloadOwner {
  tenantId: string;
  userId: string;
  sessionId: string;
  downloadId: string;
}

/** Claims the link's one use for its owner, in the caller's short transaction (commit it before the work). */
export async function claimDownload(tx: Tx, owner: DownloadOwner, limits: { perUser: number; maxSeconds: number }): Promise<DownloadClaimVerdict> {
  const { tenantId, userId, sessionId, downloadId } = owner;
  const [session] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
  if (!session) return "SESSION_ENDED";
  // one claim of this user at a time, in every process: the count below and the insert then cannot race
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`download:${tenantId}:${userId}`}, 0))`);
  const [used] = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.operation, OPERATION), eq(idempotencyKeys.key, downloadId)));
  if (used) return "USED";
  const [{ running }] = await tx
    .select({ running: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.operation, OPERATION),
        sql`${idempotencyKeys.result}->>'userId' = ${userId}`,
        sql`${idempotencyKeys.result}->>'finishedAt' is null`,
        sql`${idempotencyKeys.createdAt} > now() - make_interval(secs => ${limits.maxSeconds})`,
      ),
    );
  if (running >= limits.perUser) return "TOO_MANY";
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, operation: OPERATION, key: downloadId, requestHash: hashOfJson({ userId, sessionId }), result: { userId, sessionId } })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1 ? "CLAIMED" : "USED";
}

/** Marks a claimed download finished (done, failed or cancelled): it no longer counts against its user. */
export async function finishDownload(tx: Tx, owner: Pick<DownloadOwner, "tenantId" | "downloadId">): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ result: sql`${idempotencyKeys.result} || jsonb_build_object('finishedAt', now())` })
    .where(and(eq(idempotencyKeys.tenantId, owner.tenantId), eq(idempotencyKeys.operation, OPERATION), eq(idempotencyKeys.key, owner.downloadId)));
}
