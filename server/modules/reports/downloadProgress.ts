// How far each download has got, for the page's progress (getDownloadProgress): a download is registered when its
// link is issued (WAITING), counts its rows while its file is made (WRITING), then DONE once sent, or FAILED. The
// browser fetches the file itself, so the file keeps coming across a page reload; the page keeps the ids and asks
// again. Kept in the database (download_progress), so that any server process answers for a download another one
// builds, and a restart keeps the bar. The building process writes its counts in short transactions of their own,
// after the fact and one at a time per download (never inside the transaction that reads the rows, whose commit
// would come only with the file): a count asked for may lag the file by one write. An hour after its last change
// an entry is forgotten (and pruned by the job queue's housekeeping).
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { JobDefinition } from "../../core/outbox";
import { tenantTransaction } from "../../core/transaction";
import type { Database, Tx } from "../../db";
import { downloadProgress as progressRows } from "../../db/schema";

export const DOWNLOAD_STATUSES = ["WAITING", "WRITING", "DONE", "FAILED", "UNKNOWN"] as const;
type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export interface DownloadProgress {
  downloadId: string;
  fileName: string;
  status: DownloadStatus;
  rowsWritten: number;
  /** Rows the file will hold, once it has started. */
  totalRows: number | null;
  /** Why a FAILED file was not made, when the user can act on it (e.g. too many rows). */
  failure: string | null;
}

interface Owner {
  tenantId: string;
  userId: string;
}

const KEEP_MINUTES = 60;
const isStatus = (value: string): value is DownloadStatus => (DOWNLOAD_STATUSES as readonly string[]).includes(value);

/** Registers a download whose link is being issued, in the caller's transaction. */
export async function downloadIssued(tx: Tx, owner: Owner, downloadId: string, fileName: string): Promise<void> {
  await tx.insert(progressRows).values({ ...owner, downloadId, fileName, status: "WAITING" });
}

/** The caller's own downloads; another user's, an unknown or a forgotten id reads as UNKNOWN. */
export async function readDownloadProgress(tx: Tx, owner: Owner, downloadIds: readonly string[]): Promise<DownloadProgress[]> {
  const rows =
    downloadIds.length === 0
      ? []
      : await tx
          .select()
          .from(progressRows)
          .where(
            and(
              eq(progressRows.tenantId, owner.tenantId),
              eq(progressRows.userId, owner.userId),
              inArray(progressRows.downloadId, [...downloadIds]),
              gt(progressRows.updatedAt, sql`now() - make_interval(mins => ${KEEP_MINUTES})`),
            ),
          );
  const byId = new Map(rows.map((row) => [row.downloadId, row]));
  return downloadIds.map((downloadId) => {
    const row = byId.get(downloadId);
    if (!row || !isStatus(row.status)) return { downloadId, fileName: "", status: "UNKNOWN", rowsWritten: 0, totalRows: null, failure: null };
    return { downloadId, fileName: row.fileName, status: row.status, rowsWritten: row.rowsWritten, totalRows: row.totalRows, failure: row.failure };
  });
}

type Change = Partial<Pick<DownloadProgress, "status" | "rowsWritten" | "totalRows" | "failure">>;

/** What the process building one download's file tells of it. */
export interface DownloadProgressWriter {
  started(totalRows: number): void;
  wrote(rows: number): void;
  /** Resolves once the final status is written (a failed write is logged, never thrown). */
  finished(status: "DONE" | "FAILED", failure?: string | null): Promise<void>;
}

/**
 * The writer of one download. Changes are merged in memory and written one transaction at a time: while a write is
 * on its way, later counts wait and go together in the next, so a fast file costs a handful of writes.
 */
export function downloadProgressWriter(db: Database, owner: { tenantId: string; downloadId: string }): DownloadProgressWriter {
  let rowsWritten = 0;
  let pending: Change | null = null;
  let draining: Promise<void> | null = null;

  const write = (change: Change) =>
    tenantTransaction(db, owner.tenantId, async (tx) => {
      await tx
        .update(progressRows)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(progressRows.tenantId, owner.tenantId), eq(progressRows.downloadId, owner.downloadId)));
    }).catch((error: unknown) => console.warn(`Download ${owner.downloadId}: its progress was not written:`, error));

  const drain = async () => {
    while (pending) {
      const next = pending;
      pending = null;
      await write(next);
    }
    draining = null;
  };
  const change = (next: Change) => {
    pending = { ...pending, ...next };
    return (draining ??= drain());
  };

  return {
    started(totalRows) {
      rowsWritten = 0;
      void change({ status: "WRITING", rowsWritten, totalRows });
    },
    wrote(rows) {
      rowsWritten += rows;
      void change({ rowsWritten });
    },
    async finished(status, failure = null) {
      // resolves once the writes in turn have reached this one
      await change({ status, failure });
    },
  };
}

/** Hourly: forgotten progress rows go (every tenant at once, as the owner). */
export const pruneDownloadProgressJob: JobDefinition = {
  kind: "download-progress-prune",
  schedule: "47 * * * *",
  maxAttempts: 3,
  async run(_payload, { db }) {
    await db.delete(progressRows).where(lt(progressRows.updatedAt, sql`now() - make_interval(mins => ${KEEP_MINUTES})`));
  },
};
