import { sql } from "drizzle-orm";
import type { Database, Tx } from "./engine";
import type { TransactionStarter } from "./postgresTransactions";
import { isUuid } from "./uuid";

/** How long PostgreSQL lets a statement run, and a transaction sit idle, before it steps in (0: no limit). */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 30_000 };

export interface WithTenantOptions {
  /** A named long job's statement timeout for this transaction, instead of the configured one. */
  statementTimeoutMs?: number;
  /** A read-only transaction (SET TRANSACTION READ ONLY): what withTenantRead opens, on the replica or the primary. */
  readOnly?: boolean;
}

// The timeouts of each database the engines opened. A transaction passed as the database (a nested withTenant)
// is not in here: it keeps the timeouts its outer transaction set.
const timeoutsByDatabase = new WeakMap<Database, DatabaseTimeouts>();

// The engines' own way to open a transaction with its settings in the same round trip (node-postgres); without
// one, drizzle's transaction and the settings as a statement of their own (PGlite, nested transactions).
const startersByDatabase = new WeakMap<Database, TransactionStarter>();

// The tenant each open transaction was started for: process-memory caches of derived figures key by it.
const tenantOfTransactions = new WeakMap<Tx, string>();

/** The tenant whose withTenant transaction this is (undefined for a savepoint or a transaction of the owner). */
export function tenantOfTransaction(tx: Tx): string | undefined {
  return tenantOfTransactions.get(tx);
}

/** Called by the engines when they open a database. */
export function registerDatabaseTimeouts(db: Database, timeouts: DatabaseTimeouts): void {
  timeoutsByDatabase.set(db, timeouts);
}

/** Called by the node-postgres engine: withTenant opens its transactions with this. */
export function registerTransactionStarter(db: Database, starter: TransactionStarter): void {
  startersByDatabase.set(db, starter);
}

function milliseconds(value: number, name: string): string {
  if (!Number.isInteger(value) || value < 0) throw new Error(`withTenant: ${name} must be a whole number of milliseconds, got ${value}.`);
  return String(value);
}

/**
 * The transaction-local settings of withTenant (role, tenant and the timeouts) as one statement's text, with the
 * values written in: it may travel with `begin` in one message, which takes no parameters. Every value is checked
 * first (a uuid, whole numbers).
 */
function transactionSettings(db: Database, tenantId: string, options: WithTenantOptions): string {
  if (!isUuid(tenantId)) throw new Error(`withTenant: "${tenantId}" is not a tenant id.`);
  const settings = ["set_config('role', 'pharmacy_app', true)", `set_config('app.tenant_id', '${tenantId}', true)`];
  const configured = timeoutsByDatabase.get(db);
  const statementTimeoutMs = options.statementTimeoutMs ?? configured?.statementTimeoutMs;
  if (statementTimeoutMs !== undefined) {
    settings.push(`set_config('statement_timeout', '${milliseconds(statementTimeoutMs, "statementTimeoutMs")}', true)`);
  }
  if (configured) {
    const idle = milliseconds(configured.idleInTransactionTimeoutMs, "idleInTransactionTimeoutMs");
    settings.push(`set_config('idle_in_transaction_session_timeout', '${idle}', true)`);
  }
  return `select ${settings.join(", ")}`;
}

const READ_ONLY = "set transaction read only";

/**
 * Runs fn in one transaction as the non-owner role pharmacy_app with app.tenant_id set, so the row-level
 * security policies apply even on a superuser connection. Both settings are transaction-local: they end with
 * the transaction and never leak to the next user of a pooled connection. Queries still filter by tenant_id
 * explicitly; the policies are the second wall.
 *
 * The transaction also gets the database's statement timeout (a statement running longer is cancelled with
 * SQLSTATE 57014) and idle-in-transaction timeout, transaction-local too; options.statementTimeoutMs lets a named
 * long job ask for more. PGlite (single-threaded WebAssembly) accepts these settings but does not enforce them.
 *
 * The primitive under server/core/transaction.ts, which is what the rest of the server opens transactions with
 * (the seed and the tests call it directly).
 */
export async function withTenant<T>(
  db: Database,
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
  options: WithTenantOptions = {},
): Promise<T> {
  const settings = transactionSettings(db, tenantId, options);
  const work = (tx: Tx) => {
    tenantOfTransactions.set(tx, tenantId);
    return fn(tx);
  };
  const starter = startersByDatabase.get(db);
  if (starter) return starter(options.readOnly ? `${READ_ONLY}; ${settings}` : settings, work);
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.execute(sql.raw(READ_ONLY));
    await tx.execute(sql.raw(settings));
    return work(tx);
  });
}
