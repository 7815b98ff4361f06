// The Expiry report's download (downloadExpiryReport): the lots expiring in the range (any range, the screen's
// stops at 13 months) or, with `expired`, the expired still on hand, each lot a row with the month it expires in,
// then a row of totals counted as the screen's (units, sealed packs, loose units, value at cost).
import { P } from "../../../common/permissions/catalogue";
import type { DownloadReport } from "./downloadReports";
import { expiryReportDownloadQuery, expiryReportFilters, toExpiryLot } from "./expiryReport";

type Row = Record<string, unknown>;

const isTotal = (row: Row) => Number(row.part) === 1;
const count = (value: unknown) => Number(value ?? 0);

const columns: readonly [string, (row: Row) => string | number][] = [
  ["Month", (row) => (isTotal(row) ? "Total" : toExpiryLot(row).batchExpiry.slice(0, 7))],
  ["Location", (row) => (isTotal(row) ? "" : toExpiryLot(row).locationName)],
  ["Product ID", (row) => (isTotal(row) ? "" : toExpiryLot(row).productCode)],
  ["Product", (row) => (isTotal(row) ? "" : toExpiryLot(row).productName)],
  ["Lot", (row) => (isTotal(row) ? "" : toExpiryLot(row).actionId)],
  ["Batch", (row) => (isTotal(row) ? "" : toExpiryLot(row).batchNumber)],
  ["Expiry", (row) => (isTotal(row) ? "" : toExpiryLot(row).batchExpiry)],
  ["Days Left", (row) => (isTotal(row) ? "" : toExpiryLot(row).daysLeft)],
  ["Vendor", (row) => (isTotal(row) ? "" : toExpiryLot(row).vendorName)],
  ["Lots", (row) => count(row.lots)],
  ["Units", (row) => count(row.units)],
  ["Sealed Packs", (row) => count(row.packs)],
  ["Loose Units", (row) => count(row.loose_units)],
  ["Value at Cost", (row) => toExpiryLot(row).value],
];

export const expiryReportDownload: DownloadReport = {
  fileStem: "expiry-report",
  sheet: "Expiry",
  permissions: [P.reportingAnalytics.reports.read],
  rows: (scope, filters) => expiryReportDownloadQuery(scope, expiryReportFilters(scope, filters, { download: true }), filters.expired === true ? "EXPIRED" : "EXPIRING"),
  columns: columns.map(([header, value]) => ({ header, value })),
};
