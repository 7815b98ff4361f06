// Activity log (activity-logs-creation, system:activity-log:read): who did what to which record, and when, newest
// first; filtered by user, record type and dates; a record with a page of its own links to it.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, DatePicker, Input, Select, Space, Table, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { requestDocument } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { enumLabel } from "../../sales/orders/options";
import { personName } from "../../sales/registers/shared";
import { errorMessage } from "../../../providers/serverErrors";
import { roleUpdatePath } from "./paths";
import { ACTIVITY, type ActivityRow } from "./queries";
import { formatDateTime } from "../../../../common/format/date";

const PAGE_SIZE = 50;
// as the services record them
const ENTITIES = ["user", "role", "order", "purchaseOrder", "grn", "transfer", "demandNote", "stockReturn", "integration", "location", "locationRegister", "product", "discount", "customer", "vendor"];

/** Where a record of the log can be opened, when it has a page. */
function linkOf(entry: ActivityRow): string | null {
  if (!entry.entityId) return null;
  if (entry.entity === "role") return appPath(roleUpdatePath(entry.entityId));
  if (entry.entity === "order") return appPath(`sales-orders/order-management/details/${entry.entityId}`);
  return null;
}

export function ActivityLogPage() {
  const [userText, setUserText] = useState("");
  const user = useDebouncedValue(userText.trim(), 500);
  const [entity, setEntity] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [from, to] = range ?? [null, null];
  const filter = [
    ...(user ? [{ conditions: [{ field: "user.email", operator: "LIKE" as const, value: user }] }] : []),
    ...(entity ? [{ conditions: [{ field: "entity", operator: "EQUAL" as const, value: entity }] }] : []),
    ...(from ? [{ conditions: [{ field: "createdAt", operator: "GTE" as const, value: from.startOf("day").toISOString() }] }] : []),
    ...(to ? [{ conditions: [{ field: "createdAt", operator: "LTE" as const, value: to.endOf("day").toISOString() }] }] : []),
  ];
  const variables = { page, limit: PAGE_SIZE, filter };
  const log = useQuery({ queryKey: ["data", "activity", variables], queryFn: () => requestDocument(ACTIVITY, variables).then((result) => result.list), placeholderData: keepPreviousData });

  return (
    <Card data-testid="activity-log-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Activity Log
      </Typography.Title>
      <Typography.Text type="secondary">Every change made in the company: who, what, which record, when.</Typography.Text>
      <Space wrap style={{ margin: "16px 0" }}>
        <Input.Search allowClear placeholder="User email" value={userText} onChange={(event) => (setUserText(event.target.value), setPage(1))} style={{ width: 240 }} data-testid="activity-user" />
        <Select<string> allowClear placeholder="Record" style={{ width: 180 }} value={entity ?? undefined} onChange={(value) => (setEntity(value ?? null), setPage(1))} options={ENTITIES.map((value) => ({ value, label: enumLabel(value) }))} data-testid="activity-entity" />
        <DatePicker.RangePicker value={range} onChange={(value) => (setRange(value as [Dayjs | null, Dayjs | null] | null), setPage(1))} data-testid="activity-dates" />
      </Space>
      <Table<ActivityRow>
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.data ?? []}
        locale={{ emptyText: log.isError ? (errorMessage(log.error) ?? "The activity log could not be loaded.") : "Nothing recorded for these filters." }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.meta.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="activity-table"
        columns={[
          { title: "When", key: "createdAt", width: 170, render: (_, entry) => formatDateTime(entry.createdAt) },
          { title: "Who", key: "user", render: (_, entry) => (entry.user ? `${personName(entry.user)} (${entry.user.email})` : "System") },
          { title: "What", dataIndex: "action", width: 170, render: (action: string) => enumLabel(action) },
          { title: "Kind", dataIndex: "entity", width: 140, render: (value: string) => enumLabel(value) },
          {
            title: "Record",
            key: "entityId",
            render: (_, entry) => {
              const to = linkOf(entry);
              // the record's number or name, never its uuid
              if (!entry.recordLabel) return "—";
              return to ? <Link to={to}>{entry.recordLabel}</Link> : entry.recordLabel;
            },
          },
        ]}
      />
    </Card>
  );
}
