import { Button, Col, Form, Row, type FormRule } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import type { FieldPath } from "../../components/forms/zodForm";
import type { FieldDeclaration, FormValues } from "../types";
import { FieldInput } from "./FieldInput";

interface Props<TRecord> {
  field: FieldDeclaration<TRecord>;
  values: FormValues;
  /** The rules of a row's field by its full path (["conversions", 0, "itemConversion"]): the form schema's. */
  ruleOf?: (name: FieldPath) => FormRule[] | undefined;
}

/** A "list" field: rows of `itemFields` (e.g. unit conversions), added and removed in place. */
export function ListFieldInput<TRecord extends BaseRecord>({ field, values, ruleOf }: Props<TRecord>) {
  const itemFields = field.itemFields ?? [];
  const span = Math.max(4, Math.floor(21 / Math.max(itemFields.length, 1)));
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div data-testid={`field-${field.name}`}>
          {rows.map((row) => (
            <Row key={row.key} gutter={8} align="top">
              {itemFields.map((item) => (
                <Col key={item.name} span={span}>
                  <Form.Item
                    name={[row.name, item.name]}
                    label={row.name === 0 ? item.label : undefined}
                    valuePropName={item.type === "boolean" ? "checked" : "value"}
                    rules={ruleOf?.([field.name, row.name, item.name])}
                  >
                    <FieldInput field={{ ...item, name: `${field.name}-${row.name}-${item.name}` }} values={values} />
                  </Form.Item>
                </Col>
              ))}
              <Col span={3} style={{ paddingTop: row.name === 0 ? 30 : 0 }}>
                <Button
                  type="text"
                  danger
                  aria-label={`Remove ${field.label} row`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row.name)}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} data-testid={`field-${field.name}-add`}>
            Add {field.label.replace(/s$/, "").toLowerCase()}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
