// A report's XLSX download read back: the file fetched from the link the server gave, one sheet of it, its header
// and its last row (the totals) by column name.
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

export async function downloadedSheet(url: string, sheetName: string): Promise<DownloadedSheet> {
  const answer = await fetch(`${inject("apiUrl")}${url}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toContain("spreadsheetml");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await answer.arrayBuffer());
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`The download has no sheet "${sheetName}".`);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const last = sheet.getRow(sheet.rowCount);
  return { rowCount: sheet.rowCount, header, total: (column) => last.getCell(header.indexOf(column) + 1).value, sheet };
}
