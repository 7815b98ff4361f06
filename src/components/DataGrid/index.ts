export { DataGrid } from "./DataGrid";
export { useDataGrid } from "./useDataGrid";
export type { CustomFilterProps, DataGridProps, DataGridState, GridColumn, GridFilter } from "./types";
export * from "./constants";
