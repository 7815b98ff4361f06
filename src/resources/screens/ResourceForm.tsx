import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Alert, Button, Card, Col, Form, Row, Skeleton, Space } from "antd";
import { useOne, type BaseRecord } from "@refinedev/core";
import { useLeaveWarning } from "../../components/feedback/useLeaveWarning";
import { usePrepared } from "../../components/forms/usePrepared";
import { revalidateShownErrors, scrollToFirstError, showFieldErrors, zodForm, type FieldErrors, type FieldPath } from "../../components/forms/zodForm";
import { dependentsOf, formFieldsOf, isFieldVisible, valuesFromRecord, withHiddenCleared } from "../formValues";
import type { FieldDeclaration, FormValues, ResourceDeclaration } from "../types";
import { FieldInput } from "./FieldInput";
import { ListFieldInput } from "./ListFieldInput";
import { sectionsOf } from "./formSections";
import { useResourceSave } from "./useResourceSave";

interface Props<TRecord extends BaseRecord> {
  declaration: ResourceDeclaration<TRecord>;
  /** null: create. */
  id: string | null;
  onSaved: () => void;
  onCancel: () => void;
  /** The user changed a value (not a load or a reset): the form now holds unsaved changes. */
  onEdited?: () => void;
  /** Ask before leaving with unsaved changes (default); off when the owner asks itself (the modal). */
  warnOnLeave?: boolean;
}

/**
 * The create/edit form a declaration describes: zod rules per field, zod parse on submit, server field errors.
 * Once the user has changed a value, leaving (the menu, Back, Cancel or closing the tab) asks first; a save leaves
 * without asking. A modal owner asks in its own words and passes warnOnLeave={false}.
 */
export function ResourceForm<TRecord extends BaseRecord>({ declaration, id, onSaved, onCancel, onEdited, warnOnLeave = true }: Props<TRecord>) {
  const [form] = Form.useForm<FormValues>();
  const values: FormValues = Form.useWatch((all: FormValues) => all, { form, preserve: true }) ?? {};
  const schema = declaration.form?.schema;
  const fields = formFieldsOf(declaration);
  const rules = useMemo(
    () => (schema ? zodForm({ schema, toInput: (all: FormValues) => ({ input: withHiddenCleared(declaration, all) }) }) : null),
    [schema, declaration],
  );
  const ruleOf = (name: string | FieldPath) => (rules ? [rules.rule(name)] : undefined);
  const { save, saving } = useResourceSave(declaration, id);
  /** Messages of the schema that no field of the form shows: said above the buttons rather than refusing silently. */
  const [problems, setProblems] = useState<string[]>([]);
  /** Changed by the user (loading the record does not count). */
  const [edited, setEdited] = useState(false);
  const leave = useLeaveWarning(edited && warnOnLeave);
  // what the schema's rules need first (e.g. the phone rules): no field validates before it is there
  const prepared = usePrepared(declaration.form?.prepare);

  const { result: record, query } = useOne<TRecord>({
    resource: declaration.name,
    id: id ?? "",
    queryOptions: { enabled: id !== null },
  });
  const formShown = prepared.state === "ready";
  useEffect(() => {
    // the form is mounted only once what it needs is there: the record may arrive first
    if (!record || !formShown) return;
    form.setFields(Object.entries(valuesFromRecord(declaration, record)).map(([name, value]) => ({ name, value })));
  }, [record, formShown, declaration, form]);

  const allValues = () => withHiddenCleared(declaration, form.getFieldsValue(true) as FormValues);
  // The server's messages the fields cannot show come as its toast (useResourceSave).
  const showErrors = (errors: FieldErrors) => {
    void showFieldErrors(form, errors);
    scrollToFirstError(form);
  };

  const submit = async () => {
    setProblems([]);
    try {
      await form.validateFields();
    } catch {
      return scrollToFirstError(form);
    }
    const raw = allValues();
    let input = raw;
    if (rules) {
      const parsed = rules.parse(raw);
      if (!parsed.success) {
        setProblems(showFieldErrors(form, rules.errorsOf(raw)));
        return scrollToFirstError(form);
      }
      input = parsed.data as FormValues;
    }
    save(declaration.form?.toInput ? declaration.form.toInput(input) : input, { onSaved: () => leave(onSaved), onFieldErrors: showErrors });
  };

  const onValuesChange = (changed: FormValues) => {
    setEdited(true);
    onEdited?.();
    revalidateShownErrors(form);
    const reset = dependentsOf(declaration, Object.keys(changed));
    if (reset.length > 0) form.setFields(reset.map((name) => ({ name, value: undefined, errors: [] })));
  };

  if (prepared.state === "failed") {
    const retry = (
      <Button size="small" onClick={prepared.retry}>
        Try again
      </Button>
    );
    return <Alert type="error" showIcon message="This form could not be loaded. Check the connection and try again." action={retry} data-testid="resource-form-prepare-failed" />;
  }
  if (prepared.state === "loading" || (id !== null && query.isLoading)) return <Skeleton active paragraph={{ rows: 6 }} />;

  const renderField = (field: FieldDeclaration<TRecord>): ReactNode => {
    if (!isFieldVisible(field, values)) return null;
    const options = field.form || {};
    const extra = options.extra?.(values);
    if (field.type === "list") {
      return (
        <Col key={field.name} span={options.span ?? 24}>
          <Form.Item label={field.label} extra={extra}>
            <ListFieldInput field={field} values={values} ruleOf={ruleOf} />
          </Form.Item>
        </Col>
      );
    }
    return (
      <Col key={field.name} xs={24} md={options.span ?? 12}>
        <Form.Item
          name={field.name}
          label={field.label}
          required={options.required}
          extra={extra}
          dependencies={options.dependsOn ? [...options.dependsOn] : undefined}
          valuePropName={field.type === "boolean" ? "checked" : "value"}
          rules={ruleOf(field.name)}
        >
          <FieldInput field={field} values={values} />
        </Form.Item>
      </Col>
    );
  };

  const sections = sectionsOf(declaration.form?.sections, fields);
  const buttons = (
    <>
      {problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} data-testid="resource-form-problems" />}
      <Space style={{ display: "flex", justifyContent: "flex-end" }}>
        <Button data-testid="form-cancel" onClick={onCancel}>
          Cancel
        </Button>
        <Button data-testid="form-submit" type="primary" htmlType="submit" loading={saving}>
          {id === null ? "Create" : "Update"}
        </Button>
      </Space>
    </>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      data-testid={`resource-form-${declaration.name}`}
      initialValues={declaration.form?.initialValues}
      onValuesChange={onValuesChange}
      onFinish={submit}
      scrollToFirstError={{ block: "center" }}
      requiredMark
    >
      {sections ? (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          {sections.map((section) => (
            <Card key={section.title} size="small" title={section.title} data-testid={`form-section-${section.title}`}>
              <Row gutter={16}>{section.fields.map(renderField)}</Row>
            </Card>
          ))}
          {buttons}
        </Space>
      ) : (
        <>
          <Row gutter={16}>{fields.map(renderField)}</Row>
          {buttons}
        </>
      )}
    </Form>
  );
}
