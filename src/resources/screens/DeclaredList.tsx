// What every list screen made from a declaration shares: the server-driven grid with the declared columns, the
// name search, the Create chip (only with the create permission) and the card around them. Screens add their
// own row actions and what Create opens.
import { PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { Button, Card, Typography } from "antd";
import type { ReactNode } from "react";
import { DataGrid, useDataGrid, type DataGridState, type GridColumn } from "../../components/DataGrid";
import { columnsOf } from "../columns";
import type { ResourceDeclaration } from "../types";
import { ListSearch } from "./ListSearch";
import { useReferenceFilterOptions } from "./useReferenceFilterOptions";

export function useDeclaredGrid<TRecord extends BaseRecord>(declaration: ResourceDeclaration<TRecord>) {
  const { gridState } = useDataGrid<TRecord>({
    resource: declaration.name,
    pageSize: declaration.pageSize,
    pageSizeOptions: declaration.pageSizeOptions,
    initialSorters: declaration.defaultSort,
  });
  const canCreate = useCan({ resource: declaration.name, action: "create" }).data?.can === true;
  const filterOptions = useReferenceFilterOptions(declaration.fields ?? []);
  const columns: GridColumn<TRecord>[] = columnsOf(declaration.fields ?? [], filterOptions);
  return { gridState, canCreate, columns };
}

interface DeclaredListProps<TRecord extends BaseRecord> {
  declaration: ResourceDeclaration<TRecord>;
  gridState: DataGridState<TRecord>;
  columns: GridColumn<TRecord>[];
  /** What the Create chip does; no chip without it. */
  onCreate?: () => void;
  createLabel?: string;
  /** What a click on a row opens (the record's page); rows are not clickable without it. */
  onRowClick?: (record: TRecord) => void;
  /** More toolbar controls after Create (e.g. a Download button). */
  toolbarExtra?: ReactNode;
  children?: ReactNode;
}

export function DeclaredList<TRecord extends BaseRecord>({ declaration, gridState, columns, onCreate, createLabel = "Create", onRowClick, toolbarExtra, children }: DeclaredListProps<TRecord>) {
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
      {onCreate && (
        <Button data-testid="resource-create" type="primary" shape="round" icon={<PlusOutlined />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
      {toolbarExtra}
    </>
  );
  return (
    <Card data-testid={`resource-list-${declaration.name}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {declaration.label}
      </Typography.Title>
      {declaration.notice && <declaration.notice />}
      <DataGrid gridId={declaration.name} columns={columns} {...gridState} toolbar={toolbar} onRowClick={onRowClick} />
      {children}
    </Card>
  );
}
