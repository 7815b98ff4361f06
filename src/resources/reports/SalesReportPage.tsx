// Sales Report (report-analytics/sales-report): sales less returns per day, week or month and per store, register,
// cashier, category, product or payment method, from the sales rollups; the filters live in the URL (a link or the
// printable page opens the same report) and are checked by the shared schema before the server is asked: a range
// over 13 months is refused on screen and goes through Download, which streams the same rows with their totals.
import { PrinterOutlined } from "@ant-design/icons";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Row, Select, Space, Statistic, Table, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { SALES_REPORT_GROUPS, SALES_REPORT_PERIODS, salesReportDownloadSchema } from "../../../common/schemas/salesReport";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { SALES_REPORT, SALES_REPORT_DOWNLOAD, type SalesReportRow } from "./queries";
import { ReportDateFields, ReportLocationsField } from "./ReportFilterFields";
import { GROUP_LABELS, PERIOD_LABELS, checkDraft, draftFromParams, measureColumns, paramsOfDraft, periodText, type SalesReportDraft } from "./salesReportParams";

const PAGE_SIZES = [50, 100, 200];

const valueText = (value: number | null | undefined, money: boolean) => (value === null || value === undefined ? "—" : money ? priceText(value) : String(value));

export function SalesReportPage() {
  const { current } = useCurrentLocation();
  const [params, setParams] = useSearchParams();
  const draft = draftFromParams(params, current?.id ?? null);
  const checked = checkDraft(draft);
  const downloadable = salesReportDownloadSchema.safeParse(draft).success;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(100);
  const filters = checked.filters;
  const report = useQuery({
    queryKey: ["data", "sales-report", filters, page, limit],
    queryFn: filters ? () => requestDocument(SALES_REPORT, { ...filters, page, limit }).then((result) => result.report) : skipToken,
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<SalesReportDraft>) => {
    setPage(1);
    setParams(paramsOfDraft({ ...draft, ...patch }), { replace: true });
  };
  const columns = measureColumns(draft.groupBy);
  const totals = report.data?.totals;
  const errors = checked.errors ?? {};

  return (
    <Card data-testid="sales-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Sales Report
      </Typography.Title>
      <Typography.Text type="secondary">Sales less returns by business day (Pakistan time): gross, discount, tax, net, cost and margin.</Typography.Text>
      <Form layout="vertical" style={{ margin: "16px 0 0" }} data-testid="sales-report-filters">
        <Space wrap align="start">
          <ReportDateFields draft={draft} errors={errors} change={change} testId="sales" />
          <Form.Item label="Period">
            <Select style={{ width: 120 }} value={draft.period} onChange={(period) => change({ period })} options={SALES_REPORT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))} data-testid="sales-period" />
          </Form.Item>
          <Form.Item label="Group by">
            <Select style={{ width: 170 }} value={draft.groupBy} onChange={(groupBy) => change({ groupBy })} options={SALES_REPORT_GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] }))} data-testid="sales-group" />
          </Form.Item>
          <ReportLocationsField draft={draft} errors={errors} change={change} testId="sales" />
          <Form.Item label=" ">
            <Space>
              <Button icon={<PrinterOutlined />} disabled={!checked.filters} onClick={() => window.open(`/invoice/sales-report?${paramsOfDraft(draft).toString()}`, "_blank", "noopener")} data-testid="sales-print">
                Print
              </Button>
              <DownloadButton
                testId="sales-download"
                disabled={!downloadable}
                request={(format) => {
                  const filters = salesReportDownloadSchema.parse(draft);
                  return requestDocument(SALES_REPORT_DOWNLOAD, { format, ...filters }).then((result) => result.download);
                }}
              />
            </Space>
          </Form.Item>
        </Space>
      </Form>
      {report.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(report.error) ?? "The report could not be loaded."} data-testid="sales-report-error" />}
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="sales-totals">
        {columns
          .filter((column) => column.money)
          .map((column) => (
            <Col key={column.key} xs={12} md={4}>
              <Statistic title={column.title} value={valueText(totals?.[column.key], true)} data-testid={`sales-total-${column.key}`} />
            </Col>
          ))}
      </Row>
      <Table<SalesReportRow>
        rowKey={(row) => `${row.period}:${row.groupKey}`}
        size="small"
        loading={report.isFetching}
        dataSource={checked.filters ? (report.data?.data ?? []) : []}
        locale={{ emptyText: checked.errors ? "Correct the filters above to see the report." : "No sales in this period." }}
        pagination={{ current: page, pageSize: limit, total: report.data?.meta.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, onChange: (next, size) => (size !== limit ? (setLimit(size), setPage(1)) : setPage(next)) }}
        scroll={{ x: 1100 }}
        data-testid="sales-report-table"
        columns={[
          { title: PERIOD_LABELS[draft.period], key: "period", width: 140, render: (_, row) => periodText(draft.period, row.period) },
          { title: GROUP_LABELS[draft.groupBy], dataIndex: "groupLabel", width: 240 },
          ...columns.map((column) => ({ title: column.title, key: column.key, align: "right" as const, render: (_: unknown, row: SalesReportRow) => valueText(row[column.key], column.money) })),
        ]}
        summary={() =>
          totals && (report.data?.data.length ?? 0) > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="sales-report-totals-row">
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>Total</strong>
                </Table.Summary.Cell>
                {columns.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index + 2} align="right">
                    <strong data-testid={`sales-sum-${column.key}`}>{valueText(totals[column.key], column.money)}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}
