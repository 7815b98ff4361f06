// Select Product: the audit's products, searched by name (300 ms after the last key) and filtered by the tabs All,
// Pending (the default), In Progress and Completed. Each row is a button (Tab to it, Enter to pick it): a pending
// product asks to start its count first, one in progress goes straight to scanning, a completed one says so.
import { SearchOutlined } from "@ant-design/icons";
import { Button, Input, Table, Tabs } from "antd";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import type { ExecutedProduct } from "./documents";
import { PRODUCT_SEARCH_DEBOUNCE_MS, PRODUCT_STATUS_OPTIONS } from "./shared";

const TABS = [
  { key: "ALL", label: "All" },
  { key: "PENDING", label: "Pending" },
  { key: "IN_PROGRESS", label: "In Progress" },
  { key: "COMPLETED", label: "Completed" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

const ACTION_TEXT: Readonly<Record<string, string>> = { PENDING: "Start", IN_PROGRESS: "Continue", COMPLETED: "Completed" };

interface Props {
  products: readonly ExecutedProduct[];
  onPick: (product: ExecutedProduct) => void;
}

export function SelectProductStep({ products, onPick }: Props) {
  const [tab, setTab] = useState<TabKey>("PENDING");
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim().toLowerCase(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const named = useMemo(() => (term ? products.filter((row) => row.product.name.toLowerCase().includes(term)) : products), [products, term]);
  const shown = tab === "ALL" ? named : named.filter((row) => row.status === tab);
  const countOf = (key: TabKey) => (key === "ALL" ? named.length : named.filter((row) => row.status === key).length);

  return (
    <div data-testid="audit-step-select">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search products by name"
        aria-label="Search products by name"
        data-testid="audit-product-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420 }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={TABS.map((each) => ({ key: each.key, label: <span data-testid={`audit-tab-${each.key.toLowerCase()}`}>{`${each.label} (${countOf(each.key)})`}</span> }))}
      />
      <Table<ExecutedProduct>
        rowKey="id"
        size="small"
        data-testid="audit-products"
        dataSource={shown}
        locale={{ emptyText: term ? "No products found matching your search criteria." : "No products in this tab." }}
        pagination={{ defaultPageSize: 10, pageSizeOptions: ["10", "20", "50"], showSizeChanger: true, hideOnSinglePage: true }}
        onRow={(row) => ({ onClick: () => onPick(row), style: { cursor: "pointer" } })}
        columns={[
          { title: "Product", key: "name", render: (_, row) => row.product.name },
          { title: "Code", key: "code", width: 140, render: (_, row) => row.product.secondaryId },
          { title: "Lots", dataIndex: "lotCount", key: "lots", width: 80, align: "right" },
          { title: "Status", key: "status", width: 130, render: (_, row) => <EnumTag value={row.status} options={PRODUCT_STATUS_OPTIONS} /> },
          {
            title: "Action",
            key: "action",
            width: 120,
            render: (_, row) => (
              <Button
                size="small"
                type={row.status === "COMPLETED" ? "default" : "primary"}
                data-testid={`audit-pick-${row.product.secondaryId}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onPick(row);
                }}
              >
                {ACTION_TEXT[row.status] ?? "Open"}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
