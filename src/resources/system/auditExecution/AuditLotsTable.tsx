// One product's audit lots, paged on the server (getAllAuditLots, filter auditProductId EQUAL): the scan step's
// overview shows every lot and how it was counted; the summary only those not matched (status NE MATCHED), with
// what the books held and the value at cost of the difference.
import { Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { GET_AUDIT_LOTS, type AuditLotsVariables, type ExecutedLot } from "./documents";
import { costText, LOT_STATUS_OPTIONS, OVERVIEW_LOTS_PAGING, SUMMARY_LOTS_PAGING } from "./shared";

interface Props {
  locationId: string;
  auditProductId: string;
  /** "overview": every lot, as counted so far; "discrepancies": the lots not matched, with the books' side. */
  mode: "overview" | "discrepancies";
  testId: string;
}

const scanTypeText = (lot: ExecutedLot) => (lot.scanType === "OPEN" ? "Open" : lot.scanType === "BOX" ? "Box" : "—");

const COLUMNS: TableColumnsType<ExecutedLot> = [
  { title: "Lot", dataIndex: "actionId", key: "actionId", width: 220 },
  { title: "Batch", dataIndex: "batchNumber", key: "batch", width: 110 },
  { title: "Expiry", dataIndex: "batchExpiry", key: "expiry", width: 110 },
  { title: "Status", key: "status", width: 110, render: (_, lot) => <EnumTag value={lot.status} options={LOT_STATUS_OPTIONS} /> },
  { title: "Scan", key: "scanType", width: 80, render: (_, lot) => scanTypeText(lot) },
  { title: "Counted", key: "counted", width: 90, align: "right", render: (_, lot) => lot.actualQuantity ?? "—" },
];

const BOOKS_COLUMNS: TableColumnsType<ExecutedLot> = [
  { title: "Expected", dataIndex: "expectedQuantity", key: "expected", width: 90, align: "right" },
  {
    title: "Difference at cost",
    key: "value",
    width: 150,
    align: "right",
    render: (_, lot) => (lot.status === "PENDING" ? "Not scanned: counts as empty" : costText(lot.lotStockValue)),
  },
];

export function AuditLotsTable({ locationId, auditProductId, mode, testId }: Props) {
  const paging = mode === "overview" ? OVERVIEW_LOTS_PAGING : SUMMARY_LOTS_PAGING;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(paging.pageSize);
  const conditions: NonNullable<AuditLotsVariables["filter"]>[number]["conditions"] = [{ field: "auditProductId", operator: "EQUAL", value: auditProductId }];
  if (mode === "discrepancies") conditions.push({ field: "status", operator: "NE", value: "MATCHED" });
  const variables: AuditLotsVariables = {
    locationId,
    page,
    limit,
    filter: [{ conditions, logicalOperator: "AND" }],
    // the lots still to find first in the overview; the summary by code
    sort: mode === "overview" ? [{ field: "countedAt", direction: "DESC" }, { field: "actionId", direction: "ASC" }] : [{ field: "actionId", direction: "ASC" }],
  };
  const query = useGqlQuery(["audit-lots", mode], GET_AUDIT_LOTS, variables);
  const lots = query.data?.lots;
  return (
    <Table<ExecutedLot>
      rowKey="id"
      size="small"
      data-testid={testId}
      loading={query.isFetching && !lots}
      dataSource={lots?.data ?? []}
      columns={mode === "overview" ? COLUMNS : [...COLUMNS, ...BOOKS_COLUMNS]}
      rowClassName={(lot) => `audit-lot-${lot.status.toLowerCase()}`}
      locale={{ emptyText: mode === "overview" ? "No lots in this product's count." : "Every lot counted matches the books." }}
      scroll={{ x: "max-content" }}
      pagination={{
        current: page,
        pageSize: limit,
        total: lots?.meta.totalCount ?? 0,
        pageSizeOptions: paging.pageSizeOptions.map(String),
        showSizeChanger: true,
        onChange: (next, size) => {
          setPage(size === limit ? next : 1);
          setLimit(size);
        },
      }}
    />
  );
}
