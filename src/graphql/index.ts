// The bespoke screens' GraphQL documents are written with `graphql(...)` from here: gql.tada infers each
// document's result and variables types from the schema, whose types `npm run codegen` generates from
// server/schema.graphql into graphql-env.d.ts (types only: nothing of the schema reaches the bundle).
// Fragments are composed by passing them as the second argument; their fields are read directly (no masking).
import { Kind, print } from "@0no-co/graphql.web";
import { initGraphQLTada, type DocumentDecoration } from "gql.tada";
import type { DocumentNode } from "@0no-co/graphql.web";
import type { introspection } from "./graphql-env";

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
  disableMasking: true;
}>();

export type { ResultOf, VariablesOf } from "gql.tada";

/** A document with its result and variables types. */
export type TypedDocument<TResult, TVariables> = DocumentNode & DocumentDecoration<TResult, TVariables>;

const texts = new WeakMap<DocumentNode, string>();

/** The document as sent to the server (its fragments included). */
export function documentText(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
}

/**
 * The fields a fragment selects, as the text inside its braces: a selection for the data provider's generated
 * queries (a resource declaration's `fields`), typed by the same fragment. It may not spread other fragments: the
 * data provider sends no fragment definitions.
 */
export function fieldsOf(fragment: DocumentNode): string {
  const [definition] = fragment.definitions;
  if (definition?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error("fieldsOf takes a fragment document.");
  const fields = print(definition.selectionSet).slice(1, -1).replace(/\s+/g, " ").trim();
  if (fields.includes("...")) throw new Error(`${definition.name.value}: fieldsOf takes a fragment without spreads.`);
  return fields;
}
