// The rows of the GRN form, one per PO item still to receive: quantities, batch, dates, prices and the line total.
// Wider than a 1440 px screen with the menu open: the middle scrolls sideways while the product, what remains,
// the received quantity (left) and the line total (right) stay in view. Rows the GRN receives are checked by the
// GRN schema (grnRules); rows left at zero are not part of it and need nothing.
import { Empty, Form, Input, InputNumber, Table, Typography, type FormInstance } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import type { FieldPath, ListRule } from "../../../components/forms/zodForm";
import { priceText } from "../../catalogue/options";
import { DateInput } from "../../screens/DateInput";
import { rowNumberColumn } from "../../screens/rowNumberColumn";
import type { PurchaseOrderItemRecord } from "../purchaseOrders/types";
import { grnRules, lineTotal, overReceiptProblem, type GrnItemValues } from "./grnForm";
import { FormListErrors } from "../../../components/forms/FormListErrors";

export const today = () => dayjs().format("YYYY-MM-DD");

const ruleOf = (name: FieldPath) => [grnRules.rule(name)];

interface Props {
  form: FormInstance;
  /** The watched rows. */
  items: readonly GrnItemValues[];
  poItems: readonly PurchaseOrderItemRecord[];
  /** Whether a purchase order is chosen (for the empty text). */
  poChosen: boolean;
  /** The rule of the rows as a whole: something received, the GRN's packs and total. */
  listRule: ListRule;
}

type Field = { name: number; key: number };
const INPUT = { style: { margin: 0 } };

export function GrnItemsTable({ form, items, poItems, poChosen, listRule }: Props) {
  const poItemOf = (index: number) => poItems.find((item) => item.id === items[index]?.poItemId);
  const rowField = (title: string, key: keyof GrnItemValues, width: number, render: (name: [number, string], testId: string) => ReactNode) => ({
    title,
    key,
    width,
    render: (_: unknown, field: Field) => render([field.name, key], `grn-item-${field.name}-${key}`),
  });

  const overReceipt = (index: number) => ({
    validator: async () => {
      const problem = overReceiptProblem(form.getFieldValue(["items", index]) as GrnItemValues | undefined, poItemOf(index)?.grnRemainingQuantity ?? 0);
      if (problem) throw new Error(problem);
    },
  });
  const rowRules = (index: number, key: keyof GrnItemValues) => ruleOf(["items", index, key]);

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
        <Form.Item name={name} {...INPUT} dependencies={[["items", name[0], "foc"]]} rules={[...rowRules(name[0], "receivedQuantity"), overReceipt(name[0])]}>
          <InputNumber aria-label="Received quantity" data-testid={testId} style={{ width: 88 }} />
        </Form.Item>
      )),
      fixed: "left" as const,
    },
    rowField("FOC", "foc", 80, (name, testId) => (
      <Form.Item name={name} {...INPUT} rules={rowRules(name[0], "foc")}>
        <InputNumber aria-label="FOC" data-testid={testId} style={{ width: 64 }} />
      </Form.Item>
    )),
    rowField("Batch No.", "batchNumber", 135, (name, testId) => (
      <Form.Item name={name} {...INPUT} dependencies={[["items", name[0], "receivedQuantity"]]} rules={rowRules(name[0], "batchNumber")}>
        <Input aria-label="Batch number" data-testid={testId} style={{ width: 119 }} />
      </Form.Item>
    )),
    rowField("Batch Expiry", "batchExpiry", 140, (name, testId) => (
      <Form.Item name={name} {...INPUT} rules={rowRules(name[0], "batchExpiry")}>
        <DateInput testId={testId} />
      </Form.Item>
    )),
    rowField("Mfg Date", "mfgDate", 140, (name, testId) => (
      <Form.Item name={name} {...INPUT} rules={rowRules(name[0], "mfgDate")}>
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
    <Form.List name="items" rules={[listRule]}>
      {(fields, _operations, { errors }) => (
        <>
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
          <FormListErrors testId="grn-items-errors" errors={errors} />
        </>
      )}
    </Form.List>
  );
}

function moneyColumn(title: string, name: keyof GrnItemValues, label: string) {
  return rowNumberColumn({ title, name, label, testIdPrefix: "grn-item", width: 110, inputWidth: 94, rules: (row) => ruleOf(["items", row, name]) });
}
