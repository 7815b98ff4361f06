// Statements a request runs every time with the same text (the session lookup, a page's rows by id, their
// relations): built once per connection with placeholders and prepared there by name, so neither drizzle builds
// the SQL again nor PostgreSQL parses and plans it again. Inside a transaction opened by the node-postgres starter
// they run on its connection; on a database (the pool) they are built once for it; elsewhere (PGlite's
// transactions, a savepoint) once for that transaction.
import { createHash } from "node:crypto";
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Tx } from "./engine";
import { connectionOf, namedQueryOf } from "./postgresTransactions";
import { queryRows } from "./queryRows";

export interface Executable<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/**
 * `build` makes the statement with `sql.placeholder(key)` for each value and calls `.prepare(name)`; the name must
 * be unique to this statement. Behind PgBouncer in transaction mode (before 1.21), named statements are not
 * supported: use session mode.
 */
export function preparedStatement<Result>(build: (db: Database | Tx) => Executable<Result>): (db: Database | Tx, values: Record<string, unknown>) => Promise<Result> {
  const perTarget = new WeakMap<Database | Tx, Executable<Result>>();
  return (db, values) => {
    const target = connectionOf(db) ?? db;
    let prepared = perTarget.get(target);
    if (!prepared) {
      prepared = build(target);
      perTarget.set(target, prepared);
    }
    return prepared.execute(values);
  };
}

/** `column = any($name::uuid[])`: a list of ids as one placeholder, so the statement's text is the same for any length. */
export const isAnyOf = (column: AnyPgColumn, placeholder: string): SQL => sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;

const dialect = new PgDialect();

/**
 * A raw statement (one the query builders cannot express, e.g. INSERTs in a WITH list) with `sql.placeholder(key)`
 * for each value, rendered once and prepared by `name` on each node-postgres connection it runs on inside a
 * transaction of the starter: PostgreSQL parses and plans it once per connection (a long statement's planning can
 * cost more than its work). Elsewhere (PGlite, the pool outside a transaction) it runs unprepared with the same text.
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, statement: SQL): (db: Database | Tx, values: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const parts = query.sql.split(/\$(\d+)/);
  return async (db, values) => {
    const params = fillPlaceholders(query.params, values);
    const named = namedQueryOf(db);
    if (named) return named<Row>(name, query.sql, params);
    const bound = sql.join(
      parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
      sql``,
    );
    return queryRows<Row>(db, bound);
  };
}

/**
 * Rows of a statement built per call whose text is the same for every call of one shape (its values bound as
 * parameters, e.g. a jsonb list): PostgreSQL parses and plans it once per connection, under a name made of
 * `prefix` and a hash of its text (so a shape of another text gets a statement of its own, never a clash).
 * For the hot path's long statements (the sale's allocation, lots and ledger), whose planning cost as much as
 * their work (bench/README.md "Faster per sale"). Elsewhere (PGlite, the pool) it runs unprepared.
 */
export async function queryRowsPrepared<Row extends Record<string, unknown>>(db: Database | Tx, prefix: string, statement: SQL): Promise<Row[]> {
  const named = namedQueryOf(db);
  if (!named) return queryRows<Row>(db, statement);
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash("sha1").update(query.sql).digest("base64url").slice(0, 12)}`;
  return named<Row>(name, query.sql, query.params);
}
