import { useEffect } from "react";
import { Button, Col, Form, Row, Skeleton, Space } from "antd";
import { useOne, type BaseRecord } from "@refinedev/core";
import { fieldErrorsFromZod, type FieldErrors } from "../../../common/validation/fieldErrors";
import { dependentsOf, formFieldsOf, isFieldVisible, valuesFromRecord, withHiddenCleared } from "../formValues";
import type { FormValues, ResourceDeclaration } from "../types";
import { fieldsWithErrors, zodFieldRule, type ValuesSource } from "../zodRules";
import { FieldInput } from "./FieldInput";
import { useResourceSave } from "./useResourceSave";

interface Props<TRecord extends BaseRecord> {
  declaration: ResourceDeclaration<TRecord>;
  /** null: create. */
  id: string | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The create/edit form a declaration describes: zod rules per field, zod parse on submit, server field errors. */
export function ResourceForm<TRecord extends BaseRecord>({ declaration, id, onSaved, onCancel }: Props<TRecord>) {
  const [form] = Form.useForm<FormValues>();
  const values: FormValues = Form.useWatch((all: FormValues) => all, { form, preserve: true }) ?? {};
  const schema = declaration.form?.schema;
  const fields = formFieldsOf(declaration);
  const fieldNames = fields.map((field) => field.name);
  const { save, saving } = useResourceSave(declaration, id);

  const { result: record, query } = useOne<TRecord>({
    resource: declaration.name,
    id: id ?? "",
    queryOptions: { enabled: id !== null },
  });
  useEffect(() => {
    if (!record) return;
    form.setFields(Object.entries(valuesFromRecord(declaration, record)).map(([name, value]) => ({ name, value })));
  }, [record, declaration, form]);

  const allValues = () => withHiddenCleared(declaration, form.getFieldsValue(true) as FormValues);
  const showErrors = (errors: FieldErrors) => form.setFields(fieldsWithErrors(errors, fieldNames));

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const raw = allValues();
    let input = raw;
    if (schema) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return showErrors(fieldErrorsFromZod(parsed.error));
      input = parsed.data as FormValues;
    }
    save(declaration.form?.toInput ? declaration.form.toInput(input) : input, { onSaved, onFieldErrors: showErrors });
  };

  const onValuesChange = (changed: FormValues) => {
    const reset = dependentsOf(declaration, Object.keys(changed));
    if (reset.length > 0) form.setFields(reset.map((name) => ({ name, value: undefined, errors: [] })));
  };

  if (id !== null && query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Form
      form={form}
      layout="vertical"
      data-testid={`resource-form-${declaration.name}`}
      initialValues={declaration.form?.initialValues}
      onValuesChange={onValuesChange}
      onFinish={submit}
      requiredMark
    >
      <Row gutter={16}>
        {fields.map((field) => {
          if (!isFieldVisible(field, values)) return null;
          const options = field.form || {};
          return (
            <Col key={field.name} span={options.span ?? 12}>
              <Form.Item
                name={field.name}
                label={field.label}
                required={options.required}
                dependencies={options.dependsOn ? [...options.dependsOn] : undefined}
                valuePropName={field.type === "boolean" ? "checked" : "value"}
                rules={schema ? [zodFieldRule(schema, field.name, allValuesOf(declaration))] : undefined}
              >
                <FieldInput field={field} values={values} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      <Space style={{ display: "flex", justifyContent: "flex-end" }}>
        <Button data-testid="form-cancel" onClick={onCancel}>
          Cancel
        </Button>
        <Button data-testid="form-submit" type="primary" htmlType="submit" loading={saving}>
          {id === null ? "Create" : "Update"}
        </Button>
      </Space>
    </Form>
  );
}

const allValuesOf =
  <TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>) =>
  (form: ValuesSource) =>
    withHiddenCleared(declaration, form.getFieldsValue(true) as FormValues);
