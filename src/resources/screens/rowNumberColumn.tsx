// A column of an editable items table (antd Form.List rows) holding one number input per row, with its rules,
// an accessible label and the test id `{testIdPrefix}-{row}-{name}`. The input takes any number as typed (no
// min, max or precision to clamp or round it): the rules refuse a bad one with their message.
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
  /** The rules of the row's field, by its row number. */
  rules?: (row: number) => FormRule[];
}

export function rowNumberColumn({ title, name, label, testIdPrefix, width, inputWidth, rules }: RowNumberColumn) {
  return {
    title,
    key: name,
    width,
    render: (_: unknown, field: { name: number }) => (
      <Form.Item name={[field.name, name]} style={{ margin: 0 }} rules={rules?.(field.name)}>
        <InputNumber aria-label={label} data-testid={`${testIdPrefix}-${field.name}-${name}`} style={{ width: inputWidth }} />
      </Form.Item>
    ),
  };
}
