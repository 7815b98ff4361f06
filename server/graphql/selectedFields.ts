// Which fields a query selects under the current field (through a path such as ["data"] for a list's rows),
// following inline fragments and named fragments: a resolver loads in its own transaction only the relations
// the query asked for (a look-ahead), instead of a transaction per relation later.
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

function namesIn(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, into: Map<string, SelectionSetNode[]>): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === "Field") {
      const sets = into.get(selection.name.value) ?? [];
      if (selection.selectionSet) sets.push(selection.selectionSet);
      into.set(selection.name.value, sets);
    } else if (selection.kind === "InlineFragment") {
      namesIn(selection.selectionSet, fragments, into);
    } else {
      namesIn(fragments[selection.name.value]?.selectionSet, fragments, into);
    }
  }
}

/** The names of the fields selected at `path` below the resolving field. */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path) {
    const found = new Map<string, SelectionSetNode[]>();
    for (const set of sets) namesIn(set, info.fragments, found);
    sets = found.get(step) ?? [];
  }
  const names = new Map<string, SelectionSetNode[]>();
  for (const set of sets) namesIn(set, info.fragments, names);
  return new Set(names.keys());
}
