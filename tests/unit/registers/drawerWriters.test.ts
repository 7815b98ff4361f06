// DESIGN "Register sessions": a session's cash balance (register_sessions.balance) has one writer, the drawer
// (server/modules/registers/drawer.ts): sales, refunds, cash in/out and deliveries paid all move it there. This
// reads the sources (the app, the seed, scripts, the bench) for writes of that column, by Drizzle builder or raw
// SQL, insert or update; the migrations and the tests' own fixtures are not looked at.
import { readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { sourceFiles } from "../sourceFiles";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");
const scanned = ["server", "common", "src", "bench", "scripts"];
const owner = join("server", "modules", "registers", "drawer.ts");
const notScanned = [join("server", "db", "migrations") + sep];

/**
 * The only writes allowed outside the drawer, each with its reason. The bench builds its data set straight in the
 * database (a till's sessions, thousands of orders in one statement): it is not the app, and it writes the
 * balance that data set would have. Each allowance must still match a write, so a stale one fails too.
 */
const allowed = [
  { path: join("bench", "tills.ts"), text: /^insert into register_sessions \(/, why: "the benches open their tills' sessions in bulk, with their float as balance" },
  { path: join("bench", "registerClose.ts"), text: /^update register_sessions s set balance = s\.opening_amount/, why: "the bench sets the balance its bulk-written orders add up to" },
  {
    path: join("server", "seed", "history", "sessions.ts"),
    text: /^insertChunked\(tx, registerSessions, /,
    why: "the demo's history writes its past days' closed sessions in bulk, with the balance their payments add up to (tests/unit/db/demoHistory.db.test.ts checks it)",
  },
];

const sessionsTable = String.raw`(?:register_sessions|\$\{\s*registerSessions\s*\})`;
// a key of a Drizzle object ({ balance: … } or { balance }), not a read such as registerSessions.balance
const balanceKey = /(?:^|[{,\s])balance\s*[:,}]/;
// a column assigned in a raw SET list
const balanceAssigned = /(?:^|[\s,(])"?balance"?\s*=/i;

interface Write {
  line: number;
  text: string;
}

/** The writes of a register session's balance in one source text. */
function balanceWritesIn(source: string): Write[] {
  const found: { index: number; text: string }[] = [];
  const add = (pattern: RegExp, keep: (touched: string) => boolean) => {
    for (const match of source.matchAll(pattern)) if (keep(match[1])) found.push({ index: match.index, text: match[0].split("\n")[0] });
  };
  add(/\.\s*update\s*\(\s*registerSessions\s*\)\s*\.\s*set\s*\(([\s\S]*?)(?:\.\s*where\s*\(|;|$)/g, (set) => balanceKey.test(set));
  add(/\.\s*insert\s*\(\s*registerSessions\s*\)\s*\.\s*values\s*\(([\s\S]*?)(?:\.\s*(?:returning|onConflictDoNothing|onConflictDoUpdate)\s*\(|;|$)/g, (values) => balanceKey.test(values));
  add(new RegExp(String.raw`\bupdate\s+${sessionsTable}(?:\s+(?:as\s+)?\w+)?\s+set\s+([\s\S]*?)(?:\bfrom\b|\bwhere\b|\`|$)`, "gi"), (set) => balanceAssigned.test(set));
  add(new RegExp(String.raw`\binsert\s+into\s+${sessionsTable}\s*\(([^)]*)\)`, "gi"), (columns) => /\bbalance\b/i.test(columns));
  // the seed's set-based insert (server/seed/history/rows.ts) of whole session rows, the balance among them
  add(/\binsertChunked\s*\(\s*\w+\s*,\s*registerSessions\s*,([\s\S]*?)\)/g, () => true);
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, text }) => ({ line: source.slice(0, index).split("\n").length, text: text.trim() }));
}

const scannedFiles = () => sourceFiles(scanned, notScanned);

function writesOutsideTheDrawer(): { path: string; write: Write }[] {
  return scannedFiles()
    .filter((path) => path !== owner)
    .flatMap((path) => balanceWritesIn(readFileSync(join(root, path), "utf8")).map((write) => ({ path, write })));
}

describe("the drawer has one writer", () => {
  it("finds no write of a register session's balance outside server/modules/registers/drawer.ts (but the bench's allowed ones)", () => {
    const offenders = writesOutsideTheDrawer()
      .filter(({ path, write }) => !allowed.some((allowance) => allowance.path === path && allowance.text.test(write.text)))
      .map(({ path, write }) => `${path}:${write.line}: ${write.text}`);
    expect(offenders).toEqual([]);
  });

  it("still needs each allowance (a stale one is taken out)", () => {
    const writes = writesOutsideTheDrawer();
    for (const allowance of allowed) {
      expect(
        writes.some(({ path, write }) => path === allowance.path && allowance.text.test(write.text)),
        `${allowance.path}: ${allowance.why}`,
      ).toBe(true);
    }
  });

  it("sees the write the drawer does make (so the search itself works)", () => {
    const writes = balanceWritesIn(readFileSync(join(root, owner), "utf8"));
    expect(writes.map((write) => write.text)).toEqual([expect.stringMatching(/\.update\(registerSessions\)/)]);
  });

  it("recognises each way of writing, and leaves reads and other session columns alone", () => {
    const writes = [
      "await tx\n  .update(registerSessions)\n  .set({ balance: sql`${registerSessions.balance} + ${cash}::numeric`, updatedAt: sql`now()` })\n  .where(x);",
      "tx.update(registerSessions).set({ updatedAt: now, balance }).where(x)",
      "tx.update(registerSessions).set({ balance: after.toFixed(2) })",
      "await tx.insert(registerSessions).values({ tenantId, status: 'OPENED', balance: amount }).returning({ id: registerSessions.id })",
      "sql`update register_sessions set balance = balance + ${cash}::numeric where id = ${id}`",
      "sql`UPDATE ${registerSessions} AS s SET updated_at = now(), balance = s.balance - 5 WHERE s.id = ${id}`",
      "sql`insert into register_sessions (tenant_id, status, opening_amount, balance) values (1, 'OPENED', 5, 5)`",
    ];
    for (const source of writes) expect(balanceWritesIn(source), source).toHaveLength(1);
    const harmless = [
      "tx.select({ balance: registerSessions.balance }).from(registerSessions).for('update')",
      "tx.update(registerSessions).set({ status: 'CLOSED', closingAmount: closing, updatedAt: sql`now()` }).where(x)",
      "tx.update(registerSessions).set({ closedAt: sql`${registerSessions.balance}` }).where(x)",
      "tx.insert(registerBalanceEntries).values({ kind: 'CLOSING', balanceAfter: locked.balance })",
      "sql`update register_sessions set status = 'CLOSED' where balance = 0`",
      "sql`select balance from register_sessions where id = $1`",
      "sql`update register_balance_entries set balance_after = 0`",
    ];
    for (const source of harmless) expect(balanceWritesIn(source), source).toEqual([]);
  });
});
