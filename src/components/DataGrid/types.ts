import type { ReactNode } from "react";
import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";

export interface GridOption {
  label: string;
  value: string;
}

/** How a column can be filtered from its menu. */
export type GridFilter =
  | { kind: "text" }
  | { kind: "select"; options: readonly GridOption[] }
  | { kind: "number" }
  | { kind: "date" }
  /** A control of the screen's own (e.g. a select that searches the server as the user types). */
  | { kind: "custom"; render: (props: CustomFilterProps) => ReactNode };

export interface CustomFilterProps {
  field: string;
  testId: string;
  /** The column's filters now applied. */
  current: readonly LogicalFilter[];
  onApply: (next: LogicalFilter[]) => void;
}

export interface GridColumn<TRow> {
  /** Unique id of the column (visibility, test ids). */
  key: string;
  title: string;
  /** Server field used to sort and filter; defaults to `key`. */
  field?: string;
  /** Dotted path read from the row for display (e.g. "city.name"); defaults to `field`. */
  path?: string;
  width?: number;
  sortable?: boolean;
  filter?: GridFilter;
  render?(row: TRow): ReactNode;
  /** Fixed while the grid scrolls horizontally. */
  sticky?: "left" | "right";
  /** false: always shown and left out of the Columns menu (action columns). */
  hideable?: boolean;
  align?: "left" | "center" | "right";
}

/** Everything the grid needs; `useDataGrid` produces it from Refine's useTable, tests pass it by hand. */
export interface DataGridState<TRow> {
  rows: readonly TRow[];
  total: number;
  /** The total is the server's estimate (meta.totalIsEstimate): shown as "about". */
  totalIsEstimate?: boolean;
  /** First load of a page: skeleton rows. */
  loading?: boolean;
  /** Background refetch: a light spinner over the current rows. */
  fetching?: boolean;
  currentPage: number;
  pageSize: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sorters: readonly CrudSort[];
  onSortersChange?: (sorters: CrudSort[]) => void;
  filters: readonly CrudFilter[];
  onFiltersChange?: (filters: CrudFilter[]) => void;
}

export interface DataGridProps<TRow> extends DataGridState<TRow> {
  gridId: string;
  columns: readonly GridColumn<TRow>[];
  rowKey?: (row: TRow) => string;
  skeletonRows?: number;
  /** Shown left of the Columns menu (search box, Create chip…). */
  toolbar?: ReactNode;
  /** A click on a row (not on a button, link or input in it) opens the record. */
  onRowClick?: (row: TRow) => void;
}
