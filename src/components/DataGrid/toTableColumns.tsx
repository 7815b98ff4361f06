import type { ReactNode } from "react";
import { Skeleton, Space } from "antd";
import type { ColumnType } from "antd/es/table";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { ColumnMenu } from "./ColumnMenu";
import { GRID_CELL_MAX_WIDTH, GRID_COLUMN_MIN_WIDTH, GRID_COLUMN_WIDTH } from "./constants";
import { readPath } from "./filterState";
import { isSkeletonRow, type SkeletonRow } from "./skeleton";
import type { GridColumn } from "./types";

interface Options {
  sorters: readonly CrudSort[];
  filters: readonly CrudFilter[];
  onSortersChange?: (sorters: CrudSort[]) => void;
  onFiltersChange?: (filters: CrudFilter[]) => void;
}

function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Our column declarations → antd Table columns (header menu, widths, sticky, skeleton cells). */
export function toTableColumns<TRow extends object>(
  columns: readonly GridColumn<TRow>[],
  options: Options,
): ColumnType<TRow | SkeletonRow>[] {
  return columns.map((column) => {
    const field = column.field ?? column.key;
    const path = column.path ?? field;
    const hasMenu = Boolean(column.sortable || column.filter);
    const width = Math.min(Math.max(column.width ?? GRID_COLUMN_WIDTH, GRID_COLUMN_MIN_WIDTH), GRID_CELL_MAX_WIDTH);
    return {
      key: column.key,
      width,
      minWidth: GRID_COLUMN_MIN_WIDTH,
      ellipsis: true,
      align: column.align,
      fixed: column.sticky,
      title: (
        <Space size={4} data-testid={`column-header-${column.key}`} style={{ justifyContent: "space-between", width: "100%" }}>
          <span>{column.title}</span>
          {hasMenu && (
            <ColumnMenu
              columnKey={column.key}
              field={field}
              sortable={Boolean(column.sortable)}
              filter={column.filter}
              sorters={options.sorters}
              filters={options.filters}
              onSortersChange={options.onSortersChange}
              onFiltersChange={options.onFiltersChange}
            />
          )}
        </Space>
      ),
      onCell: () => ({ style: { maxWidth: GRID_CELL_MAX_WIDTH } }),
      render: (_value: unknown, row: TRow | SkeletonRow) => {
        if (isSkeletonRow(row)) return <Skeleton.Input active size="small" block style={{ minWidth: 0, height: 16 }} />;
        return column.render ? column.render(row) : displayValue(readPath(row, path));
      },
    };
  });
}
