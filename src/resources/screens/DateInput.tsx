import { DatePicker } from "antd";
import dayjs from "dayjs";
import { DATE_FORMAT } from "../columns";

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  testId: string;
}

/** A calendar date held as "YYYY-MM-DD" (what the API takes), shown as DD/MM/YYYY. */
export function DateInput({ id, value, onChange, testId }: Props) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      data-testid={testId}
      format={DATE_FORMAT}
      style={{ width: "100%" }}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.format("YYYY-MM-DD") : null)}
    />
  );
}
