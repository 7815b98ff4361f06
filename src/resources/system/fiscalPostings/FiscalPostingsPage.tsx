// Fiscal Postings (system/fiscal-postings): the sales and returns whose tax-authority posting waits, failed or was
// rejected (or any status, by the filter), with the last error and the attempts. Retry puts a posting back in the
// queue; 'Enter number' records the authority's number by hand (e.g. read from its portal). Waiting postings are
// read again every few seconds, so a retry is seen to land. The view is kept in the address (?view=pending), so a
// link (the dashboard's pending and failed postings) opens the list in it.
import { HistoryOutlined, RedoOutlined, EditOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Segmented, Space, Table, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { sandboxNumberLabel, type FiscalPostingStatus } from "../../../../common/schemas/integration";
import { requestDocument, useGqlMutation } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { orderDetailsPath } from "../../sales/orders/resource";
import { FiscalNumberDialog } from "./FiscalNumberDialog";
import { POSTING_DATE, PostingAttemptsDialog } from "./PostingAttemptsDialog";
import { FISCAL_POSTINGS, RETRY_FISCAL_POSTING, type FiscalPostingRow } from "./queries";

const PAGE_SIZE = 20;
const REFRESH_MS = 3000;

const VIEWS: { label: string; value: string; statuses: FiscalPostingStatus[] | null }[] = [
  { label: "Needs attention", value: "attention", statuses: ["REJECTED", "FAILED", "PENDING"] },
  { label: "Rejected", value: "rejected", statuses: ["REJECTED"] },
  { label: "Failed", value: "failed", statuses: ["FAILED"] },
  { label: "Failed or rejected", value: "refused", statuses: ["REJECTED", "FAILED"] },
  { label: "Pending", value: "pending", statuses: ["PENDING"] },
  { label: "Posted", value: "posted", statuses: ["POSTED"] },
  { label: "All", value: "all", statuses: null },
];

const DEFAULT_VIEW = "attention";

const STATUS_COLORS: Record<FiscalPostingStatus, string> = { POSTED: "green", PENDING: "gold", FAILED: "red", REJECTED: "volcano" };

export function FiscalPostingsPage() {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.some((each) => each.value === params.get("view")) ? (params.get("view") ?? DEFAULT_VIEW) : DEFAULT_VIEW;
  const setView = (next: string) => setParams((current) => {
    const query = new URLSearchParams(current);
    query.set("view", next);
    return query;
  });
  const [page, setPage] = useState(1);
  const [numbering, setNumbering] = useState<FiscalPostingRow | null>(null);
  const [history, setHistory] = useState<FiscalPostingRow | null>(null);
  const canUpdate = useCan({ action: "access", params: { permission: P.system.integration.update } }).data?.can === true;
  const statuses = VIEWS.find((each) => each.value === view)?.statuses ?? null;
  const variables = { statuses, page, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: ["data", "fiscal-postings", variables],
    queryFn: () => requestDocument(FISCAL_POSTINGS, variables).then((result) => result.list),
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.status === "PENDING") ? REFRESH_MS : false),
  });
  const retry = useGqlMutation(RETRY_FISCAL_POSTING, { failure: "Retry failed", success: () => "Posting queued again." });
  const rows = list.data?.data ?? [];

  return (
    <Card data-testid="fiscal-postings-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Fiscal Postings
      </Typography.Title>
      <Typography.Text type="secondary">Sales and returns reported to FBR or SRB: those waiting for, or refused by, the authority need attention.</Typography.Text>
      <div style={{ margin: "16px 0" }}>
        <Segmented
          value={view}
          options={VIEWS.map(({ label, value }) => ({ label, value }))}
          onChange={(value) => {
            setView(String(value));
            setPage(1);
          }}
          data-testid="fiscal-postings-view"
        />
      </div>
      <Table<FiscalPostingRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={rows}
        locale={{ emptyText: list.isError ? "The postings could not be loaded." : "Nothing waits for the tax authority." }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.meta.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 1290 }}
        columns={[
          {
            title: "Order",
            key: "usin",
            width: 150,
            render: (_, row) => (
              <Typography.Link onClick={() => window.open(appPath(orderDetailsPath(row.orderId)), "_blank", "noopener")} data-testid={`fiscal-posting-order-${row.usin}`}>
                {row.usin}
              </Typography.Link>
            ),
          },
          { title: "Type", key: "type", width: 160, render: (_, row) => (row.isReturn ? `Credit note (${row.refUsin ?? "—"})` : "Sale") },
          { title: "Integration", key: "integration", width: 170, render: (_, row) => `${row.integration.name} · ${row.integration.type}` },
          {
            title: "Status",
            key: "status",
            width: 110,
            render: (_, row) => (
              <Tag color={STATUS_COLORS[row.status]} data-testid={`fiscal-posting-status-${row.usin}`}>
                {row.status}
              </Tag>
            ),
          },
          { title: "Attempts", key: "attempts", width: 90, align: "right", render: (_, row) => row.attempts },
          {
            title: "Last Error",
            key: "lastError",
            width: 260,
            render: (_, row) =>
              row.lastError ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: row.lastError }} style={{ maxWidth: 240 }}>
                  {row.lastError}
                </Typography.Text>
              ) : (
                "—"
              ),
          },
          { title: "Last Attempt", key: "lastAttemptAt", width: 190, render: (_, row) => (row.lastAttemptAt ? dayjs(row.lastAttemptAt).format(POSTING_DATE) : "—") },
          {
            title: "Fiscal No.",
            key: "number",
            width: 240,
            render: (_, row) =>
              row.fiscalInvoiceNumber ? (
                <Space size={4} wrap>
                  <span>{`${row.fiscalInvoiceNumber}${row.numberSource === "MANUAL" ? " (by hand)" : ""}`}</span>
                  {row.numberSource === "SANDBOX" && (
                    <Tag color="orange" data-testid="posting-sandbox">
                      {sandboxNumberLabel(row.integration.type)}
                    </Tag>
                  )}
                </Space>
              ) : (
                "—"
              ),
          },
          {
            title: "Actions",
            key: "actions",
            width: 150,
            fixed: "right",
            render: (_, row) => (
              <Space size={0}>
                <Tooltip title="Attempts">
                  <Button type="text" icon={<HistoryOutlined />} aria-label="Attempts" onClick={() => setHistory(row)} />
                </Tooltip>
                {canUpdate && row.status !== "POSTED" && (
                  <>
                    <Tooltip title="Retry">
                      <Button
                        type="text"
                        icon={<RedoOutlined />}
                        aria-label="Retry"
                        loading={retry.isPending && retry.variables?.id === row.id}
                        onClick={() => retry.mutate({ id: row.id })}
                        data-testid={`fiscal-posting-retry-${row.usin}`}
                      />
                    </Tooltip>
                    <Tooltip title="Enter number">
                      <Button type="text" icon={<EditOutlined />} aria-label="Enter number" onClick={() => setNumbering(row)} data-testid={`fiscal-posting-number-${row.usin}`} />
                    </Tooltip>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {numbering && <FiscalNumberDialog posting={numbering} onClose={() => setNumbering(null)} />}
      {history && <PostingAttemptsDialog posting={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}
