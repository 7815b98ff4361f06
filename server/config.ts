// Server configuration, read once from the environment at start-up.

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  sessionTtlDays: number;
  /** Failed sign-ins allowed per e-mail in the window. */
  loginFailureLimit: number;
  /** Failed sign-ins allowed per client address in the window: higher, since a whole store can share one address. */
  loginAddressFailureLimit: number;
  loginFailureWindowMinutes: number;
  staticDir: string;
  /** Seed the demo tenants on first start (tests may turn it off). */
  seedDemo?: boolean;
  /** Take the client address from the first x-forwarded-for entry (only behind a trusted proxy). */
  trustProxy: boolean;
  /** GraphiQL at GET /graphql; off in production. */
  graphiql: boolean;
  /** Longest a database statement may run before PostgreSQL cancels it (0: no limit). */
  statementTimeoutMs: number;
  /** Longest a transaction may sit idle before PostgreSQL ends its session (0: no limit). */
  idleInTransactionTimeoutMs: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env.PORT, 4000, "PORT"),
    dataDir: env.DATA_DIR?.trim() || "data",
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    sessionTtlDays: integer(env.SESSION_TTL_DAYS, 30, "SESSION_TTL_DAYS"),
    loginFailureLimit: integer(env.LOGIN_FAILURE_LIMIT, 10, "LOGIN_FAILURE_LIMIT"),
    loginAddressFailureLimit: integer(env.LOGIN_ADDRESS_FAILURE_LIMIT, 100, "LOGIN_ADDRESS_FAILURE_LIMIT"),
    loginFailureWindowMinutes: integer(env.LOGIN_FAILURE_WINDOW_MINUTES, 15, "LOGIN_FAILURE_WINDOW_MINUTES"),
    staticDir: env.STATIC_DIR?.trim() || "dist",
    seedDemo: env.SEED_DEMO !== "0",
    trustProxy: env.TRUST_PROXY === "1",
    graphiql: env.NODE_ENV !== "production",
    statementTimeoutMs: integer(env.STATEMENT_TIMEOUT_MS, 5000, "STATEMENT_TIMEOUT_MS"),
    idleInTransactionTimeoutMs: integer(env.IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000, "IDLE_IN_TRANSACTION_TIMEOUT_MS"),
  };
}
