// The cost estimate of one operation, by graphql-query-complexity with our estimator: every field resolved counts
// 1, and what a list answers counts once per row it may hold. Our lists are `getX(page, limit, sort, filter):
// XList { data, meta }`: the children of such a field count `limit` times (at most PAGE_SIZE_MAX), and a list
// without `limit` (a product's tags) counts NESTED_LIST_SIZE times.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
} from "graphql";
import { getComplexity, type ComplexityEstimatorArgs } from "graphql-query-complexity";
import { DEFAULT_PAGE_SIZE, NESTED_LIST_SIZE, PAGE_SIZE_MAX } from "./operationLimits";

type AnyField = GraphQLField<unknown, unknown>;

function takesLimit(field: AnyField): boolean {
  return field.args.some((arg) => arg.name === "limit");
}

/** The rows a paged list is counted at for these arguments. */
function pageSizeOf(args: Record<string, unknown>): number {
  const requested = typeof args.limit === "number" ? args.limit : DEFAULT_PAGE_SIZE;
  return Math.max(0, Math.min(requested, PAGE_SIZE_MAX));
}

/** `data` of an XList: its rows were already counted by the paged field above it. */
function isPageRows(parent: GraphQLCompositeType, field: AnyField): boolean {
  return field.name === "data" && isObjectType(parent) && "meta" in parent.getFields();
}

function returnsListOfObjects(field: AnyField): boolean {
  return isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type));
}

function estimateField({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  const typed = field as AnyField;
  if (takesLimit(typed)) return 1 + pageSizeOf(args) * childComplexity;
  if (returnsListOfObjects(typed) && !isPageRows(type, typed)) return 1 + NESTED_LIST_SIZE * childComplexity;
  return 1 + childComplexity;
}

/**
 * The estimated cost of the operation (the one named, or the only one). Throws a GraphQLError when the variables
 * do not fit the operation or the document expands past graphql-query-complexity's node limit.
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [estimateField],
  });
}
