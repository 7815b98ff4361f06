// A NUL character (U+0000) in the text of a request: PostgreSQL refuses it in text and jsonb, so a lookup that took
// one straight to SQL failed with a database error (a 500 with the statement in the log). Refused here before
// execution — HTTP 400, BAD_USER_INPUT naming the field — in every text a query sends (variables, their keys, JSON
// filter values, strings written in the query) and in a mutation's plain arguments. A mutation's input objects are
// read by the shared zod schemas, which refuse control characters with the field's own label ("Name cannot contain
// control characters."), before anything reaches the database: those keep their messages.
import { getNamedType, GraphQLError, isInputObjectType, Kind, typeFromAST, visit, type ASTNode, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { hasNul, nulMessage } from "../../common/validation/text";

// well past any input the operation limits let through; deeper values are for execution to refuse
const MAX_DEPTH = 64;

/** The path ("input.name", "filter.0.conditions.0.value") of the first string or key in value holding a NUL. */
function nulPathIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return hasNul(value) ? path : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((each, index) => [String(index), each]) : Object.entries(value);
  for (const [key, each] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at;
    const found = nulPathIn(each, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The argument or input field (dotted) of the first string literal in the operation holding a NUL. */
function nulPathInDocument(operation: OperationDefinitionNode, skipInputObjects: boolean): string | null {
  let found: string | null = null;
  visit(operation, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found !== null || !hasNul(node.value)) return;
      // ancestors stop above the parent (the argument or input field holding the string)
      const chain = [...ancestors, parent].filter(Boolean) as readonly (ASTNode | readonly ASTNode[])[];
      if (skipInputObjects && chain.some((each) => "kind" in each && each.kind === Kind.OBJECT)) return;
      const names = chain.flatMap((each) => ("kind" in each && (each.kind === Kind.ARGUMENT || each.kind === Kind.OBJECT_FIELD) ? [each.name.value] : []));
      found = names.join(".") || "A text value";
    },
  });
  return found;
}

/** The variables to look into: all of a query's; a mutation's whose type is not an input object (zod reads those). */
function checkedVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (operation.operation !== "mutation") return { ...values };
  const checked: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!(type && isInputObjectType(getNamedType(type))) && name in values) checked[name] = values[name];
  }
  return checked;
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

function nulRefusal(field: string): GraphQLError {
  const message = nulMessage(field);
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", fields: { [field]: message }, http: { status: 400, spec: false } } });
}

/** The Yoga plugin: refuses the operation before it runs when any of its text holds a NUL. */
export function useTextInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = operationOf(args.document, args.operationName);
      // no such operation: execution answers that
      if (!operation) return;
      const mutation = operation.operation === "mutation";
      const field = nulPathIn(checkedVariables(args.schema, operation, args.variableValues ?? {}), "") ?? nulPathInDocument(operation, mutation);
      if (field !== null) setResultAndStopExecution({ errors: [nulRefusal(field)] });
    },
  };
}
