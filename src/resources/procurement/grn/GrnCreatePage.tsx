// Receive goods against an OPEN or PARTIAL purchase order: invoice header and, per PO item still to receive,
// batch, expiry, MRP, prices, discount and GST values, FOC and the received quantity (≤ remaining).
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLeaveWarning } from "../../../components/feedback/useLeaveWarning";
import { useCurrentLocation } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { DateInput } from "../../screens/DateInput";
import { rowNumberColumn } from "../../screens/rowNumberColumn";
import { errorMessage } from "../../serverErrors";
import { applyServerErrors } from "../purchaseOrders/formErrors";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { parseMoney, toMoneyNumber, ZERO } from "../../../../common/money";
import { priceDocument } from "../../../../common/pricing/priceDocument";
import { pricePurchaseOrder } from "../../../../common/pricing/purchaseOrder";
import { GET_PURCHASE_ORDER, type PurchaseOrderDetails, type PurchaseOrderItemRecord } from "../purchaseOrders/types";
import { GRN_LIST } from "./resource";
import { CREATE_GRN } from "./types";

interface GrnItemValues {
  poItemId: string;
  batchNumber?: string;
  batchExpiry?: string | null;
  mfgDate?: string | null;
  mrp: number | null;
  tradePrice: number | null;
  discValue: number | null;
  gstValue: number | null;
  foc: number | null;
  receivedQuantity: number | null;
}

interface GrnFormValues {
  poId: string | null;
  invoiceNumber?: string;
  invoiceDate: string | null;
  stockArrivalDate: string | null;
  advanceIncomeTax: number | null;
  comment?: string;
  items: GrnItemValues[];
}

const OPEN_POS = `query OpenPurchaseOrders($locationId: ID, $filter: [FilterGroupInput!]) {
  result: getPurchaseOrders(page: 1, limit: 500, filter: $filter, locationId: $locationId) {
    data { id secondaryId status vendor { id name } deliveryLocation { id name } createdAt }
  }
}`;
type OpenPo = { id: string; secondaryId: string; status: string; vendor: { name: string }; deliveryLocation: { name: string } };
const OPEN_FILTER = [
  { logicalOperator: "OR", conditions: ["OPEN", "PARTIAL"].map((value) => ({ operator: "EQUAL", field: "status", value })) },
];

const HEADER_FIELDS = new Set(["poId", "invoiceNumber", "invoiceDate", "stockArrivalDate", "advanceIncomeTax", "comment"]);
const ITEM_FIELDS = new Set(["batchNumber", "batchExpiry", "mfgDate", "mrp", "tradePrice", "discValue", "gstValue", "foc", "receivedQuantity"]);

const today = () => dayjs().format("YYYY-MM-DD");

/** Discount and GST of `quantity` packs at the PO item's percentages (editable suggestions). */
function suggestedAmounts(item: PurchaseOrderItemRecord, quantity: number, tradePrice: number) {
  const [line] = pricePurchaseOrder([{ requiredQuantity: quantity, tradePrice, tradeDiscountPercentage: item.tradeDiscountPercentage, gstPercentage: item.gstPercentage }]).lines;
  return { discValue: toMoneyNumber(line.tradeDiscountValue), gstValue: toMoneyNumber(line.gstAmount) };
}

/** received × trade price − the discount + the GST as typed (the invoice's amounts), as the server totals a GRN. */
function receivedLineTotal(row: GrnItemValues): number {
  const amount = (value: number | null) => parseMoney(value) ?? ZERO;
  const [line] = priceDocument(
    [{ unitPrice: amount(row.tradePrice), quantity: row.receivedQuantity ?? 0, discount: { amount: amount(row.discValue) }, tax: { amount: amount(row.gstValue) } }],
    { taxMode: "EXCLUSIVE" },
  ).lines;
  return toMoneyNumber(line.total);
}

function itemValues(item: PurchaseOrderItemRecord): GrnItemValues {
  return {
    poItemId: item.id,
    batchNumber: "",
    batchExpiry: null,
    mfgDate: null,
    mrp: item.product.maximumRetailPrice,
    tradePrice: item.tradePrice,
    discValue: 0,
    gstValue: 0,
    foc: 0,
    receivedQuantity: 0,
  };
}

const money = (label: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === null || value === undefined || (typeof value === "number" && value >= 0)
      ? Promise.resolve()
      : Promise.reject(new Error(`${label} must be a number of 0 or more with at most 2 decimals.`)),
});

export function GrnCreatePage() {
  const [form] = Form.useForm<GrnFormValues>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [problems, setProblems] = useState<string[]>([]);
  /** Typed into by the user (not just prefilled from the order): leaving asks first. */
  const [touched, setTouched] = useState(false);
  const leave = useLeaveWarning(touched);
  const back = () => navigate(appPath(GRN_LIST));
  const locationId = useCurrentLocation().current?.id ?? null;

  const openPos = useGqlQuery<{ result: { data: OpenPo[] } }>(["open-pos"], OPEN_POS, { locationId, filter: OPEN_FILTER });
  const poId = Form.useWatch("poId", form) ?? null;
  const po = useGqlQuery<{ purchaseOrder: PurchaseOrderDetails }>(["purchase-order"], GET_PURCHASE_ORDER, { id: poId }, Boolean(poId));
  const order = poId ? po.data?.purchaseOrder : undefined;
  const receivable = (order?.items ?? []).filter((item) => item.grnRemainingQuantity > 0);
  const items = Form.useWatch("items", form) ?? [];

  // A new purchase order: one row per item still to receive.
  const loadedFor = order?.id;
  useEffect(() => {
    if (!order) return;
    form.setFieldValue("items", order.items.filter((item) => item.grnRemainingQuantity > 0).map(itemValues));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedFor]);

  const preset = search.get("poId");
  useEffect(() => {
    if (preset) form.setFieldValue("poId", preset);
  }, [preset, form]);

  const create = useGqlMutation<{ grn: { id: string; secondaryId: string } }, { input: object }>(CREATE_GRN, {
    success: ({ grn }) => `GRN ${grn.secondaryId} created successfully`,
    failure: "Failed to create GRN",
  });

  const submit = (values: GrnFormValues) => {
    setProblems([]);
    // Rows left at zero are not received in this GRN; the server's item indexes are those of the sent rows.
    const rows = (values.items ?? []).map((item, index) => ({ item, index })).filter(({ item }) => (item.receivedQuantity ?? 0) + (item.foc ?? 0) > 0);
    if (rows.length === 0) {
      setProblems(["Please receive at least one pack."]);
      return;
    }
    const input = {
      poId: values.poId,
      invoiceNumber: values.invoiceNumber?.trim() ?? "",
      invoiceDate: values.invoiceDate,
      stockArrivalDate: values.stockArrivalDate,
      advanceIncomeTax: values.advanceIncomeTax ?? 0,
      comment: values.comment?.trim() ? values.comment.trim() : null,
      items: rows.map(({ item }) => ({
        poItemId: item.poItemId,
        batchNumber: item.batchNumber?.trim() ?? "",
        batchExpiry: item.batchExpiry,
        mfgDate: item.mfgDate || null,
        mrp: item.mrp,
        tradePrice: item.tradePrice,
        discValue: item.discValue ?? 0,
        gstValue: item.gstValue ?? 0,
        foc: item.foc ?? 0,
        receivedQuantity: item.receivedQuantity ?? 0,
      })),
    };
    create.mutate(
      { input },
      {
        onSuccess: ({ grn }) => leave(() => navigate(appPath(`${GRN_LIST}/details/${grn.id}`))),
        onError: (error) => {
          const leftover = applyServerErrors(
            form,
            remapItemIndexes(error, rows.map(({ index }) => index)),
            (name) => (name.length === 1 ? HEADER_FIELDS.has(String(name[0])) : name[0] === "items" && name.length === 3 && ITEM_FIELDS.has(String(name[2]))),
          );
          const fieldMessages = Object.keys((error as { fields?: object }).fields ?? {}).length;
          setProblems(leftover.length > 0 ? leftover : fieldMessages === 0 ? [errorMessage(error) ?? "Failed to create GRN"] : []);
        },
      },
    );
  };

  const onValuesChange = (changed: Partial<GrnFormValues>) => {
    setTouched(true);
    if (!changed.items || !order) return;
    changed.items.forEach((row, index) => {
      if (!row || (row.receivedQuantity === undefined && row.tradePrice === undefined)) return;
      const current = form.getFieldValue(["items", index]) as GrnItemValues | undefined;
      const poItem = order.items.find((item) => item.id === current?.poItemId);
      if (!current || !poItem) return;
      const suggested = suggestedAmounts(poItem, current.receivedQuantity ?? 0, current.tradePrice ?? 0);
      form.setFieldValue(["items", index, "discValue"], suggested.discValue);
      form.setFieldValue(["items", index, "gstValue"], suggested.gstValue);
    });
  };

  const poItemOf = (index: number) => order?.items.find((item) => item.id === items[index]?.poItemId);

  return (
    <div data-testid="grn-create-page">
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back to GRN" data-testid="form-back" />
        <Typography.Title level={4} style={{ margin: 0 }}>
          Create GRN
        </Typography.Title>
      </div>
      <Form<GrnFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={onValuesChange}
        initialValues={{ poId: null, invoiceDate: today(), stockArrivalDate: today(), advanceIncomeTax: 0, items: [] }}
      >
        <Card title="Receipt" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="poId" label="Purchase Order" rules={[{ required: true, message: "Please select a purchase order." }]}>
                <Select
                  data-testid="field-poId"
                  showSearch
                  optionFilterProp="search"
                  loading={openPos.isFetching}
                  placeholder="Select an open or partially received PO"
                  options={(openPos.data?.result.data ?? []).map((candidate) => ({
                    value: candidate.id,
                    search: `${candidate.secondaryId} ${candidate.vendor.name}`,
                    label: `${candidate.secondaryId} · ${candidate.vendor.name} · ${candidate.status === "PARTIAL" ? "Partial" : "Open"}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="invoiceNumber" label="Invoice Number" rules={[{ required: true, whitespace: true, message: "Please enter an invoice number." }]}>
                <Input data-testid="field-invoiceNumber" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="invoiceDate" label="Invoice Date" rules={[{ required: true, message: "Please enter a valid date." }]}>
                <DateInput testId="field-invoiceDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="stockArrivalDate" label="Stock Arrival Date" rules={[{ required: true, message: "Please enter a valid date." }]}>
                <DateInput testId="field-stockArrivalDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="advanceIncomeTax" label="Advance Income Tax" rules={[money("Advance income tax")]}>
                <InputNumber data-testid="field-advanceIncomeTax" min={0} precision={2} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="comment" label="Comment">
                <Input data-testid="field-comment" />
              </Form.Item>
            </Col>
          </Row>
          {order && (
            <Typography.Text type="secondary" data-testid="grn-po-summary">
              {order.vendor.name} · delivery to {order.deliveryLocation.name} · {receivable.length} item(s) still to receive
            </Typography.Text>
          )}
        </Card>

        <Card title="Items" style={{ marginBottom: 16 }}>
          <Form.List name="items">
            {(fields) => (
              <Table
                data-testid="grn-items"
                size="small"
                pagination={false}
                scroll={{ x: 1550 }}
                rowKey="key"
                dataSource={fields}
                locale={{ emptyText: <Empty description={poId ? "Nothing left to receive on this purchase order" : "Select a purchase order"} /> }}
                columns={[
                  {
                    title: "Product",
                    key: "product",
                    width: 200,
                    fixed: "left",
                    render: (_, field) => {
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
                    render: (_, field) => <span data-testid={`grn-item-${field.name}-remaining`}>{poItemOf(field.name)?.grnRemainingQuantity ?? "—"}</span>,
                  },
                  {
                    title: "Received Qty",
                    key: "receivedQuantity",
                    width: 120,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, "receivedQuantity"]}
                        style={{ margin: 0 }}
                        dependencies={[["items", field.name, "foc"]]}
                        rules={[
                          {
                            validator: (_: unknown, value: unknown) => {
                              if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
                                return Promise.reject(new Error("Received quantity must be a whole number of 0 or more."));
                              }
                              const remaining = poItemOf(field.name)?.grnRemainingQuantity ?? 0;
                              const foc = (form.getFieldValue(["items", field.name, "foc"]) as number | null) ?? 0;
                              return value + foc > remaining
                                ? Promise.reject(new Error(`Received quantity cannot exceed the remaining quantity of ${remaining}.`))
                                : Promise.resolve();
                            },
                          },
                        ]}
                      >
                        <InputNumber aria-label="Received quantity" data-testid={`grn-item-${field.name}-receivedQuantity`} min={0} precision={0} style={{ width: 100 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: "FOC",
                    key: "foc",
                    width: 80,
                    render: (_, field) => (
                      <Form.Item name={[field.name, "foc"]} style={{ margin: 0 }}>
                        <InputNumber aria-label="FOC" data-testid={`grn-item-${field.name}-foc`} min={0} precision={0} style={{ width: 65 }} />
                      </Form.Item>
                    ),
                  },
                  ...rowInput("Batch No.", "batchNumber", 140, (name, testId) => (
                    <Form.Item
                      name={name}
                      style={{ margin: 0 }}
                      dependencies={[[name[0], name[1], "receivedQuantity"]]}
                      rules={[
                        {
                          validator: (_: unknown, value: unknown) =>
                            receiving(name[0]) && !(typeof value === "string" && value.trim())
                              ? Promise.reject(new Error("Please enter a batch number."))
                              : Promise.resolve(),
                        },
                      ]}
                    >
                      <Input aria-label="Batch number" data-testid={testId} style={{ width: 125 }} />
                    </Form.Item>
                  )),
                  ...rowInput("Batch Expiry", "batchExpiry", 150, (name, testId) => (
                    <Form.Item
                      name={name}
                      style={{ margin: 0 }}
                      rules={[
                        {
                          validator: (_: unknown, value: unknown) => {
                            if (!receiving(name[0])) return Promise.resolve();
                            return typeof value === "string" && value > today()
                              ? Promise.resolve()
                              : Promise.reject(new Error("Batch expiry must be in the future."));
                          },
                        },
                      ]}
                    >
                      <DateInput testId={testId} />
                    </Form.Item>
                  )),
                  ...rowInput("Mfg Date", "mfgDate", 150, (name, testId) => (
                    <Form.Item name={name} style={{ margin: 0 }}>
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
                    align: "right" as const,
                    render: (_: unknown, field: { name: number }) => {
                      const row = items[field.name];
                      return priceText(row ? receivedLineTotal(row) : 0);
                    },
                  },
                ]}
              />
            )}
          </Form.List>
        </Card>

        {problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} data-testid="grn-form-problems" />}
        <div style={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
          <Button onClick={back}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!order} data-testid="form-submit">
            Create GRN
          </Button>
        </div>
      </Form>
    </div>
  );

  function receiving(index: number): boolean {
    const row = form.getFieldValue(["items", index]) as GrnItemValues | undefined;
    return (row?.receivedQuantity ?? 0) + (row?.foc ?? 0) > 0;
  }

  function rowInput(title: string, key: keyof GrnItemValues, width: number, render: (name: [number, string], testId: string) => React.ReactNode) {
    return [
      {
        title,
        key,
        width,
        render: (_: unknown, field: { name: number }) => render([field.name, key], `grn-item-${field.name}-${key}`),
      },
    ];
  }
}

function moneyColumn(title: string, name: keyof GrnItemValues, label: string) {
  return rowNumberColumn({ title, name, label, testIdPrefix: "grn-item", width: 120, inputWidth: 105, precision: 2, min: 0, rules: [money(label)] });
}

/** The server numbers items as sent (zero rows left out): map its "items.N.x" back to the form's rows. */
function remapItemIndexes(error: unknown, sentIndexes: readonly number[]): unknown {
  if (typeof error !== "object" || error === null || !("fields" in error)) return error;
  const fields = (error as { fields: Record<string, string> }).fields;
  const remapped = Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const match = /^items\.(\d+)\.(.+)$/.exec(path);
      const original = match ? sentIndexes[Number(match[1])] : undefined;
      return [match && original !== undefined ? `items.${original}.${match[2]}` : path, message];
    }),
  );
  return { fields: remapped };
}
