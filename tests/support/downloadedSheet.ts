// A report's XLSX download read back: one sheet of it, its header and its last row (the totals) by column name.
// From the link the server gave (API tests) or from the file the browser saved (browser tests).
import ExcelJS from "exceljs";
import { expect, inject } from "vitest";

export interface DownloadedSheet {
  /** Rows in the sheet, the header included. */
  rowCount: number;
  header: unknown[];
  /** The last row's value in the named column. */
  total: (column: string) => unknown;
  sheet: ExcelJS.Worksheet;
}

/** The named sheet of a workbook given as its bytes or as a saved file's path. */
export async function readSheet(source: { bytes: ArrayBuffer } | { path: string | null }, sheetName: string): Promise<DownloadedSheet> {
  const workbook = new ExcelJS.Workbook();
  if ("bytes" in source) await workbook.xlsx.load(source.bytes);
  else await workbook.xlsx.readFile(source.path ?? "");
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`The download has no sheet "${sheetName}".`);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const last = sheet.getRow(sheet.rowCount);
  return { rowCount: sheet.rowCount, header, total: (column) => last.getCell(header.indexOf(column) + 1).value, sheet };
}

/** The download at the server's link (relative to the API server's address). */
export async function downloadedSheet(url: string, sheetName: string): Promise<DownloadedSheet> {
  const answer = await fetch(`${inject("apiUrl")}${url}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toContain("spreadsheetml");
  return readSheet({ bytes: await answer.arrayBuffer() }, sheetName);
}
