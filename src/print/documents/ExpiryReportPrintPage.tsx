// The Expiry report on A4 (/invoice/expiry-report?from&to&locations&product&category, opened by the screen's Print):
// the filters, each month's locations with the month's total, the totals per location, and the expired still on
// hand, each with its totals; checked by the same shared schema as the screen.
import dayjs from "dayjs";
import { Fragment } from "react";
import { graphql } from "../../graphql";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useSession } from "../../providers/session";
import { DATE_FORMAT } from "../../resources/columns";
import { EXPIRY_REPORT, type ExpiryMeasures, type ExpiryReportResult } from "../../resources/reports/expiryReportQueries";
import { EXPIRY_MEASURES, checkExpiryDraft, expiryDraftFromParams, monthText } from "../../resources/reports/expiryReportParams";
import { PrintSheet } from "../PrintSheet";
import { amountText, MetaBlock, moneyHeader, SignatureLines } from "./DocumentParts";
import { printProblem, useLocationsText, usePrintDraft } from "./reportPrint";

const PRODUCT_NAME = graphql(`query ExpiryPrintProduct($id: ID!) { product: getProduct(id: $id) { name } }`);
const CATEGORY_NAME = graphql(`query ExpiryPrintCategory($id: ID!) { category: getCategory(id: $id) { name } }`);

/** A row's figures as cells; a total's (`testId` given) as header cells, each with its test id. */
const cells = (figures: ExpiryMeasures, testId?: string) =>
  EXPIRY_MEASURES.map((measure) => {
    const text = measure.money ? amountText(figures.value) : String(figures[measure.key]);
    return testId ? (
      <th key={measure.key} className="num" data-testid={`${testId}-${measure.key}`}>
        {text}
      </th>
    ) : (
      <td key={measure.key} className="num">
        {text}
      </td>
    );
  });

/** Column widths on A4: the names wide, the figures alike. */
const columnWidths = (names: readonly string[]) => (
  <colgroup>
    {names.map((width, index) => (
      <col key={index} style={{ width }} />
    ))}
    {EXPIRY_MEASURES.map((measure) => (
      <col key={measure.key} style={{ width: measure.money ? "15%" : "10%" }} />
    ))}
  </colgroup>
);

const headers = EXPIRY_MEASURES.map((measure) => (
  <th key={measure.key} className="num">
    {measure.money ? moneyHeader(measure.title) : measure.title}
  </th>
));

/** Figures per location with a row of totals: the totals over the months, or the expired. */
function LocationTable({ title, rows, totals, testId }: { title: string; rows: ExpiryReportResult["expired"]; totals: ExpiryMeasures; testId: string }) {
  return (
    <table className="print-items print-items--fit" data-testid={testId}>
      {columnWidths(["45%"])}
      <thead>
        <tr>
          <th colSpan={EXPIRY_MEASURES.length + 1}>{title}</th>
        </tr>
        <tr>
          <th>Location</th>
          {headers}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.locationId ?? ""}>
            <td>{row.locationName}</td>
            {cells(row)}
          </tr>
        ))}
        {rows.length === 0 && (
          <tr>
            <td colSpan={EXPIRY_MEASURES.length + 1}>None.</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th>Total</th>
          {cells(totals, `${testId}-sum`)}
        </tr>
      </tfoot>
    </table>
  );
}

export default function ExpiryReportPrintPage() {
  const session = useSession();
  const { draft, checked } = usePrintDraft(expiryDraftFromParams, checkExpiryDraft);
  const query = useGqlQuery(["expiry-report-print"], EXPIRY_REPORT, checked.filters);
  const product = useGqlQuery(["expiry-print-product"], PRODUCT_NAME, draft.productId ? { id: draft.productId } : null);
  const category = useGqlQuery(["expiry-print-category"], CATEGORY_NAME, draft.categoryId ? { id: draft.categoryId } : null);
  const report = query.data?.report;
  const places = useLocationsText(draft.locationIds);
  const problem = printProblem(checked.errors, query.error);
  const months = draft.from && draft.to ? `${monthText(draft.from)} – ${monthText(draft.to)}` : undefined;
  return (
    <PrintSheet title="Expiry Report" subtitle={months} documentTitle={`expiry-report-${draft.from ?? ""}-${draft.to ?? ""}`} loading={query.isLoading} error={problem}>
      <MetaBlock
        testId="expiry-print-meta"
        left={[
          { label: "Company", value: session?.tenant.name ?? "" },
          { label: "Months of expiry", value: months ?? "" },
          { label: "Product", value: draft.productId ? (product.data?.product.name ?? "…") : "All" },
          { label: "Category", value: draft.categoryId ? (category.data?.category.name ?? "…") : "All" },
        ]}
        right={[
          { label: "Locations", value: places },
          { label: "Printed on", value: dayjs().format(`${DATE_FORMAT} HH:mm`) },
        ]}
      />
      {report && (
        <>
          <table className="print-items print-items--fit" data-testid="expiry-print-table">
            {columnWidths(["13%", "32%"])}
            <thead>
              <tr>
                <th>Month</th>
                <th>Location</th>
                {headers}
              </tr>
            </thead>
            <tbody>
              {report.monthTotals.map((month) => (
                <Fragment key={month.month}>
                  {report.rows
                    .filter((row) => row.month === month.month)
                    .map((row) => (
                      <tr key={`${row.month}:${row.locationId}`}>
                        <td className="nowrap">{monthText(row.month ?? "")}</td>
                        <td>{row.locationName}</td>
                        {cells(row)}
                      </tr>
                    ))}
                  <tr data-testid="expiry-print-month-total">
                    <th className="nowrap">{monthText(month.month ?? "")}</th>
                    <th>Month total</th>
                    {cells(month, `expiry-print-month-${month.month}`)}
                  </tr>
                </Fragment>
              ))}
              {report.monthTotals.length === 0 && (
                <tr>
                  <td colSpan={EXPIRY_MEASURES.length + 2}>No stock expires in these months.</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr data-testid="expiry-print-totals">
                <th colSpan={2}>Total</th>
                {cells(report.totals, "expiry-print-sum")}
              </tr>
            </tfoot>
          </table>
          <LocationTable title={`By location, ${months ?? ""}`} rows={report.locationTotals} totals={report.totals} testId="expiry-print-locations" />
          <LocationTable
            title={`Expired, still on hand (expiry on or before ${dayjs(report.today).format(DATE_FORMAT)})`}
            rows={report.expired}
            totals={report.expiredTotals}
            testId="expiry-print-expired"
          />
        </>
      )}
      <SignatureLines labels={["Prepared by", "Checked by"]} />
    </PrintSheet>
  );
}
