// The Sales report on A4 (/invoice/sales-report?from&to&period&groupBy&locations, opened by the screen's Print):
// the filters, every row up to PRINT_ROWS with the totals row, checked by the same shared schema as the screen.
import { SALES_REPORT } from "../../resources/reports/queries";
import { GROUP_LABELS, PERIOD_LABELS, checkDraft, draftFromParams, measureColumns, periodText } from "../../resources/reports/salesReportParams";
import { PrintSheet } from "../PrintSheet";
import { amountText, dateText, MetaBlock } from "./DocumentParts";
import { useLocationsText, usePagedReportPrint, usePrintDraft } from "./reportPrint";


const cellText = (value: number | null | undefined, money: boolean) => (value === null || value === undefined ? "—" : money ? amountText(value) : String(value));

export default function SalesReportPrintPage() {
  const { draft, checked } = usePrintDraft(draftFromParams, checkDraft);
  const { report, loading, problem, cut } = usePagedReportPrint("sales-report-print", SALES_REPORT, checked);
  const columns = measureColumns(draft.groupBy);
  const places = useLocationsText(draft.locationIds);
  return (
    <PrintSheet
      title="Sales Report"
      subtitle={draft.from && draft.to ? `${dateText(draft.from)} – ${dateText(draft.to)}` : undefined}
      documentTitle={`sales-report-${draft.from ?? ""}-${draft.to ?? ""}`}
      loading={loading}
      error={problem}
      notice={cut}
    >
      <MetaBlock
        testId="sales-report-meta"
        left={[
          { label: "Period", value: PERIOD_LABELS[draft.period] },
          { label: "Grouped by", value: GROUP_LABELS[draft.groupBy] },
        ]}
        right={[{ label: "Locations", value: places }]}
      />
      <table className="print-items print-items--fit" data-testid="sales-report-print-table">
        <thead>
          <tr>
            <th>{PERIOD_LABELS[draft.period]}</th>
            <th>{GROUP_LABELS[draft.groupBy]}</th>
            {columns.map((column) => (
              <th key={column.key} className="num">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(report?.data ?? []).map((row) => (
            <tr key={`${row.period}:${row.groupKey}`}>
              <td className="nowrap">{periodText(draft.period, row.period)}</td>
              <td>{row.groupLabel}</td>
              {columns.map((column) => (
                <td key={column.key} className="num">
                  {cellText(row[column.key], column.money)}
                </td>
              ))}
            </tr>
          ))}
          {report && report.data.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2}>No sales in this period.</td>
            </tr>
          )}
        </tbody>
        {report && (
          <tfoot>
            <tr data-testid="sales-report-print-totals">
              <th colSpan={2}>Total</th>
              {columns.map((column) => (
                <th key={column.key} className="num" data-testid={`sales-print-sum-${column.key}`}>
                  {cellText(report.totals[column.key], column.money)}
                </th>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </PrintSheet>
  );
}
