// Sales Tax Report (report-analytics/sales-tax-report), for filing: the output tax per month, authority (FBR, SRB,
// none) and GST rate, the credit notes of the returns, and the sales without a fiscal number to reconcile with the
// fiscal postings. Filters (range of at most 13 months, locations) live in the URL and are checked by the shared
// schema before the server is asked. Print opens its A4 page for filing (/invoice/sales-tax-report); Download streams
// the rows with a row of totals, for any range.
import { PrinterOutlined } from "@ant-design/icons";
import { useQuery, skipToken } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useSearchParams } from "react-router";
import { salesTaxReportDownloadSchema, salesTaxReportSchema } from "../../../common/schemas/salesReport";
import { enumLabel } from "../../../common/format/enumLabel";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";
import { DATE_FORMAT } from "../columns";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { SALES_TAX_REPORT, SALES_TAX_REPORT_DOWNLOAD, type SalesTaxReportResult } from "./queries";
import { ReportDateFields, ReportLocationsField } from "./ReportFilterFields";
import { draftFromParams, paramsOfDraft, periodText } from "./salesReportParams";

type TaxRow = SalesTaxReportResult["rows"][number];
type Unreported = SalesTaxReportResult["unreported"][number];

const MONEY: { key: keyof TaxRow & keyof SalesTaxReportResult["totals"]; title: string }[] = [
  { key: "salesValue", title: "Sales Value" },
  { key: "salesTax", title: "Output Tax" },
  { key: "creditValue", title: "Credit Notes Value" },
  { key: "creditTax", title: "Credit Notes Tax" },
  { key: "netTax", title: "Net Tax" },
];

export function SalesTaxReportPage() {
  const { current } = useCurrentLocation();
  const [params, setParams] = useSearchParams();
  // the Sales report's URL conventions (dates, locations); period and grouping are not used here
  const draft = draftFromParams(params, current?.id ?? null);
  const asked = { from: draft.from, to: draft.to, locationIds: draft.locationIds };
  const parsed = salesTaxReportSchema.safeParse(asked);
  const downloadable = salesTaxReportDownloadSchema.safeParse(asked).success;
  const errors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  const filters = parsed.success ? parsed.data : null;
  const report = useQuery({
    queryKey: ["data", "sales-tax-report", filters],
    queryFn: filters ? () => requestDocument(SALES_TAX_REPORT, filters).then((result) => result.report) : skipToken,
  });
  const change = (patch: Partial<typeof draft>) => setParams(paramsOfDraft({ ...draft, ...patch }), { replace: true });
  const totals = report.data?.totals;

  return (
    <Card data-testid="sales-tax-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Sales Tax Report
      </Typography.Title>
      <Typography.Text type="secondary">Output tax per month, authority and rate, credit notes from returns, and the sales without a fiscal number.</Typography.Text>
      <Form layout="vertical" style={{ margin: "16px 0 0" }} data-testid="sales-tax-filters">
        <Space wrap align="start">
          <ReportDateFields draft={draft} errors={errors} change={change} testId="sales-tax" />
          <ReportLocationsField draft={draft} errors={errors} change={change} testId="sales-tax" />
          <Form.Item label=" ">
            <Space>
              <Button icon={<PrinterOutlined />} disabled={!filters} onClick={() => window.open(`/invoice/sales-tax-report?${paramsOfDraft(draft).toString()}`, "_blank", "noopener")} data-testid="sales-tax-print">
                Print
              </Button>
              <DownloadButton
                testId="sales-tax-download"
                disabled={!downloadable}
                request={(format) => requestDocument(SALES_TAX_REPORT_DOWNLOAD, { format, ...salesTaxReportDownloadSchema.parse(asked) }).then((result) => result.download)}
              />
            </Space>
          </Form.Item>
        </Space>
      </Form>
      {report.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(report.error) ?? "The report could not be loaded."} data-testid="sales-tax-error" />}
      <Table<TaxRow>
        rowKey={(row) => `${row.month}:${row.authority}:${row.taxRate}`}
        size="small"
        loading={report.isFetching}
        dataSource={filters ? (report.data?.rows ?? []) : []}
        pagination={false}
        locale={{ emptyText: filters ? "No sales in this period." : "Correct the filters above to see the report." }}
        data-testid="sales-tax-table"
        columns={[
          { title: "Month", key: "month", render: (_, row) => periodText("MONTH", row.month) },
          { title: "Authority", dataIndex: "authority", render: (authority: string) => (authority === "NONE" ? <Tag>Not reported</Tag> : <Tag color="blue">{authority}</Tag>) },
          { title: "GST %", dataIndex: "taxRate", align: "right" },
          { title: "Invoices", dataIndex: "invoices", align: "right" },
          ...MONEY.slice(0, 2).map((column) => ({ title: column.title, key: column.key, align: "right" as const, render: (_: unknown, row: TaxRow) => priceText(row[column.key]) })),
          { title: "Credit Notes", dataIndex: "creditNotes", align: "right" },
          ...MONEY.slice(2).map((column) => ({ title: column.title, key: column.key, align: "right" as const, render: (_: unknown, row: TaxRow) => priceText(row[column.key]) })),
        ]}
        summary={() =>
          totals && (report.data?.rows.length ?? 0) > 0 ? (
            <Table.Summary.Row data-testid="sales-tax-totals-row">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{totals.invoices}</strong>
              </Table.Summary.Cell>
              {MONEY.slice(0, 2).map((column, index) => (
                <Table.Summary.Cell key={column.key} index={4 + index} align="right">
                  <strong data-testid={`sales-tax-sum-${column.key}`}>{priceText(totals[column.key])}</strong>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={6} align="right">
                <strong>{totals.creditNotes}</strong>
              </Table.Summary.Cell>
              {MONEY.slice(2).map((column, index) => (
                <Table.Summary.Cell key={column.key} index={7 + index} align="right">
                  <strong data-testid={`sales-tax-sum-${column.key}`}>{priceText(totals[column.key])}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      <Typography.Title level={5} style={{ marginTop: 24 }} data-testid="sales-tax-unreported-title">
        Sales without a fiscal number{report.data ? ` (${report.data.unreportedCount})` : ""}
      </Typography.Title>
      <Table<Unreported>
        rowKey="orderId"
        size="small"
        loading={report.isFetching}
        dataSource={filters ? (report.data?.unreported ?? []) : []}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: "Every sale of the period has its fiscal number." }}
        data-testid="sales-tax-unreported"
        columns={[
          { title: "Order", dataIndex: "orderNumber" },
          { title: "Kind", dataIndex: "kind", render: (kind: string) => (kind === "RETURN" ? "Credit note" : "Sale") },
          { title: "Date", dataIndex: "createdAt", render: (value: string) => dayjs(value).format(`${DATE_FORMAT} HH:mm`) },
          { title: "Location", dataIndex: "locationName" },
          { title: "Register", dataIndex: "registerName" },
          { title: "Authority", dataIndex: "authority", render: (authority: string) => (authority === "NONE" ? "None" : authority) },
          { title: "Posting", dataIndex: "postingStatus", render: (value: string) => value.split(", ").map(enumLabel).join(", ") },
          { title: "Tax", dataIndex: "tax", align: "right", render: (value: number) => priceText(value) },
          { title: "Total", dataIndex: "total", align: "right", render: (value: number) => priceText(value) },
        ]}
      />
    </Card>
  );
}
