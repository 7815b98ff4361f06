// getUsers and getUser (system:users:read): the tenant's users with their role and locations, server-paged,
// searched and filtered like every list (name, email, status, role); locations come in one batched statement
// for the page's users.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { USER_STATUSES, type UserStatus } from "../../../common/schemas/people";
import { isUuid } from "../../../common/validation/uuid";
import type { Tx } from "../../db";
import { locations, roles, userLocations, users } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";

export interface UserRow {
  id: string;
  secondaryId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  gender: string | null;
  status: UserStatus;
  roleId: string;
  role: { id: string; name: string };
  locations: { id: string; name: string }[];
  createdAt: Date;
  updatedAt: Date;
}

const roleJoin = and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId));

const userListFields: ListFieldMap = {
  id: { column: users.id, kind: "uuid" },
  secondaryId: { column: users.secondaryId, kind: "text" },
  firstName: { column: users.firstName, kind: "text" },
  lastName: { column: users.lastName, kind: "text" },
  name: { column: sql`(${users.firstName} || ' ' || ${users.lastName})`, kind: "text" },
  email: { column: users.email, kind: "text" },
  phone: { column: users.phone, kind: "text" },
  status: { column: users.status, kind: "enum", values: USER_STATUSES },
  roleId: { column: users.roleId, kind: "uuid" },
  "role.name": { column: roles.name, kind: "text" },
  createdAt: { column: users.createdAt, kind: "date" },
};

async function selectUsers(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<UserRow[]> {
  const query = tx
    .select({
      id: users.id,
      secondaryId: users.secondaryId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      status: users.status,
      roleId: users.roleId,
      roleName: roles.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .innerJoin(roles, roleJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((row) => row.id);
  const places =
    ids.length === 0
      ? []
      : await tx
          .select({ userId: userLocations.userId, id: locations.id, name: locations.name })
          .from(userLocations)
          .innerJoin(locations, and(eq(locations.tenantId, userLocations.tenantId), eq(locations.id, userLocations.locationId)))
          .where(and(eq(userLocations.tenantId, tenantId), inArray(userLocations.userId, ids)))
          .orderBy(asc(locations.name));
  return rows.map(({ roleName, ...row }) => ({
    ...row,
    status: row.status as UserStatus,
    role: { id: row.roleId, name: roleName },
    locations: places.filter((place) => place.userId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export function listUsers(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<UserRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: userListFields,
    tieBreaker: users.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: users,
    joins: [innerJoin(roles, roleJoin)],
    where: eq(users.tenantId, tenantId),
    page: (window) => selectUsers(tx, tenantId, window.where, window),
  });
}

const USER_NOT_FOUND = "User not found.";

export async function getUser(scope: ServiceScope, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const [row] = await selectUsers(scope.tx, scope.tenantId, and(eq(users.tenantId, scope.tenantId), eq(users.id, id)));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}
