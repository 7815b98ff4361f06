// Expiry Report (report-analytics/expiry-report): the stock on hand per month of expiry and location (lots, units,
// sealed packs, loose units, value at cost), each month's and each location's totals, and the expired still on
// hand; each figure opens its lots. The filters live in the URL (a link or the printable page opens the same
// report) and are checked by the shared schema before the server is asked: over 13 months is refused on screen and
// goes through Download, which streams the lots with a row of totals.
import { PrinterOutlined } from "@ant-design/icons";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Row, Space, Statistic, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { expiryReportDownloadSchema, type ExpiryReportFilters } from "../../../common/schemas/expiryReport";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { DATE_FORMAT } from "../columns";
import { ExpiryLotsDrawer, type LotsDrill } from "./ExpiryLotsDrawer";
import { EXPIRY_REPORT, EXPIRY_REPORT_DOWNLOAD, type ExpiryMeasures } from "./expiryReportQueries";
import { EXPIRY_MEASURES, checkExpiryDraft, expiryDraftFromParams, expiryParamsOfDraft, monthText, type ExpiryReportDraft } from "./expiryReportParams";
import { ReportLocationsField, ReportMonthFields, ReportProductFields } from "./ReportFilterFields";

type Figures = ExpiryMeasures & { month?: string | null; locationId?: string | null; locationName?: string | null };
/** A table row: a month's total (its locations beneath it), a month and location, or a location. */
type FigureRow = Figures & { key: string; children?: FigureRow[] };

const figureText = (row: ExpiryMeasures, key: (typeof EXPIRY_MEASURES)[number]["key"]) => (key === "value" ? priceText(row.value) : String(row[key]));

/** The figures' columns and, last, the button that opens the lots behind the row. */
function figureColumns(open: (row: FigureRow) => void, testId: string) {
  return [
    ...EXPIRY_MEASURES.map((measure) => ({ title: measure.title, key: measure.key, align: "right" as const, width: 130, render: (_: unknown, row: FigureRow) => figureText(row, measure.key) })),
    {
      title: "",
      key: "lots-link",
      width: 90,
      render: (_: unknown, row: FigureRow) => (
        <Button type="link" size="small" onClick={() => open(row)} data-testid={`${testId}-lots-${row.key}`}>
          View lots
        </Button>
      ),
    },
  ];
}

/** The totals row under a figures table. */
function TotalsRow({ totals, leading, testId }: { totals: ExpiryMeasures; leading: number; testId: string }) {
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid={`${testId}-totals-row`}>
        <Table.Summary.Cell index={0} colSpan={leading}>
          <strong>Total</strong>
        </Table.Summary.Cell>
        {EXPIRY_MEASURES.map((measure, index) => (
          <Table.Summary.Cell key={measure.key} index={index + leading} align="right">
            <strong data-testid={`${testId}-sum-${measure.key}`}>{figureText(totals, measure.key)}</strong>
          </Table.Summary.Cell>
        ))}
        <Table.Summary.Cell index={EXPIRY_MEASURES.length + leading} />
      </Table.Summary.Row>
    </Table.Summary>
  );
}

export function ExpiryReportPage() {
  const { current } = useCurrentLocation();
  const [params, setParams] = useSearchParams();
  const draft = expiryDraftFromParams(params, current?.id ?? null);
  const checked = checkExpiryDraft(draft);
  const downloadable = expiryReportDownloadSchema.safeParse(draft).success;
  const filters = checked.filters;
  const report = useQuery({
    queryKey: ["data", "expiry-report", filters],
    queryFn: filters ? () => requestDocument(EXPIRY_REPORT, filters).then((result) => result.report) : skipToken,
    placeholderData: keepPreviousData,
  });
  const [drill, setDrill] = useState<LotsDrill | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const change = (patch: Partial<ExpiryReportDraft>) => setParams(expiryParamsOfDraft({ ...draft, ...patch }), { replace: true });
  const errors = checked.errors ?? {};
  const data = filters ? report.data : undefined;

  /** The lots behind a row: its month (or the whole range) at its location (or every chosen one). */
  const drillTo = (narrowed: Partial<ExpiryReportFilters>, title: string, expired = false) => filters && setDrill({ title, filters: { ...filters, ...narrowed }, expired });
  const openMonthRow = (row: FigureRow) =>
    drillTo(
      { ...(row.month ? { from: row.month, to: row.month } : {}), ...(row.locationId ? { locationIds: [row.locationId] } : {}) },
      `Lots expiring in ${row.month ? monthText(row.month) : `${monthText(filters?.from ?? "")} – ${monthText(filters?.to ?? "")}`}${row.locationName ? ` at ${row.locationName}` : ""}`,
    );
  const openExpiredRow = (row: FigureRow) => drillTo(row.locationId ? { locationIds: [row.locationId] } : {}, `Expired, still on hand${row.locationName ? ` at ${row.locationName}` : ""}`, true);

  const months: FigureRow[] = (data?.monthTotals ?? []).map((total) => ({
    ...total,
    key: total.month ?? "",
    children: (data?.rows ?? []).filter((row) => row.month === total.month).map((row) => ({ ...row, key: `${row.month}:${row.locationId}` })),
  }));
  const locations: FigureRow[] = (data?.locationTotals ?? []).map((row) => ({ ...row, key: `location:${row.locationId}` }));
  const expired: FigureRow[] = (data?.expired ?? []).map((row) => ({ ...row, key: `expired:${row.locationId}` }));
  const emptyText = checked.errors ? "Correct the filters above to see the report." : "No stock expires in these months.";
  const today = data ? dayjs(data.today).format(DATE_FORMAT) : "";

  return (
    <Card data-testid="expiry-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Expiry Report
      </Typography.Title>
      <Typography.Text type="secondary">Stock on hand by month of expiry and location, at cost; and the expired still on the shelves.</Typography.Text>
      <Form layout="vertical" style={{ margin: "16px 0 0" }} data-testid="expiry-report-filters">
        <Space wrap align="start">
          <ReportMonthFields draft={draft} errors={errors} change={change} testId="expiry" />
          <ReportLocationsField draft={draft} errors={errors} change={change} testId="expiry" />
          <ReportProductFields draft={draft} errors={errors} change={change} testId="expiry" />
          <Form.Item label=" ">
            <Space>
              <Button icon={<PrinterOutlined />} disabled={!filters} onClick={() => window.open(`/invoice/expiry-report?${expiryParamsOfDraft(draft).toString()}`, "_blank", "noopener")} data-testid="expiry-print">
                Print
              </Button>
              <DownloadButton
                testId="expiry-download"
                disabled={!downloadable}
                request={(format) => requestDocument(EXPIRY_REPORT_DOWNLOAD, { format, ...expiryReportDownloadSchema.parse(draft), expired: false }).then((result) => result.download)}
              />
            </Space>
          </Form.Item>
        </Space>
      </Form>
      {report.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(report.error) ?? "The report could not be loaded."} data-testid="expiry-report-error" />}
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="expiry-totals">
        <Col xs={12} md={6}>
          <Statistic title="Expiring in these months, at cost" value={data ? priceText(data.totals.value) : "—"} data-testid="expiry-total-value" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Units expiring" value={data ? data.totals.units : "—"} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Expired, still on hand, at cost" value={data ? priceText(data.expiredTotals.value) : "—"} valueStyle={(data?.expiredTotals.lots ?? 0) > 0 ? { color: "#cf1322" } : undefined} data-testid="expiry-expired-value" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Expired units on hand" value={data ? data.expiredTotals.units : "—"} />
        </Col>
      </Row>
      <Typography.Title level={5}>By month of expiry</Typography.Title>
      <Table<FigureRow>
        size="small"
        loading={report.isFetching}
        dataSource={months}
        pagination={false}
        locale={{ emptyText }}
        expandable={{
          expandedRowKeys: months.map((row) => row.key).filter((key) => !collapsed.has(key)),
          onExpand: (open, row) => setCollapsed((keys) => (open ? new Set([...keys].filter((key) => key !== row.key)) : new Set([...keys, row.key]))),
        }}
        scroll={{ x: 1000 }}
        data-testid="expiry-month-table"
        columns={[
          { title: "Month / Location", key: "label", width: 260, render: (_, row) => (row.locationName ?? (row.month ? <strong>{monthText(row.month)}</strong> : "")) },
          ...figureColumns(openMonthRow, "expiry-month"),
        ]}
        summary={() => (data && months.length > 0 ? <TotalsRow totals={data.totals} leading={1} testId="expiry-month" /> : null)}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        By location, {filters ? `${monthText(filters.from)} – ${monthText(filters.to)}` : "the months chosen"}
      </Typography.Title>
      <Table<FigureRow>
        size="small"
        loading={report.isFetching}
        dataSource={locations}
        pagination={false}
        locale={{ emptyText }}
        scroll={{ x: 1000 }}
        data-testid="expiry-location-table"
        columns={[{ title: "Location", dataIndex: "locationName", width: 260 }, ...figureColumns(openMonthRow, "expiry-location")]}
        summary={() => (data && locations.length > 0 ? <TotalsRow totals={data.totals} leading={1} testId="expiry-location" /> : null)}
      />
      <Space style={{ marginTop: 24, width: "100%", justifyContent: "space-between" }} align="baseline">
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="expiry-expired-title">
          Expired, still on hand{today ? ` (expiry on or before ${today})` : ""}
        </Typography.Title>
        <DownloadButton
          label="Download expired"
          testId="expiry-download-expired"
          disabled={!downloadable}
          request={(format) => requestDocument(EXPIRY_REPORT_DOWNLOAD, { format, ...expiryReportDownloadSchema.parse(draft), expired: true }).then((result) => result.download)}
        />
      </Space>
      <Table<FigureRow>
        size="small"
        loading={report.isFetching}
        dataSource={expired}
        pagination={false}
        locale={{ emptyText: checked.errors ? emptyText : "Nothing expired is on hand." }}
        scroll={{ x: 1000 }}
        style={{ marginTop: 8 }}
        data-testid="expiry-expired-table"
        columns={[{ title: "Location", dataIndex: "locationName", width: 260 }, ...figureColumns(openExpiredRow, "expiry-expired")]}
        summary={() => (data && expired.length > 0 ? <TotalsRow totals={data.expiredTotals} leading={1} testId="expiry-expired" /> : null)}
      />
      <ExpiryLotsDrawer drill={drill} onClose={() => setDrill(null)} />
    </Card>
  );
}
