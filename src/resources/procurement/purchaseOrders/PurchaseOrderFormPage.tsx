// Create a purchase order, or edit one that is still open with nothing received: header (vendor, delivery
// location, dates, types, terms), the items table with the product search, and a live totals preview. The
// server computes the real totals (shown on the details page). An edit keeps the vendor and delivery location and
// sends back the version it loaded: when someone else saved in between, the refusal offers to reload the order.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Select, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useLeaveWarning } from "../../../components/feedback/useLeaveWarning";
import { enterMovesToNextField } from "../../../components/forms/enterMovesToNextField";
import type { ResultOf } from "../../../graphql";
import { revalidateShownErrors, scrollToFirstError } from "../../../components/forms/zodForm";
import { GraphqlRequestError } from "../../../providers/graphqlClient";
import { useCurrentLocation, useSession } from "../../../providers/session";
import { ORDER_TYPES, PO_TYPES } from "../../../../common/schemas/purchaseOrder";
import { priceText, optionsOf } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { DateInput } from "../../screens/DateInput";
import { ReferenceSelect } from "../../screens/ReferenceSelect";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { PurchaseOrderItemsTable } from "./PurchaseOrderItemsTable";
import { newOrderValues, orderInput, purchaseOrderRules, valuesOf, type PurchaseOrderFormValues } from "./purchaseOrderForm";
import { PURCHASE_ORDER_LIST } from "./resource";
import { orderTotals } from "./totals";
import { CREATE_PURCHASE_ORDER, UPDATE_PURCHASE_ORDER, type PurchaseOrderDetails, type PurchaseOrderInput, type PurchaseOrderUpdateInput } from "./types";

type SavedOrder = ResultOf<typeof CREATE_PURCHASE_ORDER>;

const VENDOR_SOURCE = {
  resource: "vendor",
  fields: "id name status",
  sorters: [{ field: "name", order: "asc" as const }],
  filters: () => [{ field: "status", operator: "eq" as const, value: "ACTIVE" }],
};

interface PurchaseOrderFormPageProps {
  /** The edit mode of route update/:id (the order must be editable; the edit page checks). */
  editing?: PurchaseOrderDetails;
  /** Loads the order again after a refused save (edit mode); the edit page then shows its current version. */
  onReload?: () => void;
}

export function PurchaseOrderFormPage({ editing, onReload }: PurchaseOrderFormPageProps = {}) {
  const [form] = Form.useForm<PurchaseOrderFormValues>();
  const rules = useMemo(() => purchaseOrderRules(editing), [editing]);
  const navigate = useNavigate();
  const allowed = useSession()?.allowedLocations ?? [];
  const { current } = useCurrentLocation();
  const [problems, setProblems] = useState<string[]>([]);
  /** A save refused because the order changed meanwhile (or can no longer be edited): reloading is the way on. */
  const [outdated, setOutdated] = useState(false);
  /** Typed into by the user (not just prefilled): leaving asks first. */
  const [touched, setTouched] = useState(false);
  const leave = useLeaveWarning(touched);
  const watchedVendorId = Form.useWatch("vendorId", form);
  const vendorId = editing?.vendorId ?? watchedVendorId;
  const items = Form.useWatch("items", form) ?? [];
  const totals = orderTotals(items);
  const back = () => navigate(appPath(editing ? `${PURCHASE_ORDER_LIST}/details/${editing.id}` : PURCHASE_ORDER_LIST));

  const create = useGqlMutation(CREATE_PURCHASE_ORDER, {
    success: ({ purchaseOrder }) => `Purchase order ${purchaseOrder.secondaryId} created successfully`,
    failure: "Failed to create purchase order",
  });
  const update = useGqlMutation(UPDATE_PURCHASE_ORDER, {
    success: ({ purchaseOrder }) => `Purchase order ${purchaseOrder.secondaryId} updated successfully`,
    failure: "Failed to update purchase order",
  });

  const submit = () => {
    setProblems([]);
    setOutdated(false);
    // Everything the form holds (antd's onFinish values leave out what no field shows, e.g. a line's product).
    const values = form.getFieldsValue(true) as PurchaseOrderFormValues;
    const onError = (error: Error) => {
      const leftover = rules.showServerErrors(form, error, values);
      const message = errorMessage(error);
      const onFields = form.getFieldsError().some((field) => field.errors.length > 0);
      setProblems(leftover.length > 0 ? leftover : message && !onFields ? [message] : []);
      setOutdated(error instanceof GraphqlRequestError && error.code === "CONFLICT");
      scrollToFirstError(form);
    };
    const onSuccess = ({ purchaseOrder }: SavedOrder) => leave(() => navigate(appPath(`${PURCHASE_ORDER_LIST}/details/${purchaseOrder.id}`)));
    // The form's rules (the shared schema) have passed: the input has the shape the server's types require.
    const input = orderInput(values, editing);
    if (editing) update.mutate({ id: editing.id, input: input as PurchaseOrderUpdateInput }, { onSuccess, onError });
    else create.mutate({ input: input as PurchaseOrderInput }, { onSuccess, onError });
  };

  return (
    <div data-testid={editing ? "po-edit-page" : "po-create-page"}>
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={editing ? "Back to the purchase order" : "Back to Purchase Order"} data-testid="form-back" />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {editing ? `Edit Purchase Order ${editing.secondaryId}` : "Create Purchase Order"}
        </Typography.Title>
      </div>
      <Form<PurchaseOrderFormValues>
        form={form}
        onValuesChange={() => {
          setTouched(true);
          revalidateShownErrors(form);
        }}
        onKeyDown={enterMovesToNextField}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={() => scrollToFirstError(form)}
        initialValues={editing ? valuesOf(editing) : newOrderValues(current?.id ?? allowed[0]?.id ?? null)}
      >
        <Card title="Order" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              {editing ? (
                <Form.Item label="Vendor" tooltip="The vendor defines the order and cannot change.">
                  <Input value={editing.vendor.name} disabled data-testid="field-vendorId" />
                </Form.Item>
              ) : (
                <Form.Item name="vendorId" label="Vendor" required rules={[rules.rule("vendorId")]}>
                  <ReferenceSelect source={VENDOR_SOURCE} values={{}} testId="field-vendorId" placeholder="Select a vendor" />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={8}>
              {editing ? (
                <Form.Item label="Delivery Location" tooltip="The delivery location defines the order and cannot change.">
                  <Input value={editing.deliveryLocation.name} disabled data-testid="field-deliveryLocationId" />
                </Form.Item>
              ) : (
                <Form.Item name="deliveryLocationId" label="Delivery Location" required rules={[rules.rule("deliveryLocationId")]}>
                  <Select
                    data-testid="field-deliveryLocationId"
                    options={allowed.map((location) => ({ value: location.id, label: location.name }))}
                    placeholder="Select a location"
                  />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="expectedDeliveryDate" label="Expected Delivery Date" required rules={[rules.rule("expectedDeliveryDate")]}>
                <DateInput testId="field-expectedDeliveryDate" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="orderType" label="Order Type" rules={[rules.rule("orderType")]}>
                <Select data-testid="field-orderType" options={optionsOf(ORDER_TYPES)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="poType" label="PO Type" rules={[rules.rule("poType")]}>
                <Select data-testid="field-poType" options={optionsOf(PO_TYPES)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="additionalTerms" label="Additional Terms" rules={[rules.rule("additionalTerms")]}>
                <Input.TextArea data-testid="field-additionalTerms" rows={2} placeholder="Delivery, payment or packing terms" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Items" style={{ marginBottom: 16 }}>
          <PurchaseOrderItemsTable vendorId={vendorId} items={items} ruleOf={rules.rule} listRule={rules.listRule(form, "items")} onAdded={() => setProblems([])} />
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
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={problems.join(" ")}
            data-testid="po-form-problems"
            action={
              outdated && onReload ? (
                <Button size="small" onClick={onReload} data-testid="po-reload">
                  Reload
                </Button>
              ) : undefined
            }
          />
        )}
        <div style={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
          <Button onClick={back}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} data-testid="form-submit">
            {editing ? "Save Purchase Order" : "Create Purchase Order"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
