// Small helpers the modules' services share: numeric columns, id checks, write locks and the mapping of a unique
// violation back to the field it concerns.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { postgresErrorOf, type Tx } from "../db";
import { badUserInput, type AppError } from "./errors";

/** A numeric column (read as a string) as a GraphQL Float. */
export function numberOf(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A number for a numeric column (exact: the decimal text of the number). */
export function numericOf(value: number | null): string | null {
  return value === null ? null : String(value);
}

/** Serialises writes of one kind within a tenant, so checks such as "name not taken" hold until commit. */
export async function lockWrites(tx: Tx, kind: string, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${tenantId}`}, 0))`);
}

/** The ids among `ids` that are not rows of the tenant in table (by its tenantId and id columns). */
export async function missingIds(
  tx: Tx,
  table: PgTable,
  columns: { tenantId: AnyPgColumn; id: AnyPgColumn },
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: columns.id })
    .from(table)
    .where(and(eq(columns.tenantId, tenantId), inArray(columns.id, [...ids])));
  const present = new Set(found.map((row) => String(row.id)));
  return ids.filter((id) => !present.has(id));
}

/**
 * A unique violation (23505) on one of the named constraints becomes BAD_USER_INPUT on its field; anything
 * else is rethrown. Covers the race the up-front checks cannot see.
 */
export function uniqueViolationToInput(error: unknown, constraints: Readonly<Record<string, readonly [string, string]>>): AppError {
  const pgError = postgresErrorOf(error);
  if (pgError?.code === "23505") {
    const constraint = pgError.constraint ?? Object.keys(constraints).find((name) => pgError.message.includes(name));
    const target = constraint ? constraints[constraint] : undefined;
    if (target) return badUserInput({ [target[0]]: target[1] });
  }
  throw error;
}
