import { Button, Card, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import type { ResourceDeclaration } from "../types";
import { ResourceForm } from "./ResourceForm";

/** Page-style create/edit (routes `<list>/create` and `<list>/update/:id`); back to the list when done. */
export function ResourceFormPage<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const back = () => navigate(`/app/${declaration.routes?.list ?? declaration.name}`);
  const titles = declaration.form?.titles;
  const sectioned = Boolean(declaration.form?.sections?.length);
  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} data-testid="form-back" aria-label={`Back to ${declaration.label}`} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {id ? titles?.edit : titles?.create}
      </Typography.Title>
    </div>
  );
  const form = <ResourceForm key={id ?? "create"} declaration={declaration} id={id ?? null} onSaved={back} onCancel={back} />;
  // a sectioned form brings its own cards
  return sectioned ? (
    <div data-testid={`resource-page-${declaration.name}`}>
      {heading}
      {form}
    </div>
  ) : (
    <Card data-testid={`resource-page-${declaration.name}`}>
      {heading}
      {form}
    </Card>
  );
}
