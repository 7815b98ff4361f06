/** The error PostgreSQL (or PGlite) raised, found under drizzle's DrizzleQueryError wrapper (its `cause`). */
export interface PostgresError {
  /** SQLSTATE, e.g. "23505" unique_violation, "23503" foreign_key_violation, "42501" insufficient_privilege. */
  code: string;
  message: string;
  constraint?: string;
}

function isPostgresError(value: unknown): value is PostgresError {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string";
}

export function postgresErrorOf(error: unknown): PostgresError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isPostgresError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
