import { useTable, type BaseRecord, type CrudFilter, type CrudSort, type HttpError, type MetaQuery } from "@refinedev/core";
import { useState } from "react";
import { isUuid } from "../../../common/validation/uuid";
import { listViewKey } from "../../providers/listQuery";
import { useCurrentLocation } from "../../providers/session";
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

/** The next page, to be read after the current page's last row (the data provider checks page and view). */
interface NextPageKey {
  afterPage: number;
  after: string;
  /** The sort, filters and page size it was taken under (listViewKey). */
  afterView: string;
}

/** Refine's useTable in server mode, shaped for <DataGrid>. */
export function useDataGrid<TRow extends BaseRecord>(options: UseDataGridOptions) {
  const [nextPageKey, setNextPageKey] = useState<NextPageKey | null>(null);
  // Part of the query's key: a list scoped to the current location is another query after a switch. Invalidating
  // alone is not enough: a first fetch still running when the location changes would be reused, old location's rows.
  const currentLocationId = useCurrentLocation().current?.id ?? null;
  const table = useTable<TRow, HttpError>({
    resource: options.resource,
    pagination: { pageSize: options.pageSize ?? GRID_DEFAULT_PAGE_SIZE, mode: "server" },
    sorters: { initial: options.initialSorters, mode: "server" },
    filters: { permanent: options.permanentFilters, mode: "server", defaultBehavior: "replace" },
    syncWithLocation: options.syncWithLocation ?? true,
    meta: { ...options.meta, ...nextPageKey, currentLocationId },
  });
  const { tableQuery } = table;
  // Moving one page on, the list may start right after the last row shown (keyset) instead of skipping every row
  // before the page: the server reads deep pages of long lists (orders) as fast as the first.
  const onPageChange = (page: number) => {
    const lastId = table.result.data.at(-1)?.id;
    const onward = page === table.currentPage + 1 && typeof lastId === "string" && isUuid(lastId);
    setNextPageKey(onward ? { afterPage: page, after: lastId, afterView: listViewKey(table.sorters, table.filters, table.pageSize) } : null);
    table.setCurrentPage(page);
  };

  const gridState: DataGridState<TRow> = {
    rows: table.result.data,
    total: table.result.total ?? 0,
    totalIsEstimate: tableQuery.data?.totalIsEstimate === true,
    loading: tableQuery.isLoading,
    fetching: tableQuery.isFetching,
    currentPage: table.currentPage,
    pageSize: table.pageSize,
    pageSizeOptions: options.pageSizeOptions ?? GRID_PAGE_SIZE_OPTIONS,
    onPageChange,
    onPageSizeChange: table.setPageSize,
    sorters: table.sorters,
    onSortersChange: table.setSorters,
    filters: table.filters,
    onFiltersChange: (next) => table.setFilters(next, "replace"),
  };
  return { gridState, table };
}
