export { nextSecondaryId, reserveSecondaryIds, SECONDARY_IDS } from "./counters";
export { openDatabase, type Database, type DatabaseHandle, type DatabaseKind, type OpenDatabaseOptions, type Tx } from "./engine";
export {
  clearLoginFailures,
  countLoginFailures,
  findActiveUsersByEmail,
  findSessionByTokenHash,
  findTenantByAccountId,
  findTenantById,
  findTenantsForEmail,
  findUserToken,
  reserveLoginAttempt,
  type LoginAttempt,
  type LoginAttemptVerdict,
  type LoginFailureLimits,
  type SessionLookup,
  type TenantRow,
} from "./preTenant";
export { DATABASE_BUSY_MESSAGE, DatabaseBusyError, isDatabaseBusy } from "./databaseBusy";
export { postgresErrorOf, type PostgresError } from "./postgresError";
export { queryRows } from "./queryRows";
export { seedGlobalData } from "./globalData/globalData";
export { tenantOfTransaction, withTenant, type DatabaseTimeouts, type WithTenantOptions } from "./tenancy";
export { isUuid } from "./uuid";
