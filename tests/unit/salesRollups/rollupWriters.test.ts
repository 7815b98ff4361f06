// README "Sales rollups": the rollup tables have one writer, server/modules/salesRollups. This reads the sources (the
// app, the seed, scripts, the bench) for a write of a rollup table, by Drizzle builder or raw SQL; the migrations (the
// backfill spells the rules out once more, and the API tests run it against rollupDrift) and the tests' own fixtures
// are not looked at.
import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryRoot, sourceFiles } from "../sourceFiles";

const owner = join("server", "modules", "salesRollups") + sep;
const scanned = () => sourceFiles(["server", "common", "src", "bench", "scripts"], [join("server", "db", "migrations") + sep, owner]);

const tables = String.raw`(?:sales_daily|sales_monthly|sales_till_daily|sales_payment_daily|\$\{\s*sales(?:Daily|Monthly|TillDaily|PaymentDaily)\s*\})`;
const writes = [
  new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+${tables}`, "i"),
  /\.\s*(?:insert|update|delete)\s*\(\s*sales(?:Daily|Monthly|TillDaily|PaymentDaily)\s*\)/,
];

/** The lines of a source text that write a rollup table. */
function rollupWritesIn(source: string): string[] {
  return source.split("\n").filter((line) => writes.some((pattern) => pattern.test(line)));
}

describe("the sales rollups have one writer", () => {
  it("finds no write of a rollup table outside server/modules/salesRollups", () => {
    const offenders = scanned().flatMap((path) => rollupWritesIn(readFileSync(join(repositoryRoot, path), "utf8")).map((line) => `${path}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it("recognises each way of writing, and leaves reads alone", () => {
    for (const source of [
      "sql`insert into sales_daily (tenant_id) values (1)`",
      "sql`update sales_monthly set sold_units = 0`",
      "sql`UPDATE sales_till_daily SET sales = sales + 1`",
      "sql`delete from ${salesPaymentDaily} where day < now()`",
      "await tx.insert(salesDaily).values(rows)",
      "tx.update(salesTillDaily).set({ sales: 0 })",
    ]) {
      expect(rollupWritesIn(source), source).toHaveLength(1);
    }
    for (const source of ["sql`select * from sales_daily where day = $1`", "tx.select().from(salesDaily)", "sql`update orders set status = 'CANCELLED'`"]) {
      expect(rollupWritesIn(source), source).toEqual([]);
    }
  });
});
