// The lot table of the lot-details dialog: one audit product's lots, server-paged (10, 20 or 50 a page), searched
// by Action ID (LIKE, 500 ms after typing stops), with a Refresh button that reads the lots and the summary again.
import { ReloadOutlined } from "@ant-design/icons";
import { Button, Input, Space, Table, Typography } from "antd";
import { useState } from "react";
import type { FilterCondition } from "../../../../common/list";
import { formatDate } from "../../../../common/format/date";
import { enumLabel } from "../../../../common/format/enumLabel";
import { SEARCH_DEBOUNCE_MS } from "../../../../common/timing";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { searchTerm } from "../../screens/referenceSource";
import { priceText } from "../../catalogue/options";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { AUDIT_LOTS, type AuditLotRow } from "./queries";
import { AUDIT_LOT_STATUS_OPTIONS } from "./resource";

/** Lot tables' page sizes (spec section 9). */
const LOT_PAGE_SIZES = [10, 20, 50];

interface Props {
  auditProductId: string;
  locationId: string;
  /** Reads the product's summary again (with the lots). */
  onRefresh: () => void;
}

export function AuditLotTable({ auditProductId, locationId, onRefresh }: Props) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LOT_PAGE_SIZES[0]);
  const conditions: FilterCondition[] = [{ operator: "EQUAL", field: "auditProductId", value: auditProductId }];
  if (search) conditions.push({ operator: "LIKE", field: "actionId", value: search });
  const variables = { locationId, page, limit: pageSize, filter: [{ logicalOperator: "AND" as const, conditions }], sort: [{ field: "actionId", direction: "ASC" as const }] };
  const lots = useGqlQuery(["audit-lots"], AUDIT_LOTS, variables);
  return (
    <div data-testid="audit-lot-table">
      <Space wrap style={{ marginBottom: 12, width: "100%", justifyContent: "space-between" }}>
        <Typography.Text strong>Lots</Typography.Text>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="Search by Action ID"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
            style={{ width: 260 }}
            data-testid="audit-lot-search"
          />
          <Button
            icon={<ReloadOutlined />}
            loading={lots.isFetching}
            onClick={() => {
              onRefresh();
              void lots.refetch();
            }}
            data-testid="audit-lot-refresh"
          >
            Refresh
          </Button>
        </Space>
      </Space>
      <Table<AuditLotRow>
        rowKey="id"
        size="small"
        loading={lots.isLoading}
        dataSource={lots.data?.lots.data ?? []}
        locale={{ emptyText: lots.isError ? "The lots could not be loaded." : "No lots found." }}
        pagination={{
          current: page,
          pageSize,
          total: lots.data?.lots.meta.totalCount ?? 0,
          pageSizeOptions: LOT_PAGE_SIZES,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        scroll={{ x: 820 }}
        onRow={(row) => ({ "data-testid": `audit-lot-${row.actionId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: "Action ID", key: "actionId", width: 190, render: (_, row) => row.actionId },
          { title: "Batch", key: "batch", width: 120, render: (_, row) => row.batchNumber },
          { title: "Expiry", key: "expiry", width: 110, render: (_, row) => formatDate(row.batchExpiry) },
          { title: "Status", key: "status", width: 110, render: (_, row) => <EnumTag value={row.status} options={AUDIT_LOT_STATUS_OPTIONS} /> },
          { title: "Expected Qty", key: "expected", width: 110, align: "right", render: (_, row) => row.expectedQuantity },
          { title: "Actual Qty", key: "actual", width: 100, align: "right", render: (_, row) => row.actualQuantity ?? "—" },
          { title: "Difference Value", key: "value", width: 140, align: "right", render: (_, row) => (row.status === "SHORT" || row.status === "EXCESS" ? priceText(row.lotStockValue) : "—") },
          { title: "Scan", key: "scan", width: 80, render: (_, row) => (row.scanType ? enumLabel(row.scanType) : "—") },
        ]}
      />
    </div>
  );
}
