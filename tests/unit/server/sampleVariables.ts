// Values for the required variables an operation was captured without (a create form's empty input), so that its
// cost can be estimated: the estimate reads only `limit`, but graphql coerces every variable first.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";

const SCALAR_CANDIDATES: unknown[] = ["2030-01-01T00:00:00.000Z", "2030-01-01", "00000000-0000-4000-8000-000000000000", "x", 1, true, {}];

function sampleOf(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleOf(field.type);
    }
    return value;
  }
  if (isScalarType(inner)) {
    return SCALAR_CANDIDATES.find((candidate) => {
      try {
        return inner.parseValue(candidate) !== undefined;
      } catch {
        return false;
      }
    });
  }
  return null;
}

/** `variables` with a sample value in place of every required one that is missing or not an object it should be. */
export function withRequiredVariables(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
  const completed = { ...variables };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      const name = variable.variable.name.value;
      if (!type || !isNonNullType(type) && !isInputObjectType(type)) continue;
      const given = completed[name];
      if (given === undefined || given === null || isInputObjectType(getNullableType(type))) completed[name] = sampleOf(type);
    }
  }
  return completed;
}
