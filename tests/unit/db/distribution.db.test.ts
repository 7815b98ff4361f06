// Ready to be distributed by company (README "Scaling out"): on the migrated schema, every table is a tenant table
// or a shared one named in sharedTables; every tenant table's primary key and unique keys include tenant_id, and
// each of its foreign keys either matches tenant_id to tenant_id or points at a reference table. Then rows of one
// company can only refer to rows of the same company, which is what a database sharded by tenant_id (Citus's
// create_distributed_table(…, 'tenant_id')) needs of a schema, and no reference table points into a company's rows.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type DatabaseHandle } from "../../../server/db";
import { sharedTables, tenantTableNames } from "../../../server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";

type Key = {
  table: string;
  name: string;
  kind: "p" | "u" | "f" | "index";
  columns: string[];
  referenced: string | null;
  referencedColumns: string[];
};

const referenceTables = Object.entries(sharedTables).filter(([, kind]) => kind === "REFERENCE").map(([name]) => name);
const isTenantTable = (table: string) => (tenantTableNames as readonly string[]).includes(table);

/** What is wrong with a tenant table's key, or null. */
function keyProblem(key: Key): string | null {
  const label = `${key.table}.${key.name}`;
  if (key.kind !== "f") return key.columns.includes("tenant_id") ? null : `${label}: a ${key.kind === "p" ? "primary" : "unique"} key without tenant_id (${key.columns.join(", ")})`;
  if (key.referenced && referenceTables.includes(key.referenced)) return null;
  const at = key.columns.indexOf("tenant_id");
  if (at < 0) return `${label}: a foreign key to ${key.referenced} without tenant_id`;
  return key.referencedColumns[at] === "tenant_id" ? null : `${label}: tenant_id refers to ${key.referenced}.${key.referencedColumns[at]}`;
}

describe("the schema, distributed by company", () => {
  let location: TestDatabase;
  let database: DatabaseHandle;
  let tables: string[];
  let keys: Key[];

  beforeAll(async () => {
    location = await createTestDatabase();
    database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    tables = (await queryRows<{ name: string }>(database.db, sql`select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`)).map((row) => row.name);
    const attributes = (array: string, table: string) =>
      `coalesce((select array_agg(a.attname::text order by k.ord) from unnest(${array}) with ordinality k(attnum, ord) join pg_attribute a on a.attrelid = ${table} and a.attnum = k.attnum), '{}')`;
    keys = await queryRows<Key>(
      database.db,
      sql.raw(`select c.conrelid::regclass::text as "table", c.conname as name, c.contype as kind, ${attributes("c.conkey", "c.conrelid")} as columns,
          nullif(c.confrelid, 0)::regclass::text as referenced, ${attributes("c.confkey", "c.confrelid")} as "referencedColumns"
        from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'u', 'f')
        union all
        select x.indrelid::regclass::text, i.relname, 'index', ${attributes("x.indkey", "x.indrelid")}, null, '{}'
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where i.relnamespace = 'public'::regnamespace and x.indisunique and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`),
    );
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await location?.drop();
  });

  it("knows every table: a tenant table, or a shared one named as reference or local", () => {
    const unknown = tables.filter((table) => !isTenantTable(table) && !(table in sharedTables));
    expect(unknown).toEqual([]);
    expect(Object.keys(sharedTables).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it("gives each tenant table a primary key that includes tenant_id", () => {
    const withKey = new Set(keys.filter((key) => key.kind === "p" && key.columns.includes("tenant_id")).map((key) => key.table));
    expect(tenantTableNames.filter((table) => !withKey.has(table))).toEqual([]);
  });

  it("includes tenant_id in every unique key and foreign key of a tenant table, or points at a reference table", () => {
    expect(keys.filter((key) => isTenantTable(key.table)).map(keyProblem).filter(Boolean)).toEqual([]);
  });

  it("has no shared table pointing into a company's rows", () => {
    expect(keys.filter((key) => key.kind === "f" && !isTenantTable(key.table) && key.referenced !== null && isTenantTable(key.referenced)).map((key) => `${key.table}.${key.name}`)).toEqual([]);
  });

  it("would fail on a key that leaves tenant_id out (the rule above can fail)", () => {
    expect(keyProblem({ table: "orders", name: "orders_customer_fk", kind: "f", columns: ["customer_id"], referenced: "customers", referencedColumns: ["id"] })).toMatch(/without tenant_id/);
    expect(keyProblem({ table: "orders", name: "orders_number_uq", kind: "u", columns: ["secondary_id"], referenced: null, referencedColumns: [] })).toMatch(/without tenant_id/);
    expect(keyProblem({ table: "orders", name: "orders_city_fk", kind: "f", columns: ["city_id"], referenced: "cities", referencedColumns: ["id"] })).toBeNull();
  });
});
