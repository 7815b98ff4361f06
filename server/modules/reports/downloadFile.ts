// A download's file, built before a byte goes to the client: the report's rows are read from a database cursor
// 500 at a time (in the build's transaction on PostgreSQL; from a held cursor, batch by batch, on the embedded
// database: downloads.ts says why) and written to a spool file on disk (XLSX through exceljs's streaming
// WorkbookWriter, or CSV), never the whole file in memory. Reading waits only on the database and the disk, never
// on the client, so a client that goes away, stops reading or reads slowly can hold a file handle, never a
// connection.
import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import { isUuid, queryRows, type Database, type Tx } from "../../db";
import type { DownloadFormat } from "./downloadLinks";
import type { DownloadColumn, DownloadReport } from "./downloadReports";
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

function csvSink(file: WriteStream, columns: readonly DownloadColumn[]): RowSink {
  const line = async (cells: readonly (string | number)[]) => {
    if (!file.write(`${cells.map(csvCell).join(",")}\r\n`)) await once(file, "drain");
  };
  file.write("\uFEFF");
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
      file.end();
      await finished(file);
    },
  };
}

function xlsxSink(file: WriteStream, columns: readonly DownloadColumn[], sheetName: string): RowSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: Math.max(12, column.header.length + 2) }));
  return {
    async write(row) {
      sheet.addRow(columns.map((column) => column.value(row))).commit();
      // let the zip stream drain to the disk before the next batch
      if (file.writableNeedDrain) await once(file, "drain");
    },
    async end() {
      sheet.commit();
      await workbook.commit();
      await finished(file);
    },
  };
}

export interface BuildProgress {
  started(totalRows: number): void;
  wrote(rows: number): void;
}

/** A declared cursor's rows, BATCH at a time, through `db` (its transaction, or the session for a held cursor). */
export interface RowSource {
  db: Database | Tx;
  cursor: string;
  /** A held cursor (declared with `hold`): counted here, before its rows are read. */
  held?: boolean;
}

/** A file would hold more rows than the server's bound (config downloads.maxRows): nothing is written. */
export class TooManyRowsError extends Error {
  constructor(readonly maxRows: number) {
    super(
      `This file would hold more than ${maxRows.toLocaleString("en-US")} rows, more than this server makes at once. ` +
        "Narrow the filters (a location, a shorter period) and download again." +
        (maxRows === EMBEDDED_DOWNLOAD_MAX_ROWS ? " Larger files need the app on PostgreSQL (DATABASE_URL), not the embedded database." : ""),
    );
  }
}

/**
 * The embedded database computes a file's rows in one statement while every other request waits (its one
 * connection): bench/downloadWait.ts measured about 0.6 s of wait for 20,000 rows and 2.5 to 3.3 s for 100,000, so
 * at most 20,000 keeps the wait under a second.
 */
export const EMBEDDED_DOWNLOAD_MAX_ROWS = 20_000;

/** The rows of `rowsQuery` (which ends in its ORDER BY) and one more: enough to know that it has too many. */
export function boundedRows(rowsQuery: SQL, maxRows: number | null): SQL {
  return maxRows === null ? rowsQuery : sql`${rowsQuery} limit ${maxRows + 1}`;
}

/** The cursor's name for a download: its id, checked, so that it may be written into the SQL. */
export function cursorName(downloadId: string): string {
  if (!isUuid(downloadId)) throw new Error(`Not a download id: ${downloadId}`);
  return `download_${downloadId.replace(/-/g, "")}`;
}

/**
 * Declares a cursor over the rows of `rowsQuery` in `tx`. Not held (PostgreSQL, read within `tx`): the rows are
 * counted first, for the progress's total. Held (`hold`, the embedded database): the cursor outlives the
 * transaction; PostgreSQL computes its rows once, at the commit, into a store that countHeldCursor then counts
 * cheaply, in a statement of its own. Counting them here too would compute every row twice while every other
 * request of the embedded database waits: that doubled the longest wait behind a large download.
 */
export async function declareDownloadCursor(tx: Tx, job: { rowsQuery: SQL; cursor: string; hold: boolean; progress: BuildProgress; maxRows: number | null }): Promise<void> {
  if (!job.hold) {
    const [{ rows: totalRows }] = await queryRows<{ rows: number }>(tx, sql`select count(*)::int as rows from (${job.rowsQuery}) counted`);
    if (job.maxRows !== null && totalRows > job.maxRows) throw new TooManyRowsError(job.maxRows);
    job.progress.started(totalRows);
  }
  // plan for every row, not the first few (the default for cursors prefers nested loops)
  await tx.execute(sql`set local cursor_tuple_fraction = 1.0`);
  // a held cursor sorts all its rows at the commit while every other request waits: in memory, not in temporary
  // files (100,000 lots: 3 times faster in PGlite)
  if (job.hold) await tx.execute(sql`set local work_mem = '64MB'`);
  const kind = job.hold ? "scroll cursor with hold" : "no scroll cursor without hold";
  await tx.execute(sql`declare ${sql.raw(job.cursor)} ${sql.raw(kind)} for ${job.rowsQuery}`);
}

/** The rows of a held cursor, once its transaction has committed (the progress's total); it is left at its start. */
async function countHeldCursor(source: RowSource, progress: BuildProgress, maxRows: number | null): Promise<void> {
  const moved = (await source.db.execute(sql.raw(`move forward all in ${source.cursor}`))) as { rowCount?: number | null; affectedRows?: number | null };
  const totalRows = moved.rowCount ?? moved.affectedRows ?? 0;
  // the cursor's query was bounded (boundedRows): one row more than allowed means too many
  if (maxRows !== null && totalRows > maxRows) throw new TooManyRowsError(maxRows);
  await source.db.execute(sql.raw(`move absolute 0 in ${source.cursor}`));
  progress.started(totalRows);
}

/**
 * Writes the cursor's rows as `format` to the file at `path`; answers how many rows, and closes the cursor. Stops
 * (and throws: a transaction around it rolls back) as soon as `signal` aborts: the client left or time ran out.
 */
export async function writeDownloadFile(job: { report: DownloadReport; source: RowSource; format: DownloadFormat; path: string; signal: AbortSignal; progress: BuildProgress; maxRows: number | null }): Promise<number> {
  const { report, source, format, path, signal, progress } = job;
  const file = createWriteStream(path, { flags: "wx", mode: 0o600 });
  // a write that fails (the disk full, or the stream destroyed by an abort with writes pending) is thrown from
  // the loop below, never left to crash the process as an unheard 'error'
  let failure: Error | undefined;
  file.on("error", (error) => (failure ??= error));
  try {
    if (source.held) await countHeldCursor(source, progress, job.maxRows);
    const sink = format === "XLSX" ? xlsxSink(file, report.columns, report.sheet) : csvSink(file, report.columns);
    let written = 0;
    for (;;) {
      signal.throwIfAborted();
      if (failure) throw failure;
      const rows = await queryRows<Row>(source.db, sql.raw(`fetch ${BATCH} from ${source.cursor}`));
      for (const [index, row] of rows.entries()) {
        await sink.write(row);
        // formatting rows is the event loop's own work: let other requests' callbacks run every 100 rows
        if (index % 100 === 99) await yieldToEventLoop();
      }
      written += rows.length;
      progress.wrote(rows.length);
      if (rows.length < BATCH) break;
    }
    signal.throwIfAborted();
    await sink.end();
    return written;
  } finally {
    if (!file.closed) file.destroy();
    await source.db.execute(sql.raw(`close ${source.cursor}`)).catch(() => undefined);
  }
}
