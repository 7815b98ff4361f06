// The body and totals of a printed report's table (sales, purchases, sales tax, stock movement): a row per line
// with its leading cells and one figure per column, the report's words when it has no line, and the totals row.
// Nothing while the report loads (the sheet says it is loading).
import type { ReactNode } from "react";

interface Props<Row, Totals, Column extends { key: string }> {
  /** The report's lines and totals; undefined while it loads. */
  report: { rows: readonly Row[]; totals: Totals } | undefined;
  rowKey: (row: Row) => string;
  /** The cells before the figures (month, vendor, location…), as <td>s. */
  leading: (row: Row) => ReactNode;
  leadingCount: number;
  columns: readonly Column[];
  /** A figure of a line or of the totals, as printed. */
  figure: (of: Row | Totals, column: Column) => ReactNode;
  emptyText: string;
  /** data-testid of the totals row; each total's is `${sumTestId}-${key}`. */
  totalsTestId: string;
  sumTestId: string;
}

export function ReportPrintRows<Row, Totals, Column extends { key: string }>({ report, rowKey, leading, leadingCount, columns, figure, emptyText, totalsTestId, sumTestId }: Props<Row, Totals, Column>) {
  return (
    <>
      <tbody>
        {(report?.rows ?? []).map((row) => (
          <tr key={rowKey(row)}>
            {leading(row)}
            {columns.map((column) => (
              <td key={column.key} className="num">
                {figure(row, column)}
              </td>
            ))}
          </tr>
        ))}
        {report && report.rows.length === 0 && (
          <tr>
            <td colSpan={columns.length + leadingCount}>{emptyText}</td>
          </tr>
        )}
      </tbody>
      {report && (
        <tfoot>
          <tr data-testid={totalsTestId}>
            <th colSpan={leadingCount}>Total</th>
            {columns.map((column) => (
              <th key={column.key} className="num" data-testid={`${sumTestId}-${column.key}`}>
                {figure(report.totals, column)}
              </th>
            ))}
          </tr>
        </tfoot>
      )}
    </>
  );
}
