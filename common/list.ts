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

export interface ListMeta {
  page: number;
  limit: number;
  total: number;
  totalCount: number;
  /** The total is the database's estimate (more than EXACT_COUNT_MAX rows match): the grid says "about". */
  totalIsEstimate: boolean;
}

export const LIST_LIMIT_DEFAULT = 20;
/** Most rows one page of an entity list holds: a larger `limit` is cut to this (meta.limit says so). */
export const LIST_LIMIT_MAX = 1000;
/** Small lookup tables (countries, cities, tax groups, tags, categories) still answer the spec's "all" of 100000. */
export const LOOKUP_LIMIT_MAX = 100000;
/** Filter conditions of one request, every group counted. */
export const LIST_CONDITIONS_MAX = 100;
/** Characters of one LIKE value. */
export const LIKE_VALUE_MAX = 200;
/** Sort entries of one request. */
export const LIST_SORT_MAX = 5;
/** The deepest row a page may reach (page × limit): the database walks past every row before the page. */
export const LIST_DEPTH_MAX = 10_000_000;
