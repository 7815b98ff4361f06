// Rows grouped by a key, in the order they come (the batched loaders: one statement, then rows per parent).

/** key → the (mapped) rows with that key, each group in the rows' order. */
export function groupBy<T, R = T>(rows: Iterable<T>, keyOf: (row: T) => string, map: (row: T) => R = (row) => row as unknown as R): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(map(row));
    else groups.set(key, [map(row)]);
  }
  return groups;
}

/** The rows in the order of `ids` (a page's ids read first, its rows read after by id); an id with no row is left out. */
export function inIdOrder<T>(ids: readonly string[], rows: Iterable<T>, idOf: (row: T) => string): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) byId.set(idOf(row), row);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
