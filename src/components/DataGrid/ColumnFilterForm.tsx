import { useState } from "react";
import { Button, DatePicker, Input, InputNumber, Select, Space } from "antd";
import { FilterOutlined } from "@ant-design/icons";
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

/**
 * The 'Filter' part of a column menu: a draft (text contains, one listed value, or a number/date range) that the
 * 'Filter' button applies.
 */
export function ColumnFilterForm({ field, testId, filter, current, onApply }: Props) {
  switch (filter.kind) {
    case "text":
      return <TextFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "select":
      return <SelectFilter field={field} testId={testId} options={filter.options} current={current} onApply={onApply} />;
    case "number":
      return <NumberRangeFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "date":
      return <DateRangeFilter field={field} testId={testId} current={current} onApply={onApply} />;
    case "custom":
      return filter.render({ field, testId, current, onApply });
  }
}

type PartProps = Omit<Props, "filter">;

/** The spec's 'Filter' entry of the popup: applies what the inputs above it hold. */
function FilterButton({ testId, onClick }: { testId: string; onClick: () => void }) {
  return (
    <Button type="primary" block icon={<FilterOutlined />} data-testid={`${testId}-apply`} onClick={onClick}>
      Filter
    </Button>
  );
}

function TextFilter({ field, testId, current, onApply }: PartProps) {
  const [text, setText] = useState(String(valueOf(current, "contains") ?? ""));
  const apply = () => onApply(text.trim() ? [{ field, operator: "contains", value: text.trim() }] : []);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input
        data-testid={`${testId}-text`}
        aria-label="Contains"
        placeholder="Contains…"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
      />
      <FilterButton testId={testId} onClick={apply} />
    </Space>
  );
}

function SelectFilter({ field, testId, options, current, onApply }: PartProps & { options: Extract<GridFilter, { kind: "select" }>["options"] }) {
  const [value, setValue] = useState<string | undefined>((valueOf(current, "eq") as string | undefined) ?? undefined);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Select
        data-testid={`${testId}-select`}
        aria-label="Value"
        style={{ width: "100%" }}
        allowClear
        placeholder="Select a value"
        options={options.map((option) => ({ label: option.label, value: option.value }))}
        value={value}
        onChange={(next: string | undefined) => setValue(next)}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      />
      <FilterButton testId={testId} onClick={() => onApply(value === undefined ? [] : [{ field, operator: "eq", value }])} />
    </Space>
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
        <InputNumber data-testid={`${testId}-min`} aria-label="Min" placeholder="Min" value={min} onChange={setMin} />
        <InputNumber data-testid={`${testId}-max`} aria-label="Max" placeholder="Max" value={max} onChange={setMax} />
      </Space.Compact>
      <FilterButton testId={testId} onClick={apply} />
    </Space>
  );
}

function DateRangeFilter({ field, testId, current, onApply }: PartProps) {
  const from = valueOf(current, "gte");
  const to = valueOf(current, "lte");
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(typeof from === "string" && typeof to === "string" ? [dayjs(from), dayjs(to)] : null);
  const apply = () => {
    const [start, end] = range ?? [];
    onApply(
      start && end
        ? [
            { field, operator: "gte", value: start.startOf("day").toISOString() },
            { field, operator: "lte", value: end.endOf("day").toISOString() },
          ]
        : [],
    );
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <DatePicker.RangePicker
        data-testid={`${testId}-dates`}
        format="DD/MM/YYYY"
        value={range}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        onChange={(next) => setRange(next?.[0] && next[1] ? [next[0], next[1]] : null)}
      />
      <FilterButton testId={testId} onClick={apply} />
    </Space>
  );
}
