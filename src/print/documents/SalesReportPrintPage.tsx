// The Sales report on A4 (/invoice/sales-report?from&to&period&groupBy&locations, opened by the screen's Print):
// the filters, every row up to PRINT_ROWS with the totals row, checked by the same shared schema as the screen.
import { SALES_REPORT } from "../../resources/reports/queries";
import { GROUP_LABELS, PERIOD_LABELS, checkDraft, draftFromParams, measureColumns, periodText } from "../../resources/reports/salesReportParams";
import { ReportPrintSheet } from "./ReportPrintSheet";
import { ReportPrintRows } from "./ReportPrintRows";
import { amountText, MetaBlock } from "./DocumentParts";
import { useLocationsText, usePagedReportPrint, usePrintDraft } from "./reportPrint";


const cellText = (value: number | null | undefined, money: boolean) => (value === null || value === undefined ? "—" : money ? amountText(value) : String(value));

export default function SalesReportPrintPage() {
  const { draft, checked } = usePrintDraft(draftFromParams, checkDraft);
  const { report, loading, problem, cut } = usePagedReportPrint("sales-report-print", SALES_REPORT, checked);
  const columns = measureColumns(draft.groupBy);
  const places = useLocationsText(draft.locationIds);
  return (
    <ReportPrintSheet title="Sales Report" slug="sales-report" range={draft} loading={loading} problem={problem} cut={cut}>
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
        <ReportPrintRows
          report={report && { rows: report.data, totals: report.totals }}
          rowKey={(row) => `${row.period}:${row.groupKey}`}
          leading={(row) => (
            <>
              <td className="nowrap">{periodText(draft.period, row.period)}</td>
              <td>{row.groupLabel}</td>
            </>
          )}
          leadingCount={2}
          columns={columns}
          figure={(of, column) => cellText(of[column.key], column.money)}
          emptyText="No sales in this period."
          totalsTestId="sales-report-print-totals"
          sumTestId="sales-print-sum"
        />
      </table>
    </ReportPrintSheet>
  );
}
