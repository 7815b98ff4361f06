import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";

const isLogical = (filter: CrudFilter): filter is LogicalFilter => "field" in filter;

export function filtersOfField(filters: readonly CrudFilter[], field: string): LogicalFilter[] {
  return filters.filter(isLogical).filter((filter) => filter.field === field);
}

/** Replaces every filter on `field` by `next` (an empty `next` clears the field). */
export function replaceFieldFilters(
  filters: readonly CrudFilter[],
  field: string,
  next: readonly LogicalFilter[],
): CrudFilter[] {
  const others = filters.filter((filter) => !isLogical(filter) || filter.field !== field);
  return [...others, ...next];
}

export function sortOfField(sorters: readonly CrudSort[], field: string): "asc" | "desc" | undefined {
  return sorters.find((sorter) => sorter.field === field)?.order;
}

export function readPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const segment of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
