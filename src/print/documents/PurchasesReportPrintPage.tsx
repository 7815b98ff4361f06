// The Purchases report on A4 (/invoice/purchases-report?from&to&locations&vendors, opened by the screen's Print):
// the filters, every row up to PRINT_ROWS (ordered, received and returned; packs and units stay on screen and in the
// download) with the totals row, checked by the same shared schema as the screen.
import { PURCHASES_REPORT } from "../../resources/reports/queries";
import { PURCHASE_COLUMNS, PURCHASE_GROUPS, checkDraft, draftFromParams, monthText } from "../../resources/reports/purchasesReportParams";
import { ReportPrintSheet } from "./ReportPrintSheet";
import { ReportPrintRows } from "./ReportPrintRows";
import { amountText, MetaBlock } from "./DocumentParts";
import { useLocationsText, usePagedReportPrint, usePrintDraft } from "./reportPrint";

const PRINTED = PURCHASE_COLUMNS.filter((column) => column.printed);

const cellText = (value: number, money: boolean) => (money ? amountText(value) : String(value));

export default function PurchasesReportPrintPage() {
  const { draft, checked } = usePrintDraft(draftFromParams, checkDraft);
  const { report, loading, problem, cut } = usePagedReportPrint("purchases-report-print", PURCHASES_REPORT, checked);
  const places = useLocationsText(draft.locationIds);
  const vendorNames = [...new Set((report?.data ?? []).filter((row) => draft.vendorIds.includes(row.vendorId)).map((row) => row.vendorName))];
  const vendors = draft.vendorIds.length === 0 ? "All vendors" : vendorNames.length > 0 ? vendorNames.join(", ") : `${draft.vendorIds.length} chosen`;
  return (
    <ReportPrintSheet title="Purchases Report" slug="purchases-report" range={draft} loading={loading} problem={problem} cut={cut}>
      <MetaBlock
        testId="purchases-report-meta"
        left={[
          { label: "Vendors", value: vendors },
          { label: "By", value: "Month (business days, Pakistan time), vendor, location" },
        ]}
        right={[{ label: "Locations", value: places }]}
      />
      <table className="print-items print-items--fit" style={{ fontSize: "7pt" }} data-testid="purchases-report-print-table">
        <colgroup>
          <col style={{ width: "7%" }} />
          <col style={{ width: "13%" }} />
          <col style={{ width: "11%" }} />
          {PRINTED.map((column) => (
            <col key={column.key} style={{ width: column.money ? "6.5%" : "5.5%" }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th rowSpan={2}>Month</th>
            <th rowSpan={2}>Vendor</th>
            <th rowSpan={2}>Location</th>
            {PURCHASE_GROUPS.map((group) => (
              <th key={group} colSpan={PRINTED.filter((column) => column.group === group).length} style={{ textAlign: "center" }}>
                {group === "Net" ? "" : group}
              </th>
            ))}
          </tr>
          <tr>
            {PRINTED.map((column) => (
              <th key={column.key} className="num">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <ReportPrintRows
          report={report && { rows: report.data, totals: report.totals }}
          rowKey={(row) => `${row.month}:${row.vendorId}:${row.locationId}`}
          leading={(row) => (
            <>
              <td className="nowrap">{monthText(row.month)}</td>
              <td>{row.vendorName}</td>
              <td>{row.locationName}</td>
            </>
          )}
          leadingCount={3}
          columns={PRINTED}
          figure={(of, column) => cellText(of[column.key], column.money)}
          emptyText="No purchases in this period."
          totalsTestId="purchases-report-print-totals"
          sumTestId="purchases-print-sum"
        />
      </table>
    </ReportPrintSheet>
  );
}
