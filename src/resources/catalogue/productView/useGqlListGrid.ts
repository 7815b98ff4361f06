import { useState } from "react";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import type { DataGridState } from "../../../components/DataGrid";
import type { TypedDocument } from "../../../graphql";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { toFilterArgs, toPageArgs, toSortArgs } from "../../../providers/listQuery";

interface Options {
  pageSize: number;
  pageSizeOptions?: readonly number[];
  initialSorters?: CrudSort[];
}

type ListResult<TRow> = { result: { data: TRow[]; meta: { totalCount: number } } };
/** The list arguments the grid sets. */
type ListArgs = ReturnType<typeof toPageArgs> & { sort: ReturnType<typeof toSortArgs>; filter: ReturnType<typeof toFilterArgs> };

/**
 * A server-paged grid over a list query that takes more than the list arguments (e.g. a product id), with its
 * page, size, sorters and filters kept in the component (two grids share one page, so not in the address). The
 * query answers `result: <operation>(…) { data { … } meta { totalCount } }`.
 */
export function useGqlListGrid<TRow extends BaseRecord, TVariables extends object>(
  key: string,
  document: TypedDocument<ListResult<TRow>, TVariables>,
  variables: Omit<TVariables, keyof ListArgs>,
  options: Options,
) {
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize);
  const [sorters, setSorters] = useState<CrudSort[]>(options.initialSorters ?? []);
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  const listArgs: ListArgs = {
    ...toPageArgs({ currentPage, pageSize, mode: "server" }),
    sort: toSortArgs(sorters),
    filter: toFilterArgs(filters),
  };
  // The document takes its own variables and the list arguments: together, its variables.
  const result = useGqlQuery([key], document, { ...variables, ...listArgs } as TVariables);
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
