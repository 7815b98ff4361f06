// Roles and their permissions (system:roles:*): getRoles, getRole, getPermissions, getPermissionByRoleId,
// createRole, updateRole, addOrRemovePermissionsByRoleId. A change to a role's permissions or status applies to
// its users on their next request (their state version is touched); nobody grants a permission they lack or
// changes a role that holds one (its name, status or permissions), and the company keeps an active user who can
// manage users and roles.
import { and, asc, eq, inArray } from "drizzle-orm";
import { keptPermissionIds, ROLE_NAME_TAKEN, ROLE_PERMISSIONS_MESSAGE, roleFormSchema, type RoleStatus } from "../../../common/schemas/people";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import { isUuid } from "../../../common/validation/uuid";
import { nextSecondaryId, SECONDARY_IDS } from "../../db/counters";
import { permissions, rolePermissions, roles } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { lockTenantWrites } from "../../core/writeLocks";
import type { Tx } from "../../db";
import { recordActivity } from "../../core/activity/recordActivity";
import { assertAnAdministratorRemains, assertCallerHolds, assertManageableRole, permissionStringsOf, touchUsers, usersOfRole } from "./accessRules";

export interface RoleRow {
  id: string;
  secondaryId: string;
  name: string;
  status: RoleStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface PermissionRow {
  id: string;
  module: string;
  subModule: string;
  action: string;
  permission: string;
  status: string;
}

const ROLE_NOT_FOUND = "Role not found.";
const roleColumns = { id: roles.id, secondaryId: roles.secondaryId, name: roles.name, status: roles.status, createdAt: roles.createdAt, updatedAt: roles.updatedAt };
const permissionColumns = { id: permissions.id, module: permissions.module, subModule: permissions.subModule, action: permissions.action, permission: permissions.permission, status: permissions.status };

const roleListFields: ListFieldMap = {
  id: { column: roles.id, kind: "uuid" },
  secondaryId: { column: roles.secondaryId, kind: "text" },
  name: { column: roles.name, kind: "text" },
  status: { column: roles.status, kind: "enum", values: ["ACTIVE", "INACTIVE"] },
  createdAt: { column: roles.createdAt, kind: "date" },
};

const permissionListFields: ListFieldMap = {
  id: { column: permissions.id, kind: "uuid" },
  module: { column: permissions.module, kind: "text" },
  subModule: { column: permissions.subModule, kind: "text" },
  action: { column: permissions.action, kind: "text" },
  permission: { column: permissions.permission, kind: "text" },
  status: { column: permissions.status, kind: "enum", values: ["ACTIVE", "INACTIVE"] },
};

export function listRoles(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<RoleRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: roleListFields,
    tieBreaker: roles.id,
    defaultSort: [{ field: "name", direction: "ASC" }],
    from: roles,
    where: eq(roles.tenantId, tenantId),
    page: async (window) => (await tx.select(roleColumns).from(roles).where(window.where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset)) as RoleRow[],
  });
}

/** The permission catalogue (global: the same rows for every company), for the role form's tree. */
export function listPermissions(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<PermissionRow>> {
  const { tx } = scope;
  return runList(tx, { ...args, limit: args.limit ?? LOOKUP_LIMIT_MAX }, {
    fields: permissionListFields,
    tieBreaker: permissions.id,
    defaultSort: [{ field: "permission", direction: "ASC" }],
    from: permissions,
    maxLimit: LOOKUP_LIMIT_MAX,
    where: undefined,
    page: (window) => tx.select(permissionColumns).from(permissions).where(window.where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset),
  });
}

async function findRole(tx: Tx, tenantId: string, roleId: string, lock = false): Promise<RoleRow> {
  if (!isUuid(roleId)) throw notFound(ROLE_NOT_FOUND);
  const query = tx.select(roleColumns).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row as RoleRow;
}

/** The permissions of a role already found. */
function permissionRowsOf(tx: Tx, tenantId: string, roleId: string): Promise<PermissionRow[]> {
  return tx
    .select(permissionColumns)
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)))
    .orderBy(asc(permissions.permission));
}

export async function permissionsOfRole(scope: ServiceScope, roleId: string): Promise<PermissionRow[]> {
  await findRole(scope.tx, scope.tenantId, roleId);
  return permissionRowsOf(scope.tx, scope.tenantId, roleId);
}

export async function getRole(scope: ServiceScope, roleId: string): Promise<RoleRow & { permissions: string[] }> {
  const role = await findRole(scope.tx, scope.tenantId, roleId);
  return { ...role, permissions: (await permissionRowsOf(scope.tx, scope.tenantId, role.id)).map((permission) => permission.id) };
}

/** Sets the role's permissions to exactly these; refuses unknown ids and any the caller does not hold. */
async function setPermissions(scope: ServiceScope, roleId: string, requested: readonly string[]): Promise<void> {
  const { tx, tenantId } = scope;
  const ids = keptPermissionIds(requested);
  const found = await permissionStringsOf(tx, ids);
  if (ids.length === 0 || found.length !== ids.length) throw badUserInput({ permissions: ROLE_PERMISSIONS_MESSAGE });
  const current = await tx.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  const had = new Set(current.map((row) => row.id));
  assertCallerHolds(scope, found.filter((row) => !had.has(row.id)).map((row) => row.permission));
  const removed = [...had].filter((id) => !ids.includes(id));
  if (removed.length > 0) await tx.delete(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, removed)));
  const added = ids.filter((id) => !had.has(id));
  if (added.length > 0) await tx.insert(rolePermissions).values(added.map((permissionId) => ({ tenantId, roleId, permissionId })));
}

async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  if (taken && taken.id !== exceptId) throw badUserInput({ name: ROLE_NAME_TAKEN });
}

/** After a change to the role: its users see it on their next request, and an administrator remains. */
async function settleRoleChange(scope: ServiceScope, roleId: string): Promise<void> {
  await touchUsers(scope.tx, scope.tenantId, await usersOfRole(scope.tx, scope.tenantId, roleId));
  await assertAnAdministratorRemains(scope.tx, scope.tenantId);
}

export async function createRole(scope: ServiceScope, input: { name: unknown; status: unknown; permissionIds?: unknown }): Promise<RoleRow> {
  const dto = parseInput(roleFormSchema, { name: input.name, status: input.status, permissions: input.permissionIds });
  const { tx, tenantId } = scope;
  await lockTenantWrites(tx, tenantId, "roles");
  await assertNameFree(tx, tenantId, dto.name);
  const [role] = await tx
    .insert(roles)
    .values({ tenantId, secondaryId: await nextSecondaryId(tx, tenantId, SECONDARY_IDS.role.counter, SECONDARY_IDS.role.prefix), name: dto.name, status: dto.status })
    .returning({ id: roles.id });
  await setPermissions(scope, role.id, dto.permissions);
  await recordActivity(scope, { action: "CREATE", entity: "role", entityId: role.id, details: { name: dto.name } });
  return findRole(tx, tenantId, role.id);
}

export async function updateRole(scope: ServiceScope, input: { id: string; name: unknown; status: unknown; permissionIds?: unknown }): Promise<RoleRow> {
  const { tx, tenantId } = scope;
  await lockTenantWrites(tx, tenantId, "roles");
  const before = await findRole(tx, tenantId, input.id, true);
  await assertManageableRole(scope, before.id);
  const keepPermissions = input.permissionIds === undefined || input.permissionIds === null;
  const permissionIds = keepPermissions ? (await permissionRowsOf(tx, tenantId, before.id)).map((row) => row.id) : input.permissionIds;
  const dto = parseInput(roleFormSchema, { name: input.name, status: input.status, permissions: permissionIds });
  await assertNameFree(tx, tenantId, dto.name, before.id);
  await tx.update(roles).set({ name: dto.name, status: dto.status, updatedAt: new Date() }).where(and(eq(roles.tenantId, tenantId), eq(roles.id, before.id)));
  if (!keepPermissions) await setPermissions(scope, before.id, dto.permissions);
  await settleRoleChange(scope, before.id);
  await recordActivity(scope, { action: "UPDATE", entity: "role", entityId: before.id, details: { name: dto.name, status: dto.status } });
  return findRole(tx, tenantId, before.id);
}

export async function replaceRolePermissions(scope: ServiceScope, roleId: string, permissionIds: readonly string[]): Promise<boolean> {
  const { tx, tenantId } = scope;
  await lockTenantWrites(tx, tenantId, "roles");
  const role = await findRole(tx, tenantId, roleId, true);
  await assertManageableRole(scope, role.id);
  await setPermissions(scope, role.id, permissionIds);
  await settleRoleChange(scope, role.id);
  await recordActivity(scope, { action: "SET_PERMISSIONS", entity: "role", entityId: role.id, details: { permissions: keptPermissionIds(permissionIds).length } });
  return true;
}
