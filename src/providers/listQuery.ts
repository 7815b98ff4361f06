// Refine's pagination, sorters and filters → the API's list arguments (page, limit, sort, filter).
import type { ConditionalFilter, CrudFilter, CrudSort, LogicalFilter, Pagination } from "@refinedev/core";
import { LIST_LIMIT_MAX, type FilterCondition, type FilterGroup, type FilterOperator, type SortInput } from "../../common/list";

/** "off" and "client" pagination ask for every row (the server caps lookups at 100000). */
export const ALL_ROWS_LIMIT = LIST_LIMIT_MAX;

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

export function toPageArgs(pagination?: Pagination): { page: number; limit: number } {
  if (pagination?.mode === "off" || pagination?.mode === "client") return { page: 1, limit: ALL_ROWS_LIMIT };
  return { page: pagination?.currentPage ?? 1, limit: pagination?.pageSize ?? 10 };
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
