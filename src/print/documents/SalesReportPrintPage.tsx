// The Sales report on A4 (/invoice/sales-report?from&to&period&groupBy&locations, opened by the screen's Print):
// the filters, every row up to PRINT_ROWS with the totals row, checked by the same shared schema as the screen.
import { useSearchParams } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation, useSession } from "../../providers/session";
import { SALES_REPORT } from "../../resources/reports/queries";
import { GROUP_LABELS, PERIOD_LABELS, checkDraft, draftFromParams, measureColumns, periodText } from "../../resources/reports/salesReportParams";
import { PrintSheet } from "../PrintSheet";
import { amountText, MetaBlock } from "./DocumentParts";

/** The most rows a printed report holds (the server's page limit); more go through Download. */
const PRINT_ROWS = 1000;

const dateText = (date: string) => date.split("-").reverse().join("/");
const cellText = (value: number | null | undefined, money: boolean) => (value === null || value === undefined ? "—" : money ? amountText(value) : String(value));

export default function SalesReportPrintPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const { current } = useCurrentLocation();
  const draft = draftFromParams(params, current?.id ?? null);
  const checked = checkDraft(draft);
  const query = useGqlQuery(["sales-report-print"], SALES_REPORT, checked.filters ? { ...checked.filters, page: 1, limit: PRINT_ROWS } : null);
  const report = query.data?.report;
  const columns = measureColumns(draft.groupBy);
  const names = new Map((session?.allowedLocations ?? []).map((location) => [location.id, location.name]));
  const places = draft.locationIds.length > 0 ? draft.locationIds.map((id) => names.get(id) ?? id).join(", ") : "All my locations";
  const problem = checked.errors ? Object.values(checked.errors).join(" ") : query.error ? (errorMessage(query.error) ?? "The report could not be loaded.") : null;
  const cut = report && report.meta.total > report.data.length ? `The first ${report.data.length} of ${report.meta.total} rows are printed; Download gives them all.` : undefined;
  return (
    <PrintSheet
      title="Sales Report"
      subtitle={draft.from && draft.to ? `${dateText(draft.from)} – ${dateText(draft.to)}` : undefined}
      documentTitle={`sales-report-${draft.from ?? ""}-${draft.to ?? ""}`}
      loading={query.isLoading}
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
