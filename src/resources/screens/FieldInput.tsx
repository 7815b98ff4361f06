import { Input, InputNumber, Select, Switch } from "antd";
import type { BaseRecord } from "@refinedev/core";
import { ImageUpload } from "../../components/ImageUpload/ImageUpload";
import type { FieldDeclaration, FormValues } from "../types";
import { DateInput } from "./DateInput";
import { ReferencePicker } from "./ReferencePicker";
import { ReferenceSelect } from "./ReferenceSelect";
import { ReferenceTreeSelect } from "./ReferenceTreeSelect";

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
          mode={field.multiple ? "multiple" : undefined}
          allowClear
          placeholder={placeholder ?? `Select ${field.label}`}
          options={(field.options ?? []).map(({ label, value }) => ({ label, value }))}
        />
      );
    case "reference":
      return field.reference ? <ReferenceInput field={field} values={values} testId={testId} placeholder={placeholder} control={control} /> : null;
    case "number": {
      const number = field.number ?? {};
      return (
        <InputNumber
          {...control}
          data-testid={testId}
          style={{ width: "100%" }}
          placeholder={placeholder}
          prefix={number.prefix}
          suffix={number.suffix}
        />
      );
    }
    case "boolean":
      return <Switch {...control} data-testid={testId} />;
    case "date":
      return <DateInput {...control} testId={testId} />;
    case "image":
      if (!field.image) throw new Error(`The image field "${field.name}" must say what its uploads are for (image.for).`);
      return <ImageUpload {...control} testId={testId} uploadFor={field.image.for} multiple={field.multiple} max={field.image.max} />;
    case "textarea":
      return <Input.TextArea {...control} data-testid={testId} rows={3} placeholder={placeholder ?? field.label} />;
    default:
      if (field.form && field.form.secret) return <Input.Password {...control} data-testid={testId} placeholder={placeholder ?? field.label} autoComplete="new-password" />;
      return <Input {...control} data-testid={testId} placeholder={placeholder ?? field.label} />;
  }
}

interface ReferenceProps<TRecord> {
  field: FieldDeclaration<TRecord>;
  values: FormValues;
  testId: string;
  placeholder?: string;
  control: { id?: string };
}

/** Tree, several values or inline create → the richer pickers; a plain single reference keeps ReferenceSelect. */
function ReferenceInput<TRecord>({ field, values, testId, placeholder, control }: ReferenceProps<TRecord>) {
  const source = field.reference;
  if (!source) return null;
  const shared = { ...control, source, values, testId, placeholder: placeholder ?? `Select ${field.label}` };
  if (source.tree) return <ReferenceTreeSelect {...shared} multiple={field.multiple} />;
  if (field.multiple || source.inlineCreate) return <ReferencePicker {...shared} multiple={field.multiple} />;
  return <ReferenceSelect {...shared} />;
}
