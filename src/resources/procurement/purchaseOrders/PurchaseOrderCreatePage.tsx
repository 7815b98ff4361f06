// Create a purchase order: header (vendor, delivery location, dates, types, terms), the items table with the
// product search, and a live totals preview. The server computes the real totals (shown on the details page).
import { ArrowLeftOutlined, DeleteOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Row, Select, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCurrentLocation, useSession } from "../../../providers/session";
import { priceText, UNIT_OPTIONS, optionsOf } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { DateInput } from "../../screens/DateInput";
import { ReferenceSelect } from "../../screens/ReferenceSelect";
import { errorMessage } from "../../serverErrors";
import { applyServerErrors } from "./formErrors";
import { useGqlMutation } from "./gql";
import { ProductSearch, type SearchedProduct } from "./ProductSearch";
import { PURCHASE_ORDER_LIST } from "./resource";
import { lineTotals, orderTotals } from "./totals";
import { CREATE_PURCHASE_ORDER, type UnitOfMeasure } from "./types";

interface ItemValues {
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

interface PurchaseOrderFormValues {
  vendorId: string | null;
  deliveryLocationId: string | null;
  expectedDeliveryDate: string | null;
  orderType: string;
  poType: string;
  additionalTerms?: string;
  items: ItemValues[];
}

const HEADER_FIELDS = new Set(["vendorId", "deliveryLocationId", "expectedDeliveryDate", "orderType", "poType", "additionalTerms", "returnRfid"]);
const ITEM_FIELDS = new Set(["uom", "itemConversion", "requiredQuantity", "tradePrice", "tradeDiscountPercentage", "gstPercentage", "foc"]);

const VENDOR_SOURCE = {
  resource: "vendor",
  fields: "id name status",
  sorters: [{ field: "name", order: "asc" as const }],
  filters: () => [{ field: "status", operator: "eq" as const, value: "ACTIVE" }],
};

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

const wholeNumber = (min: number, message: string) => ({
  validator: (_: unknown, value: unknown) =>
    typeof value === "number" && Number.isInteger(value) && value >= min ? Promise.resolve() : Promise.reject(new Error(message)),
});
const percentage = (message: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === null || value === undefined || (typeof value === "number" && value >= 0 && value <= 100) ? Promise.resolve() : Promise.reject(new Error(message)),
});

export function PurchaseOrderCreatePage() {
  const [form] = Form.useForm<PurchaseOrderFormValues>();
  const navigate = useNavigate();
  const allowed = useSession()?.allowedLocations ?? [];
  const { current } = useCurrentLocation();
  const [problems, setProblems] = useState<string[]>([]);
  const vendorId = Form.useWatch("vendorId", form);
  const items = Form.useWatch("items", form) ?? [];
  const totals = orderTotals(items);
  const back = () => navigate(appPath(PURCHASE_ORDER_LIST));

  const create = useGqlMutation<{ purchaseOrder: { id: string; secondaryId: string } }, { input: object }>(CREATE_PURCHASE_ORDER, {
    success: ({ purchaseOrder }) => `Purchase order ${purchaseOrder.secondaryId} created successfully`,
    failure: "Failed to create purchase order",
  });

  const submit = (values: PurchaseOrderFormValues) => {
    setProblems([]);
    if (!values.items || values.items.length === 0) {
      setProblems(["Please add at least one item."]);
      return;
    }
    const input = {
      vendorId: values.vendorId,
      deliveryLocationId: values.deliveryLocationId,
      expectedDeliveryDate: values.expectedDeliveryDate,
      orderType: values.orderType,
      poType: values.poType,
      additionalTerms: values.additionalTerms?.trim() ? values.additionalTerms.trim() : null,
      items: values.items.map((item) => ({
        productId: item.productId,
        uom: item.uom,
        itemConversion: item.itemConversion,
        requiredQuantity: item.requiredQuantity,
        foc: item.foc ?? 0,
        tradePrice: item.tradePrice,
        tradeDiscountPercentage: item.tradeDiscountPercentage ?? 0,
        gstPercentage: item.gstPercentage ?? 0,
      })),
    };
    create.mutate(
      { input },
      {
        onSuccess: ({ purchaseOrder }) => navigate(appPath(`${PURCHASE_ORDER_LIST}/details/${purchaseOrder.id}`)),
        onError: (error) => {
          const leftover = applyServerErrors(form, error, (name) =>
            name.length === 1 ? HEADER_FIELDS.has(String(name[0])) : name[0] === "items" && name.length === 3 && ITEM_FIELDS.has(String(name[2])),
          );
          const message = errorMessage(error);
          setProblems(leftover.length > 0 ? leftover : message && Object.keys(form.getFieldsError()).length === 0 ? [message] : []);
        },
      },
    );
  };

  return (
    <div data-testid="po-create-page">
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back to Purchase Order" data-testid="form-back" />
        <Typography.Title level={4} style={{ margin: 0 }}>
          Create Purchase Order
        </Typography.Title>
      </div>
      <Form<PurchaseOrderFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          vendorId: null,
          deliveryLocationId: current?.id ?? allowed[0]?.id ?? null,
          expectedDeliveryDate: dayjs().add(7, "day").format("YYYY-MM-DD"),
          orderType: "NORMAL",
          poType: "NORMAL",
          items: [],
        }}
      >
        <Card title="Order" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="vendorId" label="Vendor" rules={[{ required: true, message: "Please select a vendor." }]}>
                <ReferenceSelect source={VENDOR_SOURCE} values={{}} testId="field-vendorId" placeholder="Select a vendor" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="deliveryLocationId" label="Delivery Location" rules={[{ required: true, message: "Please select a delivery location." }]}>
                <Select
                  data-testid="field-deliveryLocationId"
                  options={allowed.map((location) => ({ value: location.id, label: location.name }))}
                  placeholder="Select a location"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="expectedDeliveryDate" label="Expected Delivery Date" rules={[{ required: true, message: "Please enter a valid date." }]}>
                <DateInput testId="field-expectedDeliveryDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="orderType" label="Order Type">
                <Select data-testid="field-orderType" options={optionsOf(["NORMAL", "RETURN"])} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="poType" label="PO Type">
                <Select data-testid="field-poType" options={optionsOf(["NORMAL", "ADVANCE", "FOC"])} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="additionalTerms" label="Additional Terms" rules={[{ max: 2000, message: "Additional terms must be at most 2000 characters." }]}>
                <Input.TextArea data-testid="field-additionalTerms" rows={2} placeholder="Delivery, payment or packing terms" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Items" style={{ marginBottom: 16 }}>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                <div style={{ marginBottom: 12 }}>
                  <ProductSearch
                    vendorId={vendorId}
                    chosen={new Set(items.map((item) => item.productId))}
                    onPick={(product) => {
                      setProblems([]);
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
                        <Form.Item name={[field.name, "uom"]} noStyle>
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
                          rules={[wholeNumber(1, "Conversion must be a whole number of 1 or more.")]}
                          extra={items[field.name] ? `${items[field.name].sellingUnit.toLowerCase()}s per pack` : undefined}
                        >
                          <InputNumber aria-label="Conversion" min={1} precision={0} style={{ width: 100 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: "Required Qty",
                      key: "requiredQuantity",
                      width: 120,
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, "requiredQuantity"]}
                          style={{ margin: 0 }}
                          rules={[wholeNumber(1, "Required quantity must be a whole number of 1 or more.")]}
                        >
                          <InputNumber aria-label="Required quantity" data-testid={`po-item-${field.name}-requiredQuantity`} min={1} precision={0} style={{ width: 100 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: "Trade Price",
                      key: "tradePrice",
                      width: 130,
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, "tradePrice"]}
                          style={{ margin: 0 }}
                          rules={[{ required: true, type: "number", min: 0, message: "Trade price must be a number of 0 or more with at most 2 decimals." }]}
                        >
                          <InputNumber aria-label="Trade price" data-testid={`po-item-${field.name}-tradePrice`} min={0} precision={2} style={{ width: 110 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: "Trade Disc. %",
                      key: "tradeDiscountPercentage",
                      width: 110,
                      render: (_, field) => (
                        <Form.Item name={[field.name, "tradeDiscountPercentage"]} style={{ margin: 0 }} rules={[percentage("Trade discount must be between 0 and 100.")]}>
                          <InputNumber aria-label="Trade discount %" data-testid={`po-item-${field.name}-tradeDiscountPercentage`} min={0} max={100} precision={2} style={{ width: 90 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: "GST %",
                      key: "gstPercentage",
                      width: 100,
                      render: (_, field) => (
                        <Form.Item name={[field.name, "gstPercentage"]} style={{ margin: 0 }} rules={[percentage("GST must be between 0 and 100.")]}>
                          <InputNumber aria-label="GST %" data-testid={`po-item-${field.name}-gstPercentage`} min={0} max={100} precision={2} style={{ width: 80 }} />
                        </Form.Item>
                      ),
                    },
                    {
                      title: "FOC",
                      key: "foc",
                      width: 90,
                      render: (_, field) => (
                        <Form.Item name={[field.name, "foc"]} style={{ margin: 0 }} rules={[wholeNumber(0, "FOC must be a whole number of 0 or more.")]}>
                          <InputNumber aria-label="FOC" data-testid={`po-item-${field.name}-foc`} min={0} precision={0} style={{ width: 70 }} />
                        </Form.Item>
                      ),
                    },
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
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label="Remove item" onClick={() => remove(field.name)} />
                      ),
                    },
                  ]}
                />
              </>
            )}
          </Form.List>
        </Card>

        <Card title="Totals (preview)" style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="po-totals-preview">
            <Descriptions.Item label="Net Amount">{priceText(totals.netAmount)}</Descriptions.Item>
            <Descriptions.Item label="Trade Discount">{priceText(totals.totalDiscount)}</Descriptions.Item>
            <Descriptions.Item label="Sales Tax">{priceText(totals.salesTax)}</Descriptions.Item>
            <Descriptions.Item label="Total Amount">
              <strong data-testid="po-total-preview">{priceText(totals.totalAmount)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">The server computes the final totals when the order is saved.</Typography.Text>
        </Card>

        {problems.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} data-testid="po-form-problems" />
        )}
        <div style={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
          <Button onClick={back}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="form-submit">
            Create Purchase Order
          </Button>
        </div>
      </Form>
    </div>
  );
}
