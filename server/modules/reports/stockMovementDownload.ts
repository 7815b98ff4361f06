// The Stock movement report as a download (downloadReports.ts lists it): its rows, then a row of totals, with
// the screen's columns: each movement in units and at cost.
import { P } from "../../../common/permissions/catalogue";
import type { DownloadColumn, DownloadReport } from "./downloadReports";
import { stockMovementDownloadQuery, stockMovementFilters, toStockMovementRow, type StockMovementRow, type StockMovementTotals } from "./stockMovementReport";

const PAIRS: readonly [keyof StockMovementTotals, string][] = [
  ["opening", "Opening"],
  ["received", "Received"],
  ["transferIn", "Transfers In"],
  ["customerReturn", "Customer Returns"],
  ["found", "Adjusted In"],
  ["in", "Total In"],
  ["sold", "Sold"],
  ["transferOut", "Transfers Out"],
  ["vendorReturn", "Vendor Returns"],
  ["writtenOff", "Adjusted Out"],
  ["out", "Total Out"],
  ["closing", "Closing"],
];

const column = (header: string, value: (row: StockMovementRow) => string | number): DownloadColumn => ({ header, value: (row) => value(toStockMovementRow(row)) });

export const stockMovementDownload: DownloadReport = {
  fileStem: "stock-movement-report",
  sheet: "Stock Movement",
  permissions: [P.reportingAnalytics.reports.read],
  // any range (the screen stops at 13 months), read through the cursor
  rows: (scope, filters) => stockMovementDownloadQuery(scope, stockMovementFilters(scope, filters, { download: true })),
  columns: [
    column("Product ID", (row) => row.productCode),
    column("Product", (row) => row.productName),
    column("Location", (row) => row.locationName),
    ...PAIRS.flatMap(([key, label]) => [column(`${label} Units`, (row) => row[key].units), column(`${label} Value`, (row) => row[key].value)]),
  ],
};
