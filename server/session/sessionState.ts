// Loads what a signed-in user carries through every request (SessionState, server/core/auth.ts): who they are,
// their role's permission strings and the active locations assigned to them. Read inside the tenant's transaction.
import { and, asc, eq } from "drizzle-orm";
import type { LocationType } from "../../common/schemas/location";
import type { SessionState } from "../core/auth";
import type { Tx } from "../db";
import { locations, permissions, rolePermissions, roles, userLocations, users } from "../db/schema";

/** The user's state, or null when the user is missing or not ACTIVE. */
export async function loadSessionState(tx: Tx, tenantId: string, userId: string): Promise<SessionState | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      roleId: roles.id,
      roleName: roles.name,
      roleStatus: roles.status,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row || row.status !== "ACTIVE") return null;

  const granted =
    row.roleStatus === "ACTIVE"
      ? await tx
          .select({ id: permissions.id, permission: permissions.permission })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, row.roleId)))
          .orderBy(asc(permissions.permission))
      : [];

  const allowed = await tx
    .select({ id: locations.id, name: locations.name, type: locations.type })
    .from(userLocations)
    .innerJoin(
      locations,
      and(eq(locations.tenantId, userLocations.tenantId), eq(locations.id, userLocations.locationId)),
    )
    .where(
      and(eq(userLocations.tenantId, tenantId), eq(userLocations.userId, userId), eq(locations.status, "ACTIVE")),
    )
    .orderBy(asc(locations.name), asc(locations.id));

  return {
    user: {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: { id: row.roleId, name: row.roleName },
    },
    permissions: granted,
    allowedLocations: allowed.map((l) => ({ ...l, type: l.type as LocationType })),
  };
}
