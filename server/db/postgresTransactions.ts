// Transactions on node-postgres that open in one round trip. Drizzle's own transaction sends `begin` alone and
// then withTenant's settings, two round trips before the first query of every request; each costs the server a
// socket write and PostgreSQL a wake-up (measured in bench/README.md "Lists"). Here `begin` and the settings go
// together in one simple-protocol message, then the work runs on drizzle's own transaction class, so savepoints
// (withSavepoint) and everything else behave as they do under db.transaction.
import type { Logger } from "drizzle-orm/logger";
import { drizzle, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Database, Tx } from "./engine";
import * as schema from "./schema";

const pgTypes = pg.types;

/**
 * Runs `work` in a transaction whose first message is `begin; <opening>`. The opening is sent as text without
 * parameters (several statements in one message need the simple protocol): the caller builds it from values it
 * has validated, never from input.
 */
export type TransactionStarter = <T>(opening: string, work: (tx: Tx) => Promise<T>) => Promise<T>;

// Each transaction's connection as a database of its own, for statements prepared once per connection
// (preparedStatement.ts): a prepared statement lives in one PostgreSQL session.
const connectionOfTransaction = new WeakMap<Database | Tx, Database>();
const namedQueryOfTransaction = new WeakMap<Database | Tx, NamedQuery>();

/** Runs a statement prepared by name on a transaction's connection (parsed and planned once per connection). */
export type NamedQuery = <Row extends Record<string, unknown>>(name: string, text: string, values: unknown[]) => Promise<Row[]>;

/** The connection a transaction opened by the starter runs on (undefined for anything else). */
export function connectionOf(db: Database | Tx): Database | undefined {
  return connectionOfTransaction.get(db);
}

/** A savepoint's transaction runs on its parent's connection: the same prepared statements serve it. */
export function shareConnection(child: Tx, parent: Database | Tx): void {
  const connection = connectionOfTransaction.get(parent);
  const named = namedQueryOfTransaction.get(parent);
  if (connection) connectionOfTransaction.set(child, connection);
  if (named) namedQueryOfTransaction.set(child, named);
}

/** Named statements on the same connection, for a raw statement prepared by name (preparedSql). */
export function namedQueryOf(db: Database | Tx): NamedQuery | undefined {
  return namedQueryOfTransaction.get(db);
}

// Dates, times and intervals (and their arrays) as PostgreSQL writes them, as drizzle's own queries read them
// (node-postgres/session.js): a named statement's rows look the same as a built query's.
const keptAsText = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asDrizzleReads = {
  getTypeParser: ((typeId: number, format?: "text" | "binary") => (keptAsText.has(typeId) ? (value: string) => value : pgTypes.getTypeParser(typeId, format))) as typeof pgTypes.getTypeParser,
};

export function postgresTransactionStarter(pool: pg.Pool, db: Database, logger: Logger | undefined): TransactionStarter {
  const dialect = new PgDialect();
  const { fullSchema, schema: tables, tableNamesMap } = db._;
  if (!tables) throw new Error("postgresTransactionStarter: the database was opened without its schema.");
  const relational = { fullSchema, schema: tables, tableNamesMap };
  const connections = new WeakMap<pg.PoolClient, Database>();
  const connectionDatabase = (client: pg.PoolClient) => {
    let database = connections.get(client);
    if (!database) {
      database = drizzle({ client, schema, logger });
      connections.set(client, database);
    }
    return database;
  };
  const send = (client: pg.PoolClient, text: string) => {
    logger?.logQuery(text, []);
    return client.query(text);
  };
  return async (opening, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await send(client, `begin; ${opening}`);
      const tx: Tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational, { logger }), relational);
      connectionOfTransaction.set(tx, connectionDatabase(client));
      namedQueryOfTransaction.set(tx, async (name, text, values) => {
        logger?.logQuery(text, values);
        return (await client.query({ name, text, values, types: asDrizzleReads })).rows;
      });
      const result = await work(tx);
      await send(client, "commit");
      return result;
    } catch (error) {
      // after a failed commit PostgreSQL has ended the transaction already, and rollback only warns; a connection
      // that cannot even roll back is dropped rather than handed to the next request
      await send(client, "rollback").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
