// A list screen made from a declaration's columns (the resource machinery's grid, filters and URL state) with
// a Create chip leading to a bespoke page and an optional per-row actions column.
import { PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { Button, Card, Typography } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { DataGrid, useDataGrid, type GridColumn } from "../../../components/DataGrid";
import { columnsOf } from "../../columns";
import { ListSearch } from "../../screens/ListSearch";
import { useReferenceFilterOptions } from "../../screens/useReferenceFilterOptions";
import type { ResourceDeclaration } from "../../types";

interface Props<TRecord extends BaseRecord> {
  declaration: ResourceDeclaration<TRecord>;
  /** Absolute path of the create page; no chip without it (or without the create permission). */
  createPath?: string;
  createLabel?: string;
  actions?: (record: TRecord) => ReactNode;
  actionsWidth?: number;
}

export function BespokeListPage<TRecord extends BaseRecord>({ declaration, createPath, createLabel, actions, actionsWidth }: Props<TRecord>) {
  const { gridState } = useDataGrid<TRecord>({
    resource: declaration.name,
    pageSize: declaration.pageSize,
    pageSizeOptions: declaration.pageSizeOptions,
    initialSorters: declaration.defaultSort,
  });
  const navigate = useNavigate();
  const canCreate = useCan({ resource: declaration.name, action: "create" }).data?.can === true;
  const filterOptions = useReferenceFilterOptions(declaration.fields ?? []);
  const columns: GridColumn<TRecord>[] = columnsOf(declaration.fields ?? [], filterOptions);
  if (actions) {
    columns.push({
      key: "actions",
      title: "Action",
      width: actionsWidth ?? 120,
      sticky: "right",
      hideable: false,
      align: "center",
      render: actions,
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
      {createPath && canCreate && (
        <Button data-testid="resource-create" type="primary" shape="round" icon={<PlusOutlined />} onClick={() => navigate(createPath)}>
          {createLabel ?? "Create"}
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
    </Card>
  );
}
