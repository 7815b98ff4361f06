// DESIGN "Stock ledger": no code outside server/modules/inventory writes the ledger (stock_movements) or a lot's
// quantity, status, location or opened flag. This reads the sources (the app, the seed, scripts, the bench) for
// such writes, by Drizzle builder or raw SQL; the migrations and the tests' own fixtures are not looked at.
import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { sourceFiles } from "../sourceFiles";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");
const scanned = ["server", "common", "src", "bench", "scripts"];
const owner = join("server", "modules", "inventory") + sep;
const notScanned = [join("server", "db", "migrations") + sep];

const ledgerTable = String.raw`(?:stock_movements|\$\{\s*stockMovements\s*\})`;
const lotsTable = String.raw`(?:product_lots|\$\{\s*productLots\s*\})`;
const stockColumns = /\b(?:quantity|status|locationId|location_id|isOpened|is_opened)\b/;

interface Write {
  line: number;
  text: string;
}

/** The writes of the ledger or of a lot's stock columns in one source text. */
function stockWritesIn(source: string): Write[] {
  const found: { index: number; text: string }[] = [];
  const add = (pattern: RegExp, keep: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of source.matchAll(pattern)) if (keep(match)) found.push({ index: match.index, text: match[0].split("\n")[0] });
  };
  // the ledger: any insert, update or delete
  add(/\.\s*(?:insert|update|delete)\s*\(\s*stockMovements\s*\)/g);
  add(new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from)\s+${ledgerTable}`, "gi"));
  // lots: made (insert) or removed anywhere; updated where the change touches a stock column
  add(/\.\s*(?:insert|delete)\s*\(\s*productLots\s*\)/g);
  add(new RegExp(String.raw`\b(?:insert\s+into|delete\s+from)\s+${lotsTable}`, "gi"));
  add(/\.\s*update\s*\(\s*productLots\s*\)\s*\.\s*set\s*\(([\s\S]*?)(?:\.\s*where\s*\(|;|$)/g, (match) => stockColumns.test(match[1]));
  add(new RegExp(String.raw`\bupdate\s+${lotsTable}(?:\s+(?:as\s+)?\w+)?\s+set\s+([\s\S]*?)(?:\bfrom\b|\bwhere\b|\`|$)`, "gi"), (match) => stockColumns.test(match[1]));
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, text }) => ({ line: source.slice(0, index).split("\n").length, text: text.trim() }));
}

const scannedFiles = () => sourceFiles(scanned);

describe("the stock ledger has one writer", () => {
  it("finds no write of the ledger or of lot quantities, statuses or locations outside server/modules/inventory", () => {
    const offenders = scannedFiles()
      .filter((path) => !path.startsWith(owner) && !notScanned.some((dir) => path.startsWith(dir)))
      .flatMap((path) => stockWritesIn(readFileSync(join(root, path), "utf8")).map((write) => `${path}:${write.line}: ${write.text}`));
    expect(offenders).toEqual([]);
  });

  it("sees the writes the inventory module does make (so the search itself works)", () => {
    const writes = scannedFiles()
      .filter((path) => path.startsWith(owner))
      .flatMap((path) => stockWritesIn(readFileSync(join(root, path), "utf8")));
    expect(writes.map((write) => write.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/insert into \$\{stockMovements\}/), expect.stringMatching(/insert into \$\{productLots\}/), expect.stringMatching(/update \$\{productLots\} as l/)]),
    );
  });

  it("recognises each way of writing, and leaves reads and other lot columns alone", () => {
    const writes = [
      "await tx.insert(stockMovements).values(rows);",
      "await tx\n  .update(productLots)\n  .set({ status: 'RETURNED', quantity: 0 })",
      "tx.update(productLots).set({ updatedAt: new Date(), locationId: to }).where(x)",
      "await tx.insert(productLots).values(lot)",
      "tx.delete(stockMovements)",
      "sql`INSERT INTO stock_movements (kind) values ('SALE')`",
      "sql`insert into ${stockMovements} (kind) select 'X'`",
      "sql`update product_lots set is_opened = true where id = $1`",
      "sql`update ${productLots} l set quantity = r.quantity from r`",
      "sql`delete from product_lots where id = $1`",
    ];
    for (const source of writes) expect(stockWritesIn(source), source).toHaveLength(1);
    const harmless = [
      "tx.select().from(stockMovements)",
      "tx.select({ quantity: productLots.quantity }).from(productLots).for('update')",
      "tx.update(productLots).set({ batchNumber: 'B2' })",
      "sql`update product_lots set batch_expiry = $1 where id = $2`",
      "sql`select sum(quantity) from stock_movements`",
      "tx.update(grnItems).set({ status: 'COMPLETED' })",
    ];
    for (const source of harmless) expect(stockWritesIn(source), source).toEqual([]);
  });
});
