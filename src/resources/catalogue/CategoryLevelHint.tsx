import { useQuery } from "@tanstack/react-query";
import { graphql } from "../../graphql";
import { requestDocument } from "../../providers/gqlHooks";

const LEVEL_QUERY = graphql(`query CategoryLevel($parentId: ID) { result: getCategoryLevel(parentId: $parentId) { current max } }`);

/** Help under the parent field: the level the category will have and the deepest level allowed (getCategoryLevel). */
export function CategoryLevelHint({ parentId }: { parentId: string | null }) {
  const { data } = useQuery({
    queryKey: ["category-level", parentId],
    queryFn: () => requestDocument(LEVEL_QUERY, { parentId }).then((body) => body.result),
    staleTime: 30_000,
  });
  if (!data) return <span data-testid="category-level-hint">Categories can be at most 3 levels deep.</span>;
  const tooDeep = data.current > data.max;
  return (
    <span data-testid="category-level-hint" style={tooDeep ? { color: "#ff4d4f" } : undefined}>
      {`This category will be at level ${data.current} of at most ${data.max}.`}
      {tooDeep ? ` Categories can be at most ${data.max} levels deep.` : ""}
    </span>
  );
}
