// Set-based inserts of the history's rows: thousands of rows in one statement, travelling as one JSON parameter
// (json_populate_recordset types each field as its column), as the ledger writes its rows. Only the columns the
// rows name are written, so the others take their defaults; rows naming different columns go in separate statements.
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db";

const ROWS_PER_STATEMENT = 5_000;

export async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const shapes = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`insertChunked: ${getTableName(table)} has no column ${key}.`);
      record[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    const shape = Object.keys(record).join(",");
    const same = shapes.get(shape);
    if (same) same.push(record);
    else shapes.set(shape, [record]);
  }
  const name = getTableName(table);
  // each row's foreign keys are checked by queries the connection planned on the demo's few rows: planned again
  // on the tables as they are, they use their keys (the ledger does the same, inventory/ledger.ts)
  await tx.execute(sql`discard plans`);
  for (const [shape, records] of shapes) {
    const list = sql.raw(shape.split(",").map((column) => `"${column}"`).join(", "));
    for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(records.slice(start, start + ROWS_PER_STATEMENT));
      await tx.execute(sql`insert into ${sql.identifier(name)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`);
    }
  }
}
