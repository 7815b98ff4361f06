// Server configuration, read once from the environment at start-up.
import { DEFAULT_GRAPHQL_BODY_LIMIT_BYTES } from "./graphql/operationLimits";

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** A streaming replica of DATABASE_URL that the reports, dashboards and downloads read from (DATABASE_READ_URL). */
  databaseReadUrl?: string;
  /** Reads go to the primary while the replica is further behind than this (REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs: number;
  sessionTtlDays: number;
  /** Failed sign-ins allowed per e-mail and client address in the window. */
  loginFailureLimit: number;
  /** Failed sign-ins of one e-mail from every address in the window; past it only addresses it signed in from pass. */
  loginEmailFailureLimit: number;
  /** Failed sign-ins allowed per client address in the window: higher, since a whole store can share one address. */
  loginAddressFailureLimit: number;
  loginFailureWindowMinutes: number;
  staticDir: string;
  /** Seed the demo tenants on first start (tests may turn it off). */
  seedDemo?: boolean;
  /** With the demo data, its 90 days of history (SEED_HISTORY=0: without; the tests' servers leave it out). */
  seedHistory?: boolean;
  /** Print how long each step of the demo seed took (SEED_TIMINGS=1). */
  seedTimings?: boolean;
  /** Proxies of ours in front of the server (TRUST_PROXY=N): the client address is the N-th x-forwarded-for entry from the right; 0 ignores the header. */
  trustProxy: number;
  /** GraphiQL at GET /graphql; off in production. */
  graphiql: boolean;
  /** Bytes of uploaded files a tenant may keep (FILES_QUOTA_MB). */
  filesQuotaBytes: number;
  /** Key of the signed /files URLs (FILE_URL_SECRET); unset: a random key kept in DATA_DIR/secrets. */
  fileUrlSecret?: string;
  /** Uploaded files in an S3-compatible object store (FILES_S3_BUCKET set); unset: DATA_DIR/files on the local disk. */
  filesS3?: FilesS3Config;
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
  /** Key of the stored secrets (SECRETS_KEY, 32+ characters); unset: a random key kept in DATA_DIR/secrets. */
  secretsKey?: string;
  /** Run the job worker in this process (JOB_WORKER=0: another process runs it). */
  jobWorker: boolean;
  /** Longest a request waits for a database connection before it answers 503 (DB_ACQUIRE_TIMEOUT_MS; 0: no limit). */
  databaseAcquireTimeoutMs: number;
  downloads: DownloadLimits;
  connections: ConnectionLimits;
  fiscal: FiscalConfig;
  mail: MailConfig;
  /** Told of every database statement (tests only: counting a request's statements). */
  onStatement?: (text: string) => void;
}

/** The bounds of a report download (GET /downloads/…). */
interface DownloadLimits {
  /** Wall-clock bound of one download, from the request to the last byte (DOWNLOAD_MAX_SECONDS). */
  maxSeconds: number;
  /** A download whose client takes nothing for this long is ended (DOWNLOAD_STALL_SECONDS). */
  stallSeconds: number;
  /** Downloads one user may have running at once (DOWNLOADS_PER_USER). */
  perUser: number;
  /**
   * The most rows one file may hold (DOWNLOAD_MAX_ROWS); unset: no bound on PostgreSQL, EMBEDDED_DOWNLOAD_MAX_ROWS
   * on the embedded database, whose single connection is busy for the whole of a file's rows at once.
   */
  maxRows?: number;
}

/** The HTTP server's bounds on its connections. */
export interface ConnectionLimits {
  /** Open connections at most; more are closed at once (MAX_CONNECTIONS; 0: no cap). */
  maxConnections: number;
  /** A connection must have sent its request's headers within this long (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
}

/** E-mail: invitations and password resets. */
interface MailConfig {
  /** smtp(s)://user:pass@host:port (SMTP_URL); unset: each message is written as an .eml file under DATA_DIR/mail. */
  smtpUrl?: string;
  /** The From address (MAIL_FROM). */
  from: string;
  /**
   * Where the web app is (PUBLIC_ORIGIN, e.g. https://app.example.com): links in e-mails point there. The page's
   * own origin is used only when it is this one or one of CORS_ORIGINS, or, with no PUBLIC_ORIGIN, a loopback one.
   */
  publicOrigin?: string;
}

/** An S3-compatible bucket for the uploaded files (server/modules/files/objectStorage.ts). */
export interface FilesS3Config {
  /** FILES_S3_BUCKET; it must exist. */
  bucket: string;
  /** FILES_S3_ENDPOINT, e.g. http://minio:9000; unset: AWS's own for the region. */
  endpoint?: string;
  /** FILES_S3_REGION (default us-east-1; most S3-compatible servers accept any). */
  region: string;
  /** FILES_S3_PREFIX: keys under it, e.g. "pharmacy/". */
  prefix: string;
  /** FILES_S3_PATH_STYLE=1: host/bucket addressing (MinIO and most self-hosted servers) instead of bucket.host. */
  forcePathStyle: boolean;
  /** FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY; unset: the SDK's usual chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

function filesS3(env: Record<string, string | undefined>): FilesS3Config | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: baseUrl(env.FILES_S3_ENDPOINT, "FILES_S3_ENDPOINT"),
    region: env.FILES_S3_REGION?.trim() || "us-east-1",
    prefix: env.FILES_S3_PREFIX?.trim() ?? "",
    forcePathStyle: env.FILES_S3_PATH_STYLE === "1",
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY?.trim() || undefined,
  };
}

/** Posting invoices to the tax authorities. */
export interface FiscalConfig {
  /** The authorities' API base URLs (…/PostData is appended); unset: this server's own sandbox, when it runs. */
  fbrBaseUrl?: string;
  srbBaseUrl?: string;
  /** Serve the sandbox authority at /sandbox/fiscal/{fbr,srb} (FISCAL_SANDBOX; on unless NODE_ENV=production, never in production). */
  sandbox: boolean;
  /** First retry after this long, then about twice as long each time. */
  retryDelaySeconds: number;
  maxAttempts: number;
  /** An authority call still unanswered after this long counts as failed. */
  timeoutMs: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
}

/** A production server never posts to the sandbox: FISCAL_SANDBOX=1 there is a mistake, refused at start. */
function fiscalSandbox(env: Record<string, string | undefined>): boolean {
  const production = env.NODE_ENV === "production";
  if (production && env.FISCAL_SANDBOX && env.FISCAL_SANDBOX !== "0") {
    throw new Error("FISCAL_SANDBOX cannot be on when NODE_ENV=production: a production server never posts to the sandbox authority. Set FBR_BASE_URL / SRB_BASE_URL instead.");
  }
  return !production && env.FISCAL_SANDBOX !== "0";
}

const SECRET_MIN_LENGTH = 32;

function secretSetting(value: string | undefined, name: string): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < SECRET_MIN_LENGTH) throw new Error(`${name} must be at least ${SECRET_MIN_LENGTH} characters.`);
  return secret;
}

function baseUrl(value: string | undefined, name: string): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}".`);
  return url.replace(/\/+$/, "");
}

function smtpUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(url)) throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${url.replace(/\/\/[^@]*@/, "//…@")}".`);
  return url;
}

/** CORS_ORIGINS: comma-separated origins such as https://admin.example.com; each must be a bare origin. */
function origins(value: string | undefined, name = "CORS_ORIGINS"): string[] {
  const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  return entries.map((entry) => {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (!origin || origin === "null" || origin !== entry.replace(/\/$/, "")) {
      throw new Error(`${name} must list origins such as https://admin.example.com, got "${entry}".`);
    }
    return origin;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env.PORT, 4000, "PORT"),
    dataDir: env.DATA_DIR?.trim() || "data",
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databaseReadUrl: env.DATABASE_READ_URL?.trim() || undefined,
    replicaMaxLagMs: integer(env.REPLICA_MAX_LAG_MS, 5000, "REPLICA_MAX_LAG_MS"),
    sessionTtlDays: integer(env.SESSION_TTL_DAYS, 30, "SESSION_TTL_DAYS"),
    loginFailureLimit: integer(env.LOGIN_FAILURE_LIMIT, 10, "LOGIN_FAILURE_LIMIT"),
    loginEmailFailureLimit: integer(env.LOGIN_EMAIL_FAILURE_LIMIT, 50, "LOGIN_EMAIL_FAILURE_LIMIT"),
    loginAddressFailureLimit: integer(env.LOGIN_ADDRESS_FAILURE_LIMIT, 100, "LOGIN_ADDRESS_FAILURE_LIMIT"),
    loginFailureWindowMinutes: integer(env.LOGIN_FAILURE_WINDOW_MINUTES, 15, "LOGIN_FAILURE_WINDOW_MINUTES"),
    staticDir: env.STATIC_DIR?.trim() || "dist",
    seedDemo: env.SEED_DEMO !== "0",
    seedHistory: env.SEED_HISTORY !== "0",
    seedTimings: env.SEED_TIMINGS === "1",
    trustProxy: integer(env.TRUST_PROXY === "true" ? "1" : env.TRUST_PROXY, 0, "TRUST_PROXY"),
    graphiql: env.NODE_ENV !== "production",
    filesQuotaBytes: integer(env.FILES_QUOTA_MB, 500, "FILES_QUOTA_MB") * 1024 * 1024,
    fileUrlSecret: secretSetting(env.FILE_URL_SECRET, "FILE_URL_SECRET"),
    filesS3: filesS3(env),
    introspection: env.NODE_ENV !== "production",
    graphqlBodyLimitBytes: integer(env.GRAPHQL_MAX_BODY_BYTES, DEFAULT_GRAPHQL_BODY_LIMIT_BYTES, "GRAPHQL_MAX_BODY_BYTES"),
    corsOrigins: origins(env.CORS_ORIGINS),
    statementTimeoutMs: integer(env.STATEMENT_TIMEOUT_MS, 5000, "STATEMENT_TIMEOUT_MS"),
    idleInTransactionTimeoutMs: integer(env.IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000, "IDLE_IN_TRANSACTION_TIMEOUT_MS"),
    secretsKey: secretSetting(env.SECRETS_KEY, "SECRETS_KEY"),
    jobWorker: env.JOB_WORKER !== "0",
    databaseAcquireTimeoutMs: integer(env.DB_ACQUIRE_TIMEOUT_MS, 5000, "DB_ACQUIRE_TIMEOUT_MS"),
    downloads: {
      maxSeconds: Math.max(1, integer(env.DOWNLOAD_MAX_SECONDS, 600, "DOWNLOAD_MAX_SECONDS")),
      stallSeconds: Math.max(1, integer(env.DOWNLOAD_STALL_SECONDS, 30, "DOWNLOAD_STALL_SECONDS")),
      perUser: Math.max(1, integer(env.DOWNLOADS_PER_USER, 3, "DOWNLOADS_PER_USER")),
      ...(env.DOWNLOAD_MAX_ROWS?.trim() ? { maxRows: Math.max(1, integer(env.DOWNLOAD_MAX_ROWS, 1, "DOWNLOAD_MAX_ROWS")) } : {}),
    },
    connections: {
      maxConnections: integer(env.MAX_CONNECTIONS, 1000, "MAX_CONNECTIONS"),
      headersTimeoutMs: Math.max(1000, integer(env.HEADERS_TIMEOUT_MS, 10_000, "HEADERS_TIMEOUT_MS")),
    },
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM?.trim() || "Pharmacy Back Office <no-reply@localhost>",
      publicOrigin: env.PUBLIC_ORIGIN?.trim() ? origins(env.PUBLIC_ORIGIN, "PUBLIC_ORIGIN")[0] : undefined,
    },
    fiscal: {
      fbrBaseUrl: baseUrl(env.FBR_BASE_URL, "FBR_BASE_URL"),
      srbBaseUrl: baseUrl(env.SRB_BASE_URL, "SRB_BASE_URL"),
      sandbox: fiscalSandbox(env),
      retryDelaySeconds: Math.max(1, integer(env.FISCAL_RETRY_DELAY_SECONDS, 30, "FISCAL_RETRY_DELAY_SECONDS")),
      maxAttempts: Math.max(1, integer(env.FISCAL_MAX_ATTEMPTS, 10, "FISCAL_MAX_ATTEMPTS")),
      timeoutMs: Math.max(100, integer(env.FISCAL_TIMEOUT_MS, 15_000, "FISCAL_TIMEOUT_MS")),
    },
  };
}
