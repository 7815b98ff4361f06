import { useTable, type BaseRecord, type CrudFilter, type CrudSort, type HttpError, type MetaQuery } from "@refinedev/core";
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from "./constants";
import type { DataGridState } from "./types";

export interface UseDataGridOptions {
  resource: string;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  initialSorters?: CrudSort[];
  /** Always sent, never shown or cleared by the grid. */
  permanentFilters?: CrudFilter[];
  /** Keep page, size, sorters and filters in the URL so deep links survive a reload (default true). */
  syncWithLocation?: boolean;
  meta?: MetaQuery;
}

/** Refine's useTable in server mode, shaped for <DataGrid>. */
export function useDataGrid<TRow extends BaseRecord>(options: UseDataGridOptions) {
  const table = useTable<TRow, HttpError>({
    resource: options.resource,
    pagination: { pageSize: options.pageSize ?? GRID_DEFAULT_PAGE_SIZE, mode: "server" },
    sorters: { initial: options.initialSorters, mode: "server" },
    filters: { permanent: options.permanentFilters, mode: "server", defaultBehavior: "replace" },
    syncWithLocation: options.syncWithLocation ?? true,
    meta: options.meta,
  });
  const { tableQuery } = table;

  const gridState: DataGridState<TRow> = {
    rows: table.result.data,
    total: table.result.total ?? 0,
    totalIsEstimate: tableQuery.data?.totalIsEstimate === true,
    loading: tableQuery.isLoading,
    fetching: tableQuery.isFetching,
    currentPage: table.currentPage,
    pageSize: table.pageSize,
    pageSizeOptions: options.pageSizeOptions ?? GRID_PAGE_SIZE_OPTIONS,
    onPageChange: table.setCurrentPage,
    onPageSizeChange: table.setPageSize,
    sorters: table.sorters,
    onSortersChange: table.setSorters,
    filters: table.filters,
    onFiltersChange: (next) => table.setFilters(next, "replace"),
  };
  return { gridState, table };
}
