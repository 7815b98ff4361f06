// Stock Movement Report (report-analytics/stock-movement-report): per product and location over a range of business
// days, the units (and their value at cost) held at the start, received, transferred in, returned by customers,
// adjusted in, sold, transferred out, returned to vendors, adjusted out, and held at the end; from the stock movement
// rollup. The filters live in the URL (a link or the printable page opens the same report) and are checked by the
// shared schema before the server is asked; a range over 13 months goes through Download. A product opens its page,
// where its stock ledger is.
import { PrinterOutlined } from "@ant-design/icons";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Row, Space, Statistic, Table, Typography } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { stockMovementReportDownloadSchema } from "../../../common/schemas/stockMovementReport";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { appPath } from "../defineResource";
import { ReferenceSelect } from "../screens/ReferenceSelect";
import type { ReferenceSource } from "../types";
import { ReportDateFields, ReportLocationsField } from "./ReportFilterFields";
import { STOCK_MOVEMENT_REPORT, STOCK_MOVEMENT_REPORT_DOWNLOAD, type StockMovementReportRow } from "./stockMovementQueries";
import { MOVEMENT_COLUMNS, checkMovementDraft, movementDraftFromParams, movementParamsOfDraft, type MovementPairName, type StockMovementDraft } from "./stockMovementParams";

const PAGE_SIZES = [50, 100, 200];
const byName = [{ field: "name", order: "asc" as const }];
const PRODUCT: ReferenceSource = { resource: "product", fields: "id name", sorters: byName };
const CATEGORY: ReferenceSource = { resource: "category", fields: "id name parentId", sorters: byName };

type Pair = { units: number; value: number };

/** Units, with their value at cost beneath. */
function PairCell({ pair, testId, strong }: { pair: Pair; testId?: string; strong?: boolean }) {
  const units = pair.units.toLocaleString("en-US");
  return (
    <div data-testid={testId} style={{ fontVariantNumeric: "tabular-nums", lineHeight: 1.25 }}>
      {strong ? <strong>{units}</strong> : units}
      <div style={{ fontSize: 12, color: "rgba(0,0,0,0.45)" }}>{priceText(pair.value)}</div>
    </div>
  );
}

const pairColumn = (key: MovementPairName, title: string) => ({
  title,
  key,
  align: "right" as const,
  width: 110,
  render: (_: unknown, row: StockMovementReportRow) => <PairCell pair={row[key]} />,
});

export function StockMovementReportPage() {
  const { current } = useCurrentLocation();
  const [params, setParams] = useSearchParams();
  const draft = movementDraftFromParams(params, current?.id ?? null);
  const checked = checkMovementDraft(draft);
  const downloadable = stockMovementReportDownloadSchema.safeParse(draft).success;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(100);
  const filters = checked.filters;
  const report = useQuery({
    queryKey: ["data", "stock-movement-report", filters, page, limit],
    queryFn: filters ? () => requestDocument(STOCK_MOVEMENT_REPORT, { ...filters, page, limit }).then((result) => result.report) : skipToken,
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<StockMovementDraft>) => {
    setPage(1);
    setParams(movementParamsOfDraft({ ...draft, ...patch }), { replace: true });
  };
  const totals = report.data?.totals;
  const errors = checked.errors ?? {};
  const group = (name: "In" | "Out") => ({
    title: name,
    children: MOVEMENT_COLUMNS.filter((column) => column.group === name).map((column) => pairColumn(column.key, column.title)),
  });

  return (
    <Card data-testid="stock-movement-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Stock Movement Report
      </Typography.Title>
      <Typography.Text type="secondary">
        Units per product and location by business day (Pakistan time), with their value at cost: opening, in and out by kind, closing.
      </Typography.Text>
      <Form layout="vertical" style={{ margin: "16px 0 0" }} data-testid="movement-report-filters">
        <Space wrap align="start">
          <ReportDateFields draft={draft} errors={errors} change={change} testId="movement" />
          <ReportLocationsField draft={draft} errors={errors} change={change} testId="movement" />
          <Form.Item label="Product" validateStatus={errors.productId ? "error" : undefined} help={errors.productId}>
            <div style={{ width: 200 }}>
              <ReferenceSelect source={PRODUCT} values={{}} value={draft.productId} onChange={(productId) => change({ productId })} placeholder="All products" testId="movement-product" />
            </div>
          </Form.Item>
          <Form.Item label="Category" validateStatus={errors.categoryId ? "error" : undefined} help={errors.categoryId}>
            <div style={{ width: 170 }}>
              <ReferenceSelect source={CATEGORY} values={{}} value={draft.categoryId} onChange={(categoryId) => change({ categoryId })} placeholder="All categories" testId="movement-category" />
            </div>
          </Form.Item>
          <Form.Item label=" ">
            <Space>
              <Button
                icon={<PrinterOutlined />}
                disabled={!checked.filters}
                onClick={() => window.open(`/invoice/stock-movement-report?${movementParamsOfDraft(draft).toString()}`, "_blank", "noopener")}
                data-testid="movement-print"
              >
                Print
              </Button>
              <DownloadButton
                testId="movement-download"
                disabled={!downloadable}
                request={(format) => {
                  const filters = stockMovementReportDownloadSchema.parse(draft);
                  return requestDocument(STOCK_MOVEMENT_REPORT_DOWNLOAD, { format, ...filters }).then((result) => result.download);
                }}
              />
            </Space>
          </Form.Item>
        </Space>
      </Form>
      {report.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(report.error) ?? "The report could not be loaded."} data-testid="movement-report-error" />}
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="movement-totals">
        {(["opening", "in", "out", "closing"] as const).map((key) => (
          <Col key={key} xs={12} md={6}>
            <Statistic
              title={MOVEMENT_COLUMNS.find((column) => column.key === key)?.title}
              value={totals ? totals[key].units.toLocaleString("en-US") : "—"}
              suffix={totals ? <Typography.Text type="secondary" style={{ fontSize: 14 }}>units · {priceText(totals[key].value)}</Typography.Text> : undefined}
              data-testid={`movement-total-${key}`}
            />
          </Col>
        ))}
      </Row>
      <Table<StockMovementReportRow>
        rowKey={(row) => `${row.productId}:${row.locationId}`}
        size="small"
        bordered
        loading={report.isFetching}
        dataSource={checked.filters ? (report.data?.data ?? []) : []}
        locale={{ emptyText: checked.errors ? "Correct the filters above to see the report." : "No stock held or moved in this period." }}
        pagination={{ current: page, pageSize: limit, total: report.data?.meta.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, onChange: (next, size) => (size !== limit ? (setLimit(size), setPage(1)) : setPage(next)) }}
        scroll={{ x: 1700 }}
        data-testid="movement-report-table"
        columns={[
          {
            title: "Product",
            key: "product",
            width: 240,
            fixed: "left",
            render: (_, row) => (
              <Link to={appPath(`product-catalog/product/show/${row.productId}`)} data-testid="movement-product-link">
                {row.productName} <Typography.Text type="secondary">({row.productCode})</Typography.Text>
              </Link>
            ),
          },
          { title: "Location", dataIndex: "locationName", width: 160 },
          pairColumn("opening", "Opening"),
          group("In"),
          group("Out"),
          pairColumn("closing", "Closing"),
        ]}
        summary={() =>
          totals && (report.data?.data.length ?? 0) > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="movement-report-totals-row">
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>Total</strong>
                </Table.Summary.Cell>
                {MOVEMENT_COLUMNS.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index + 2} align="right">
                    <PairCell pair={totals[column.key]} testId={`movement-sum-${column.key}`} strong />
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
