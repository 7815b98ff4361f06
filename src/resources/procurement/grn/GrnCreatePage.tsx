// Receive goods against an OPEN or PARTIAL purchase order: invoice header and, per PO item still to receive,
// batch, expiry, MRP, prices, discount and GST values, FOC and the received quantity (≤ remaining). Enter moves
// from field to field (a scanner ends each scan with it); only the Create GRN button submits. A server message
// shows once: on its field when it names one, otherwise as the toast.
import { ArrowLeftOutlined, VerticalAlignBottomOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { FilterGroup } from "../../../../common/list";
import { enterMovesToNextField } from "../../../components/forms/enterMovesToNextField";
import { graphql } from "../../../graphql";
import { revalidateShownErrors, scrollToFirstError, type ListRule } from "../../../components/forms/zodForm";
import { useLeaveWarning } from "../../../components/feedback/useLeaveWarning";
import { useCurrentLocation } from "../../../providers/session";
import { appPath } from "../../defineResource";
import { DateInput } from "../../screens/DateInput";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { GET_PURCHASE_ORDER } from "../purchaseOrders/types";
import { grnInput, grnRules, itemsProblem, itemValues, receiveAllRemaining, suggestedAmounts, type GrnFormValues, type GrnItemValues } from "./grnForm";
import { GrnItemsTable, today } from "./GrnItemsTable";
import { GRN_LIST } from "./resource";
import { CREATE_GRN } from "./types";

const OPEN_POS = graphql(`query OpenPurchaseOrders($locationId: ID, $filter: [FilterGroupInput!]) {
  result: getPurchaseOrders(page: 1, limit: 500, filter: $filter, locationId: $locationId) {
    data { id secondaryId status vendor { id name } deliveryLocation { id name } createdAt }
  }
}`);
const OPEN_FILTER: FilterGroup[] = [
  { logicalOperator: "OR", conditions: ["OPEN", "PARTIAL"].map((value) => ({ operator: "EQUAL", field: "status", value })) },
];

export function GrnCreatePage() {
  const [form] = Form.useForm<GrnFormValues>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { open: notify } = useNotification();
  const [problems, setProblems] = useState<string[]>([]);
  /** Typed into by the user (not just prefilled from the order): leaving asks first. */
  const [touched, setTouched] = useState(false);
  const leave = useLeaveWarning(touched);
  const back = () => navigate(appPath(GRN_LIST));
  const locationId = useCurrentLocation().current?.id ?? null;

  const openPos = useGqlQuery(["open-pos"], OPEN_POS, { locationId, filter: OPEN_FILTER });
  const poId = Form.useWatch("poId", form) ?? null;
  const po = useGqlQuery(["purchase-order"], GET_PURCHASE_ORDER, poId ? { id: poId } : null);
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

  // The page shows the server's refusal itself (on the fields, else as one toast): no second toast from the hook.
  const create = useGqlMutation(CREATE_GRN, {
    success: ({ grn }) => `GRN ${grn.secondaryId} created successfully`,
    failure: false,
  });

  const itemsRule: ListRule = {
    validator: async () => {
      const problem = itemsProblem(form.getFieldsValue(true) as GrnFormValues);
      if (problem) throw new Error(problem);
    },
  };

  const submit = () => {
    setProblems([]);
    // Everything the form holds (antd's onFinish values leave out what no field shows, e.g. a row's PO item).
    const values = form.getFieldsValue(true) as GrnFormValues;
    create.mutate(
      { input: grnInput(values).input },
      {
        onSuccess: ({ grn }) => leave(() => navigate(appPath(`${GRN_LIST}/details/${grn.id}`))),
        onError: (error) => {
          const leftover = grnRules.showServerErrors(form, error, values);
          const onFields = form.getFieldsError().some((field) => field.errors.length > 0);
          if (leftover.length > 0) setProblems(leftover);
          else if (!onFields) notify?.({ type: "error", message: "Failed to create GRN", description: errorMessage(error) });
          scrollToFirstError(form);
        },
      },
    );
  };

  const onValuesChange = (changed: Partial<GrnFormValues>) => {
    setTouched(true);
    revalidateShownErrors(form);
    if (!changed.items || !order) return;
    changed.items.forEach((row, index) => {
      if (!row || (row.receivedQuantity === undefined && row.tradePrice === undefined)) return;
      const current = form.getFieldValue(["items", index]) as GrnItemValues | undefined;
      const poItem = order.items.find((item) => item.id === current?.poItemId);
      if (!current || !poItem || !canSuggest(current)) return;
      const suggested = suggestedAmounts(poItem, current.receivedQuantity ?? 0, current.tradePrice ?? 0);
      form.setFieldValue(["items", index, "discValue"], suggested.discValue);
      form.setFieldValue(["items", index, "gstValue"], suggested.gstValue);
    });
  };

  const receiveAll = () => {
    const rows = receiveAllRemaining(form.getFieldValue("items") as GrnItemValues[], order?.items ?? []);
    form.setFieldValue("items", rows);
    form.setFields(rows.map((_, index) => ({ name: ["items", index, "receivedQuantity"], errors: [] })));
    setTouched(true);
    setProblems([]);
  };

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
        onFinishFailed={() => scrollToFirstError(form)}
        onValuesChange={onValuesChange}
        onKeyDown={enterMovesToNextField}
        initialValues={{ poId: null, invoiceDate: today(), stockArrivalDate: today(), advanceIncomeTax: 0, items: [] }}
      >
        <Card title="Receipt" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="poId" label="Purchase Order" required rules={[grnRules.rule("poId")]}>
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
              <Form.Item name="invoiceNumber" label="Invoice Number" required rules={[grnRules.rule("invoiceNumber")]}>
                <Input data-testid="field-invoiceNumber" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="invoiceDate" label="Invoice Date" required rules={[grnRules.rule("invoiceDate")]}>
                <DateInput testId="field-invoiceDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="stockArrivalDate" label="Stock Arrival Date" required rules={[grnRules.rule("stockArrivalDate")]}>
                <DateInput testId="field-stockArrivalDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="advanceIncomeTax" label="Advance Income Tax" rules={[grnRules.rule("advanceIncomeTax")]}>
                <InputNumber data-testid="field-advanceIncomeTax" style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="comment" label="Comment" rules={[grnRules.rule("comment")]}>
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

        <Card
          title="Items"
          style={{ marginBottom: 16 }}
          extra={
            <Button icon={<VerticalAlignBottomOutlined />} onClick={receiveAll} disabled={items.length === 0} data-testid="grn-receive-all">
              Receive all remaining
            </Button>
          }
        >
          <GrnItemsTable form={form} items={items} poItems={order?.items ?? []} poChosen={Boolean(poId)} listRule={itemsRule} />
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
}

/** Discount and GST are suggested from a whole, non-negative quantity and price (a bad one shows its own message). */
const canSuggest = (row: GrnItemValues) =>
  Number.isInteger(row.receivedQuantity ?? 0) && (row.receivedQuantity ?? 0) >= 0 && (row.tradePrice ?? 0) >= 0;
