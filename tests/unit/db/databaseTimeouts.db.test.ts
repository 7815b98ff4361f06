// The statement and idle-in-transaction timeouts, and lost connections, at the database level. What PostgreSQL
// enforces is tested only on PostgreSQL (TEST_DATABASE_URL): PGlite accepts the settings but enforces neither.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, postgresErrorOf, queryRows, withTenant, type Database, type DatabaseHandle } from "../../../server/db";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const tenantId = randomUUID();

const settingsIn = (db: Database, options?: { statementTimeoutMs?: number }) =>
  withTenant(
    db,
    tenantId,
    (tx) =>
      queryRows<{ statement: string; idle: string }>(
        tx,
        sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
      ),
    options,
  ).then((rows) => rows[0]);

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (reason: unknown) => reason);

describe("database timeouts", () => {
  let database: OpenTestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.dispose());

  it("sets the statement and idle-in-transaction timeouts in each tenant transaction; a long job may ask for more", async () => {
    expect(await settingsIn(database.db)).toEqual({ statement: "5s", idle: "30s" });
    expect(await settingsIn(database.db, { statementTimeoutMs: 120_000 })).toEqual({ statement: "2min", idle: "30s" });
    // Transaction-local: the longer timeout ended with its transaction.
    expect(await settingsIn(database.db)).toEqual({ statement: "5s", idle: "30s" });
    await expect(settingsIn(database.db, { statementTimeoutMs: -1 })).rejects.toThrow(/whole number of milliseconds/);
  });

  it.skipIf(onPostgres)("PGlite accepts a statement timeout but does not enforce it", async () => {
    const slept = await withTenant(database.db, tenantId, (tx) => tx.execute(sql`select pg_sleep(0.5)`), { statementTimeoutMs: 100 });
    expect(slept).toBeDefined();
  });

  describe.skipIf(!onPostgres)("on PostgreSQL", () => {
    // A second pool on the same database with tiny timeouts, as STATEMENT_TIMEOUT_MS and
    // IDLE_IN_TRANSACTION_TIMEOUT_MS would configure it.
    let strict: DatabaseHandle;
    beforeAll(async () => {
      const { databaseUrl, dataDir } = database.location;
      strict = await openDatabase({ databaseUrl, dataDir, timeouts: { statementTimeoutMs: 200, idleInTransactionTimeoutMs: 300 } });
    });
    afterAll(() => strict?.close());

    it("cancels a statement running past the timeout (57014), and every connection serves the next query", async () => {
      const slow = () => withTenant(strict.db, tenantId, (tx) => tx.execute(sql`select pg_sleep(2)`));
      // More at once than the pool has connections: a connection a cancelled statement kept would starve the rest.
      const failures = await Promise.all(Array.from({ length: 12 }, () => failureOf(slow())));
      expect(failures.map((failure) => postgresErrorOf(failure)?.code)).toEqual(Array(12).fill("57014"));
      const answers = await Promise.all(Array.from({ length: 12 }, () => withTenant(strict.db, tenantId, (tx) => queryRows(tx, sql`select 1 as one`))));
      expect(answers.flat()).toEqual(Array(12).fill({ one: 1 }));
    });

    it("bounds the queries outside transactions (the pre-tenant lookups) too", async () => {
      const failure = await failureOf(strict.db.execute(sql`select pg_sleep(2)`));
      expect(postgresErrorOf(failure)?.code).toBe("57014");
    });

    it("ends a transaction left idle past its timeout: that transaction fails, the next query works", async () => {
      const idle = withTenant(strict.db, tenantId, async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return tx.execute(sql`select 1`);
      });
      await expect(idle).rejects.toThrow();
      expect(await queryRows(strict.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });

    it("survives a connection the server terminates during a query: only that query fails", async () => {
      const running = failureOf(withTenant(database.db, tenantId, (tx) => tx.execute(sql`select pg_sleep(5)`)));
      const admin = new pg.Client({ connectionString: database.location.databaseUrl });
      await admin.connect();
      try {
        let terminated = false;
        for (let tries = 0; tries < 50 && !terminated; tries += 1) {
          const result = await admin.query<{ done: boolean }>(
            `select pg_terminate_backend(pid) as done from pg_stat_activity
             where datname = current_database() and query like '%pg_sleep(5)%' and pid <> pg_backend_pid()`,
          );
          terminated = result.rows.some((row) => row.done);
          if (!terminated) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(terminated).toBe(true);
      } finally {
        await admin.end();
      }
      expect(await running).toBeInstanceOf(Error);
      const answers = await Promise.all(Array.from({ length: 12 }, () => queryRows(database.db, sql`select 1 as one`)));
      expect(answers.flat()).toEqual(Array(12).fill({ one: 1 }));
    });
  });
});
