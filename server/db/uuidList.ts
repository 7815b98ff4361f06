// A list of ids for `in (…)` in raw SQL, each bound as a parameter cast to uuid; an empty list matches nothing.
import { sql, type SQL } from "drizzle-orm";

export function uuidList(ids: readonly string[]): SQL {
  return ids.length > 0 ? sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `) : sql`null::uuid`;
}
