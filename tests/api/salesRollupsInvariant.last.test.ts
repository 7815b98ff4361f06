// The sales rollups equal the orders after every other API test's work (DESIGN "Rollups", issue 28): this file
// runs last (tests/support/lastFilesSequencer.ts) on the shared server's database, every tenant at once. It also
// shows that the check sees a wrong row, and that migration 0031's backfill, run again on everything the tests
// wrote, rebuilds the same rollups as the writers kept one change at a time (and 0036's, the months from the days).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { rollupDriftRows } from "./salesRollupsHelpers";

const TABLES = ["sales_daily", "sales_monthly", "sales_till_daily", "sales_payment_daily"];

/** The backfill statement of a migration that made rollups, as written there. */
function migrationBackfill(file: string): string {
  const text = readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), "utf8");
  const backfill = text.split("--> statement-breakpoint").find((statement) => statement.includes("-- backfill"));
  if (!backfill) throw new Error(`migration ${file} has no backfill statement`);
  return backfill;
}

describe("the sales rollups after every other API test", () => {
  it("equal the orders of every tenant, recomputed from their lines, lots and payments", async () => {
    const [{ orders }] = await queryApiDatabase<{ orders: number }>("select count(*)::int as orders from orders where register_id is not null");
    expect(orders).toBeGreaterThan(0);
    expect(await rollupDriftRows()).toEqual([]);
  });

  it("are checked for real: one unit too many in a row is found, with its key", async () => {
    const [row] = await queryApiDatabase<{ tenant_id: string; location_id: string; day: string; product_id: string }>(
      "select tenant_id, location_id, day::text as day, product_id from sales_daily where sold_units > 0 order by day desc limit 1",
    );
    const where = "tenant_id = $1 and location_id = $2 and day = $3::date and product_id = $4";
    const key = [row.tenant_id, row.location_id, row.day, row.product_id];
    await queryApiDatabase(`update sales_daily set sold_units = sold_units + 1 where ${where}`, key);
    try {
      const drift = await rollupDriftRows(row.tenant_id);
      expect(drift).toHaveLength(1);
      expect(drift[0].table).toBe("sales_daily");
      expect(JSON.parse(drift[0].key)).toMatchObject({ location_id: row.location_id, day: row.day, product_id: row.product_id });
    } finally {
      await queryApiDatabase(`update sales_daily set sold_units = sold_units - 1 where ${where}`, key);
    }
    expect(await rollupDriftRows(row.tenant_id)).toEqual([]);
  });

  it("are checked for real by month too: a month's row off by a paisa is found", async () => {
    const [row] = await queryApiDatabase<{ tenant_id: string; location_id: string; month: string; product_id: string }>(
      "select tenant_id, location_id, month::text as month, product_id from sales_monthly where sold_units > 0 order by month desc limit 1",
    );
    const where = "tenant_id = $1 and location_id = $2 and month = $3::date and product_id = $4";
    const key = [row.tenant_id, row.location_id, row.month, row.product_id];
    await queryApiDatabase(`update sales_monthly set sold_total = sold_total + 0.01 where ${where}`, key);
    try {
      const drift = await rollupDriftRows(row.tenant_id);
      expect(drift).toHaveLength(1);
      expect(drift[0].table).toBe("sales_monthly");
      expect(JSON.parse(drift[0].key)).toMatchObject({ location_id: row.location_id, month: row.month, product_id: row.product_id });
    } finally {
      await queryApiDatabase(`update sales_monthly set sold_total = sold_total - 0.01 where ${where}`, key);
    }
    expect(await rollupDriftRows(row.tenant_id)).toEqual([]);
  });

  it("are rebuilt the same by the migrations' backfills from the orders alone", async () => {
    const counted = async () =>
      Promise.all(TABLES.map(async (table) => (await queryApiDatabase<{ rows: number }>(`select count(*)::int as rows from ${table}`))[0].rows));
    const before = await counted();
    for (const table of TABLES) await queryApiDatabase(`delete from ${table}`);
    await queryApiDatabase(migrationBackfill("0031_sales_rollups.sql"));
    await queryApiDatabase(migrationBackfill("0036_sales_monthly.sql"));
    expect(await rollupDriftRows()).toEqual([]);
    // the writers keep a row at zero when a cancellation empties it; the backfill never writes one
    const after = await counted();
    after.forEach((rows, index) => expect(rows).toBeLessThanOrEqual(before[index]));
    expect(after[0]).toBeGreaterThan(0);
    expect(after[1]).toBeGreaterThan(0);
  });
});
