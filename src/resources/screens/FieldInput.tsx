import { DatePicker, Input, InputNumber, Select, Switch } from "antd";
import type { BaseRecord } from "@refinedev/core";
import type { FieldDeclaration, FormValues } from "../types";
import { ReferenceSelect } from "./ReferenceSelect";

interface Props<TRecord> {
  field: FieldDeclaration<TRecord>;
  values: FormValues;
  // value/onChange/id are injected by Form.Item
  id?: string;
  value?: never;
  onChange?: never;
}

/** The input for one declared field; Form.Item passes value and onChange through the rest props. */
export function FieldInput<TRecord extends BaseRecord>({ field, values, ...control }: Props<TRecord>) {
  const placeholder = field.form ? field.form.placeholder : undefined;
  const testId = `field-${field.name}`;
  switch (field.type) {
    case "select":
      return (
        <Select
          {...control}
          data-testid={testId}
          allowClear
          placeholder={placeholder ?? `Select ${field.label}`}
          options={(field.options ?? []).map(({ label, value }) => ({ label, value }))}
        />
      );
    case "reference":
      return field.reference ? (
        <ReferenceSelect {...control} source={field.reference} values={values} testId={testId} placeholder={placeholder ?? `Select ${field.label}`} />
      ) : null;
    case "number":
      return <InputNumber {...control} data-testid={testId} style={{ width: "100%" }} placeholder={placeholder} />;
    case "boolean":
      return <Switch {...control} data-testid={testId} />;
    case "date":
      return <DatePicker {...control} data-testid={testId} format="DD/MM/YYYY" style={{ width: "100%" }} />;
    default:
      return <Input {...control} data-testid={testId} placeholder={placeholder ?? field.label} />;
  }
}
