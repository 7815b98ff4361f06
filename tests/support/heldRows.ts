// A transaction of the test's own that holds a row a request writes, so that the request stops there with what it
// locked before (a lot, a count row) held, as a busy till's request does for a few milliseconds; and a wait for
// requests queued behind it. PostgreSQL only: the embedded PGlite serves one connection.
import pg from "pg";
import { expect, inject } from "vitest";
import { queryApiDatabase } from "./apiDatabase";

export interface HeldRow {
  /** The holding connection's backend. */
  pid: number;
  /** Rolls the holder back and closes it (again: nothing). */
  release: () => Promise<void>;
}

/** Runs `statement` (which locks exactly one row) in a transaction of its own and holds it until released. */
export async function holdRow(statement: string, params: unknown[]): Promise<HeldRow> {
  const holder = new pg.Client({ connectionString: inject("apiDatabaseUrl") });
  await holder.connect();
  await holder.query("begin");
  const {
    rows: [{ pid }],
  } = await holder.query<{ pid: number }>("select pg_backend_pid() as pid");
  const held = await holder.query(statement, params);
  expect(held.rowCount).toBe(1);
  let released = false;
  return {
    pid,
    release: async () => {
      if (released) return;
      released = true;
      await holder.query("rollback");
      await holder.end();
    },
  };
}

/** Until one request waits for the holder, and (`behindIt`) one more waits for that one. */
export async function waitingBehind(holderPid: number, behindIt = false): Promise<void> {
  const blockedByHolder = "select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))";
  const query = behindIt
    ? `select count(*)::int as n from pg_stat_activity where pg_blocking_pids(pid) && array(${blockedByHolder})`
    : `select count(*)::int as n from (${blockedByHolder}) w`;
  await expect
    .poll(async () => {
      const [row] = await queryApiDatabase<{ n: number }>(query, [holderPid]);
      return Number(row.n);
    })
    .toBe(1);
}
