// Purchases Report (report-analytics/purchases-report): per month, vendor and location, what was ordered (POs),
// received (GRN lines QC accepted) and returned to the vendor, with counts, cost, tax and totals. Built as the Sales
// report is: the filters live in the URL and are checked by the shared schema before the server is asked (over 13
// months goes through Download); Print opens the A4 page with the same filters. A row's counts open the purchase
// orders, GRNs or stock returns behind them (at the row's location, made current), for a user who may read that list.
import { PrinterOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Row, Space, Statistic, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { P } from "../../../common/permissions/catalogue";
import { purchasesReportDownloadSchema, type PurchasesReportFilters } from "../../../common/schemas/purchasesReport";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { PURCHASES_REPORT, PURCHASES_REPORT_DOWNLOAD, type PurchasesReportRow } from "./queries";
import { ReportDateFields, ReportLocationsField, ReportVendorsField } from "./ReportFilterFields";
import {
  PURCHASE_COLUMNS,
  PURCHASE_GROUPS,
  checkDraft,
  draftFromParams,
  monthText,
  paramsOfDraft,
  rowLink,
  type PurchaseColumn,
  type PurchasesReportDraft,
  type RowList,
} from "./purchasesReportParams";

const PAGE_SIZES = [50, 100, 200];
const HEADLINES = ["orderedTotal", "receivedCost", "receivedTotal", "returnedValue", "netCost"] as const;
const HEADLINE_TITLES: Record<(typeof HEADLINES)[number], string> = {
  orderedTotal: "Ordered (total)",
  receivedCost: "Received at cost",
  receivedTotal: "Received (total)",
  returnedValue: "Returned to vendors",
  netCost: "Net purchases at cost",
};

const valueText = (value: number, money: boolean) => (money ? priceText(value) : String(value));
const can = (permission: string) => ({ action: "access", params: { permission } });

/** Which of a row's counts may open their list (the user may read it). */
function useRowLists(): Partial<Record<PurchaseColumn["key"], RowList>> {
  const orders = useCan(can(P.procurement.purchaseOrder.read)).data?.can === true;
  const grns = useCan(can(P.procurement.goodsReceiptNote.read)).data?.can === true;
  const returns = useCan(can(P.procurement.stockReturn.read)).data?.can === true;
  return { ...(orders ? { purchaseOrders: "purchaseOrders" } : {}), ...(grns ? { grns: "grns" } : {}), ...(returns ? { stockReturns: "stockReturns" } : {}) };
}

export function PurchasesReportPage() {
  const { current, setCurrent } = useCurrentLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draft = draftFromParams(params, current?.id ?? null);
  const checked = checkDraft(draft);
  const downloadable = purchasesReportDownloadSchema.safeParse(draft).success;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(100);
  const filters = checked.filters;
  const report = useQuery({
    queryKey: ["data", "purchases-report", filters, page, limit],
    queryFn: filters ? () => requestDocument(PURCHASES_REPORT, { ...filters, page, limit }).then((result) => result.report) : skipToken,
    placeholderData: keepPreviousData,
  });
  const lists = useRowLists();
  const change = (patch: Partial<PurchasesReportDraft>) => {
    setPage(1);
    setParams(paramsOfDraft({ ...draft, ...patch }), { replace: true });
  };
  const open = (list: RowList, row: PurchasesReportRow, shown: PurchasesReportFilters) => {
    if (current?.id !== row.locationId) setCurrent(row.locationId);
    void navigate(rowLink(list, row, shown));
  };
  const totals = report.data?.totals;
  const errors = checked.errors ?? {};

  const cell = (column: PurchaseColumn) => (_: unknown, row: PurchasesReportRow) => {
    const value = row[column.key];
    const list = lists[column.key];
    if (!list || !filters || value === 0) return valueText(value, column.money);
    return (
      <Typography.Link onClick={() => open(list, row, filters)} data-testid={`purchases-link-${column.key}`}>
        {valueText(value, column.money)}
      </Typography.Link>
    );
  };
  const columns: ColumnsType<PurchasesReportRow> = [
    { title: "Month", key: "month", width: 100, fixed: "left", render: (_, row) => monthText(row.month) },
    { title: "Vendor", dataIndex: "vendorName", width: 200, fixed: "left" },
    { title: "Location", dataIndex: "locationName", width: 160 },
    ...PURCHASE_GROUPS.map((group) => ({
      title: group === "Net" ? "" : group,
      key: group,
      children: PURCHASE_COLUMNS.filter((column) => column.group === group).map((column) => ({
        title: column.title,
        key: column.key,
        align: "right" as const,
        width: column.money ? 120 : 70,
        render: cell(column),
      })),
    })),
  ];

  return (
    <Card data-testid="purchases-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Purchases Report
      </Typography.Title>
      <Typography.Text type="secondary">Ordered, received (accepted at QC) and returned to vendors, by month of business days (Pakistan time), vendor and location.</Typography.Text>
      <Form layout="vertical" style={{ margin: "16px 0 0" }} data-testid="purchases-report-filters">
        <Space wrap align="start">
          {/* ReportDateFields is one element holding two fields: side by side here, not stacked in one space item */}
          <div style={{ display: "flex", gap: 8 }}>
            <ReportDateFields draft={draft} errors={errors} change={change} testId="purchases" />
          </div>
          <ReportLocationsField draft={draft} errors={errors} change={change} testId="purchases" />
          <ReportVendorsField value={draft.vendorIds} errors={errors} onChange={(vendorIds) => change({ vendorIds })} testId="purchases" />
          <Form.Item label=" ">
            <Space>
              <Button
                icon={<PrinterOutlined />}
                disabled={!checked.filters}
                onClick={() => window.open(`/invoice/purchases-report?${paramsOfDraft(draft).toString()}`, "_blank", "noopener")}
                data-testid="purchases-print"
              >
                Print
              </Button>
              <DownloadButton
                testId="purchases-download"
                disabled={!downloadable}
                request={(format) => requestDocument(PURCHASES_REPORT_DOWNLOAD, { format, ...purchasesReportDownloadSchema.parse(draft) }).then((result) => result.download)}
              />
            </Space>
          </Form.Item>
        </Space>
      </Form>
      {report.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(report.error) ?? "The report could not be loaded."} data-testid="purchases-report-error" />}
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="purchases-totals">
        {HEADLINES.map((key) => (
          <Col key={key} xs={12} md={4}>
            <Statistic title={HEADLINE_TITLES[key]} value={totals ? priceText(totals[key]) : "—"} data-testid={`purchases-total-${key}`} />
          </Col>
        ))}
      </Row>
      <Table<PurchasesReportRow>
        rowKey={(row) => `${row.month}:${row.vendorId}:${row.locationId}`}
        size="small"
        bordered
        loading={report.isFetching}
        dataSource={checked.filters ? (report.data?.data ?? []) : []}
        locale={{ emptyText: checked.errors ? "Correct the filters above to see the report." : "No purchases in this period." }}
        pagination={{ current: page, pageSize: limit, total: report.data?.meta.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, onChange: (next, size) => (size !== limit ? (setLimit(size), setPage(1)) : setPage(next)) }}
        scroll={{ x: 1900 }}
        data-testid="purchases-report-table"
        columns={columns}
        summary={() =>
          totals && (report.data?.data.length ?? 0) > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="purchases-report-totals-row">
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>Total</strong>
                </Table.Summary.Cell>
                {PURCHASE_COLUMNS.map((column, index) => (
                  <Table.Summary.Cell key={column.key} index={index + 3} align="right">
                    <strong data-testid={`purchases-sum-${column.key}`}>{valueText(totals[column.key], column.money)}</strong>
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
