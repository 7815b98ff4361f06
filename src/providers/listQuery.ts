// Refine's pagination, sorters and filters → the API's list arguments (page, limit, sort, filter).
import type { ConditionalFilter, CrudFilter, CrudSort, LogicalFilter, Pagination } from "@refinedev/core";
import { LIST_LIMIT_MAX, LOOKUP_LIMIT_MAX, type FilterCondition, type FilterGroup, type FilterOperator, type SortInput } from "../../common/list";

/**
 * How pickers of a resource's records get their options (declared once per resource, handed to Refine as
 * `meta.picker`). "lookup": a small table, loaded whole. Otherwise searched: the server's first matches of what
 * the user types, a LIKE on `searchField`.
 */
export type PickerLoading = "lookup" | { searchField: string };

/** Resources that declare nothing are searched by name: a table that can grow is never loaded whole. */
export function pickerOf(meta: unknown): PickerLoading {
  const picker = typeof meta === "object" && meta !== null ? (meta as { picker?: unknown }).picker : undefined;
  if (picker === "lookup") return "lookup";
  if (typeof picker === "object" && picker !== null && typeof (picker as { searchField?: unknown }).searchField === "string") {
    return picker as { searchField: string };
  }
  return { searchField: "name" };
}

/**
 * "off" and "client" pagination ask for every row the server gives: LOOKUP_LIMIT_MAX of a lookup, else
 * LIST_LIMIT_MAX. A larger table answers its first LIST_LIMIT_MAX rows in the requested order with the full
 * count as total, so a caller sees that rows are missing (data.length < total); screens page or search instead.
 */
export function allRowsLimit(meta: unknown): number {
  return pickerOf(meta) === "lookup" ? LOOKUP_LIMIT_MAX : LIST_LIMIT_MAX;
}

const OPERATORS: Partial<Record<LogicalFilter["operator"], FilterOperator>> = {
  eq: "EQUAL",
  ne: "NE",
  lt: "LT",
  gt: "GT",
  lte: "LTE",
  gte: "GTE",
  contains: "LIKE",
  between: "BETWEEN",
};

export function toPageArgs(pagination?: Pagination, allRows: number = LIST_LIMIT_MAX): { page: number; limit: number } {
  if (pagination?.mode === "off" || pagination?.mode === "client") return { page: 1, limit: allRows };
  return { page: pagination?.currentPage ?? 1, limit: pagination?.pageSize ?? 10 };
}

/**
 * What a page's rows depend on besides its number: the sort, the filters and the page size. The grid tags the
 * next page's key (its previous page's last row) with it, and the data provider uses the key only for that view.
 */
export function listViewKey(sorters: CrudSort[] | undefined, filters: CrudFilter[] | undefined, pageSize: number | undefined): string {
  return JSON.stringify([toSortArgs(sorters) ?? [], toFilterArgs(filters) ?? [], pageSize ?? null]);
}

export function toSortArgs(sorters?: CrudSort[]): SortInput[] | undefined {
  const sort = (sorters ?? [])
    .filter((s) => s.field && s.order)
    .map((s): SortInput => ({ field: s.field, direction: s.order === "desc" ? "DESC" : "ASC" }));
  return sort.length > 0 ? sort : undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

function toCondition(filter: LogicalFilter): FilterCondition | null {
  if (isBlank(filter.value)) return null;
  const operator = OPERATORS[filter.operator];
  if (!operator) {
    throw new Error(
      `The filter operator "${filter.operator}" on "${filter.field}" is not supported; use eq, ne, lt, gt, lte, gte, contains or between.`,
    );
  }
  return { operator, field: filter.field, value: filter.value as unknown };
}

function isConditional(filter: CrudFilter): filter is ConditionalFilter {
  return filter.operator === "or" || filter.operator === "and";
}

function conditionsOf(filters: readonly CrudFilter[]): FilterCondition[] {
  return filters.flatMap((filter) => {
    if (isConditional(filter)) {
      throw new Error("Nested or/and filters are not supported; put each group at the top level.");
    }
    const condition = toCondition(filter);
    return condition ? [condition] : [];
  });
}

/**
 * Top-level field filters form one AND group; each `or` / `and` conditional filter becomes its own group.
 * Groups combine with each other by AND on the server.
 */
export function toFilterArgs(filters?: CrudFilter[]): FilterGroup[] | undefined {
  const groups: FilterGroup[] = [];
  const plain: FilterCondition[] = [];
  for (const filter of filters ?? []) {
    if (isConditional(filter)) {
      const conditions = conditionsOf(filter.value);
      if (conditions.length > 0) {
        groups.push({ conditions, logicalOperator: filter.operator === "or" ? "OR" : "AND" });
      }
    } else {
      const condition = toCondition(filter);
      if (condition) plain.push(condition);
    }
  }
  if (plain.length > 0) groups.unshift({ conditions: plain, logicalOperator: "AND" });
  return groups.length > 0 ? groups : undefined;
}
