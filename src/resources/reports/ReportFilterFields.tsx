// The filter fields the reports share (Sales, Sales Tax): the date range and the locations, each with the shared
// schema's message under it. `testId` prefixes the fields' test ids (sales-from, sales-tax-locations…).
import { DatePicker, Form, Select, Space } from "antd";
import dayjs from "dayjs";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { useSession } from "../../providers/session";
import { DATE_FORMAT } from "../columns";
import { ReferenceSelect } from "../screens/ReferenceSelect";
import { ReferencePicker } from "../screens/ReferencePicker";
import type { ReferenceSource } from "../types";

interface RangeDraft {
  from: string | null;
  to: string | null;
  locationIds: string[];
}

interface FieldsProps {
  draft: RangeDraft;
  errors: FieldErrors;
  change: (patch: Partial<RangeDraft>) => void;
  testId: string;
}

const statusOf = (errors: FieldErrors, field: string) => (errors[field] ? ("error" as const) : undefined);

export function ReportDateFields({ draft, errors, change, testId }: FieldsProps) {
  const day = (field: "from" | "to") => (
    <Form.Item label={field === "from" ? "From" : "To"} validateStatus={statusOf(errors, field)} help={errors[field]}>
      <DatePicker
        format={DATE_FORMAT}
        allowClear={false}
        value={draft[field] ? dayjs(draft[field]) : null}
        onChange={(value) => change({ [field]: value ? value.format("YYYY-MM-DD") : null })}
        data-testid={`${testId}-${field}`}
      />
    </Form.Item>
  );
  return (
    <>
      {day("from")}
      {day("to")}
    </>
  );
}

export function ReportLocationsField({ draft, errors, change, testId }: FieldsProps) {
  const session = useSession();
  return (
    <Form.Item label="Locations" validateStatus={statusOf(errors, "locationIds")} help={errors.locationIds}>
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 260 }}
        placeholder="All my locations"
        value={draft.locationIds}
        onChange={(locationIds) => change({ locationIds })}
        optionFilterProp="label"
        options={(session?.allowedLocations ?? []).map((location) => ({ value: location.id, label: location.name }))}
        data-testid={`${testId}-locations`}
      />
    </Form.Item>
  );
}

/** A range of months (YYYY-MM), e.g. the Expiry report's months of expiry. */
export function ReportMonthFields({ draft, errors, change, testId }: FieldsProps) {
  const month = (field: "from" | "to") => (
    <Form.Item label={field === "from" ? "From month" : "To month"} validateStatus={statusOf(errors, field)} help={errors[field]} style={{ maxWidth: 240 }}>
      <DatePicker
        picker="month"
        format="MMM YYYY"
        allowClear={false}
        value={draft[field] ? dayjs(`${draft[field]}-01`) : null}
        onChange={(value) => change({ [field]: value ? value.format("YYYY-MM") : null })}
        data-testid={`${testId}-${field}`}
      />
    </Form.Item>
  );
  return (
    <Space align="start">
      {month("from")}
      {month("to")}
    </Space>
  );
}

const byName = [{ field: "name", order: "asc" as const }];
const PRODUCT: ReferenceSource = { resource: "product", fields: "id name", sorters: byName };
const CATEGORY: ReferenceSource = { resource: "category", fields: "id name parentId", sorters: byName };

interface ProductDraft {
  productId: string | null;
  categoryId: string | null;
}

/** An optional product and category, each with the shared schema's message under it. */
export function ReportProductFields({ draft, errors, change, testId }: { draft: ProductDraft; errors: FieldErrors; change: (patch: Partial<ProductDraft>) => void; testId: string }) {
  const pickers = [
    ["productId", "Product", PRODUCT],
    ["categoryId", "Category", CATEGORY],
  ] as const;
  return (
    <Space align="start">
      {pickers.map(([field, label, source]) => (
        <Form.Item key={field} label={label} validateStatus={statusOf(errors, field)} help={errors[field]}>
          <div style={{ width: 220 }}>
            <ReferenceSelect source={source} values={{}} value={draft[field]} onChange={(value) => change({ [field]: value })} placeholder={`Any ${label.toLowerCase()}`} testId={`${testId}-${field}`} />
          </div>
        </Form.Item>
      ))}
    </Space>
  );
}

const VENDORS: ReferenceSource = { resource: "vendor", fields: "id name", sorters: [{ field: "name", order: "asc" }] };

/** Vendors to keep (none: all), searched by name; `vendorIds` carries the schema's message. */
export function ReportVendorsField({ value, errors, onChange, testId }: { value: string[]; errors: FieldErrors; onChange: (vendorIds: string[]) => void; testId: string }) {
  return (
    <Form.Item label="Vendors" validateStatus={statusOf(errors, "vendorIds")} help={errors.vendorIds} style={{ minWidth: 260 }}>
      <ReferencePicker
        source={VENDORS}
        values={{}}
        multiple
        value={value}
        onChange={(next) => onChange(Array.isArray(next) ? next : next ? [next] : [])}
        placeholder="All vendors"
        testId={`${testId}-vendors`}
      />
    </Form.Item>
  );
}
