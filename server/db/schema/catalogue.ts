// Catalogue and suppliers: tax groups, formulas, tags, categories, manufacturers, vendors, products.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./global";
import { id, tenantId, createdAt, updatedAt, money, rate } from "./columns";

// ---- catalogue and suppliers ----

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
    // What the product search matches (name, SKU, GTIN), lower-cased once when written rather than on every row
    // of every search; the unit separator keeps a pattern from matching across two of them.
    searchKey: text("search_key").generatedAlwaysAs(
      sql`lower(name || chr(31) || coalesce(sku_code, '') || chr(31) || coalesce(gtin, ''))`,
    ),
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
    // The search of a rare pattern reads this trigram index (catalogue_products_matching, product_search_key migration).
    // fastupdate off: a search never reads a pending list of unsorted entries (catalogue writes are rare)
    index("products_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")).with({ fastupdate: false }),
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
