CREATE TABLE "categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"comment" text,
	"category_icon" text,
	"image_url" text,
	"level" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "categories_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
CREATE TABLE "generic_formulas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "generic_formulas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"line_of_business" text,
	"last_reason" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "manufacturers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "manufacturers_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_categories_tenant_id_product_id_category_id_pk" PRIMARY KEY("tenant_id","product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_conversions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"item_conversion" integer NOT NULL,
	"selling_unit" text NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_conversions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "product_tags_tenant_id_product_id_tag_id_pk" PRIMARY KEY("tenant_id","product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_vendors" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	CONSTRAINT "product_vendors_tenant_id_product_id_vendor_id_pk" PRIMARY KEY("tenant_id","product_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"gtin" text,
	"item_nature" text,
	"stock_nature" text,
	"item_release_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"prescription_required" boolean DEFAULT false NOT NULL,
	"drug_regulator_id" text,
	"dosage_instruction" text,
	"side_effects" text,
	"maximum_retail_price" numeric(14, 2) NOT NULL,
	"maximum_retail_unit_price" numeric(14, 2) NOT NULL,
	"purchasing_price" numeric(14, 2),
	"trade_price" numeric(14, 2),
	"trade_discount" numeric(14, 2),
	"discount_percentage" numeric(7, 3),
	"margins" numeric(7, 3),
	"selling_unit" text NOT NULL,
	"buying_unit" text NOT NULL,
	"uom_factor" integer DEFAULT 1 NOT NULL,
	"sorting" integer,
	"sku_code" text,
	"sku_department" text,
	"sku_minimum_level" integer,
	"sku_maximum_level" integer,
	"sku_reorder_level" integer,
	"sku_warehouse_lead_time" integer,
	"tax_code" text,
	"tax_group_id" uuid,
	"is_discount_applicable_on_tax" boolean DEFAULT false NOT NULL,
	"is_tax_inclusive" boolean DEFAULT true NOT NULL,
	"selling_tax_rate" numeric(7, 3),
	"seo_title" text,
	"seo_description" text,
	"seo_url" text,
	"manufacturer_id" uuid,
	"generic_formula_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "products_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "products_sku_code_uq" UNIQUE("tenant_id","sku_code"),
	CONSTRAINT "products_gtin_uq" UNIQUE("tenant_id","gtin")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_percentage" numeric(7, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tax_groups_name_uq" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "vendor_manufacturers" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	CONSTRAINT "vendor_manufacturers_tenant_id_vendor_id_manufacturer_id_pk" PRIMARY KEY("tenant_id","vendor_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"classification" text,
	"credit_limit" numeric(14, 2),
	"lead_time" integer,
	"payment_method" text,
	"payment_terms" text,
	"contact_person" text,
	"primary_email" text,
	"secondary_email" text,
	"primary_phone" text,
	"secondary_phone" text,
	"business_address" text,
	"city" text,
	"state_province" text,
	"zip_code" text,
	"bank_name" text,
	"branch_code" text,
	"branch_city" text,
	"iban_number" text,
	"registration_number" text,
	"strn" text,
	"taxation_number" text,
	"tax_exemption" boolean DEFAULT false NOT NULL,
	"tax_exemption_validity" date,
	"tax_return" boolean DEFAULT false NOT NULL,
	"with_hold_tax_group" text,
	"with_hold_tax_percentage" numeric(7, 3),
	"drug_license_no" text,
	"drug_sale_license" text,
	"document" text,
	"document_expiry_date" date,
	"stock_return_policy" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "vendors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "vendors_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_parent_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_formulas" ADD CONSTRAINT "generic_formulas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_category_id_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_conversions" ADD CONSTRAINT "product_conversions_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tenant_id_tag_id_tags_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vendors" ADD CONSTRAINT "product_vendors_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vendors" ADD CONSTRAINT "product_vendors_tenant_id_vendor_id_vendors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."vendors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tax_group_id_tax_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tax_group_id") REFERENCES "public"."tax_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_manufacturer_id_manufacturers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","manufacturer_id") REFERENCES "public"."manufacturers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_generic_formula_id_generic_formulas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","generic_formula_id") REFERENCES "public"."generic_formulas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_manufacturers" ADD CONSTRAINT "vendor_manufacturers_tenant_id_vendor_id_vendors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."vendors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_manufacturers" ADD CONSTRAINT "vendor_manufacturers_tenant_id_manufacturer_id_manufacturers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","manufacturer_id") REFERENCES "public"."manufacturers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "categories_created_idx" ON "categories" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generic_formulas_name_uq" ON "generic_formulas" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "manufacturers_created_idx" ON "manufacturers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("tenant_id","category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_conversions_product_idx" ON "product_conversions" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tenant_id","tag_id","product_id");--> statement-breakpoint
CREATE INDEX "product_vendors_vendor_idx" ON "product_vendors" USING btree ("tenant_id","vendor_id","product_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("tenant_id","manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "tags" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendor_manufacturers_manufacturer_idx" ON "vendor_manufacturers" USING btree ("tenant_id","manufacturer_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_uq" ON "vendors" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("tenant_id","created_at");