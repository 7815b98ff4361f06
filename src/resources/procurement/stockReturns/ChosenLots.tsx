// The lots on the return so far (each removable) and the summary per product with the grand total.
import { DeleteOutlined } from "@ant-design/icons";
import { Button, Empty, Table, Typography } from "antd";
import { priceText } from "../../catalogue/options";
import { lotValue, summariseReturn, type ProductSummary } from "./returnLots";
import { ExpiryCell } from "./ReturnableLotsTable";
import type { ReturnLot } from "./types";

interface Props {
  lots: readonly ReturnLot[];
  onRemove: (lots: ReturnLot[]) => void;
}

export function ChosenLots({ lots, onRemove }: Props) {
  const summary = summariseReturn(lots);
  return (
    <>
      <Table<ReturnLot>
        data-testid="stock-return-chosen"
        size="small"
        rowKey="id"
        pagination={lots.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        dataSource={[...lots]}
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description="Scan lot codes or tick lots in the table above" /> }}
        columns={[
          { title: "Lot", dataIndex: "actionId", width: 190 },
          { title: "Product", key: "product", render: (_, lot) => lot.product.name },
          { title: "Batch", dataIndex: "batchNumber", width: 120 },
          { title: "Expiry", key: "batchExpiry", width: 190, render: (_, lot) => <ExpiryCell batchExpiry={lot.batchExpiry} /> },
          { title: "Quantity", dataIndex: "quantity", width: 90, align: "right" },
          { title: "Purchase Value", key: "value", width: 140, align: "right", render: (_, lot) => priceText(lotValue(lot)) },
          {
            title: "",
            key: "remove",
            width: 50,
            render: (_, lot) => (
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove lot ${lot.actionId}`} data-testid={`stock-return-remove-${lot.actionId}`} onClick={() => onRemove([lot])} />
            ),
          },
        ]}
      />
      {lots.length > 0 && (
        <Table<ProductSummary>
          data-testid="stock-return-summary"
          style={{ marginTop: 16 }}
          size="small"
          rowKey="productId"
          pagination={false}
          title={() => <Typography.Text strong>Summary per product</Typography.Text>}
          dataSource={summary.products}
          columns={[
            { title: "Product", dataIndex: "productName" },
            { title: "Lots", dataIndex: "lotCount", width: 80, align: "right" },
            { title: "Quantity", dataIndex: "quantity", width: 100, align: "right" },
            {
              title: "Total Purchasing Price",
              key: "total",
              width: 190,
              align: "right",
              render: (_, row) => <span data-testid={`stock-return-summary-${row.productId}`}>{priceText(row.totalPurchasingPrice)}</span>,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>Grand Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{summary.lotCount}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong>{summary.products.reduce((sum, row) => sum + row.quantity, 0)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong data-testid="stock-return-grand-total">{priceText(summary.grandTotal)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      )}
    </>
  );
}
