// GET /downloads/{token}: the report a download link names (downloadReports.ts), streamed as XLSX (exceljs's streaming WorkbookWriter) or
// CSV: rows are read from a database cursor 500 at a time and written as they arrive, never the whole file in
// memory. The link is checked (signature, expiry), then the user as they are now (active, allowed the report,
// allowed the location), in one tenant transaction that holds the cursor.
import type { IncomingMessage, ServerResponse } from "node:http";
import { once } from "node:events";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { hasPermission } from "../../../common/permissions/match";
import type { Config } from "../../config";
import { queryRows, type Database } from "../../db";
import { tenants } from "../../db/schema";
import { authOf } from "../../core/auth";
import { tenantTransaction } from "../../core/transaction";
import { loadSessionState } from "../session/sessionState";
import { readDownloadToken, type DownloadFormat } from "./downloadLinks";
import { downloadProgress } from "./downloadProgress";
import { DOWNLOADS, type DownloadColumn } from "./downloadReports";
import type { Row } from "./stockReport";

const BATCH = 500;

interface RowSink {
  write(row: Row): Promise<void>;
  end(): Promise<void>;
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvSink(res: ServerResponse, columns: readonly DownloadColumn[]): RowSink {
  const line = async (cells: readonly (string | number)[]) => {
    if (!res.write(`${cells.map(csvCell).join(",")}\r\n`)) await once(res, "drain");
  };
  res.write("\uFEFF");
  let started = false;
  return {
    async write(row) {
      if (!started) {
        started = true;
        await line(columns.map((column) => column.header));
      }
      await line(columns.map((column) => column.value(row)));
    },
    async end() {
      if (!started) await line(columns.map((column) => column.header));
      res.end();
    },
  };
}

function xlsxSink(res: ServerResponse, columns: readonly DownloadColumn[], sheetName: string): RowSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: Math.max(12, column.header.length + 2) }));
  return {
    async write(row) {
      sheet.addRow(columns.map((column) => column.value(row))).commit();
      // let the zip stream drain before the next batch
      if (res.writableNeedDrain) await once(res, "drain");
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  CSV: "text/csv; charset=utf-8",
};

export function downloadFileName(stem: string, format: DownloadFormat, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `${stem}-${stamp}.${format.toLowerCase()}`;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(message);
}

export function createDownloadsHandler(deps: { db: Database; config: Config }) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== "GET") return refuse(res, 405, "Downloads are fetched with GET.");
    const claim = readDownloadToken(deps.config, decodeURIComponent(pathname.slice("/downloads/".length)));
    const report = claim && Object.hasOwn(DOWNLOADS, claim.report) ? DOWNLOADS[claim.report] : null;
    if (!claim || !report) return refuse(res, 403, "This download link is not valid or has expired: ask for the file again.");
    await tenantTransaction(deps.db, claim.tenantId, async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, claim.tenantId));
      const state = tenant ? await loadSessionState(tx, claim.tenantId, claim.userId) : null;
      if (!tenant || !state) return refuse(res, 403, "This download link is not valid any more.");
      const auth = authOf(state, { tenant, sessionId: "download", token: "" });
      if (!report.permissions.some((permission) => hasPermission(auth.permissionStrings, permission))) return refuse(res, 403, "You may not download this report.");
      const scope = { tx, tenantId: claim.tenantId, auth };
      const rowsQuery = report.rows(scope, claim.filters);
      res.writeHead(200, {
        "content-type": CONTENT_TYPES[claim.format],
        "content-disposition": `attachment; filename="${downloadFileName(report.fileStem, claim.format)}"`,
        "cache-control": "no-store",
      });
      const sink = claim.format === "XLSX" ? xlsxSink(res, report.columns, report.sheet) : csvSink(res, report.columns);
      const [{ rows: totalRows }] = await queryRows<{ rows: number }>(tx, sql`select count(*)::int as rows from (${rowsQuery}) counted`);
      downloadProgress.started(claim.downloadId, totalRows);
      // plan for every row, not the first few (the default for cursors prefers nested loops)
      await tx.execute(sql`set local cursor_tuple_fraction = 1.0`);
      await tx.execute(sql`declare download_rows no scroll cursor for ${rowsQuery}`);
      for (;;) {
        const rows = await queryRows<Row>(tx, sql.raw(`fetch ${BATCH} from download_rows`));
        for (const row of rows) await sink.write(row);
        downloadProgress.wrote(claim.downloadId, rows.length);
        if (rows.length < BATCH) break;
      }
      await tx.execute(sql`close download_rows`);
      await sink.end();
      downloadProgress.finished(claim.downloadId, "DONE");
    }).catch((error: unknown) => {
      downloadProgress.finished(claim.downloadId, "FAILED");
      console.error("Download failed:", error);
      if (!res.headersSent) refuse(res, 500, "The file could not be made. Please try again.");
      else res.destroy(error instanceof Error ? error : undefined);
    });
  };
}
