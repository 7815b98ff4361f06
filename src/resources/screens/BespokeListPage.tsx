// A list screen made from a declaration's columns (the resource machinery's grid, filters and URL state) with
// a Create chip leading to a bespoke page and an optional per-row actions column.
import type { BaseRecord } from "@refinedev/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { DeclaredList, useDeclaredGrid } from "./DeclaredList";
import type { ResourceDeclaration } from "../types";

interface Props<TRecord extends BaseRecord> {
  declaration: ResourceDeclaration<TRecord>;
  /** Absolute path of the create page; no chip without it (or without the create permission). */
  createPath?: string;
  createLabel?: string;
  actions?: (record: TRecord) => ReactNode;
  actionsWidth?: number;
  toolbarExtra?: ReactNode;
}

export function BespokeListPage<TRecord extends BaseRecord>({ declaration, createPath, createLabel, actions, actionsWidth, toolbarExtra }: Props<TRecord>) {
  const { gridState, canCreate, columns } = useDeclaredGrid(declaration);
  const navigate = useNavigate();
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
  return (
    <DeclaredList
      declaration={declaration}
      gridState={gridState}
      columns={columns}
      createLabel={createLabel}
      onCreate={createPath && canCreate ? () => navigate(createPath) : undefined}
      toolbarExtra={toolbarExtra}
    />
  );
}
