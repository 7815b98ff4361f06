// The rows of the GRN form, one per PO item still to receive: quantities, batch, dates, prices and the line total.
// Wider than a 1440 px screen with the menu open: the middle scrolls sideways while the product, what remains,
// the received quantity (left) and the line total (right) stay in view.
import { Empty, Form, Input, InputNumber, Table, Typography, type FormInstance } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { priceText } from "../../catalogue/options";
import { DateInput } from "../../screens/DateInput";
import { rowNumberColumn } from "../../screens/rowNumberColumn";
import type { PurchaseOrderItemRecord } from "../purchaseOrders/types";
import { isReceiving, lineTotal, type GrnItemValues } from "./grnForm";

/** A money field: empty, or a number of 0 or more (the input keeps 2 decimals). */
export const moneyRule = (label: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === null || value === undefined || (typeof value === "number" && value >= 0)
      ? Promise.resolve()
      : Promise.reject(new Error(`${label} must be a number of 0 or more with at most 2 decimals.`)),
});

export const today = () => dayjs().format("YYYY-MM-DD");

interface Props {
  form: FormInstance;
  /** The watched rows. */
  items: readonly GrnItemValues[];
  poItems: readonly PurchaseOrderItemRecord[];
  /** Whether a purchase order is chosen (for the empty text). */
  poChosen: boolean;
}

type Field = { name: number; key: number };
const INPUT = { style: { margin: 0 } };

export function GrnItemsTable({ form, items, poItems, poChosen }: Props) {
  const poItemOf = (index: number) => poItems.find((item) => item.id === items[index]?.poItemId);
  const receiving = (index: number) => isReceiving(form.getFieldValue(["items", index]) as GrnItemValues | undefined);
  const rowField = (title: string, key: keyof GrnItemValues, width: number, render: (name: [number, string], testId: string) => ReactNode) => ({
    title,
    key,
    width,
    render: (_: unknown, field: Field) => render([field.name, key], `grn-item-${field.name}-${key}`),
  });

  const receivedRule = (index: number) => ({
    validator: (_: unknown, value: unknown) => {
      if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
        return Promise.reject(new Error("Received quantity must be a whole number of 0 or more."));
      }
      const remaining = poItemOf(index)?.grnRemainingQuantity ?? 0;
      const foc = (form.getFieldValue(["items", index, "foc"]) as number | null) ?? 0;
      return value + foc > remaining ? Promise.reject(new Error(`Received quantity cannot exceed the remaining quantity of ${remaining}.`)) : Promise.resolve();
    },
  });

  const columns = [
    {
      title: "Product",
      key: "product",
      width: 180,
      fixed: "left" as const,
      render: (_: unknown, field: Field) => {
        const poItem = poItemOf(field.name);
        return (
          <span data-testid={`grn-item-${field.name}`}>
            <div>{poItem?.product.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {poItem ? `${poItem.uom} of ${poItem.itemConversion}` : ""}
            </Typography.Text>
          </span>
        );
      },
    },
    {
      title: "Remaining",
      key: "remaining",
      width: 95,
      fixed: "left" as const,
      align: "right" as const,
      render: (_: unknown, field: Field) => <span data-testid={`grn-item-${field.name}-remaining`}>{poItemOf(field.name)?.grnRemainingQuantity ?? "—"}</span>,
    },
    {
      ...rowField("Received Qty", "receivedQuantity", 105, (name, testId) => (
        <Form.Item name={name} {...INPUT} dependencies={[["items", name[0], "foc"]]} rules={[receivedRule(name[0])]}>
          <InputNumber aria-label="Received quantity" data-testid={testId} min={0} precision={0} style={{ width: 88 }} />
        </Form.Item>
      )),
      fixed: "left" as const,
    },
    rowField("FOC", "foc", 80, (name, testId) => (
      <Form.Item name={name} {...INPUT}>
        <InputNumber aria-label="FOC" data-testid={testId} min={0} precision={0} style={{ width: 64 }} />
      </Form.Item>
    )),
    rowField("Batch No.", "batchNumber", 135, (name, testId) => (
      <Form.Item
        name={name}
        {...INPUT}
        dependencies={[["items", name[0], "receivedQuantity"]]}
        rules={[
          {
            validator: (_: unknown, value: unknown) =>
              receiving(name[0]) && !(typeof value === "string" && value.trim()) ? Promise.reject(new Error("Please enter a batch number.")) : Promise.resolve(),
          },
        ]}
      >
        <Input aria-label="Batch number" data-testid={testId} style={{ width: 119 }} />
      </Form.Item>
    )),
    rowField("Batch Expiry", "batchExpiry", 140, (name, testId) => (
      <Form.Item
        name={name}
        {...INPUT}
        rules={[
          {
            validator: (_: unknown, value: unknown) =>
              !receiving(name[0]) || (typeof value === "string" && value > today()) ? Promise.resolve() : Promise.reject(new Error("Batch expiry must be in the future.")),
          },
        ]}
      >
        <DateInput testId={testId} />
      </Form.Item>
    )),
    rowField("Mfg Date", "mfgDate", 140, (name, testId) => (
      <Form.Item name={name} {...INPUT}>
        <DateInput testId={testId} />
      </Form.Item>
    )),
    moneyColumn("MRP", "mrp", "MRP"),
    moneyColumn("Trade Price", "tradePrice", "Trade price"),
    moneyColumn("Discount", "discValue", "Discount"),
    moneyColumn("GST", "gstValue", "GST"),
    {
      title: "Line Total",
      key: "total",
      width: 120,
      fixed: "right" as const,
      align: "right" as const,
      render: (_: unknown, field: Field) => <span data-testid={`grn-item-${field.name}-total`}>{priceText(lineTotal(items[field.name]))}</span>,
    },
  ];
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  return (
    <Form.List name="items">
      {(fields) => (
        <Table
          data-testid="grn-items"
          size="small"
          pagination={false}
          scroll={{ x: width }}
          rowKey="key"
          dataSource={fields}
          locale={{ emptyText: <Empty description={poChosen ? "Nothing left to receive on this purchase order" : "Select a purchase order"} /> }}
          columns={columns}
        />
      )}
    </Form.List>
  );
}

function moneyColumn(title: string, name: keyof GrnItemValues, label: string) {
  return rowNumberColumn({ title, name, label, testIdPrefix: "grn-item", width: 110, inputWidth: 94, precision: 2, min: 0, rules: [moneyRule(label)] });
}
