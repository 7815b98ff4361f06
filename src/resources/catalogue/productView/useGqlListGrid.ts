import { useState } from "react";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import type { DataGridState } from "../../../components/DataGrid";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { toFilterArgs, toPageArgs, toSortArgs } from "../../../providers/listQuery";

interface Options {
  pageSize: number;
  pageSizeOptions?: readonly number[];
  initialSorters?: CrudSort[];
}

type ListResult<TRow> = { result: { data: TRow[]; meta: { totalCount: number } } };

/**
 * A server-paged grid over a list query that takes more than the list arguments (e.g. a product id), with its
 * page, size, sorters and filters kept in the component (two grids share one page, so not in the address). The
 * query answers `result: <operation>(…) { data { … } meta { totalCount } }`.
 */
export function useGqlListGrid<TRow extends BaseRecord>(key: string, query: string, variables: object, options: Options) {
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const [sorters, setSorters] = useState<CrudSort[]>(options.initialSorters ?? []);
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  const listArgs = {
    ...toPageArgs({ currentPage, pageSize, mode: "server" }),
    sort: toSortArgs(sorters),
    filter: toFilterArgs(filters),
  };
  const result = useGqlQuery<ListResult<TRow>>([key], query, { ...variables, ...listArgs });
  const gridState: DataGridState<TRow> = {
    rows: result.data?.result.data ?? [],
    total: result.data?.result.meta.totalCount ?? 0,
    loading: result.isLoading,
    fetching: result.isFetching,
    currentPage,
    pageSize,
    pageSizeOptions: options.pageSizeOptions,
    onPageChange: setCurrentPage,
    onPageSizeChange: setPageSize,
    sorters,
    onSortersChange: setSorters,
    filters,
    onFiltersChange: setFilters,
  };
  return { gridState, error: result.error };
}
