// The sales rollups as the API tests read and keep them (README "Sales rollups"): their rows through the database
// door, the drift check, and — for a test that edits orders in SQL, which no API does — the rollups' own writer,
// so that the rollups still equal the orders when the last API test file checks them.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { rollupDriftQuery, salesRollupsUpsert, type RollupDrift } from "../../server/modules/salesRollups";
import { queryApiDatabase } from "../support/apiDatabase";

const dialect = new PgDialect();

function run<T extends Record<string, unknown>>(statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return queryApiDatabase<T>(query.sql, query.params);
}

/** Adds (1) or takes away (−1) the orders' rows, as the app's writers do: around an edit made in SQL. */
export function moveInRollups(tenantId: string, orderIds: readonly string[], sign: 1 | -1): Promise<unknown> {
  return run(salesRollupsUpsert(tenantId, orderIds, sign));
}

/** The rollup rows that differ from the orders: of one tenant, or of the whole database. */
export function rollupDriftRows(tenantId?: string): Promise<RollupDrift[]> {
  return run<RollupDrift>(rollupDriftQuery(tenantId));
}

/** Rows of a rollup table (`t`), the day as YYYY-MM-DD and the measures as numbers (numeric columns come back as strings). */
async function rowsOf(table: string, keys: readonly string[], where: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const rows = await queryApiDatabase(`select t.*, t.day::text as day_text from ${table} t where ${where}`, params);
  return rows.map(({ day_text: day, ...row }) => ({
    ...Object.fromEntries(Object.entries(row).map(([column, value]) => [column, keys.includes(column) ? value : Number(value)])),
    day,
  }));
}

const GOODS_KEYS = ["tenant_id", "location_id", "product_id"];
const TILL_KEYS = ["tenant_id", "location_id", "register_id", "cashier_id"];

/** The store's goods row of a product on a day (null when none). */
export async function goodsRow(locationId: string, productId: string, day: string): Promise<Record<string, unknown> | null> {
  const [row] = await rowsOf("sales_daily", GOODS_KEYS, "location_id = $1 and product_id = $2 and day = $3::date", [locationId, productId, day]);
  return row ?? null;
}

/** A register's basket rows on a day, one per cashier. */
export async function tillRows(registerId: string, day: string): Promise<Record<string, unknown>[]> {
  return rowsOf("sales_till_daily", TILL_KEYS, "register_id = $1 and day = $2::date order by cashier_id", [registerId, day]);
}

/** A register's payment rows on a day, by method. */
export async function paymentRows(registerId: string, day: string): Promise<Record<string, unknown>[]> {
  return rowsOf("sales_payment_daily", [...TILL_KEYS, "method"], "register_id = $1 and day = $2::date order by method, cashier_id", [registerId, day]);
}

const karachiDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi", year: "numeric", month: "2-digit", day: "2-digit" });

/** The business day of an instant (YYYY-MM-DD in Pakistan time), as the rollups key it. */
export const businessDayOf = (instant: string | Date) => karachiDay.format(new Date(instant));
