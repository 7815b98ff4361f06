// The items of the purchase order form: the product search that adds a line, and one editable row per line
// (unit, conversion, quantities, price, discount, GST, FOC) with its previewed line total. Every input takes what
// is typed; the order schema's rules (ruleOf) refuse a bad value at its field, and the order's own messages (no
// item, a total of 0) show under the table.
import { DeleteOutlined } from "@ant-design/icons";
import { Button, Empty, Form, InputNumber, Select, Table, Typography, type FormRule } from "antd";
import type { FieldPath, ListRule } from "../../../components/forms/zodForm";
import { priceText, UNIT_OPTIONS } from "../../catalogue/options";
import { rowNumberColumn } from "../../screens/rowNumberColumn";
import { ProductSearch, type SearchedProduct } from "./ProductSearch";
import { lineTotals } from "./totals";
import type { PurchaseOrderItemRecord, UnitOfMeasure } from "./types";
import { FormListErrors } from "../../../components/forms/FormListErrors";

export interface ItemValues {
  productId: string;
  productName: string;
  secondaryId: string;
  sellingUnit: UnitOfMeasure;
  uom: UnitOfMeasure;
  itemConversion: number | null;
  requiredQuantity: number | null;
  tradePrice: number | null;
  tradeDiscountPercentage: number | null;
  gstPercentage: number | null;
  foc: number | null;
}

/** A new line for a picked product: one pack at its trade (or purchasing) price and its selling tax rate. */
function itemOf(product: SearchedProduct): ItemValues {
  return {
    productId: product.id,
    productName: product.name,
    secondaryId: product.secondaryId,
    sellingUnit: product.sellingUnit,
    uom: product.buyingUnit,
    itemConversion: product.uomFactor,
    requiredQuantity: 1,
    tradePrice: product.tradePrice ?? product.purchasingPrice ?? 0,
    tradeDiscountPercentage: 0,
    gstPercentage: product.sellingTaxRate ?? 0,
    foc: 0,
  };
}

/** A saved line as the form edits it. */
export function itemValuesOf(item: PurchaseOrderItemRecord): ItemValues {
  return {
    productId: item.productId,
    productName: item.product.name,
    secondaryId: item.product.secondaryId,
    sellingUnit: item.product.sellingUnit,
    uom: item.uom,
    itemConversion: item.itemConversion,
    requiredQuantity: item.requiredQuantity,
    tradePrice: item.tradePrice,
    tradeDiscountPercentage: item.tradeDiscountPercentage,
    gstPercentage: item.gstPercentage,
    foc: item.foc,
  };
}

interface Props {
  vendorId: string | null | undefined;
  /** The watched `items` of the form. */
  items: readonly ItemValues[];
  /** The rule of a row's field by its full path (["items", 2, "tradePrice"]). */
  ruleOf: (name: FieldPath) => FormRule;
  /** The rule of the list itself: no item, the order's total. */
  listRule: ListRule;
  onAdded: () => void;
}

/** Must sit inside the purchase order's antd Form (it edits the `items` list). */
export function PurchaseOrderItemsTable({ vendorId, items, ruleOf, listRule, onAdded }: Props) {
  const rowRules = (name: string) => (row: number) => [ruleOf(["items", row, name])];
  return (
    <Form.List name="items" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <div style={{ marginBottom: 12 }}>
            <ProductSearch
              vendorId={vendorId}
              chosen={new Set(items.map((item) => item.productId))}
              onPick={(product) => {
                onAdded();
                add(itemOf(product));
              }}
            />
          </div>
          <Table
            data-testid="po-items"
            size="small"
            pagination={false}
            scroll={{ x: 1080 }}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: <Empty description="Search a product above to add it to the order" /> }}
            columns={[
              {
                title: "Product",
                key: "product",
                width: 200,
                render: (_, field) => {
                  const item = items[field.name];
                  return (
                    <span data-testid={`po-item-${field.name}`}>
                      <div>{item?.productName}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {item?.secondaryId}
                      </Typography.Text>
                    </span>
                  );
                },
              },
              {
                title: "UoM",
                key: "uom",
                width: 110,
                render: (_, field) => (
                  <Form.Item name={[field.name, "uom"]} style={{ margin: 0 }} rules={[ruleOf(["items", field.name, "uom"])]}>
                    <Select aria-label="UoM" options={UNIT_OPTIONS.map(({ label, value }) => ({ label, value }))} style={{ width: 100 }} />
                  </Form.Item>
                ),
              },
              {
                title: "Conversion",
                key: "itemConversion",
                width: 120,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, "itemConversion"]}
                    style={{ margin: 0 }}
                    rules={[ruleOf(["items", field.name, "itemConversion"])]}
                    extra={items[field.name] ? `${items[field.name].sellingUnit.toLowerCase()}s per pack` : undefined}
                  >
                    <InputNumber aria-label="Conversion" data-testid={`po-item-${field.name}-itemConversion`} style={{ width: 100 }} />
                  </Form.Item>
                ),
              },
              rowNumberColumn({
                title: "Required Qty",
                name: "requiredQuantity",
                label: "Required quantity",
                testIdPrefix: "po-item",
                width: 120,
                inputWidth: 100,
                rules: rowRules("requiredQuantity"),
              }),
              rowNumberColumn({
                title: "Trade Price",
                name: "tradePrice",
                label: "Trade price",
                testIdPrefix: "po-item",
                width: 130,
                inputWidth: 110,
                rules: rowRules("tradePrice"),
              }),
              rowNumberColumn({
                title: "Trade Disc. %",
                name: "tradeDiscountPercentage",
                label: "Trade discount %",
                testIdPrefix: "po-item",
                width: 110,
                inputWidth: 90,
                rules: rowRules("tradeDiscountPercentage"),
              }),
              rowNumberColumn({
                title: "GST %",
                name: "gstPercentage",
                label: "GST %",
                testIdPrefix: "po-item",
                width: 100,
                inputWidth: 80,
                rules: rowRules("gstPercentage"),
              }),
              rowNumberColumn({
                title: "FOC",
                name: "foc",
                label: "FOC",
                testIdPrefix: "po-item",
                width: 90,
                inputWidth: 70,
                rules: rowRules("foc"),
              }),
              {
                title: "Line Total",
                key: "total",
                width: 110,
                align: "right",
                render: (_, field) => <span data-testid={`po-item-${field.name}-total`}>{priceText(lineTotals(items[field.name] ?? {}).total)}</span>,
              },
              {
                title: "",
                key: "remove",
                width: 44,
                render: (_, field) => (
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove item" data-testid={`po-item-${field.name}-remove`} onClick={() => remove(field.name)} />
                ),
              },
            ]}
          />
          <FormListErrors testId="po-items-errors" errors={errors} />
        </>
      )}
    </Form.List>
  );
}
