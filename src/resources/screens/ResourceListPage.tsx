import { Button } from "antd";
import { EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useModalQueryParams } from "../../hooks/useModalQueryParams";
import type { ResourceDeclaration } from "../types";
import { DeclaredList, useDeclaredGrid } from "./DeclaredList";
import { ResourceFormModal } from "./ResourceFormModal";

/**
 * The list screen a declaration describes: grid, name search, Create chip, row actions (View opens the record's
 * page, as a click on the row does; Edit the modal or page form).
 */
export function ResourceListPage<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { gridState, canCreate, columns } = useDeclaredGrid(declaration);
  const modal = useModalQueryParams();
  const navigate = useNavigate();
  const canEdit = useCan({ resource: declaration.name, action: "edit" }).data?.can === true;
  const form = declaration.form;
  const listPath = `/app/${declaration.routes?.list ?? declaration.name}`;

  const openCreate = () => (form?.mode === "page" ? navigate(`${listPath}/create`) : modal.open("create"));
  const openEdit = (id: string) => (form?.mode === "page" ? navigate(`${listPath}/update/${id}`) : modal.open("edit", id));
  const openShow = declaration.show ? (record: TRecord) => navigate(`${listPath}/show/${String(record.id)}`) : undefined;
  const editable = Boolean(form && canEdit);

  if (openShow || editable) {
    columns.push({
      key: "actions",
      title: "Action",
      width: openShow && editable ? 110 : 90,
      sticky: "right",
      hideable: false,
      align: "center",
      render: (record) => (
        <>
          {openShow && (
            <Button type="text" aria-label="View" data-testid={`row-view-${String(record.id)}`} icon={<EyeOutlined />} onClick={() => openShow(record)} />
          )}
          {editable && (
            <Button
              type="text"
              aria-label="Edit"
              data-testid={`row-edit-${String(record.id)}`}
              icon={<EditOutlined />}
              onClick={() => openEdit(String(record.id))}
            />
          )}
        </>
      ),
    });
  }

  return (
    <DeclaredList
      declaration={declaration}
      gridState={gridState}
      columns={columns}
      onCreate={form && canCreate ? openCreate : undefined}
      onRowClick={openShow}
    >
      {form?.mode === "modal" && <ResourceFormModal declaration={declaration} />}
    </DeclaredList>
  );
}
