// GET /downloads/{token}: the report a download link names (downloadReports.ts), as XLSX or CSV. The link is checked
// (signature, expiry), then claimed once for the session that asked for it (downloadSlots.ts: single use, the
// session still signed in, at most DOWNLOADS_PER_USER at once), then the user as they are now (active, allowed the
// report and the location) in the tenant transaction that builds the file.
//
// The file is built first, then sent. Streaming it from the cursor made the transaction wait on the
// client: one that went away never drained, and its transaction and connection were never released (on the
// embedded database, every tenant froze behind it). Building first keeps the transaction as short as the query:
// no client can hold it, on either engine, and the embedded database's single connection is busy only as long
// as reading the rows takes. Keyset pages in short transactions would bound that further, but every report would
// need a unique sort key of its own, and a file read across several transactions would mix moments; the spool
// file keeps memory flat as the cursor did. Sending is then bounded: the client leaving ends it at once, a client
// that takes nothing for DOWNLOAD_STALL_SECONDS is cut off, and the whole download lasts DOWNLOAD_MAX_SECONDS at
// most.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { hasPermission } from "../../../common/permissions/match";
import type { Config } from "../../config";
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy, type Database, type DatabaseKind, type Tx } from "../../db";
import { tenants } from "../../db/schema";
import { authOf } from "../../core/auth";
import { isAppError } from "../../core/errors";
import { tenantReadTransaction, tenantTransaction } from "../../core/transaction";
import { loadSessionState } from "../../session/sessionState";
import { readDownloadToken, type DownloadClaim, type DownloadFormat } from "./downloadLinks";
import { downloadProgressWriter, type DownloadProgressWriter } from "./downloadProgress";
import { DOWNLOADS } from "./downloadReports";
import { EMBEDDED_DOWNLOAD_MAX_ROWS, TooManyRowsError, boundedRows, cursorName, declareDownloadCursor, writeDownloadFile } from "./downloadFile";
import { createDownloadQueue } from "./downloadQueue";
import { claimDownload, finishDownload, type DownloadClaimVerdict } from "./downloadSlots";

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv; charset=utf-8",
};

export function downloadFileName(stem: string, format: DownloadFormat, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `${stem}-${stamp}.${format.toLowerCase()}`;
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(message);
}

const REFUSALS: Record<Exclude<DownloadClaimVerdict, "CLAIMED">, [number, string]> = {
  SESSION_ENDED: [403, "This download link ended with the session that asked for it: sign in and ask for the file again."],
  USED: [403, "This download link has been used already: ask for the file again."],
  TOO_MANY: [429, "You have too many downloads running: wait for one to finish, then try again."],
};

/** A refusal found inside the build's transaction, answered after it has rolled back. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface DownloadsHandler {
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** Ends every running download (shutdown): their clients are cut off, their builds roll back. */
  abortAll(): void;
}

export function createDownloadsHandler(deps: { db: Database; config: Config; database: { kind: DatabaseKind; connections: number } }): DownloadsHandler {
  const { db, config } = deps;
  const limits = config.downloads;
  const running = new Set<AbortController>();

  const maxRows = limits.maxRows ?? (deps.database.kind === "pglite" ? EMBEDDED_DOWNLOAD_MAX_ROWS : null);
  const queue = createDownloadQueue(deps.database.kind === "pglite" ? 1 : Math.floor(deps.database.connections / 4));

  /** The user as they are now (read on the primary: a deactivation holds at once) may have the report. */
  const authorise = async (tx: Tx, claim: DownloadClaim) => {
    const report = DOWNLOADS[claim.report];
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, claim.tenantId));
    const state = tenant ? await loadSessionState(tx, claim.tenantId, claim.userId) : null;
    if (!tenant || !state) throw new Refusal(403, "This download link is not valid any more.");
    const auth = authOf(state, { tenant, sessionId: claim.sessionId, token: "" });
    if (!report.permissions.some((permission) => hasPermission(auth.permissionStrings, permission))) throw new Refusal(403, "You may not download this report.");
    return auth;
  };

  /**
   * The file at `path`. On PostgreSQL, in one transaction (its connection is this download's alone, for as long as
   * the rows take to read), read-only, on the read replica when one is in use (README "Reading from a replica"),
   * the user checked on the primary just before. On the embedded database every request shares one connection, so
   * the rows are computed once in a short transaction into a held cursor, then counted and fetched 500 at a time, each a
   * statement of its own: another request waits for the rows' computing (bench/downloadWait.ts: about 0.3 s for
   * 20,000 rows, 1 s for 100,000 on a loaded 2-core machine) and then at most one batch (tens of milliseconds),
   * never for the whole file.
   */
  const build = async (claim: DownloadClaim, path: string, signal: AbortSignal, progress: DownloadProgressWriter) => {
    const report = DOWNLOADS[claim.report];
    const cursor = cursorName(claim.downloadId);
    const file = { report, format: claim.format, path, signal, progress, maxRows };
    if (deps.database.kind === "postgres") {
      const auth = await tenantTransaction(db, claim.tenantId, (tx) => authorise(tx, claim));
      return tenantReadTransaction(db, claim.tenantId, async (tx) => {
        // a read the replica failed runs again on the primary: it starts the file again
        await rm(path, { force: true });
        const rowsQuery = report.rows({ tx, tenantId: claim.tenantId, auth }, claim.filters);
        await declareDownloadCursor(tx, { rowsQuery, cursor, hold: false, progress, maxRows });
        return writeDownloadFile({ ...file, source: { db: tx, cursor } });
      });
    }
    return tenantTransaction(db, claim.tenantId, async (tx) => {
      const rowsQuery = report.rows({ tx, tenantId: claim.tenantId, auth: await authorise(tx, claim) }, claim.filters);
      return declareDownloadCursor(tx, { rowsQuery: boundedRows(rowsQuery, maxRows), cursor, hold: true, progress, maxRows });
    }).then(() => writeDownloadFile({ ...file, source: { db, cursor, held: true } }));
  };

  const send = async (claim: DownloadClaim, res: ServerResponse, path: string, signal: AbortSignal) => {
    const { size } = await stat(path);
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[claim.format],
      "content-disposition": `attachment; filename="${downloadFileName(DOWNLOADS[claim.report].fileStem, claim.format)}"`,
      "content-length": String(size),
      "cache-control": "no-store",
    });
    // a client that stops reading leaves the socket idle: cut it off rather than keep the file open forever
    res.setTimeout(limits.stallSeconds * 1000, () => res.destroy());
    await pipeline(createReadStream(path), res, { signal });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== "GET") return refuse(res, 405, "Downloads are fetched with GET.");
    let token: string;
    try {
      token = decodeURIComponent(pathname.slice("/downloads/".length));
    } catch {
      return refuse(res, 400, "This download link is damaged (a bad % escape): ask for the file again.");
    }
    const claim = readDownloadToken(config, token);
    if (!claim || !Object.hasOwn(DOWNLOADS, claim.report)) return refuse(res, 403, "This download link is not valid or has expired: ask for the file again.");

    const owner = { tenantId: claim.tenantId, userId: claim.userId, sessionId: claim.sessionId, downloadId: claim.downloadId };
    const verdict = await tenantTransaction(db, claim.tenantId, (tx) => claimDownload(tx, owner, limits));
    if (verdict !== "CLAIMED") {
      const [status, message] = REFUSALS[verdict];
      return refuse(res, status, message, verdict === "TOO_MANY" ? { "retry-after": "30" } : {});
    }

    const abort = new AbortController();
    running.add(abort);
    const deadline = setTimeout(() => abort.abort(new Error(`The download ran longer than ${limits.maxSeconds} s.`)), limits.maxSeconds * 1000);
    const clientLeft = () => {
      if (!res.writableFinished) abort.abort(new Error("The client went away."));
    };
    res.on("close", clientLeft);
    let folder: string | undefined;
    const progress = downloadProgressWriter(db, { tenantId: claim.tenantId, downloadId: claim.downloadId });
    try {
      folder = await mkdtemp(join(tmpdir(), "pharmacy-download-"));
      const path = join(folder, `file.${claim.format.toLowerCase()}`);
      await queue.run(abort.signal, () => build(claim, path, abort.signal, progress));
      await send(claim, res, path, abort.signal);
      await progress.finished("DONE");
    } catch (error) {
      await progress.finished("FAILED", error instanceof TooManyRowsError ? error.message : null);
      if (error instanceof Refusal) refuse(res, error.status, error.message);
      else if (error instanceof TooManyRowsError) refuse(res, 413, error.message);
      else if (isAppError(error) && error.code === "BAD_USER_INPUT") refuse(res, 400, error.message);
      else if (isAppError(error)) refuse(res, 403, error.message);
      else if (isDatabaseBusy(error)) refuse(res, 503, DATABASE_BUSY_MESSAGE, { "retry-after": "5" });
      else if (abort.signal.aborted) {
        console.warn(`Download ${claim.downloadId} ended early: ${String(abort.signal.reason)}`);
        refuse(res, 503, "The download was stopped (it took too long, or the server is restarting): please ask for the file again.");
      } else console.error("Download failed:", error);
      if (!res.headersSent) refuse(res, 500, "The file could not be made. Please try again.");
      else res.destroy();
    } finally {
      clearTimeout(deadline);
      res.off("close", clientLeft);
      running.delete(abort);
      if (folder) await rm(folder, { recursive: true, force: true });
      await tenantTransaction(db, claim.tenantId, (tx) => finishDownload(tx, claim)).catch((error: unknown) => {
        console.warn(`Download ${claim.downloadId} could not be marked finished (it stops counting after ${limits.maxSeconds} s):`, error);
      });
    }
  };

  return {
    handle,
    abortAll() {
      for (const abort of running) abort.abort(new Error("The server is shutting down."));
    },
  };
}
