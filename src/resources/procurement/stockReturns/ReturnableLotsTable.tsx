// The vendor's lots in stock at the location, expired ones included (most returns are expired or near-expiry
// stock), paged and sorted on the server; checkboxes add lots to or take them off the return.
import { SearchOutlined } from "@ant-design/icons";
import { Alert, Input, Segmented, Space, Table, Tag, Typography, type CheckboxProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import dayjs from "dayjs";
import { useState } from "react";
import type { FilterGroup, SortInput } from "../../../../common/list";
import { todayUtc } from "../../../../common/schemas/dates";
import { SEARCH_DEBOUNCE_MS } from "../../../../common/timing";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { priceText } from "../../catalogue/options";
import { DATE_FORMAT } from "../../columns";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { NEAR_EXPIRY_DAYS, expiryState, lotValue, nearExpiryLimit } from "./returnLots";
import { GET_RETURNABLE_LOTS, type ReturnLot } from "./types";

const PAGE_SIZES = [20, 50, 100];
type ExpiryView = "all" | "expired" | "near";
const SORTABLE: Record<string, string> = { actionId: "actionId", product: "product.name", batchExpiry: "batchExpiry" };
const EXPIRED_ROW = "#fff1f0";

interface Props {
  vendorId: string;
  locationId: string;
  chosen: readonly ReturnLot[];
  onChoose: (lots: ReturnLot[]) => void;
  onRemove: (lots: ReturnLot[]) => void;
}

function filterOf(search: string, view: ExpiryView, today: string) {
  const groups: FilterGroup[] = [];
  const term = search.trim();
  if (term) {
    groups.push({ logicalOperator: "OR", conditions: ["product.name", "actionId", "batchNumber"].map((field) => ({ operator: "LIKE", field, value: term })) });
  }
  if (view === "expired") groups.push({ logicalOperator: "AND", conditions: [{ operator: "LTE", field: "batchExpiry", value: today }] });
  if (view === "near") groups.push({ logicalOperator: "AND", conditions: [{ operator: "LTE", field: "batchExpiry", value: nearExpiryLimit(today) }] });
  return groups;
}

export function ExpiryCell({ batchExpiry }: { batchExpiry: string }) {
  const date = dayjs(batchExpiry).format(DATE_FORMAT);
  const state = expiryState(batchExpiry, todayUtc());
  if (state === "expired") {
    return (
      <Space size={4}>
        <Typography.Text type="danger">{date}</Typography.Text>
        <Tag color="red">Expired</Tag>
      </Space>
    );
  }
  return (
    <Space size={4}>
      <span>{date}</span>
      {state === "soon" && <Tag color="orange">Expires soon</Tag>}
    </Space>
  );
}

export function ReturnableLotsTable({ vendorId, locationId, chosen, onChoose, onRemove }: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [sort, setSort] = useState<SortInput[]>([]);
  const [search, setSearch] = useState("");
  const [view, setView] = useState<ExpiryView>("all");
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const today = todayUtc();
  const variables = { vendorId, locationId, page, limit: pageSize, filter: filterOf(debounced, view, today), sort: sort.length > 0 ? sort : undefined };
  const lots = useGqlQuery(["returnable-lots"], GET_RETURNABLE_LOTS, variables);
  const rows = lots.data?.result.data ?? [];
  const chosenIds = chosen.map((lot) => lot.id);

  const onSort = (sorter: SorterResult<ReturnLot> | SorterResult<ReturnLot>[]) => {
    const first = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = first?.order ? SORTABLE[String(first.columnKey)] : undefined;
    setSort(field ? [{ field, direction: first?.order === "descend" ? "DESC" : "ASC" }] : []);
  };

  return (
    <div data-testid="stock-return-picker">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          data-testid="stock-return-picker-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Product, lot code or batch"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ width: 280 }}
        />
        <Segmented<ExpiryView>
          data-testid="stock-return-picker-expiry"
          value={view}
          onChange={(next) => {
            setView(next);
            setPage(1);
          }}
          options={[
            { label: "All", value: "all" },
            { label: "Expired", value: "expired" },
            { label: `Expiring in ${NEAR_EXPIRY_DAYS} days`, value: "near" },
          ]}
        />
      </Space>
      {lots.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(lots.error)} />}
      <Table<ReturnLot>
        size="small"
        rowKey="id"
        loading={lots.isFetching}
        dataSource={rows}
        scroll={{ x: 900 }}
        onRow={(lot) => (expiryState(lot.batchExpiry, today) === "expired" ? { style: { background: EXPIRED_ROW } } : {})}
        onChange={(_, __, sorter) => onSort(sorter)}
        pagination={{
          current: page,
          pageSize,
          total: lots.data?.result.meta.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => `${total} lot${total === 1 ? "" : "s"}`,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize !== pageSize ? 1 : nextPage);
            setPageSize(nextSize);
          },
        }}
        rowSelection={{
          selectedRowKeys: chosenIds,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (lot) => ({ "aria-label": `Return lot ${lot.actionId}`, "data-testid": `stock-return-lot-${lot.actionId}` }) as CheckboxProps,
          onSelect: (lot, selected) => (selected ? onChoose([lot]) : onRemove([lot])),
          onSelectAll: (selected, _rows, changed) => (selected ? onChoose(changed) : onRemove(changed)),
        }}
        locale={{ emptyText: "No lots of this vendor are in stock here" }}
        columns={[
          { title: "Lot", dataIndex: "actionId", key: "actionId", width: 190, sorter: true },
          { title: "Product", key: "product", sorter: true, render: (_, lot) => lot.product.name },
          { title: "Batch", dataIndex: "batchNumber", key: "batchNumber", width: 120 },
          { title: "Expiry", key: "batchExpiry", width: 190, sorter: true, render: (_, lot) => <ExpiryCell batchExpiry={lot.batchExpiry} /> },
          { title: "Quantity", dataIndex: "quantity", key: "quantity", width: 90, align: "right" },
          {
            title: "Purchase Value",
            key: "value",
            width: 160,
            align: "right",
            render: (_, lot) => (
              <div>
                <div>{priceText(lotValue(lot))}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {priceText(lot.purchasingPrice)} / {lot.product.sellingUnit.toLowerCase()}
                </Typography.Text>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
