// How far each download has got, for the page's progress (getDownloadProgress): a download is registered when its
// link is issued (WAITING), counts its rows while its file is made (WRITING), then DONE once sent, or FAILED. The
// browser fetches the file itself, so the file keeps coming across a page reload; the page keeps the ids and asks
// again. Kept in this process's memory, not the database: a count is written every 500 rows, and one lost with a
// restart (or asked of another process) loses only the bar, never the file. An hour after its last change an
// entry is forgotten.
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

interface Entry extends DownloadProgress {
  tenantId: string;
  userId: string;
  touchedAt: number;
}

const KEEP_MS = 60 * 60 * 1000;
const MOST_ENTRIES = 10_000;
const entries = new Map<string, Entry>();

function forgetOld(now: number): void {
  for (const [id, entry] of entries) {
    if (now - entry.touchedAt > KEEP_MS || entries.size > MOST_ENTRIES) entries.delete(id);
    else break; // entries are in the order they were last touched
  }
}

function touch(id: string, change: Partial<DownloadProgress>): void {
  const entry = entries.get(id);
  if (!entry) return;
  entries.delete(id);
  entries.set(id, { ...entry, ...change, touchedAt: Date.now() });
}

export const downloadProgress = {
  issued(owner: { tenantId: string; userId: string }, downloadId: string, fileName: string): void {
    const now = Date.now();
    forgetOld(now);
    entries.set(downloadId, { ...owner, downloadId, fileName, status: "WAITING", rowsWritten: 0, totalRows: null, failure: null, touchedAt: now });
  },
  started(downloadId: string, totalRows: number): void {
    touch(downloadId, { status: "WRITING", rowsWritten: 0, totalRows });
  },
  wrote(downloadId: string, rows: number): void {
    const entry = entries.get(downloadId);
    if (entry) touch(downloadId, { rowsWritten: entry.rowsWritten + rows });
  },
  finished(downloadId: string, status: "DONE" | "FAILED", failure: string | null = null): void {
    touch(downloadId, { status, failure });
  },
  /** The caller's own downloads; another user's or an unknown id reads as UNKNOWN. */
  read(owner: { tenantId: string; userId: string }, downloadIds: readonly string[]): DownloadProgress[] {
    return downloadIds.map((downloadId) => {
      const entry = entries.get(downloadId);
      if (!entry || entry.tenantId !== owner.tenantId || entry.userId !== owner.userId) return { downloadId, fileName: "", status: "UNKNOWN", rowsWritten: 0, totalRows: null, failure: null };
      return { downloadId, fileName: entry.fileName, status: entry.status, rowsWritten: entry.rowsWritten, totalRows: entry.totalRows, failure: entry.failure };
    });
  },
};
