import { useState } from "react";
import { Button, DatePicker, Input, InputNumber, Select, Space } from "antd";
import type { LogicalFilter } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import type { GridFilter } from "./types";

interface Props {
  field: string;
  testId: string;
  filter: GridFilter;
  current: readonly LogicalFilter[];
  onApply: (next: LogicalFilter[]) => void;
}

const valueOf = (current: readonly LogicalFilter[], operator: LogicalFilter["operator"]): unknown =>
  current.find((filter) => filter.operator === operator)?.value;

const asNumber = (value: unknown): number | null => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** The 'Filter' section of a column menu: text contains, one enum value, or a number/date range. */
export function ColumnFilterForm({ field, testId, filter, current, onApply }: Props) {
  switch (filter.kind) {
    case "text":
      return <TextFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "select":
      return (
        <Select
          data-testid={`${testId}-select`}
          style={{ width: "100%" }}
          allowClear
          placeholder="Select a value"
          options={filter.options.map((option) => ({ label: option.label, value: option.value }))}
          value={(valueOf(current, "eq") as string | undefined) ?? undefined}
          onChange={(value: string | undefined) =>
            onApply(value === undefined ? [] : [{ field, operator: "eq", value }])
          }
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        />
      );
    case "number":
      return <NumberRangeFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "date":
      return <DateRangeFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "custom":
      return filter.render({ field, testId, current, onApply });
  }
}

type PartProps = Omit<Props, "filter">;

function TextFilter({ field, testId, current, onApply }: PartProps) {
  const [text, setText] = useState(String(valueOf(current, "contains") ?? ""));
  const apply = () => onApply(text.trim() ? [{ field, operator: "contains", value: text.trim() }] : []);
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        data-testid={`${testId}-text`}
        placeholder="Contains…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
      />
      <Button type="primary" data-testid={`${testId}-apply`} onClick={apply}>
        Apply
      </Button>
    </Space.Compact>
  );
}

function NumberRangeFilter({ field, testId, current, onApply }: PartProps) {
  const [min, setMin] = useState<number | null>(asNumber(valueOf(current, "gte")));
  const [max, setMax] = useState<number | null>(asNumber(valueOf(current, "lte")));
  const apply = () => {
    const next: LogicalFilter[] = [];
    if (min !== null) next.push({ field, operator: "gte", value: min });
    if (max !== null) next.push({ field, operator: "lte", value: max });
    onApply(next);
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space.Compact style={{ width: "100%" }}>
        <InputNumber data-testid={`${testId}-min`} placeholder="Min" value={min} onChange={setMin} />
        <InputNumber data-testid={`${testId}-max`} placeholder="Max" value={max} onChange={setMax} />
      </Space.Compact>
      <Button type="primary" block data-testid={`${testId}-apply`} onClick={apply}>
        Apply
      </Button>
    </Space>
  );
}

function DateRangeFilter({ field, testId, current, onApply }: PartProps) {
  const from = valueOf(current, "gte");
  const to = valueOf(current, "lte");
  const value: [Dayjs, Dayjs] | null =
    typeof from === "string" && typeof to === "string" ? [dayjs(from), dayjs(to)] : null;
  return (
    <DatePicker.RangePicker
      data-testid={`${testId}-dates`}
      format="DD/MM/YYYY"
      value={value}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onApply(
          start && end
            ? [
                { field, operator: "gte", value: start.startOf("day").toISOString() },
                { field, operator: "lte", value: end.endOf("day").toISOString() },
              ]
            : [],
        );
      }}
    />
  );
}
