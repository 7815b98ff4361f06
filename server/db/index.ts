export { nextSecondaryId, reserveSecondaryIds, SECONDARY_IDS } from "./counters";
export { openDatabase, type Database, type DatabaseHandle, type DatabaseKind, type Tx } from "./engine";
export {
  countLoginFailures,
  recordSignIn,
  reserveLoginAttempt,
  type LoginAttempt,
} from "./loginAttempts";
export {
  findActiveUsersByEmail,
  findSessionByTokenHash,
  findTenantByAccountId,
  findTenantById,
  findTenantsForEmail,
  findUserToken,
  type SessionLookup,
  type TenantRow,
} from "./preTenant";
export { DATABASE_BUSY_MESSAGE, DatabaseBusyError, isDatabaseBusy } from "./databaseBusy";
export { postgresErrorOf } from "./postgresError";
export { queryRows } from "./queryRows";
export { tenantOfTransaction, withTenant, type WithTenantOptions } from "./tenancy";
export { withTenantRead } from "./readReplica";
export { isUuid, uuidArray } from "./uuid";
export { shareConnection } from "./postgresTransactions";
