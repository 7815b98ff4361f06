// The one uuid check lives in common/ so the browser shares it; re-exported under the name the server uses.
import { sql, type SQL } from "drizzle-orm";

export { isUuid } from "../../common/validation/uuid";

/**
 * Ids as one `uuid[]` parameter, for `column = any(…)`: the planner is given the list itself, so it sees how few
 * there are (a jsonb list read by a set-returning function counts as 100 rows whatever its length, and a sale's two
 * lots were then looked for by reading every lot of the company). Ids that are not uuids fail the cast.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${[...new Set(ids)].join(",")}}`}::uuid[]`;
}
