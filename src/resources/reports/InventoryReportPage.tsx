// Inventory Report (report-analytics/inventory-report): the stock of the current location, or of all the user's
// locations, per product: loose units, sealed packs, units in transit to the location, average MRP, prices and the
// value at cost with its tax; searched by name (500 ms after typing stops), filtered by category, manufacturer,
// vendor (of the lots), product status and expiry within N days; server-paged with totals. Download streams the same rows as XLSX or CSV through a short-lived link;
// with a number of days, Near-Expiry Lots lists the lots expiring within them (the input for returns to vendors).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Col, Input, InputNumber, Row, Segmented, Select, Space, Statistic, Table, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { expiryWithinDaysProblem } from "../../../common/schemas/expiryWindow";
import { DownloadButton } from "../../components/downloads/DownloadButton";
import { DOWNLOAD_NEAR_EXPIRY_LOTS } from "../../components/downloads/documents";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { requestDocument } from "../../providers/gqlHooks";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../catalogue/options";
import { ReferenceSelect } from "../screens/ReferenceSelect";
import { errorMessage } from "../../providers/serverErrors";
import type { ReferenceSource } from "../types";
import { STOCK_REPORT, STOCK_REPORT_DOWNLOAD, type StockReportFilters, type StockReportRow } from "./queries";

const PAGE_SIZES = [20, 50, 100];
const byName = [{ field: "name", order: "asc" as const }];
const CATEGORY: ReferenceSource = { resource: "category", fields: "id name parentId", sorters: byName };
const MANUFACTURER: ReferenceSource = { resource: "manufacturer", fields: "id name", sorters: byName };
const VENDOR: ReferenceSource = { resource: "vendor", fields: "id name", sorters: byName };

function daysParam(value: string | null): number | null {
  const days = value === null || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isInteger(days) && expiryWithinDaysProblem(days) === null ? days : null;
}

export function InventoryReportPage() {
  const { current } = useCurrentLocation();
  const [scope, setScope] = useState<"current" | "all">("current");
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 500);
  const [productStatus, setProductStatus] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [manufacturerId, setManufacturerId] = useState<string | null>(null);
  const [vendorId, setVendorId] = useState<string | null>(null);
  // the dashboard's expiry figures open the report with ?expiringWithinDays=N
  const [params] = useSearchParams();
  const [days, setDays] = useState<number | null>(() => daysParam(params.get("expiringWithinDays")));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const daysProblem = days === null ? null : expiryWithinDaysProblem(days);
  const filters: StockReportFilters = {
    locationId: scope === "current" ? (current?.id ?? null) : null,
    categoryId,
    manufacturerId,
    vendorId,
    search: search || null,
    productStatus,
    expiringWithinDays: daysProblem ? null : days,
  };
  const report = useQuery({
    queryKey: ["data", "stock-report", filters, page, limit],
    queryFn: () => requestDocument(STOCK_REPORT, { ...filters, page, limit }).then((result) => result.report),
    placeholderData: keepPreviousData,
  });
  const totals = report.data?.totals;

  const PICKERS = [
    [CATEGORY, "Category", categoryId, setCategoryId],
    [MANUFACTURER, "Manufacturer", manufacturerId, setManufacturerId],
    [VENDOR, "Vendor", vendorId, setVendorId],
  ] as const;

  const resetPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <Card data-testid="inventory-report-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Inventory Report
      </Typography.Title>
      <Typography.Text type="secondary">Stock per product and location: loose, packed and in transit, at cost and with tax.</Typography.Text>
      <Space wrap style={{ margin: "16px 0" }} align="start">
        <Segmented
          value={scope}
          onChange={(value) => resetPage(setScope)(value === "all" ? "all" : "current")}
          options={[
            { label: current?.name ?? "Current location", value: "current" },
            { label: "All my locations", value: "all" },
          ]}
          data-testid="report-scope"
        />
        <Input.Search allowClear placeholder="Search by product name" value={text} onChange={(event) => resetPage(setText)(event.target.value)} style={{ width: 260 }} data-testid="report-search" />
        {PICKERS.map(([source, placeholder, value, set]) => (
          <div key={placeholder} style={{ width: 200 }}>
            <ReferenceSelect source={source} values={{}} value={value} onChange={resetPage(set)} placeholder={placeholder} testId={`report-${source.resource}`} />
          </div>
        ))}
        <Select<string>
          allowClear
          placeholder="Product status"
          style={{ width: 160 }}
          value={productStatus ?? undefined}
          onChange={(value) => resetPage(setProductStatus)(value ?? null)}
          options={[
            { label: "Active", value: "ACTIVE" },
            { label: "Inactive", value: "INACTIVE" },
          ]}
        />
        <div>
          <InputNumber placeholder="Expiring within (days)" style={{ width: 200 }} value={days} onChange={(value) => resetPage(setDays)(typeof value === "number" ? value : null)} status={daysProblem ? "error" : undefined} data-testid="report-days" />
          {daysProblem && <div style={{ color: "#ff4d4f", fontSize: 12 }}>{daysProblem}</div>}
        </div>
        <DownloadButton
          testId="report-download"
          disabled={Boolean(daysProblem)}
          request={(format) => requestDocument(STOCK_REPORT_DOWNLOAD, { format, ...filters }).then((result) => result.download)}
        />
        <DownloadButton
          label="Near-Expiry Lots"
          testId="report-download-near-expiry"
          disabled={days === null || Boolean(daysProblem)}
          request={(format) => requestDocument(DOWNLOAD_NEAR_EXPIRY_LOTS, { format, locationId: filters.locationId ?? null, days: days ?? 0 }).then((result) => result.link)}
        />
      </Space>
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="report-totals">
        <Col xs={12} md={4}>
          <Statistic title="Products" value={totals?.products ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Units in Stock" value={totals?.stockQuantity ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Units in Transit" value={totals?.inTransitQuantity ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Value at Cost" value={priceText(totals?.stockValue ?? 0)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Tax" value={priceText(totals?.totalTax ?? 0)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Value with Tax" value={priceText(totals?.stockValueWithTax ?? 0)} data-testid="report-total-value" />
        </Col>
      </Row>
      <Table<StockReportRow>
        rowKey={(row) => `${row.productId}:${row.locationId}`}
        size="small"
        loading={report.isFetching}
        dataSource={report.data?.data ?? []}
        locale={{ emptyText: report.isError ? (errorMessage(report.error) ?? "The report could not be loaded.") : "No stock matches these filters." }}
        pagination={{ current: page, pageSize: limit, total: report.data?.meta.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, onChange: (next, size) => (size !== limit ? (setLimit(size), setPage(1)) : setPage(next)) }}
        scroll={{ x: 1800 }}
        data-testid="report-table"
        columns={[
          { title: "Product", key: "product", fixed: "left", width: 240, render: (_, row) => `${row.productName} (${row.productCode})` },
          { title: "Categories", dataIndex: "categories", width: 180 },
          { title: "Manufacturer", dataIndex: "manufacturer", width: 160 },
          { title: "Location", dataIndex: "locationName", width: 150 },
          { title: "Units", key: "units", width: 150, render: (_, row) => `${row.uomFactor} ${row.sellingUnit.toLowerCase()} / ${row.buyingUnit.toLowerCase()}` },
          { title: "Tax %", dataIndex: "taxRate", width: 80, align: "right" },
          { title: "Avg MRP", key: "mrp", width: 110, align: "right", render: (_, row) => priceText(row.averageMrp) },
          { title: "Purchase", key: "purchase", width: 110, align: "right", render: (_, row) => priceText(row.purchasePrice) },
          { title: "Trade", key: "trade", width: 110, align: "right", render: (_, row) => priceText(row.tradePrice) },
          { title: "Loose", dataIndex: "looseQuantity", width: 90, align: "right" },
          { title: "Packs", dataIndex: "packedQuantity", width: 90, align: "right" },
          { title: "In Transit", dataIndex: "inTransitQuantity", width: 100, align: "right" },
          { title: "Stock", dataIndex: "stockQuantity", width: 90, align: "right" },
          { title: "Value", key: "value", width: 130, align: "right", render: (_, row) => priceText(row.stockValue) },
          { title: "Tax", key: "tax", width: 110, align: "right", render: (_, row) => priceText(row.totalTax) },
          { title: "Value with Tax", key: "withTax", width: 140, align: "right", render: (_, row) => priceText(row.stockValueWithTax) },
        ]}
      />
    </Card>
  );
}
