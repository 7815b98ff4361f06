// A column of an editable items table (antd Form.List rows) holding one number input per row, with its rules,
// an accessible label and the test id `{testIdPrefix}-{row}-{name}`.
import { Form, InputNumber } from "antd";
import type { FormRule } from "antd";

export interface RowNumberColumn {
  title: string;
  /** The row's field name. */
  name: string;
  /** Read by screen readers on every row's input. */
  label: string;
  testIdPrefix: string;
  width: number;
  inputWidth: number;
  precision: number;
  min?: number;
  max?: number;
  rules?: FormRule[];
}

export function rowNumberColumn({ title, name, label, testIdPrefix, width, inputWidth, precision, min, max, rules }: RowNumberColumn) {
  return {
    title,
    key: name,
    width,
    render: (_: unknown, field: { name: number }) => (
      <Form.Item name={[field.name, name]} style={{ margin: 0 }} rules={rules}>
        <InputNumber
          aria-label={label}
          data-testid={`${testIdPrefix}-${field.name}-${name}`}
          min={min}
          max={max}
          precision={precision}
          style={{ width: inputWidth }}
        />
      </Form.Item>
    ),
  };
}
