// An adjustment's products, each with its lots: the lot as it was when the line was made (status, units) and what
// the line moves, and, once approved, the status the approval left it in. Figures are signed: negative takes out.
import { Table, Tag, Typography } from "antd";
import { enumLabel } from "../../../../common/format/enumLabel";
import { priceText } from "../../catalogue/options";
import dayjs from "dayjs";
import { DATE_FORMAT } from "../../columns";
import type { AdjustmentLotLine, AdjustmentProduct } from "./queries";

export function signedUnits(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function LotStatus({ value }: { value: string | null }) {
  return value ? <Tag>{enumLabel(value)}</Tag> : <Typography.Text type="secondary">—</Typography.Text>;
}

function LotLines({ lots }: { lots: readonly AdjustmentLotLine[] }) {
  return (
    <Table<AdjustmentLotLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...lots]}
      data-testid="adjustment-lots"
      onRow={(lot) => ({ "data-testid": `adjustment-lot-${lot.actionId}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: "Lot", dataIndex: "actionId", width: 190 },
        { title: "Batch", dataIndex: "batchNumber", width: 110 },
        { title: "Expiry", key: "expiry", width: 110, render: (_, lot) => dayjs(lot.expiryDate).format(DATE_FORMAT) },
        { title: "Reason", dataIndex: "reason" },
        { title: "Status", key: "status", width: 140, render: (_, lot) => <LotStatus value={lot.status} /> },
        { title: "Adjusted Status", key: "adjustedStatus", width: 170, render: (_, lot) => <LotStatus value={lot.adjustedStatus} /> },
        { title: "Original Qty", dataIndex: "originalQuantity", width: 100, align: "right" },
        { title: "Adjusted Qty", key: "adjustedQuantity", width: 100, align: "right", render: (_, lot) => signedUnits(lot.adjustedQuantity) },
        { title: "Value", key: "value", width: 130, align: "right", render: (_, lot) => priceText(lot.stockValue) },
      ]}
    />
  );
}

export function AdjustmentProductsTable({ products, loading }: { products: readonly AdjustmentProduct[]; loading: boolean }) {
  return (
    <Table<AdjustmentProduct>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={[...products]}
      data-testid="adjustment-products"
      expandable={{ expandedRowRender: (product) => <LotLines lots={product.adjustmentLot} />, expandedRowKeys: products.map((product) => product.id), showExpandColumn: false }}
      columns={[
        { title: "Product", dataIndex: "productName" },
        { title: "Lots", key: "lots", width: 80, align: "right", render: (_, product) => product.adjustmentLot.length },
        { title: "Net Quantity", key: "netQuantity", width: 120, align: "right", render: (_, product) => signedUnits(product.netQuantity) },
        { title: "Stock Value", key: "stockValue", width: 150, align: "right", render: (_, product) => priceText(product.stockValue) },
      ]}
    />
  );
}
