// System tables of a tenant: counters, roles, users, locations, sessions, the activity log.
import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt } from "./columns";
import { cities, permissions, tenants } from "./global";

// ---- tenant tables ----

/** Per-tenant counters behind readable codes (LOC-000001, PO-000123…), bumped in the same transaction. */
export const counters = pgTable(
  "counters",
  {
    tenantId: tenantId(),
    name: text("name").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] })],
);

export const roles = pgTable(
  "roles",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("roles_name_uq").on(t.tenantId, t.name),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    tenantId: tenantId(),
    roleId: uuid("role_id").notNull(),
    permissionId: uuid("permission_id")
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.permissionId] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete("cascade"),
  ],
);

export const users = pgTable(
  "users",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    gender: text("gender"),
    status: text("status").notNull().default("ACTIVE"),
    roleId: uuid("role_id").notNull(),
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("users_email_uq").on(t.tenantId, t.email),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
    // Sign-in finds the tenants of an e-mail case-insensitively, before any tenant is known.
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const locations = pgTable(
  "locations",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    area: text("area"),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id),
    taxNumber: text("tax_number"),
    salesTaxNumber: text("sales_tax_number"),
    warehouseId: uuid("warehouse_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
    // What the location search matches, lower-cased once when written rather than on every row of every search.
    searchKey: text("search_key").generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("locations_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.warehouseId], foreignColumns: [t.tenantId, t.id] }),
    index("locations_name_idx").on(t.tenantId, t.name),
    index("locations_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export const userLocations = pgTable(
  "user_locations",
  {
    tenantId: tenantId(),
    userId: uuid("user_id").notNull(),
    locationId: uuid("location_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.locationId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
  ],
);

/** Sign-in sessions. Only the sha256 of the token is stored; expiry slides forward on use. */
export const sessions = pgTable(
  "sessions",
  {
    tenantId: tenantId(),
    id: id(),
    userId: uuid("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("sessions_token_uq").on(t.tenantId, t.tokenHash),
    index("sessions_token_hash_idx").on(t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete("cascade"),
  ],
);

/** Who did what to which entity, and when: one row per mutation. */
export const activityLog = pgTable(
  "activity_log",
  {
    tenantId: tenantId(),
    id: id(),
    userId: uuid("user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index("activity_log_entity_idx").on(t.tenantId, t.entity, t.entityId),
    // the activity log page: newest first, by user
    index("activity_log_created_idx").on(t.tenantId, t.createdAt),
    index("activity_log_user_idx").on(t.tenantId, t.userId, t.createdAt),
  ],
);

/**
 * Invitation and password-reset links: only the sha256 of the token is kept; a link works once (usedAt), until
 * expiresAt; a new link of the same purpose ends the user's older ones (usedAt set without use).
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tenantId: tenantId(),
    id: id(),
    userId: uuid("user_id").notNull(),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete("cascade"),
    index("user_tokens_user_idx").on(t.tenantId, t.userId, t.purpose),
    check("user_tokens_purpose_check", sql`${t.purpose} in ('INVITE', 'RESET')`),
  ],
);
