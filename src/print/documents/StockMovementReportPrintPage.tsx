// The Stock movement report on A4 (/invoice/stock-movement-report?from&to&locations&product&category, opened by the
// screen's Print): the filters, every row up to PRINT_ROWS (units, with their value at cost beneath) and the totals
// row, checked by the same shared schema as the screen.
import { STOCK_MOVEMENT_REPORT } from "../../resources/reports/stockMovementQueries";
import { MOVEMENT_COLUMNS, checkMovementDraft, movementDraftFromParams } from "../../resources/reports/stockMovementParams";
import { ReportPrintSheet } from "./ReportPrintSheet";
import { ReportPrintRows } from "./ReportPrintRows";
import { amountText, MetaBlock } from "./DocumentParts";
import { useLocationsText, usePagedReportPrint, usePrintDraft } from "./reportPrint";


const INS = MOVEMENT_COLUMNS.filter((column) => column.group === "In").length;
const OUTS = MOVEMENT_COLUMNS.filter((column) => column.group === "Out").length;

function PairText({ pair }: { pair: { units: number; value: number } }) {
  return (
    <>
      {pair.units.toLocaleString("en-US")}
      <small>{amountText(pair.value)}</small>
    </>
  );
}

export default function StockMovementReportPrintPage() {
  const { draft, checked } = usePrintDraft(movementDraftFromParams, checkMovementDraft);
  const { report, loading, problem, cut } = usePagedReportPrint("stock-movement-report-print", STOCK_MOVEMENT_REPORT, checked);
  const places = useLocationsText(draft.locationIds);
  const onlyProduct = draft.productId ? report?.data[0]?.productName : undefined;
  return (
    <ReportPrintSheet title="Stock Movement Report" slug="stock-movement-report" range={draft} loading={loading} problem={problem} cut={cut}>
      <MetaBlock
        testId="movement-report-meta"
        left={[
          { label: "Units", value: "Selling units; value at cost beneath, without tax" },
          ...(draft.productId ? [{ label: "Product", value: onlyProduct ?? "One product" }] : []),
          ...(draft.categoryId ? [{ label: "Category", value: "One category" }] : []),
        ]}
        right={[{ label: "Locations", value: places }]}
      />
      <table className="print-items print-items--fit" style={{ fontSize: "7pt" }} data-testid="movement-report-print-table">
        <colgroup>
          <col style={{ width: "14%" }} />
          <col style={{ width: "9%" }} />
          {MOVEMENT_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: `${77 / MOVEMENT_COLUMNS.length}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th rowSpan={2}>Product</th>
            <th rowSpan={2}>Location</th>
            <th rowSpan={2} className="num">
              Opening
            </th>
            <th colSpan={INS} style={{ textAlign: "center" }}>
              In
            </th>
            <th colSpan={OUTS} style={{ textAlign: "center" }}>
              Out
            </th>
            <th rowSpan={2} className="num">
              Closing
            </th>
          </tr>
          <tr>
            {MOVEMENT_COLUMNS.filter((column) => column.group !== "").map((column) => (
              <th key={column.key} className="num" style={{ fontSize: "6pt", fontWeight: "normal" }}>
                {column.short}
              </th>
            ))}
          </tr>
        </thead>
        <ReportPrintRows
          report={report && { rows: report.data, totals: report.totals }}
          rowKey={(row) => `${row.productId}:${row.locationId}`}
          leading={(row) => (
            <>
              <td>
                {row.productName} ({row.productCode})
              </td>
              <td>{row.locationName}</td>
            </>
          )}
          leadingCount={2}
          columns={MOVEMENT_COLUMNS}
          figure={(of, column) => <PairText pair={of[column.key]} />}
          emptyText="No stock held or moved in this period."
          totalsTestId="movement-report-print-totals"
          sumTestId="movement-print-sum"
        />
      </table>
    </ReportPrintSheet>
  );
}
