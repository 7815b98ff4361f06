// Customers with their addresses, and partners (corporate, discount and other programmes a customer may belong
// to). Phone numbers are stored in E.164, so one customer has one number however it was typed.
import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt } from "./columns";
import { cities } from "./global";

export const partners = pgTable(
  "partners",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    /** ACTIVE | INACTIVE */
    status: text("status").notNull().default("ACTIVE"),
    /** AFFILIATE | CORPORATE | DISCOUNT | DISTRIBUTOR | RESELLER */
    type: text("type").notNull(),
    address: text("address"),
    cityId: uuid("city_id").references(() => cities.id),
    contactPerson: text("contact_person"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    taxId: text("tax_id"),
    websiteUrl: text("website_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("partners_secondary_id_uq").on(t.tenantId, t.secondaryId),
    uniqueIndex("partners_name_uq").on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const customers = pgTable(
  "customers",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    /** E.164 */
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    /** FEMALE | MALE | OTHER */
    gender: text("gender"),
    /** YYYY-MM-DD */
    birthday: text("birthday"),
    commercialRegisterNumber: text("commercial_register_number"),
    nationalId: text("national_id"),
    notes: text("notes"),
    additionalNumber: text("additional_number"),
    partnerId: uuid("partner_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("customers_secondary_id_uq").on(t.tenantId, t.secondaryId),
    unique("customers_phone_uq").on(t.tenantId, t.phoneNumber),
    uniqueIndex("customers_email_uq").on(t.tenantId, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    foreignKey({ columns: [t.tenantId, t.partnerId], foreignColumns: [partners.tenantId, partners.id] }),
    index("customers_name_idx").on(t.tenantId, t.name),
  ],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    cityId: uuid("city_id").references(() => cities.id),
    streetName: text("street_name"),
    streetAddress1: text("street_address_1"),
    streetAddress2: text("street_address_2"),
    buildingNo: text("building_no"),
    districtName: text("district_name"),
    postalCode: text("postal_code"),
    state: text("state"),
    landmark: text("landmark"),
    additionalNumber: text("additional_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("customer_addresses_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    index("customer_addresses_customer_idx").on(t.tenantId, t.customerId),
  ],
);
