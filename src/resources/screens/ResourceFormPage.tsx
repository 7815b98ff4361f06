import { Card, Typography } from "antd";
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
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {id ? titles?.edit : titles?.create}
      </Typography.Title>
      <ResourceForm key={id ?? "create"} declaration={declaration} id={id ?? null} onSaved={back} onCancel={back} />
    </Card>
  );
}
