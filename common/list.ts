// List-query shapes shared by the GraphQL list engine and the web data provider.

export const FILTER_OPERATORS = ["BETWEEN", "EQUAL", "GT", "GTE", "LIKE", "LT", "LTE", "NE"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const LOGICAL_OPERATORS = ["AND", "OR"] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export const SORT_DIRECTIONS = ["ASC", "DESC"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface SortInput {
  field: string;
  direction: SortDirection;
}

export interface FilterCondition {
  operator: FilterOperator;
  field: string;
  value: unknown;
}

export interface FilterGroup {
  conditions: FilterCondition[];
  logicalOperator?: LogicalOperator;
}

export interface ListArgs {
  page?: number;
  limit?: number;
  sort?: SortInput[];
  filter?: FilterGroup[];
  locationId?: string;
}

export interface ListMeta {
  page: number;
  limit: number;
  total: number;
  totalCount: number;
}

/** Upper bound for one page; option lists ask for everything (the spec's lookups use 100000). */
export const LIST_LIMIT_MAX = 100000;
export const LIST_LIMIT_DEFAULT = 20;
