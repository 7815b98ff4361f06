import { Button } from "antd";
import { EditOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useModalQueryParams } from "../../hooks/useModalQueryParams";
import type { ResourceDeclaration } from "../types";
import { DeclaredList, useDeclaredGrid } from "./DeclaredList";
import { ResourceFormModal } from "./ResourceFormModal";

/** The list screen a declaration describes: grid, name search, Create chip, edit action, modal or page form. */
export function ResourceListPage<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { gridState, canCreate, columns } = useDeclaredGrid(declaration);
  const modal = useModalQueryParams();
  const navigate = useNavigate();
  const canEdit = useCan({ resource: declaration.name, action: "edit" }).data?.can === true;
  const form = declaration.form;
  const listPath = `/app/${declaration.routes?.list ?? declaration.name}`;

  const openCreate = () => (form?.mode === "page" ? navigate(`${listPath}/create`) : modal.open("create"));
  const openEdit = (id: string) => (form?.mode === "page" ? navigate(`${listPath}/update/${id}`) : modal.open("edit", id));

  if (form && canEdit) {
    columns.push({
      key: "actions",
      title: "Action",
      width: 90,
      sticky: "right",
      hideable: false,
      align: "center",
      render: (record) => (
        <Button
          type="text"
          aria-label="Edit"
          data-testid={`row-edit-${String(record.id)}`}
          icon={<EditOutlined />}
          onClick={() => openEdit(String(record.id))}
        />
      ),
    });
  }

  return (
    <DeclaredList declaration={declaration} gridState={gridState} columns={columns} onCreate={form && canCreate ? openCreate : undefined}>
      {form?.mode === "modal" && <ResourceFormModal declaration={declaration} />}
    </DeclaredList>
  );
}
