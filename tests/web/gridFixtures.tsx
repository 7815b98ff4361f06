import { useState } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { vi } from "vitest";
import { DataGrid } from "../../src/components/DataGrid";
import type { DataGridProps, GridColumn } from "../../src/components/DataGrid";

export interface Row {
  id: string;
  name: string;
  type: string;
  city: { name: string };
}

export const rows: Row[] = [
  { id: "1", name: "Central Warehouse", type: "WAREHOUSE", city: { name: "Lahore" } },
  { id: "2", name: "Gulberg Store", type: "RETAIL", city: { name: "Lahore" } },
];

export const columns: GridColumn<Row>[] = [
  { key: "name", title: "Name", sortable: true, filter: { kind: "text" }, sticky: "left" },
  {
    key: "type",
    title: "Type",
    sortable: true,
    filter: { kind: "select", options: [{ label: "Warehouse", value: "WAREHOUSE" }, { label: "Retail", value: "RETAIL" }] },
  },
  { key: "city", title: "City", field: "city.name", sortable: true, filter: { kind: "text" } },
];

export function gridProps(overrides: Partial<DataGridProps<Row>> = {}): DataGridProps<Row> {
  return {
    gridId: "test-grid",
    columns,
    rows,
    total: 2,
    currentPage: 1,
    pageSize: 10,
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    sorters: [],
    onSortersChange: vi.fn(),
    filters: [],
    onFiltersChange: vi.fn(),
    ...overrides,
  };
}

/** The grid with its sorters and filters held in state, as useDataGrid would. */
export function StatefulGrid({ onSorters }: { onSorters: (sorters: CrudSort[]) => void }) {
  const [sorters, setSorters] = useState<CrudSort[]>([]);
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  return (
    <DataGrid
      {...gridProps()}
      sorters={sorters}
      filters={filters}
      onFiltersChange={setFilters}
      onSortersChange={(next) => {
        setSorters(next);
        onSorters(next);
      }}
    />
  );
}
