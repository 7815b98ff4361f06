// Server configuration, read once from the environment at start-up.
import { DEFAULT_GRAPHQL_BODY_LIMIT_BYTES } from "./graphql/operationLimits";

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
  /** Bytes of uploaded files a tenant may keep (FILES_QUOTA_MB). */
  filesQuotaBytes: number;
  /** Key of the signed /files URLs (FILE_URL_SECRET); unset: a random key kept in DATA_DIR/secrets. */
  fileUrlSecret?: string;
  /** Schema introspection for signed-in callers (never for anonymous ones); off in production. */
  introspection: boolean;
  /** Largest request body /graphql reads; a larger one answers 413. */
  graphqlBodyLimitBytes: number;
  /** Origins (scheme://host[:port]) other sites may call the API from; none: same origin only. */
  corsOrigins: string[];
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

const FILE_URL_SECRET_MIN_LENGTH = 32;

function fileUrlSecret(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < FILE_URL_SECRET_MIN_LENGTH) throw new Error(`FILE_URL_SECRET must be at least ${FILE_URL_SECRET_MIN_LENGTH} characters.`);
  return secret;
}

/** CORS_ORIGINS: comma-separated origins such as https://admin.example.com; each must be a bare origin. */
function origins(value: string | undefined): string[] {
  const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  return entries.map((entry) => {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (!origin || origin === "null" || origin !== entry.replace(/\/$/, "")) {
      throw new Error(`CORS_ORIGINS must list origins such as https://admin.example.com, got "${entry}".`);
    }
    return origin;
  });
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
    filesQuotaBytes: integer(env.FILES_QUOTA_MB, 500, "FILES_QUOTA_MB") * 1024 * 1024,
    fileUrlSecret: fileUrlSecret(env.FILE_URL_SECRET),
    introspection: env.NODE_ENV !== "production",
    graphqlBodyLimitBytes: integer(env.GRAPHQL_MAX_BODY_BYTES, DEFAULT_GRAPHQL_BODY_LIMIT_BYTES, "GRAPHQL_MAX_BODY_BYTES"),
    corsOrigins: origins(env.CORS_ORIGINS),
    statementTimeoutMs: integer(env.STATEMENT_TIMEOUT_MS, 5000, "STATEMENT_TIMEOUT_MS"),
    idleInTransactionTimeoutMs: integer(env.IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000, "IDLE_IN_TRANSACTION_TIMEOUT_MS"),
  };
}
