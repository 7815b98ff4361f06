// The walls around changing who may do what: nobody hands out a permission they do not hold themselves (a role
// they may not give, a location they may not work at), nobody changes a user or a role holding more than they do,
// and a company always keeps an active user who can manage users and roles. Ending a user's sessions makes their
// next request UNAUTHENTICATED.
import { and, eq, exists, inArray } from "drizzle-orm";
import { hasPermission } from "../../../common/permissions/match";
import { P } from "../../../common/permissions/catalogue";
import { LAST_ADMIN_MESSAGE, LOCATIONS_REQUIRED_MESSAGE, ROLE_REQUIRED_MESSAGE } from "../../../common/schemas/people";
import type { Tx } from "../../db";
import { locations, permissions, rolePermissions, roles, sessions, users } from "../../db/schema";
import { requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, forbidden } from "../../core/errors";
import { markAccessChanged } from "../../session/accessVersion";

/** The permission strings of the given permission ids (unknown ids are left out). */
export async function permissionStringsOf(tx: Tx, permissionIds: readonly string[]): Promise<{ id: string; permission: string }[]> {
  if (permissionIds.length === 0) return [];
  return tx.select({ id: permissions.id, permission: permissions.permission }).from(permissions).where(inArray(permissions.id, [...permissionIds]));
}

/** The permissions among `granted` that the caller does not hold. */
const beyondCaller = (scope: ServiceScope, granted: readonly string[]) => granted.filter((permission) => !hasPermission(requireAuth(scope).permissionStrings, permission));

/** Refuses permissions the caller does not hold: no one grants more than they have. */
export function assertCallerHolds(scope: ServiceScope, granted: readonly string[]): void {
  const beyond = beyondCaller(scope, granted);
  if (beyond.length > 0) throw forbidden(`You cannot grant permissions you do not have yourself: ${beyond.slice(0, 5).join(", ")}.`);
}

/** The role (of this tenant) a user is given: it must exist and grant nothing beyond the caller's permissions. */
export async function assertAssignableRole(scope: ServiceScope, roleId: string): Promise<void> {
  const { tx, tenantId } = scope;
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  if (!role) throw badUserInput({ roleId: ROLE_REQUIRED_MESSAGE });
  assertCallerHolds(scope, await rolePermissionStrings(tx, tenantId, roleId));
}

/** A user the caller may change: one whose role grants nothing beyond the caller's own (a user manager cannot demote or lock out an administrator). */
export async function assertManageableUser(scope: ServiceScope, roleId: string): Promise<void> {
  if (beyondCaller(scope, await rolePermissionStrings(scope.tx, scope.tenantId, roleId)).length > 0) throw forbidden("You cannot change a user who holds permissions you do not have.");
}

/**
 * A role the caller may change (its name, status or permissions): one that grants nothing beyond the caller's own,
 * so that a role manager can neither demote nor switch off the administrators' role.
 */
export async function assertManageableRole(scope: ServiceScope, roleId: string): Promise<void> {
  if (beyondCaller(scope, await rolePermissionStrings(scope.tx, scope.tenantId, roleId)).length > 0) throw forbidden("You cannot change a role that holds permissions you do not have.");
}

async function rolePermissionStrings(tx: Tx, tenantId: string, roleId: string): Promise<string[]> {
  const granted = await tx
    .select({ permission: permissions.permission })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  return granted.map((row) => row.permission);
}

/** Locations of this tenant that the caller may work at: a user is given only those. */
export async function assertAssignableLocations(scope: ServiceScope, locationIds: readonly string[]): Promise<void> {
  const allowed = requireAuth(scope).allowedLocationIds;
  const found = await scope.tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, scope.tenantId), inArray(locations.id, [...locationIds])));
  if (found.length !== new Set(locationIds).size) throw badUserInput({ locationIds: LOCATIONS_REQUIRED_MESSAGE });
  if (locationIds.some((id) => !allowed.includes(id))) throw forbidden("You can give a user only locations you work at yourself.");
}

/** What the company must keep in one active user's hands: managing users and managing roles. */
const ADMINISTRATION = [P.system.users.update, P.system.roles.update];

/**
 * After a change, the tenant must still have an ACTIVE user whose ACTIVE role can manage both users and roles
 * (system:users:update and system:roles:update, directly or through a wildcard); else the change is refused
 * (CONFLICT) and rolled back. Read per role (a few rows), not per user.
 */
export async function assertAnAdministratorRemains(tx: Tx, tenantId: string): Promise<void> {
  const rows = await tx
    .select({ roleId: roles.id, permission: permissions.permission })
    .from(roles)
    .innerJoin(rolePermissions, and(eq(rolePermissions.tenantId, roles.tenantId), eq(rolePermissions.roleId, roles.id)))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(
      eq(roles.tenantId, tenantId),
      eq(roles.status, "ACTIVE"),
      exists(tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, roles.tenantId), eq(users.roleId, roles.id), eq(users.status, "ACTIVE")))),
    ));
  const byRole = new Map<string, string[]>();
  for (const row of rows) byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row.permission]);
  const administers = (granted: string[]) => ADMINISTRATION.every((needed) => hasPermission(granted, needed));
  if (![...byRole.values()].some(administers)) throw conflict(LAST_ADMIN_MESSAGE);
}

/** Signs the users out everywhere: their tokens stop working on the next request. */
export async function endSessionsOf(tx: Tx, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), inArray(sessions.userId, [...userIds])));
}

/** The users holding a role (their sessions end when the role's status changes). */
export async function usersOfRole(tx: Tx, tenantId: string, roleId: string): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.roleId, roleId)));
  return rows.map((row) => row.id);
}

/** Marks the users' state as changed, so a cached session state is read again on their next request. */
export function touchUsers(tx: Tx, tenantId: string, userIds: readonly string[]): Promise<void> {
  return markAccessChanged(tx, tenantId, userIds);
}
