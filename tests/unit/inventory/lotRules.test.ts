// DESIGN "Selling": which lots are sellable at a location and the order to take them (FEFO: the scanned lot, opened
// packs, earliest expiry) are written once, in server/modules/inventory (sellableLots.ts). This reads the server's
// sources for a second copy: an ordering on a lot's expiry or opened flag (SQL `order by`, Drizzle `orderBy`/`asc`/
// `desc`, a comparator, a list's default sort) or an in-stock check (status IN_INVENTORY) written next to an expiry
// or quantity check. The migrations are not looked at.
import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { sourceFiles } from "../sourceFiles";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");
const owner = join("server", "modules", "inventory") + sep;
const notScanned = [join("server", "db", "migrations") + sep];

interface Found {
  line: number;
  text: string;
}

const lotOrderColumn = /batch_?expiry|is_?opened/i;
const inStockCheck = /status\}?\s*(?:=|<>|!=|===|!==)\s*['"]IN_INVENTORY['"]|\beq\(\s*[\w.]+\.status\s*,\s*['"]IN_INVENTORY['"]\s*\)/;
const expiryOrQuantityCheck =
  /batch_?[eE]xpiry\}?\s*(?:>=?|<=?)|\b(?:gt|gte|lt|lte)\(\s*[\w.]+\.(?:batchExpiry|quantity)\b|\bisExpiredOn\(|\bquantity\}?\s*(?:>=?|<=?|===?|!==?|<>)\s*0\b/;
/** How many lines either side of an in-stock check count as the same filter. */
const NEAR = 3;

/** The text inside the parentheses that open at `open` (balanced), or the rest of the source. */
function insideParentheses(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === "(") depth += 1;
    else if (source[index] === ")" && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

/** Each line holding one of the matches (at `index`), once. */
function located(source: string, found: { index: number }[]): Found[] {
  const lines = source.split("\n");
  const numbers = new Set(found.map(({ index }) => source.slice(0, index).split("\n").length));
  return [...numbers].sort((a, b) => a - b).map((line) => ({ line, text: lines[line - 1].trim() }));
}

/** Orderings of lots by expiry or opened flag written in one source text. */
function lotOrderingsIn(source: string): Found[] {
  const found: { index: number }[] = [];
  const add = (pattern: RegExp, keep: (match: RegExpExecArray) => boolean = () => true) => {
    for (const match of source.matchAll(pattern)) if (keep(match)) found.push({ index: match.index });
  };
  // SQL: an order by clause (to the line's or the template's end), a window's too
  add(/\border\s+by\b[^`\n]*/gi, (match) => lotOrderColumn.test(match[0]));
  // SQL pieces with a direction, and Drizzle's asc()/desc() of these columns
  add(/(?:batch_?expiry|is_?opened)\}?\s+(?:asc|desc)\b/gi);
  add(/\b(?:asc|desc)\(\s*[\w.]+\.(?:batchExpiry|isOpened)\s*\)/g);
  // Drizzle's orderBy(...) and a comparator given to sort(...)
  add(/\.\s*(?:orderBy|sort)\s*\(/g, (match) => lotOrderColumn.test(insideParentheses(source, match.index + match[0].length - 1)));
  // comparators written apart from the sort call
  add(/\bbatchExpiry\s*\.\s*localeCompare\s*\(/g);
  add(/\bNumber\(\s*\w+\.isOpened\s*\)\s*-/g);
  // a list's default sort on expiry
  add(/\bdefaultSort\s*:[^\n]*["']batchExpiry["']/g);
  return located(source, found);
}

/** In-stock checks (IN_INVENTORY) with an expiry or quantity check within a few lines: a sellable filter. */
function sellableFiltersIn(source: string): Found[] {
  const lines = source.split("\n");
  return lines.flatMap((text, index) => {
    if (!inStockCheck.test(text)) return [];
    const near = lines.slice(Math.max(0, index - NEAR), index + NEAR + 1).join("\n");
    return expiryOrQuantityCheck.test(near) ? [{ line: index + 1, text: text.trim() }] : [];
  });
}

const serverSources = () => sourceFiles(["server"], notScanned);

function findIn(paths: string[], find: (source: string) => Found[]): string[] {
  return paths.flatMap((path) => find(readFileSync(join(root, path), "utf8")).map((found) => `${path}:${found.line}: ${found.text}`));
}

describe("sellable lots and their FEFO order have one owner", () => {
  const outside = () => serverSources().filter((path) => !path.startsWith(owner));
  const inside = () => serverSources().filter((path) => path.startsWith(owner));

  it("finds no ordering of lots by expiry or opened flag outside server/modules/inventory", () => {
    expect(findIn(outside(), lotOrderingsIn)).toEqual([]);
  });

  it("finds no sellable filter (in stock and an expiry or quantity check) outside server/modules/inventory", () => {
    expect(findIn(outside(), sellableFiltersIn)).toEqual([]);
  });

  it("sees the inventory module's own rules (so the search itself works)", () => {
    const orderings = findIn(inside(), lotOrderingsIn);
    const filters = findIn(inside(), sellableFiltersIn);
    expect(orderings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/sellableLots\.ts:\d+: .*\$\{lot\.isOpened\} desc/),
        expect.stringMatching(/sellableLots\.ts:\d+: .*Number\(b\.isOpened\) - Number\(a\.isOpened\)/),
        expect.stringMatching(/sellableLots\.ts:\d+: .*batchExpiry\.localeCompare/),
      ]),
    );
    expect(filters).toEqual(expect.arrayContaining([expect.stringMatching(/sellableLots\.ts:\d+: .*lot\.status !== "IN_INVENTORY"/)]));
  });

  it("recognises each way of writing a lot ordering, and leaves other orderings alone", () => {
    const orderings = [
      "sql`select id from product_lots order by is_opened desc, batch_expiry, id`",
      "sum(quantity) over (order by coalesce(id = $1, false) desc, is_opened desc, batch_expiry, id)",
      "order by i.position, p.batch_expiry, l.id`",
      "tx.select().from(productLots).orderBy(asc(productLots.batchExpiry), asc(productLots.id))",
      "query.orderBy(\n  sql`${productLots.isOpened} desc`,\n  productLots.id)",
      "const fefo = [desc(productLots.isOpened), asc(lots.batchExpiry)];",
      "const order = sql`${lot.batchExpiry} asc`;",
      "lots.sort((a, b) => a.batchExpiry.localeCompare(b.batchExpiry))",
      "const byOpened = (a: Lot, b: Lot) => Number(b.isOpened) - Number(a.isOpened);",
      "items.sort((a, b) => (a.isOpened === b.isOpened ? 0 : a.isOpened ? -1 : 1))",
      'defaultSort: [{ field: "batchExpiry", direction: "ASC" }]',
    ];
    for (const source of orderings) expect(lotOrderingsIn(source), source).not.toEqual([]);
    const harmless = [
      "tx.select().from(productLots).orderBy(asc(products.name), asc(productLots.actionId))",
      "sql`select batch_expiry, is_opened from product_lots where id = $1 order by action_id`",
      "order by p.name, loc.name, s.product_id`",
      "rows.sort((a, b) => a.name.localeCompare(b.name))",
      'defaultSort: [{ field: "createdAt", direction: "DESC" }]',
      "query.orderBy(...page.orderBy)",
    ];
    for (const source of harmless) expect(lotOrderingsIn(source), source).toEqual([]);
  });

  it("recognises each way of writing a sellable filter, and leaves in-stock checks alone", () => {
    const filters = [
      "where status = 'IN_INVENTORY' and batch_expiry > current_date",
      "where l.status = 'IN_INVENTORY' and l.quantity > 0\n  and l.batch_expiry <= current_date + 30",
      "and(eq(productLots.status, \"IN_INVENTORY\"), gt(productLots.batchExpiry, today), gt(productLots.quantity, 0))",
      "sql`${productLots.status} = 'IN_INVENTORY' and ${productLots.batchExpiry} > ${today}::date`",
      'if (lot.status !== "IN_INVENTORY") refuse();\nif (isExpiredOn(lot.batchExpiry, today)) refuse();',
      'lot.status !== "IN_INVENTORY"\n  ? "moved"\n  : lot.batchExpiry <= todayUtc()\n    ? "expired"\n    : null',
    ];
    for (const source of filters) expect(sellableFiltersIn(source), source).toHaveLength(1);
    const harmless = [
      "tx.select().from(productLots).where(and(eq(productLots.tenantId, t), eq(productLots.status, \"IN_INVENTORY\")))",
      "where l.status = 'IN_INVENTORY' and l.location_id = $1",
      'if (lot.locationId !== here || lot.status !== "IN_INVENTORY") refuse();',
      "where batch_expiry > current_date and quantity > 0",
    ];
    for (const source of harmless) expect(sellableFiltersIn(source), source).toEqual([]);
  });
});
