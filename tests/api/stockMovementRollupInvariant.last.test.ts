// The stock movement rollup equals the ledger after every other API test's work (DESIGN "Rollups", issue 28): this
// file runs last (tests/support/lastFilesSequencer.ts) on the shared server's database, every tenant at once. Each
// day's row equals the ledger's rows recomputed, and each location's rows added up equal what its lots hold (the
// report's opening rests on it). It also shows the check seeing a wrong row, and migration 0032's backfill, run
// again on everything the tests wrote, rebuilding the same rollup as the ledger kept one call at a time.
import { readdirSync, readFileSync } from "node:fs";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { movementRollupDriftQuery, type MovementRollupDrift } from "../../server/modules/inventory";
import { queryApiDatabase } from "../support/apiDatabase";

const dialect = new PgDialect();

function run<T extends Record<string, unknown>>(statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return queryApiDatabase<T>(query.sql, query.params);
}

const drift = (tenantId?: string) => run<MovementRollupDrift>(movementRollupDriftQuery(tenantId));

/** The backfill statement of the migration that made the rollup, as written there. */
function migrationBackfill(): string {
  const folder = new URL("../../server/db/migrations/", import.meta.url);
  const file = readdirSync(folder).find((name) => name.endsWith("_stock_movement_rollups.sql"));
  if (!file) throw new Error("no migration makes the stock movement rollup");
  const text = readFileSync(new URL(file, folder), "utf8");
  const backfill = text.split("--> statement-breakpoint").find((statement) => statement.includes("-- backfill"));
  if (!backfill) throw new Error(`migration ${file} has no backfill statement`);
  return backfill;
}

describe("the stock movement rollup after every other API test", () => {
  it("equals the ledger of every tenant, and adds up to what the lots hold", async () => {
    // the demo data alone has intake, sales, adjustments and counts; the whole run moves stock every way (a shard
    // may not: its files decide)
    const [{ kinds }] = await queryApiDatabase<{ kinds: number }>("select count(distinct kind)::int as kinds from stock_movements");
    expect(kinds).toBeGreaterThanOrEqual(4);
    expect(await drift()).toEqual([]);
  });

  it("is checked for real: one unit too many in a row is found, in the day and in what the location holds", async () => {
    const [row] = await queryApiDatabase<{ tenant_id: string; location_id: string; day: string; product_id: string }>(
      "select tenant_id, location_id, day::text as day, product_id from stock_movement_daily where sold_units > 0 order by day desc limit 1",
    );
    const where = "tenant_id = $1 and location_id = $2 and day = $3::date and product_id = $4";
    const key = [row.tenant_id, row.location_id, row.day, row.product_id];
    await queryApiDatabase(`update stock_movement_daily set sold_units = sold_units + 1 where ${where}`, key);
    try {
      const found = await drift(row.tenant_id);
      expect(found.map((each) => each.table)).toEqual(["on hand", "stock_movement_daily"]);
      expect(JSON.parse(found[1].key)).toMatchObject({ location_id: row.location_id, day: row.day, product_id: row.product_id });
      expect(JSON.parse(found[0].key)).toMatchObject({ location_id: row.location_id, product_id: row.product_id });
    } finally {
      await queryApiDatabase(`update stock_movement_daily set sold_units = sold_units - 1 where ${where}`, key);
    }
    expect(await drift(row.tenant_id)).toEqual([]);
  });

  it("is rebuilt the same by the migration's backfill from the ledger alone", async () => {
    const [{ rows: before }] = await queryApiDatabase<{ rows: number }>("select count(*)::int as rows from stock_movement_daily");
    await queryApiDatabase("delete from stock_movement_daily");
    await queryApiDatabase(migrationBackfill());
    expect(await drift()).toEqual([]);
    const [{ rows: after }] = await queryApiDatabase<{ rows: number }>("select count(*)::int as rows from stock_movement_daily");
    // the writers may leave a row at zero (units in and out again the same day); the backfill writes none
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(0);
  });
});
