import { Button, Card, Typography } from "antd";
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { DataGrid, useDataGrid, type GridColumn } from "../../components/DataGrid";
import { useModalQueryParams } from "../../hooks/useModalQueryParams";
import { columnsOf } from "../columns";
import type { ResourceDeclaration } from "../types";
import { ListSearch } from "./ListSearch";
import { ResourceFormModal } from "./ResourceFormModal";
import { useReferenceFilterOptions } from "./useReferenceFilterOptions";

/** The list screen a declaration describes: grid, name search, Create chip, edit action, modal or page form. */
export function ResourceListPage<TRecord extends BaseRecord>({ declaration }: { declaration: ResourceDeclaration<TRecord> }) {
  const { gridState } = useDataGrid<TRecord>({
    resource: declaration.name,
    pageSize: declaration.pageSize,
    pageSizeOptions: declaration.pageSizeOptions,
    initialSorters: declaration.defaultSort,
  });
  const modal = useModalQueryParams();
  const navigate = useNavigate();
  const canCreate = useCan({ resource: declaration.name, action: "create" }).data?.can === true;
  const canEdit = useCan({ resource: declaration.name, action: "edit" }).data?.can === true;
  const form = declaration.form;
  const listPath = `/app/${declaration.routes?.list ?? declaration.name}`;

  const openCreate = () => (form?.mode === "page" ? navigate(`${listPath}/create`) : modal.open("create"));
  const openEdit = (id: string) => (form?.mode === "page" ? navigate(`${listPath}/update/${id}`) : modal.open("edit", id));

  const filterOptions = useReferenceFilterOptions(declaration.fields ?? []);
  const columns: GridColumn<TRecord>[] = columnsOf(declaration.fields ?? [], filterOptions);
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

  const toolbar = (
    <>
      {declaration.search && gridState.onFiltersChange && (
        <ListSearch
          field={declaration.search.field}
          placeholder={declaration.search.placeholder}
          filters={gridState.filters}
          onFiltersChange={(next) => {
            gridState.onFiltersChange?.(next);
            gridState.onPageChange(1);
          }}
        />
      )}
      {form && canCreate && (
        <Button data-testid="resource-create" type="primary" shape="round" icon={<PlusOutlined />} onClick={openCreate}>
          Create
        </Button>
      )}
    </>
  );

  return (
    <Card data-testid={`resource-list-${declaration.name}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {declaration.label}
      </Typography.Title>
      <DataGrid gridId={declaration.name} columns={columns} {...gridState} toolbar={toolbar} />
      {form?.mode === "modal" && <ResourceFormModal declaration={declaration} />}
    </Card>
  );
}
