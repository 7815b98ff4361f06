// The filter fields the reports share (Sales, Sales Tax): the date range and the locations, each with the shared
// schema's message under it. `testId` prefixes the fields' test ids (sales-from, sales-tax-locations…).
import { DatePicker, Form, Select } from "antd";
import dayjs from "dayjs";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { useSession } from "../../providers/session";
import { DATE_FORMAT } from "../columns";

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
