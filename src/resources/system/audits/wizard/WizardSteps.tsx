// The wizard's three steps: Choose Audit Type (all products, an automatic selection, specific products);
// Configure Selection (nothing more for all; the criteria and percentage for automatic; the products for
// specific); Review and Create (what will be counted, where).
import { AppstoreOutlined, ExperimentOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { Alert, Descriptions, Form, InputNumber, List, Typography } from "antd";
import { AUDIT_PERCENTAGE_MESSAGE, AUDIT_SALES_DAYS } from "../../../../../common/schemas/audit";
import type { ZodForm } from "../../../../components/forms/zodForm";
import { EnumTag } from "../../../procurement/purchaseOrders/status";
import { AUDIT_TYPE_OPTIONS } from "../resource";
import { auditTypeOf, type AuditSelection, type AuditWizardValues, type AutomaticCriteria } from "./auditWizardForm";
import { ChoiceCards, type Choice } from "./ChoiceCards";
import { ProductPicker } from "./ProductPicker";

const SELECTION_CHOICES: readonly Choice<AuditSelection>[] = [
  { value: "ALL", title: "All Products", icon: <AppstoreOutlined />, description: "Count every product with stock at this location." },
  { value: "AUTOMATIC", title: "Automatic Selection", icon: <ExperimentOutlined />, description: "High selling, low selling or random: a percentage of the location's products, up to 10%." },
  { value: "SPECIFIC", title: "Specific Products", icon: <UnorderedListOutlined />, description: "Search and choose the products to count." },
];

const CRITERIA_CHOICES: readonly Choice<AutomaticCriteria>[] = [
  { value: "HIGH_SELLING", title: "High Selling", description: `The products that sold the most units here in the last ${AUDIT_SALES_DAYS} days.` },
  { value: "LOW_SELLING", title: "Low Selling", description: `The products that sold the fewest units here in the last ${AUDIT_SALES_DAYS} days.` },
  { value: "RANDOM", title: "Random", description: "Products drawn at random." },
];

interface StepProps {
  rules: ZodForm<AuditWizardValues>;
}

export function TypeStep({ rules }: StepProps) {
  return (
    <Form.Item name="selection" label="Choose the type of audit" rules={[rules.rule("selection")]}>
      <ChoiceCards choices={SELECTION_CHOICES} testIdPrefix="audit-selection" aria-label="Audit type" />
    </Form.Item>
  );
}

export function SelectionStep({ rules, values, locationName }: StepProps & { values: AuditWizardValues; locationName: string }) {
  if (values.selection === "AUTOMATIC") {
    return (
      <>
        <Form.Item name="criteria" label="Criteria" rules={[rules.rule("criteria")]}>
          <ChoiceCards choices={CRITERIA_CHOICES} testIdPrefix="audit-criteria" aria-label="Criteria" />
        </Form.Item>
        {/* the helper text is the rule's message: grey, red once the value is refused */}
        <Form.Item name="percentage" label="Percentage" rules={[rules.rule("percentage")]} help={AUDIT_PERCENTAGE_MESSAGE}>
          <InputNumber suffix="%" placeholder="1 to 10" style={{ width: 200 }} data-testid="audit-percentage" />
        </Form.Item>
      </>
    );
  }
  if (values.selection === "SPECIFIC") {
    return (
      <Form.Item name="products" label="Products" rules={[rules.rule("products")]}>
        <ProductPicker />
      </Form.Item>
    );
  }
  return <Alert type="info" showIcon message={`Every product with stock at ${locationName} will be counted.`} data-testid="audit-all-info" />;
}

export function ReviewStep({ values, locationName }: { values: AuditWizardValues; locationName: string }) {
  const type = auditTypeOf(values);
  const products = values.products ?? [];
  return (
    <>
      <Descriptions bordered size="small" column={1} data-testid="audit-review">
        <Descriptions.Item label="Location">{locationName}</Descriptions.Item>
        <Descriptions.Item label="Audit Type">{type ? <EnumTag value={type} options={AUDIT_TYPE_OPTIONS} /> : "—"}</Descriptions.Item>
        {values.selection === "AUTOMATIC" && <Descriptions.Item label="Percentage">{`${values.percentage ?? "—"}% of the products`}</Descriptions.Item>}
        {values.selection === "ALL" && <Descriptions.Item label="Products">Every product with stock here</Descriptions.Item>}
        {values.selection === "SPECIFIC" && (
          <Descriptions.Item label={`Products (${products.length})`}>
            <List size="small" dataSource={products} renderItem={(product) => <List.Item>{`${product.name} (${product.secondaryId})`}</List.Item>} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        Creating the audit changes the selected products&apos; lots from in-inventory to in-audit status. They stay on sale while they are counted.
      </Typography.Paragraph>
    </>
  );
}
