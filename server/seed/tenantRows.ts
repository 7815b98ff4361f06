// The rows of one demo tenant, written inside withTenant so the row-level security policies check them.
import { and, eq, inArray } from "drizzle-orm";
import { nextSecondaryId, SECONDARY_IDS } from "../db/counters";
import type { Tx } from "../db/engine";
import { cities, countries, locations, permissions, rolePermissions, roles, userLocations, users } from "../db/schema";
import { demoRoles, type DemoTenant } from "./demoTenants";

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: ${what} not found.`);
  return value;
}

async function seedRoles(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const roleIds = new Map<string, string>();
  for (const [name, strings] of Object.entries(demoRoles)) {
    const { counter, prefix } = SECONDARY_IDS.role;
    const [role] = await tx
      .insert(roles)
      .values({ tenantId, name, secondaryId: await nextSecondaryId(tx, tenantId, counter, prefix) })
      .returning({ id: roles.id });
    const granted = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.permission, [...strings]));
    await tx.insert(rolePermissions).values(granted.map((permission) => ({ tenantId, roleId: role.id, permissionId: permission.id })));
    roleIds.set(name, role.id);
  }
  return roleIds;
}

async function seedLocations(tx: Tx, tenantId: string, tenant: DemoTenant): Promise<Map<string, string>> {
  const cityRows = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(countries.code, "PK"), inArray(cities.name, tenant.locations.map((location) => location.city))));
  const cityIds = new Map(cityRows.map((city) => [city.name, city.id]));
  const locationIds = new Map<string, string>();
  // Warehouses first: retail locations point at theirs.
  const ordered = [...tenant.locations].sort((a, b) => Number(a.type === "RETAIL") - Number(b.type === "RETAIL"));
  for (const location of ordered) {
    const { counter, prefix } = SECONDARY_IDS.location;
    const [row] = await tx
      .insert(locations)
      .values({
        tenantId,
        secondaryId: await nextSecondaryId(tx, tenantId, counter, prefix),
        name: location.name,
        type: location.type,
        cityId: required(cityIds.get(location.city), `city ${location.city}`),
        warehouseId: location.warehouse ? required(locationIds.get(location.warehouse), `warehouse ${location.warehouse}`) : null,
      })
      .returning({ id: locations.id });
    locationIds.set(location.name, row.id);
  }
  return locationIds;
}

/** Roles, locations, users and their locations of one tenant; passwordHashes is keyed by e-mail. */
export async function seedTenantRows(tx: Tx, tenantId: string, tenant: DemoTenant, passwordHashes: Map<string, string>): Promise<void> {
  const roleIds = await seedRoles(tx, tenantId);
  const locationIds = await seedLocations(tx, tenantId, tenant);
  for (const user of tenant.users) {
    const { counter, prefix } = SECONDARY_IDS.user;
    const [row] = await tx
      .insert(users)
      .values({
        tenantId,
        secondaryId: await nextSecondaryId(tx, tenantId, counter, prefix),
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roleId: required(roleIds.get(user.role), `role ${user.role}`),
        passwordHash: required(passwordHashes.get(user.email), `password of ${user.email}`),
      })
      .returning({ id: users.id });
    const names = user.locations === "all" ? [...locationIds.keys()] : user.locations;
    await tx
      .insert(userLocations)
      .values(names.map((name) => ({ tenantId, userId: row.id, locationId: required(locationIds.get(name), `location ${name}`) })));
  }
}
