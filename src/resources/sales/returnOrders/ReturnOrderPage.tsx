// Return Order (sales-orders/return-order, spec "Return Order"): the returns of the current store, searched by
// product name (500 ms after typing stops), server-paged; the ID copies itself, the Order ID opens the sale in a new
// tab, the detail icon opens the 'Return Order Details' dialog (?id=). The Export chip (under its permission)
// downloads the list as it is searched, as CSV. A link may open it filtered to days made (the dashboard's returns
// rate: filters[i] on createdAt in the address, as the grids keep theirs), shown as a tag that clears them.
import { DownloadOutlined, EyeOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Input, Skeleton, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useUrlFilters } from "../../../hooks/useUrlFilters";
import { toFilterArgs } from "../../../providers/listQuery";
import { requestDocument } from "../../../providers/gqlHooks";
import { enumLabel } from "../../../../common/format/enumLabel";
import { useCurrentLocation } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { orderDetailsPath } from "../orders/resource";
import { copyText } from "./copyText";
import { exportReturns } from "./exportReturns";
import { RETURNED_ORDERS, type ReturnedOrderRow } from "./queries";
import { LONG_DATE, ReturnOrderDialog } from "./ReturnOrderDialog";

const PAGE_SIZE = 20;
const SKELETON_ROWS = 10;
const DAY = "DD MMM YYYY";

export function ReturnOrderPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const openId = params.get("id");
  const { current } = useCurrentLocation();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 500);
  const [page, setPage] = useState(1);
  const canExport = useCan({ action: "access", params: { permission: P.salesOrders.returnOrder.export } }).data?.can === true;
  const [exporting, setExporting] = useState(false);
  const made = useUrlFilters();
  const from = made.valueOf("createdAt", "gte");
  const to = made.valueOf("createdAt", "lte");
  const filter = toFilterArgs(made.filters.filter((each) => each.field === "createdAt")) ?? null;
  const variables = { search: search || null, locationId: current?.id ?? null, page, limit: PAGE_SIZE, filter };
  const list = useQuery({ queryKey: ["data", "returned-orders", variables], queryFn: () => requestDocument(RETURNED_ORDERS, variables).then((result) => result.list), staleTime: 0 });
  const rows = list.data?.data ?? [];

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("id", id);
    else next.delete("id");
    setParams(next);
  };
  const copyId = async (id: string) => {
    await copyText(id);
    void message.success("Copy to Clipboard");
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportReturns({ search: search || null, locationId: current?.id ?? null });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : "The export failed.");
    } finally {
      setExporting(false);
    }
  };
  const loadingRows = Array.from({ length: SKELETON_ROWS }, (_, index) => ({ id: `skeleton-${index}` }) as ReturnedOrderRow);
  const cell = (render: (row: ReturnedOrderRow) => React.ReactNode) => (_: unknown, row: ReturnedOrderRow) => (list.isLoading ? <Skeleton.Input active size="small" /> : render(row));

  return (
    <Card data-testid="return-order-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Return Order
      </Typography.Title>
      <Typography.Text type="secondary">Please see Return Order below all connected channels.</Typography.Text>
      <div style={{ display: "flex", gap: 12, margin: "16px 0", alignItems: "center" }}>
        <Input.Search
          allowClear
          placeholder="Search by product name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
          data-testid="return-order-search"
        />
        {canExport && (
          <Tag.CheckableTag checked={false} onChange={() => void download()} data-testid="return-order-export" style={{ border: "1px solid #d9d9d9", padding: "2px 10px" }}>
            <DownloadOutlined /> {exporting ? "Exporting…" : "Export"}
          </Tag.CheckableTag>
        )}
        {(from || to) && (
          <Tag closable onClose={() => { made.clear(); setPage(1); }} data-testid="return-order-made">
            Made {from ? `from ${dayjs(from).format(DAY)}` : ""} {to ? `to ${dayjs(to).format(DAY)}` : ""}
          </Tag>
        )}
      </div>
      <Table<ReturnedOrderRow>
        rowKey="id"
        size="middle"
        dataSource={list.isLoading ? loadingRows : rows}
        locale={{ emptyText: list.isError ? "The returns could not be loaded." : "No Data Found" }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.meta.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 1300 }}
        columns={[
          {
            title: "ID",
            key: "id",
            width: 130,
            render: cell((row) => (
              <Typography.Link onClick={() => void copyId(row.secondaryId)} data-testid="return-order-copy">
                {row.secondaryId}
              </Typography.Link>
            )),
          },
          {
            title: "Order ID",
            key: "order",
            width: 140,
            render: cell((row) =>
              row.parentOrderId ? (
                <Typography.Link onClick={() => window.open(appPath(orderDetailsPath(row.parentOrderId as string)), "_blank", "noopener")} data-testid={`return-order-parent-${row.secondaryId}`}>
                  {row.order?.secondaryId ?? `${row.parentOrderId.slice(0, 10)}...`}
                </Typography.Link>
              ) : (
                "—"
              ),
            ),
          },
          { title: "Customer Name", key: "customerName", width: 170, render: cell((row) => row.customer?.name ?? "—") },
          { title: "Customer Phone", key: "customerPhone", width: 150, render: cell((row) => row.customer?.phoneNumber ?? "—") },
          { title: "Amount", key: "amount", width: 120, align: "right", render: cell((row) => priceText(row.totalAmount)) },
          { title: "Status", key: "status", width: 120, render: cell((row) => <Tag>{enumLabel(row.status)}</Tag>) },
          { title: "Comment", key: "comment", width: 220, render: cell((row) => row.comment ?? "—") },
          { title: "Updated At", key: "updatedAt", width: 180, render: cell((row) => dayjs(row.updatedAt).format(LONG_DATE)) },
          { title: "Created At", key: "createdAt", width: 180, render: cell((row) => dayjs(row.createdAt).format(LONG_DATE)) },
          {
            title: "Action",
            key: "action",
            width: 80,
            fixed: "right",
            render: cell((row) => <Button type="text" icon={<EyeOutlined />} aria-label="View" onClick={() => setOpen(row.id)} data-testid={`return-order-view-${row.secondaryId}`} />),
          },
        ]}
      />
      {openId && <ReturnOrderDialog id={openId} onClose={() => setOpen(null)} />}
    </Card>
  );
}
