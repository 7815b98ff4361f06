// The Sales tax report on A4 for filing (/invoice/sales-tax-report?from&to&locations, opened by the screen's
// Print): the company, the period and the locations; the output tax per month, authority and rate with the credit
// notes and the totals; then the sales without a fiscal number (the first 500, their count whole), to reconcile
// what is filed with the fiscal postings. Checked by the same shared schema as the screen.
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { salesTaxReportSchema } from "../../../common/schemas/salesReport";
import { enumLabel } from "../../../common/format/enumLabel";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useCurrentLocation, useSession } from "../../providers/session";
import { DATE_FORMAT } from "../../resources/columns";
import { SALES_TAX_REPORT, type SalesTaxReportResult } from "../../resources/reports/queries";
import { draftFromParams, periodText } from "../../resources/reports/salesReportParams";
import { ReportPrintSheet } from "./ReportPrintSheet";
import { ReportPrintRows } from "./ReportPrintRows";
import { amountText, dateText, MetaBlock, moneyHeader, SignatureLines } from "./DocumentParts";
import { printProblem, useLocationsText } from "./reportPrint";

type Measures = SalesTaxReportResult["totals"];

const MEASURES: { key: keyof Measures; title: string; money: boolean }[] = [
  { key: "invoices", title: "Invoices", money: false },
  { key: "salesValue", title: "Sales Value", money: true },
  { key: "salesTax", title: "Output Tax", money: true },
  { key: "creditNotes", title: "Credit Notes", money: false },
  { key: "creditValue", title: "Credit Notes Value", money: true },
  { key: "creditTax", title: "Credit Notes Tax", money: true },
  { key: "netTax", title: "Net Tax", money: true },
];

const authorityText = (authority: string) => (authority === "NONE" ? "Not reported" : authority);
const cellText = (value: number, money: boolean) => (money ? amountText(value) : String(value));

export default function SalesTaxReportPrintPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const { current } = useCurrentLocation();
  const draft = draftFromParams(params, current?.id ?? null);
  const parsed = salesTaxReportSchema.safeParse({ from: draft.from, to: draft.to, locationIds: draft.locationIds });
  const query = useGqlQuery(["sales-tax-report-print"], SALES_TAX_REPORT, parsed.success ? parsed.data : null);
  const report = query.data?.report;
  const places = useLocationsText(draft.locationIds);
  const problem = printProblem(parsed.success ? null : fieldErrorsFromZod(parsed.error), query.error);
  const cut = report && report.unreportedCount > report.unreported.length ? `The first ${report.unreported.length} of ${report.unreportedCount} sales without a fiscal number are printed.` : undefined;
  return (
    <ReportPrintSheet title="Sales Tax Report" slug="sales-tax-report" range={draft} loading={query.isLoading} problem={problem} cut={cut}>
      <MetaBlock
        testId="sales-tax-print-meta"
        left={[
          { label: "Company", value: session?.tenant.name ?? "" },
          { label: "Period", value: draft.from && draft.to ? `${dateText(draft.from)} – ${dateText(draft.to)}` : "" },
        ]}
        right={[
          { label: "Locations", value: places },
          { label: "Printed on", value: dayjs().format(`${DATE_FORMAT} HH:mm`) },
        ]}
      />
      <table className="print-items print-items--fit" data-testid="sales-tax-print-table">
        <thead>
          <tr>
            <th>Month</th>
            <th>Authority</th>
            <th className="num">GST %</th>
            {MEASURES.map((column) => (
              <th key={column.key} className="num">
                {column.money ? moneyHeader(column.title) : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <ReportPrintRows
          report={report}
          rowKey={(row) => `${row.month}:${row.authority}:${row.taxRate}`}
          leading={(row) => (
            <>
              <td className="nowrap">{periodText("MONTH", row.month)}</td>
              <td>{authorityText(row.authority)}</td>
              <td className="num">{row.taxRate}</td>
            </>
          )}
          leadingCount={3}
          columns={MEASURES}
          figure={(of, column) => cellText(of[column.key], column.money)}
          emptyText="No sales in this period."
          totalsTestId="sales-tax-print-totals"
          sumTestId="sales-tax-print-sum"
        />
      </table>
      {report && <UnreportedSales report={report} />}
      <SignatureLines labels={["Prepared by", "Checked by"]} />
    </ReportPrintSheet>
  );
}

/** The sales (and credit notes) of the period that no authority numbered. */
function UnreportedSales({ report }: { report: SalesTaxReportResult }) {
  return (
    <table className="print-items print-items--fit" data-testid="sales-tax-print-unreported">
      <thead>
        <tr>
          <th colSpan={8} data-testid="sales-tax-print-unreported-title">
            Sales without a fiscal number ({report.unreportedCount})
          </th>
        </tr>
        <tr>
          <th>Order</th>
          <th>Kind</th>
          <th>Date</th>
          <th>Location / Register</th>
          <th>Authority</th>
          <th>Posting</th>
          <th className="num">{moneyHeader("Tax")}</th>
          <th className="num">{moneyHeader("Total")}</th>
        </tr>
      </thead>
      <tbody>
        {report.unreported.map((order) => (
          <tr key={order.orderId}>
            <td className="print-code">{order.orderNumber}</td>
            <td>{order.kind === "RETURN" ? "Credit note" : "Sale"}</td>
            <td className="nowrap">{dayjs(order.createdAt).format(`${DATE_FORMAT} HH:mm`)}</td>
            <td>
              {order.locationName}
              {order.registerName && <small>{order.registerName}</small>}
            </td>
            <td>{authorityText(order.authority)}</td>
            <td>{order.postingStatus.split(", ").map(enumLabel).join(", ")}</td>
            <td className="num">{amountText(order.tax)}</td>
            <td className="num">{amountText(order.total)}</td>
          </tr>
        ))}
        {report.unreported.length === 0 && (
          <tr>
            <td colSpan={8}>Every sale of the period has its fiscal number.</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
