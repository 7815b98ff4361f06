// The database schema. Tenant tables lead with tenant_id: primary keys, unique constraints and foreign keys
// all include it, so a row can never reference another tenant's row and the schema can be distributed by
// tenant_id unchanged. Global tables: countries, cities, permissions, tenants, login_failures.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").notNull().default(sql`gen_random_uuid()`);
const tenantId = () => uuid("tenant_id").notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
  ],
);

// ---- catalogue and suppliers ----

/** Money and rates: exact numerics, read back as strings and converted at the edge (GraphQL Float). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 7, scale: 3 });
const tenantFk = (t: { tenantId: AnyPgColumn }) => foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] });

export const taxGroups = pgTable(
  "tax_groups",
  {
    tenantId: tenantId(),
    id: id(),
    name: text("name").notNull(),
    taxPercentage: rate("tax_percentage").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique("tax_groups_name_uq").on(t.tenantId, t.name), tenantFk(t)],
);

export const genericFormulas = pgTable(
  "generic_formulas",
  {
    tenantId: tenantId(),
    id: id(),
    name: text("name").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("generic_formulas_name_uq").on(t.tenantId, sql`lower(${t.name})`),
    tenantFk(t),
  ],
);

export const tags = pgTable(
  "tags",
  {
    tenantId: tenantId(),
    id: id(),
    name: text("name").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex("tags_name_uq").on(t.tenantId, sql`lower(${t.name})`), tenantFk(t)],
);

/** A tree of at most three levels; level is stored (1 = top) and kept right when a branch moves. */
export const categories = pgTable(
  "categories",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    comment: text("comment"),
    categoryIcon: text("category_icon"),
    imageUrl: text("image_url"),
    level: integer("level").notNull().default(1),
    parentId: uuid("parent_id"),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("categories_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    index("categories_parent_idx").on(t.tenantId, t.parentId),
    index("categories_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export const manufacturers = pgTable(
  "manufacturers",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    lineOfBusiness: text("line_of_business"),
    lastReason: text("last_reason"),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("manufacturers_secondary_id_uq").on(t.tenantId, t.secondaryId),
    uniqueIndex("manufacturers_name_uq").on(t.tenantId, sql`lower(${t.name})`),
    index("manufacturers_created_idx").on(t.tenantId, t.createdAt),
    tenantFk(t),
  ],
);

export const vendors = pgTable(
  "vendors",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    type: text("type"),
    status: text("status").notNull().default("ACTIVE"),
    classification: text("classification"),
    creditLimit: money("credit_limit"),
    leadTime: integer("lead_time"),
    paymentMethod: text("payment_method"),
    paymentTerms: text("payment_terms"),
    contactPerson: text("contact_person"),
    primaryEmail: text("primary_email"),
    secondaryEmail: text("secondary_email"),
    primaryPhone: text("primary_phone"),
    secondaryPhone: text("secondary_phone"),
    businessAddress: text("business_address"),
    city: text("city"),
    stateProvince: text("state_province"),
    zipCode: text("zip_code"),
    bankName: text("bank_name"),
    branchCode: text("branch_code"),
    branchCity: text("branch_city"),
    ibanNumber: text("iban_number"),
    registrationNumber: text("registration_number"),
    strn: text("strn"),
    taxationNumber: text("taxation_number"),
    taxExemption: boolean("tax_exemption").notNull().default(false),
    taxExemptionValidity: date("tax_exemption_validity", { mode: "string" }),
    taxReturn: boolean("tax_return").notNull().default(false),
    withHoldTaxGroup: text("with_hold_tax_group"),
    withHoldTaxPercentage: rate("with_hold_tax_percentage"),
    drugLicenseNo: text("drug_license_no"),
    drugSaleLicense: text("drug_sale_license"),
    document: text("document"),
    documentExpiryDate: date("document_expiry_date", { mode: "string" }),
    stockReturnPolicy: text("stock_return_policy"),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("vendors_secondary_id_uq").on(t.tenantId, t.secondaryId),
    uniqueIndex("vendors_name_uq").on(t.tenantId, sql`lower(${t.name})`),
    index("vendors_created_idx").on(t.tenantId, t.createdAt),
    tenantFk(t),
  ],
);

export const vendorManufacturers = pgTable(
  "vendor_manufacturers",
  {
    tenantId: tenantId(),
    vendorId: uuid("vendor_id").notNull(),
    manufacturerId: uuid("manufacturer_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId, t.manufacturerId] }),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.manufacturerId], foreignColumns: [manufacturers.tenantId, manufacturers.id] }),
    index("vendor_manufacturers_manufacturer_idx").on(t.tenantId, t.manufacturerId, t.vendorId),
  ],
);

/** A product; prices of the buying unit (maximumRetailPrice) and of the selling unit (maximumRetailUnitPrice). */
export const products = pgTable(
  "products",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    description: text("description"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    gtin: text("gtin"),
    itemNature: text("item_nature"),
    stockNature: text("stock_nature"),
    itemReleaseChannels: text("item_release_channels").array().notNull().default(sql`'{}'::text[]`),
    prescriptionRequired: boolean("prescription_required").notNull().default(false),
    drugRegulatorId: text("drug_regulator_id"),
    dosageInstruction: text("dosage_instruction"),
    sideEffects: text("side_effects"),
    maximumRetailPrice: money("maximum_retail_price").notNull(),
    maximumRetailUnitPrice: money("maximum_retail_unit_price").notNull(),
    purchasingPrice: money("purchasing_price"),
    tradePrice: money("trade_price"),
    tradeDiscount: money("trade_discount"),
    discountPercentage: rate("discount_percentage"),
    margins: rate("margins"),
    sellingUnit: text("selling_unit").notNull(),
    buyingUnit: text("buying_unit").notNull(),
    uomFactor: integer("uom_factor").notNull().default(1),
    sorting: integer("sorting"),
    skuCode: text("sku_code"),
    skuDepartment: text("sku_department"),
    skuMinimumLevel: integer("sku_minimum_level"),
    skuMaximumLevel: integer("sku_maximum_level"),
    skuReorderLevel: integer("sku_reorder_level"),
    skuWarehouseLeadTime: integer("sku_warehouse_lead_time"),
    taxCode: text("tax_code"),
    taxGroupId: uuid("tax_group_id"),
    isDiscountApplicableOnTax: boolean("is_discount_applicable_on_tax").notNull().default(false),
    isTaxInclusive: boolean("is_tax_inclusive").notNull().default(true),
    sellingTaxRate: rate("selling_tax_rate"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoUrl: text("seo_url"),
    manufacturerId: uuid("manufacturer_id"),
    genericFormulaId: uuid("generic_formula_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("products_secondary_id_uq").on(t.tenantId, t.secondaryId),
    unique("products_sku_code_uq").on(t.tenantId, t.skuCode),
    unique("products_gtin_uq").on(t.tenantId, t.gtin),
    foreignKey({ columns: [t.tenantId, t.taxGroupId], foreignColumns: [taxGroups.tenantId, taxGroups.id] }),
    foreignKey({ columns: [t.tenantId, t.manufacturerId], foreignColumns: [manufacturers.tenantId, manufacturers.id] }),
    foreignKey({ columns: [t.tenantId, t.genericFormulaId], foreignColumns: [genericFormulas.tenantId, genericFormulas.id] }),
    index("products_name_idx").on(t.tenantId, t.name),
    index("products_created_idx").on(t.tenantId, t.createdAt),
    index("products_manufacturer_idx").on(t.tenantId, t.manufacturerId),
    // A trigram index on name (for LIKE) is created in the catalogue_rls migration, after pg_trgm; these two
    // serve the product search, which also matches the SKU and the GTIN (product_search migration).
    index("products_sku_code_trgm_idx").using("gin", t.skuCode.op("gin_trgm_ops")),
    index("products_gtin_trgm_idx").using("gin", t.gtin.op("gin_trgm_ops")),
  ],
);

export const productConversions = pgTable(
  "product_conversions",
  {
    tenantId: tenantId(),
    id: id(),
    productId: uuid("product_id").notNull(),
    itemConversion: integer("item_conversion").notNull(),
    sellingUnit: text("selling_unit").notNull(),
    sorting: integer("sorting").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete("cascade"),
    index("product_conversions_product_idx").on(t.tenantId, t.productId),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    tenantId: tenantId(),
    productId: uuid("product_id").notNull(),
    categoryId: uuid("category_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.categoryId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    index("product_categories_category_idx").on(t.tenantId, t.categoryId, t.productId),
  ],
);

export const productTags = pgTable(
  "product_tags",
  {
    tenantId: tenantId(),
    productId: uuid("product_id").notNull(),
    tagId: uuid("tag_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.tagId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.tagId], foreignColumns: [tags.tenantId, tags.id] }),
    index("product_tags_tag_idx").on(t.tenantId, t.tagId, t.productId),
  ],
);

export const productVendors = pgTable(
  "product_vendors",
  {
    tenantId: tenantId(),
    productId: uuid("product_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.vendorId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    index("product_vendors_vendor_idx").on(t.tenantId, t.vendorId, t.productId),
  ],
);

// ---- procurement: purchase orders, goods receipt, lots and the stock ledger ----

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    status: text("status").notNull().default("OPEN"),
    orderType: text("order_type").notNull().default("NORMAL"),
    poType: text("po_type").notNull().default("NORMAL"),
    vendorId: uuid("vendor_id").notNull(),
    deliveryLocationId: uuid("delivery_location_id").notNull(),
    expectedDeliveryDate: date("expected_delivery_date", { mode: "string" }).notNull(),
    returnRfid: text("return_rfid"),
    additionalTerms: text("additional_terms"),
    netAmount: money("net_amount").notNull(),
    totalDiscount: money("total_discount").notNull(),
    salesTax: money("sales_tax").notNull(),
    totalAmount: money("total_amount").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("purchase_orders_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.deliveryLocationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("purchase_orders_created_idx").on(t.tenantId, t.createdAt),
    index("purchase_orders_location_idx").on(t.tenantId, t.deliveryLocationId, t.createdAt),
    index("purchase_orders_vendor_idx").on(t.tenantId, t.vendorId),
  ],
);

/** One product line of a purchase order; amounts are line amounts computed by common/money. */
export const purchaseOrderItems = pgTable(
  "purchase_order_items",
  {
    tenantId: tenantId(),
    id: id(),
    purchaseOrderId: uuid("purchase_order_id").notNull(),
    lineNo: integer("line_no").notNull(),
    productId: uuid("product_id").notNull(),
    uom: text("uom").notNull(),
    itemConversion: integer("item_conversion").notNull(),
    requiredQuantity: integer("required_quantity").notNull(),
    foc: integer("foc").notNull().default(0),
    /** Packs (paid + free) on GRN items that are not rejected. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    /** Packs taken into stock (lots created). */
    intakeQuantity: integer("intake_quantity").notNull().default(0),
    tradePrice: money("trade_price").notNull(),
    tradeDiscountPercentage: rate("trade_discount_percentage").notNull(),
    tradeDiscountValue: money("trade_discount_value").notNull(),
    tradePriceAfterTradeDiscount: money("trade_price_after_trade_discount").notNull(),
    gstPercentage: rate("gst_percentage").notNull(),
    gstAmount: money("gst_amount").notNull(),
    tradePriceAfterApplyingGst: money("trade_price_after_applying_gst").notNull(),
    totalPrice: money("total_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("purchase_order_items_line_uq").on(t.tenantId, t.purchaseOrderId, t.lineNo),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("purchase_order_items_product_idx").on(t.tenantId, t.productId),
  ],
);

export const grns = pgTable(
  "grns",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    purchaseOrderId: uuid("purchase_order_id").notNull(),
    locationId: uuid("location_id").notNull(),
    status: text("status").notNull().default("QC"),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    stockArrivalDate: date("stock_arrival_date", { mode: "string" }).notNull(),
    advanceIncomeTax: money("advance_income_tax").notNull(),
    amount: money("amount").notNull(),
    discount: money("discount").notNull(),
    tax: money("tax").notNull(),
    total: money("total").notNull(),
    receivedQuantity: integer("received_quantity").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("grns_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("grns_created_idx").on(t.tenantId, t.createdAt),
    index("grns_po_idx").on(t.tenantId, t.purchaseOrderId),
    index("grns_location_idx").on(t.tenantId, t.locationId, t.createdAt),
  ],
);

export const grnItems = pgTable(
  "grn_items",
  {
    tenantId: tenantId(),
    id: id(),
    grnId: uuid("grn_id").notNull(),
    lineNo: integer("line_no").notNull(),
    actionId: text("action_id").notNull(),
    purchaseOrderItemId: uuid("purchase_order_item_id").notNull(),
    productId: uuid("product_id").notNull(),
    locationId: uuid("location_id").notNull(),
    batchNumber: text("batch_number").notNull(),
    batchExpiry: date("batch_expiry", { mode: "string" }).notNull(),
    mfgDate: date("mfg_date", { mode: "string" }),
    mrp: money("mrp").notNull(),
    tradePrice: money("trade_price").notNull(),
    discValue: money("disc_value").notNull(),
    gstValue: money("gst_value").notNull(),
    foc: integer("foc").notNull().default(0),
    receivedQuantity: integer("received_quantity").notNull(),
    uomFactor: integer("uom_factor").notNull(),
    status: text("status").notNull().default("QC"),
    comment: text("comment"),
    rejectComment: text("reject_comment"),
    lotCount: integer("lot_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("grn_items_line_uq").on(t.tenantId, t.grnId, t.lineNo),
    unique("grn_items_action_id_uq").on(t.tenantId, t.actionId),
    foreignKey({ columns: [t.tenantId, t.grnId], foreignColumns: [grns.tenantId, grns.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderItemId], foreignColumns: [purchaseOrderItems.tenantId, purchaseOrderItems.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("grn_items_po_item_idx").on(t.tenantId, t.purchaseOrderItemId),
    index("grn_items_awaiting_idx").on(t.tenantId, t.locationId, t.status),
  ],
);

/** A lot is one physical pack with its scannable code actionId. */
export const productLots = pgTable(
  "product_lots",
  {
    tenantId: tenantId(),
    id: id(),
    actionId: text("action_id").notNull(),
    productId: uuid("product_id").notNull(),
    locationId: uuid("location_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    grnItemId: uuid("grn_item_id").notNull(),
    status: text("status").notNull(),
    isOpened: boolean("is_opened").notNull().default(false),
    isFoc: boolean("is_foc").notNull().default(false),
    quantity: integer("quantity").notNull(),
    purchasingPrice: money("purchasing_price").notNull(),
    mrpSellingUnit: money("mrp_selling_unit").notNull(),
    taxSellingUnit: money("tax_selling_unit").notNull(),
    batchNumber: text("batch_number").notNull(),
    batchExpiry: date("batch_expiry", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("product_lots_action_id_uq").on(t.tenantId, t.actionId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.grnItemId], foreignColumns: [grnItems.tenantId, grnItems.id] }),
    index("product_lots_stock_idx").on(t.tenantId, t.locationId, t.productId, t.status, t.batchExpiry),
    index("product_lots_product_idx").on(t.tenantId, t.productId, t.status),
    index("product_lots_grn_item_idx").on(t.tenantId, t.grnItemId),
    // the ledger refuses first, with the product's name (modules/inventory); this is the last wall
    check("product_lots_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

/** The append-only stock ledger: one row per change of a lot's quantity, status or location. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    tenantId: tenantId(),
    id: id(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    kind: text("kind").notNull(),
    quantity: integer("quantity").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    fromLocationId: uuid("from_location_id"),
    toLocationId: uuid("to_location_id"),
    documentType: text("document_type").notNull(),
    documentId: uuid("document_id").notNull(),
    userId: uuid("user_id"),
    createdAt: createdAt(),
    /** The order rows were written in (rows of one transaction share created_at): "newest first" sorts by it. */
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    index("stock_movements_lot_idx").on(t.tenantId, t.lotId),
    index("stock_movements_document_idx").on(t.tenantId, t.documentType, t.documentId),
    // a product's movements, newest first (the product view)
    index("stock_movements_product_idx").on(t.tenantId, t.productId, t.sequence),
    // STOCK_MOVEMENT_KINDS of modules/inventory/movementRules.ts (a unit test keeps them equal)
    check(
      "stock_movements_kind_check",
      sql`${t.kind} in ('INTAKE', 'SALE', 'RETURN_FROM_CUSTOMER', 'RETURN_TO_VENDOR', 'TRANSFER_OUT', 'TRANSFER_IN', 'ADJUSTMENT', 'AUDIT')`,
    ),
  ],
);

/** Lots sent back to their vendor, with a gate pass. */
export const stockReturns = pgTable(
  "stock_returns",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    status: text("status").notNull().default("COMPLETED"),
    gatePassNumber: text("gate_pass_number").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    locationId: uuid("location_id").notNull(),
    totalProducts: integer("total_products").notNull(),
    totalQty: integer("total_qty").notNull(),
    totalValue: money("total_value").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("stock_returns_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("stock_returns_created_idx").on(t.tenantId, t.createdAt),
    index("stock_returns_location_idx").on(t.tenantId, t.locationId, t.createdAt),
  ],
);

export const stockReturnItems = pgTable(
  "stock_return_items",
  {
    tenantId: tenantId(),
    id: id(),
    stockReturnId: uuid("stock_return_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    value: money("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("stock_return_items_lot_uq").on(t.tenantId, t.lotId),
    foreignKey({ columns: [t.tenantId, t.stockReturnId], foreignColumns: [stockReturns.tenantId, stockReturns.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("stock_return_items_return_idx").on(t.tenantId, t.stockReturnId),
  ],
);

/** Every tenant table: row-level security policies are created for each (see the rls migration). */
export const tenantTableNames = [
  "counters",
  "roles",
  "role_permissions",
  "users",
  "locations",
  "user_locations",
  "sessions",
  "activity_log",
  "tax_groups",
  "generic_formulas",
  "tags",
  "categories",
  "manufacturers",
  "vendors",
  "vendor_manufacturers",
  "products",
  "product_conversions",
  "product_categories",
  "product_tags",
  "product_vendors",
  "purchase_orders",
  "purchase_order_items",
  "grns",
  "grn_items",
  "product_lots",
  "stock_movements",
  "stock_returns",
  "stock_return_items",
  "idempotency_keys",
] as const;

// ---- idempotency (server/core/idempotency.ts) ----

/**
 * The first answer of a mutation a client may retry, per tenant, operation and client-generated key. A repeat
 * with the same request gets it again; the job queue's housekeeping prunes rows after a few days.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: tenantId(),
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    result: jsonb("result"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.operation, t.key] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
