// Global tables (no tenant): countries, cities, the permission catalogue, tenants, sign-in failures and known addresses.
import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// ---- global tables ----

export const countries = pgTable("countries", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  name: text("name").notNull().unique(),
  code: text("code").notNull().unique(),
});

export const cities = pgTable(
  "cities",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
  },
  (t) => [unique("cities_country_name_uq").on(t.countryId, t.name)],
);

/** The catalogue of every permission string the product knows, seeded from common/permissions. */
export const permissions = pgTable("permissions", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  module: text("module").notNull(),
  subModule: text("sub_module").notNull(),
  action: text("action").notNull(),
  permission: text("permission").notNull().unique(),
  status: text("status").notNull().default("ACTIVE"),
});

export const tenants = pgTable("tenants", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  accountId: text("account_id").notNull().unique(),
  name: text("name").notNull(),
  currency: text("currency").notNull().default("PKR"),
  onlineStoreUrl: text("online_store_url"),
  logo: text("logo"),
  parentCompanyLogo: text("parent_company_logo"),
  website: text("website"),
  invertedLogo: text("inverted_logo"),
  qrInvertedLogo: text("qr_inverted_logo"),
  createdAt: createdAt(),
});

/** Failed sign-ins, read before any tenant is known, to limit guessing per e-mail and per client address. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_email_idx").on(t.email, t.failedAt), index("login_failures_ip_idx").on(t.clientAddress, t.failedAt)],
);

/**
 * The addresses each e-mail signed in from (its last success there): past the per-e-mail ceiling of failures, only
 * these are still let through, so a stranger's guessing elsewhere does not lock the user out at the shop.
 */
export const loginKnownAddresses = pgTable(
  "login_known_addresses",
  {
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.clientAddress] })],
);
