import { useEffect, useMemo } from "react";
import { Table } from "antd";
import { ColumnsToggle } from "./ColumnsToggle";
import { GRID_PAGE_SIZE_OPTIONS, GRID_SKELETON_ROWS } from "./constants";
import { EmptyState } from "./EmptyState";
import { Pagination, pageCountOf } from "./Pagination";
import { toTableColumns } from "./toTableColumns";
import { isSkeletonRow, skeletonRows as makeSkeletonRows, type SkeletonRow } from "./skeleton";
import type { DataGridProps } from "./types";
import { useColumnVisibility } from "./useColumnVisibility";

const idOf = (row: object): string => String((row as { id?: unknown }).id);
/** Controls inside a row keep their own clicks. */
const INTERACTIVE = "button, a, input, textarea, label, .ant-select, .ant-checkbox-wrapper, .ant-dropdown-trigger";

/** The generic server-paged grid of the spec. Paging, sorting and filtering are requested through the callbacks. */
export function DataGrid<TRow extends object>(props: DataGridProps<TRow>) {
  const { gridId, columns, rows, total, loading = false, fetching = false, skeletonRows = GRID_SKELETON_ROWS } = props;
  const hideable = useMemo(() => columns.filter((column) => column.hideable !== false), [columns]);
  const hideableKeys = useMemo(() => hideable.map((column) => column.key), [hideable]);
  const visibility = useColumnVisibility(gridId, hideableKeys);

  // A page past the end (the last page of an estimated total was a guess, or rows went away): go to the real last one.
  const lastPage = pageCountOf(total, props.pageSize);
  const pastTheEnd = !loading && !fetching && rows.length === 0 && total > 0 && props.currentPage > lastPage;
  const { onPageChange } = props;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);

  const shown = columns.filter((column) => column.hideable === false || visibility.isVisible(column.key));
  const tableColumns = toTableColumns(shown, {
    sorters: props.sorters,
    filters: props.filters,
    onSortersChange: (next) => {
      props.onSortersChange?.(next);
      props.onPageChange(1);
    },
    onFiltersChange: (next) => {
      props.onFiltersChange?.(next);
      props.onPageChange(1);
    },
  });

  const dataSource: (TRow | SkeletonRow)[] = loading ? makeSkeletonRows(skeletonRows) : [...rows];

  return (
    <div data-testid="data-grid" data-grid-id={gridId}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 12, marginBottom: 12, flexWrap: "wrap" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap" }}>{props.toolbar}</div>
        <ColumnsToggle
          columns={hideable}
          isVisible={visibility.isVisible}
          allVisible={visibility.allVisible}
          onToggle={visibility.toggle}
          onToggleAll={visibility.toggleAll}
        />
      </div>
      <Table<TRow | SkeletonRow>
        size="middle"
        bordered
        columns={tableColumns}
        dataSource={dataSource}
        rowKey={(row) => (isSkeletonRow(row) ? `skeleton-${row.__skeleton}` : (props.rowKey ?? idOf)(row))}
        rowClassName={(row) => (isSkeletonRow(row) ? "grid-skeleton-row" : "grid-row")}
        onRow={(row) => {
          const open = props.onRowClick;
          if (!open || isSkeletonRow(row)) return {};
          return {
            style: { cursor: "pointer" },
            onClick: (event) => {
              if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
              open(row);
            },
          };
        }}
        pagination={false}
        loading={!loading && fetching}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <EmptyState /> }}
      />
      <Pagination
        currentPage={props.currentPage}
        pageSize={props.pageSize}
        total={total}
        totalIsEstimate={props.totalIsEstimate}
        pageSizeOptions={props.pageSizeOptions ?? GRID_PAGE_SIZE_OPTIONS}
        disabled={loading}
        onPageChange={props.onPageChange}
        onPageSizeChange={(size) => {
          props.onPageSizeChange(size);
          props.onPageChange(1);
        }}
      />
    </div>
  );
}
