// The list engine: turns page/limit/sort/filter arguments into a WHERE, an ORDER BY and a page window, using a
// per-entity whitelist of fields. Field names never reach SQL (only mapped columns do) and every value is a
// bound parameter. Anything not in the whitelist, or of the wrong shape, is BAD_USER_INPUT naming the field, and so
// is a request past the bounds of common/list.ts (conditions, LIKE length, sort keys, page depth); `limit` is cut
// to the list's maximum (1,000; small lookups 100,000).
import { and, Column, eq, isNotNull, isNull, or, sql, Table, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  FILTER_OPERATORS,
  LIKE_VALUE_MAX,
  LIST_CONDITIONS_MAX,
  LIST_DEPTH_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_SORT_MAX,
  type FilterOperator,
  type ListMeta,
} from "../../common/list";
import { isUuid } from "../../common/validation/uuid";
import { badUserInput } from "./errors";

type FieldKind = "text" | "uuid" | "enum" | "number" | "date" | "boolean";

interface ListField {
  /** A column of a table in the query (possibly a joined alias) or an SQL expression. */
  column: SQLWrapper;
  kind: FieldKind;
  /** Both default to true. */
  filter?: boolean;
  sort?: boolean;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  /**
   * For a to-many relation (a product's categories): column belongs to a linked table, and exists wraps a
   * condition on it into `exists (select … where <link to the row> and <condition>)`. EQUAL/LIKE/… mean "has
   * one that matches", NE "has none equal to", EQUAL null "has none". Such fields cannot be sorted by.
   */
  exists?: (condition: SQL) => SQL;
  /** A LIKE condition of its own for this field, given the contains-pattern and the value (e.g. an index-friendly search). */
  like?: (pattern: string, value: string) => SQL;
}

/** GraphQL field name (nested ones like "city.name" included) → how to filter and sort by it. */
export type ListFieldMap = Readonly<Record<string, ListField>>;

export interface ListSortArg {
  field: string;
  direction: string;
}
interface ListConditionArg {
  operator: string;
  field: string;
  value?: unknown;
}
interface ListGroupArg {
  conditions: readonly ListConditionArg[];
  logicalOperator?: string | null;
}
/** The arguments as GraphQL hands them over (nulls included). */
export interface ListQueryArgs {
  page?: number | null;
  limit?: number | null;
  sort?: readonly ListSortArg[] | null;
  filter?: readonly ListGroupArg[] | null;
  /** The id of the previous page's last row: a list that pages by keyset starts right after it. */
  after?: string | number | null;
}

export interface ListPlan {
  page: number;
  limit: number;
  /** The rows before the page, whether or not the page query skips them (it does not when it reads after a key). */
  offset: number;
  where: SQL | undefined;
  /** The page's rows come after the previous page's last row (`after`): the page query adds this and skips nothing. */
  afterKey?: SQL;
  orderBy: SQL[];
  /**
   * A filter reads a column outside `baseTable` (a joined table): counting needs the joins too. False means the
   * base table alone counts the same rows (true whenever planList was given no baseTable).
   */
  filtersJoined: boolean;
}

export interface ListPage<T> {
  data: T[];
  meta: ListMeta;
}

type Scalar = string | number | boolean;

const OPERATORS_BY_KIND: Record<FieldKind, readonly FilterOperator[]> = {
  text: FILTER_OPERATORS,
  number: ["EQUAL", "NE", "GT", "GTE", "LT", "LTE", "BETWEEN"],
  date: ["EQUAL", "NE", "GT", "GTE", "LT", "LTE", "BETWEEN"],
  uuid: ["EQUAL", "NE", "LIKE"],
  enum: ["EQUAL", "NE", "LIKE"],
  boolean: ["EQUAL", "NE"],
};

const CASTS: Record<FieldKind, SQL> = {
  text: sql`text`,
  enum: sql`text`,
  uuid: sql`uuid`,
  number: sql`numeric`,
  date: sql`timestamptz`,
  boolean: sql`boolean`,
};

function refuse(field: string, message: string): never {
  throw badUserInput({ [field]: message });
}

function describeKind(field: ListField): string {
  if (field.kind === "enum" && field.values) return `one of ${field.values.join(", ")}`;
  return { text: "text", uuid: "an id", enum: "a listed value", number: "a number", date: "a date", boolean: "true or false" }[field.kind];
}

/** Checks one value against the field's kind and returns what is bound as the parameter. */
function coerceValue(name: string, field: ListField, value: unknown): Scalar {
  const invalid = () => refuse(name, `Invalid value for "${name}": expected ${describeKind(field)}.`);
  switch (field.kind) {
    case "text":
      if (typeof value === "string") return value;
      if (typeof value === "number" && Number.isFinite(value)) return String(value);
      return invalid();
    case "uuid":
      return typeof value === "string" && isUuid(value.trim()) ? value.trim().toLowerCase() : invalid();
    case "enum":
      return typeof value === "string" && (!field.values || field.values.includes(value)) ? value : invalid();
    case "number": {
      const parsed = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      return Number.isFinite(parsed) ? parsed : invalid();
    }
    case "date": {
      if (typeof value !== "string" && typeof value !== "number") return invalid();
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? invalid() : date.toISOString();
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      return invalid();
  }
}

/** LIKE is a case-insensitive "contains": the value's own %, _ and \ match literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditionSql(fields: ListFieldMap, condition: ListConditionArg): SQL {
  const name = condition.field;
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  const exists = field?.exists;
  if (!exists) return columnConditionSql(fields, condition);
  const { operator, value } = condition;
  if (value === null || value === undefined) {
    if (operator === "EQUAL") return sql`not ${exists(sql`true`)}`;
    if (operator === "NE") return exists(sql`true`);
  }
  if (operator === "NE") return sql`not ${exists(columnConditionSql(fields, { ...condition, operator: "EQUAL" }))}`;
  return exists(columnConditionSql(fields, condition));
}

function columnConditionSql(fields: ListFieldMap, condition: ListConditionArg): SQL {
  const name = condition.field;
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) return refuse(name, `Cannot filter by "${name}": there is no such field.`);
  if (field.filter === false) return refuse(name, `Cannot filter by "${name}".`);
  const operator = condition.operator as FilterOperator;
  if (!FILTER_OPERATORS.includes(operator)) return refuse(name, `Unknown filter operator "${condition.operator}" for "${name}".`);
  if (!OPERATORS_BY_KIND[field.kind].includes(operator)) return refuse(name, `The ${operator} filter cannot be used on "${name}".`);

  const column = field.column;
  const cast = CASTS[field.kind];
  const value = condition.value;

  if (value === null || value === undefined) {
    if (operator === "EQUAL") return isNull(column);
    if (operator === "NE") return isNotNull(column);
    return refuse(name, `The ${operator} filter on "${name}" needs a value.`);
  }
  if (operator === "BETWEEN") {
    if (!Array.isArray(value) || value.length !== 2 || value.some((v) => v === null || v === undefined)) {
      return refuse(name, `The BETWEEN filter on "${name}" needs exactly two values: [from, to].`);
    }
    const [from, to] = value.map((v) => coerceValue(name, field, v));
    return sql`${column} between ${from}::${cast} and ${to}::${cast}`;
  }
  if (Array.isArray(value) || typeof value === "object") {
    return refuse(name, `Invalid value for "${name}": expected ${describeKind(field)}.`);
  }
  if (operator === "LIKE") {
    if (field.like) return field.like(containsPattern(String(value)), String(value));
    const target = field.kind === "text" ? sql`${column}` : sql`${column}::text`;
    return sql`${target} ilike ${containsPattern(String(value))}`;
  }
  const bound = coerceValue(name, field, value);
  // NE keeps rows whose value is null: "not Central Warehouse" includes locations with no warehouse.
  const comparison = { EQUAL: sql`=`, NE: sql`is distinct from`, GT: sql`>`, GTE: sql`>=`, LT: sql`<`, LTE: sql`<=` }[operator];
  return sql`${column} ${comparison} ${bound}::${cast}`;
}

function whereSql(fields: ListFieldMap, groups: readonly ListGroupArg[] | null | undefined): SQL | undefined {
  const parts: SQL[] = [];
  for (const group of groups ?? []) {
    const conditions = group.conditions.map((c) => conditionSql(fields, c));
    if (conditions.length === 0) continue;
    const logical = group.logicalOperator ?? "AND";
    if (logical !== "AND" && logical !== "OR") refuse("logicalOperator", `Unknown logical operator "${logical}".`);
    const combined = logical === "OR" ? or(...conditions) : and(...conditions);
    if (combined) parts.push(sql`(${combined})`);
  }
  return parts.length ? and(...parts) : undefined;
}

function orderBySql(fields: ListFieldMap, sort: readonly ListSortArg[], tieBreaker: SQLWrapper): SQL[] {
  const order = sort.map(({ field: name, direction }) => {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field || field.sort === false || field.exists) return refuse(name, `Cannot sort by "${name}".`);
    if (direction !== "ASC" && direction !== "DESC") return refuse(name, `Sort direction for "${name}" must be ASC or DESC.`);
    return direction === "DESC" ? sql`${field.column} desc` : sql`${field.column} asc`;
  });
  // Rows with equal sort keys still come back in one fixed order, so pages never overlap.
  order.push(sql`${tieBreaker} asc`);
  return order;
}

function filtersOutside(fields: ListFieldMap, groups: readonly ListGroupArg[] | null | undefined, baseTable: Table | undefined): boolean {
  if (!baseTable) return true;
  return (groups ?? []).some((group) =>
    group.conditions.some((condition) => {
      const column = Object.hasOwn(fields, condition.field) ? fields[condition.field].column : undefined;
      // exists-fields are subqueries tied to the base row; anything but a plain base column counts as joined
      return !(column instanceof Column && column.table === baseTable) && !fields[condition.field]?.exists;
    }),
  );
}

/** The request's size: how many conditions, how long a LIKE, how many sort keys. Checked before anything else. */
function checkBounds(args: ListQueryArgs): void {
  const groups = args.filter ?? [];
  const conditions = groups.flatMap((group) => group.conditions);
  if (groups.length > LIST_CONDITIONS_MAX || conditions.length > LIST_CONDITIONS_MAX) {
    refuse("filter", `A list takes at most ${LIST_CONDITIONS_MAX} filter conditions; this request has ${conditions.length} in ${groups.length} groups.`);
  }
  for (const { field, operator, value } of conditions) {
    const length = operator === "LIKE" && (typeof value === "string" || typeof value === "number") ? String(value).length : 0;
    if (length > LIKE_VALUE_MAX) refuse(field, `The LIKE filter on "${field}" takes at most ${LIKE_VALUE_MAX} characters; this one has ${length}.`);
  }
  const sorts = args.sort?.length ?? 0;
  if (sorts > LIST_SORT_MAX) refuse("sort", `A list sorts by at most ${LIST_SORT_MAX} fields; this request has ${sorts}.`);
}

function pageWindow(args: ListQueryArgs, maxLimit: number): { page: number; limit: number; offset: number } {
  const page = args.page ?? 1;
  const requested = args.limit ?? LIST_LIMIT_DEFAULT;
  if (!Number.isInteger(page) || page < 1) refuse("page", "Page must be 1 or more.");
  if (!Number.isInteger(requested) || requested < 1) refuse("limit", "Limit must be at least 1.");
  const limit = Math.min(requested, maxLimit);
  if (page * limit > LIST_DEPTH_MAX) {
    refuse("page", `Page ${page} of ${limit} rows is too deep: page × limit may be at most ${LIST_DEPTH_MAX.toLocaleString("en-US")}; narrow the filter instead.`);
  }
  return { page, limit, offset: (page - 1) * limit };
}

export interface ListPlanOptions {
  tieBreaker: SQLWrapper;
  defaultSort?: readonly ListSortArg[];
  baseTable?: Table;
  /** Most rows one page may hold: LIST_LIMIT_MAX unless the list is a small lookup (LOOKUP_LIMIT_MAX). */
  maxLimit?: number;
  /**
   * The list pages by keyset when asked (`after`): the rows it may show at all, on baseTable's columns. The
   * previous page's last row is read within them, so an id from elsewhere reads nothing.
   */
  keysetScope?: SQL;
}

interface SortKey {
  column: Column;
  descending: boolean;
}

/** The sort as never-null columns of the base table, tie-breaker last; null when it is not (no keyset then). */
function keysetKeys(fields: ListFieldMap, sort: readonly ListSortArg[], tieBreaker: SQLWrapper, baseTable: Table): SortKey[] | null {
  const keys: SortKey[] = [];
  for (const { field: name, direction } of sort) {
    const column = Object.hasOwn(fields, name) ? fields[name].column : undefined;
    if (!(column instanceof Column) || column.table !== baseTable || !column.notNull) return null;
    keys.push({ column, descending: direction === "DESC" });
  }
  if (!(tieBreaker instanceof Column) || tieBreaker.table !== baseTable) return null;
  return [...keys, { column: tieBreaker, descending: false }];
}

/**
 * The rows after the given row in the sort's order: k1 beyond v1, or k1 = v1 and k2 beyond v2, and so on, the
 * values read from that row by its id (a scalar subquery each, planned once). The leading `k1 ≤ v1` (or ≥) adds
 * nothing but lets an index on k1 start its scan at the row instead of walking every skipped one.
 */
function afterKeySql(keys: SortKey[], baseTable: Table, scope: SQL, afterId: string): SQL {
  const tieBreaker = keys[keys.length - 1].column;
  const valueOf = (column: Column) => sql`(select ${column} from ${baseTable} where ${and(eq(tieBreaker, afterId), scope)})`;
  const beyond = ({ column, descending }: SortKey) => (descending ? sql`${column} < ${valueOf(column)}` : sql`${column} > ${valueOf(column)}`);
  const alternatives = keys.map((key, index) => and(...keys.slice(0, index).map((before) => sql`${before.column} = ${valueOf(before.column)}`), beyond(key)));
  const [first] = keys;
  const start = first.descending ? sql`${first.column} <= ${valueOf(first.column)}` : sql`${first.column} >= ${valueOf(first.column)}`;
  return and(start, or(...alternatives)) as SQL;
}

function afterKey(fields: ListFieldMap, args: ListQueryArgs, sort: readonly ListSortArg[], options: ListPlanOptions, page: number): SQL | undefined {
  if (args.after === null || args.after === undefined || page === 1) return undefined;
  const afterId = String(args.after).trim().toLowerCase();
  if (!isUuid(afterId)) refuse("after", "After must be the id of the previous page's last row.");
  const { keysetScope, baseTable, tieBreaker } = options;
  if (!keysetScope || !baseTable) return undefined;
  const keys = keysetKeys(fields, sort, tieBreaker, baseTable);
  return keys ? afterKeySql(keys, baseTable, keysetScope, afterId) : undefined;
}

export function planList(fields: ListFieldMap, args: ListQueryArgs, options: ListPlanOptions): ListPlan {
  checkBounds(args);
  const sort = args.sort && args.sort.length > 0 ? args.sort : (options.defaultSort ?? []);
  const window = pageWindow(args, options.maxLimit ?? LIST_LIMIT_MAX);
  return {
    ...window,
    afterKey: afterKey(fields, args, sort, options, window.page),
    where: whereSql(fields, args.filter),
    orderBy: orderBySql(fields, sort, options.tieBreaker),
    filtersJoined: filtersOutside(fields, args.filter, options.baseTable),
  };
}

export function listPage<T>(plan: ListPlan, data: T[], total: number, totalIsEstimate = false): ListPage<T> {
  return { data, meta: { page: plan.page, limit: plan.limit, total, totalCount: total, totalIsEstimate } };
}
