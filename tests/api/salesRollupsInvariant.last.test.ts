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

  // one unit too many in a day's row; a paisa too many in a month's row
  it.each([
    { table: "sales_daily", period: "day", column: "sold_units", excess: "1" },
    { table: "sales_monthly", period: "month", column: "sold_total", excess: "0.01" },
  ])("are checked for real: $table with $excess too many in $column is found, with its key", async ({ table, period, column, excess }) => {
    const [row] = await queryApiDatabase<{ tenant_id: string; location_id: string; period: string; product_id: string }>(
      `select tenant_id, location_id, ${period}::text as period, product_id from ${table} where sold_units > 0 order by ${period} desc limit 1`,
    );
    const where = `tenant_id = $1 and location_id = $2 and ${period} = $3::date and product_id = $4`;
    const key = [row.tenant_id, row.location_id, row.period, row.product_id];
    await queryApiDatabase(`update ${table} set ${column} = ${column} + ${excess} where ${where}`, key);
    try {
      const drift = await rollupDriftRows(row.tenant_id);
      expect(drift).toHaveLength(1);
      expect(drift[0].table).toBe(table);
      expect(JSON.parse(drift[0].key)).toMatchObject({ location_id: row.location_id, [period]: row.period, product_id: row.product_id });
    } finally {
      await queryApiDatabase(`update ${table} set ${column} = ${column} - ${excess} where ${where}`, key);
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
