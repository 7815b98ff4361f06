CREATE TABLE "audit_lots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"audit_product_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"is_expected" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expected_quantity" integer,
	"actual_quantity" integer,
	"scan_type" text,
	"difference_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"counted_at" timestamp with time zone,
	"counted_by" uuid,
	CONSTRAINT "audit_lots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "audit_lots_lot_uq" UNIQUE("tenant_id","audit_id","lot_id"),
	CONSTRAINT "audit_lots_status_check" CHECK ("audit_lots"."status" in ('PENDING', 'MATCHED', 'SHORT', 'EXCESS')),
	CONSTRAINT "audit_lots_scan_type_check" CHECK ("audit_lots"."scan_type" is null or "audit_lots"."scan_type" in ('OPEN', 'BOX')),
	CONSTRAINT "audit_lots_quantities_check" CHECK ("audit_lots"."expected_quantity" >= 0 and "audit_lots"."actual_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"lot_count" integer NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"short_count" integer DEFAULT 0 NOT NULL,
	"excess_count" integer DEFAULT 0 NOT NULL,
	"expected_quantity" integer DEFAULT 0 NOT NULL,
	"actual_quantity" integer DEFAULT 0 NOT NULL,
	"short_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"excess_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"started_at" timestamp with time zone,
	"started_by" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "audit_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "audit_products_product_uq" UNIQUE("tenant_id","audit_id","product_id"),
	CONSTRAINT "audit_products_status_check" CHECK ("audit_products"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"type" text NOT NULL,
	"percentage" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"item_count" integer NOT NULL,
	"lot_count" integer NOT NULL,
	"closure_reason" text,
	"adjustment_id" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "audits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "audits_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "audits_type_check" CHECK ("audits"."type" in ('ALL', 'HIGH_SELLING', 'LOW_SELLING', 'RANDOM', 'SPECIFIC_PRODUCT')),
	CONSTRAINT "audits_status_check" CHECK ("audits"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'CLOSED')),
	CONSTRAINT "audits_percentage_check" CHECK ("audits"."percentage" is null or "audits"."percentage" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "audit_lots" ADD CONSTRAINT "audit_lots_tenant_id_audit_id_audits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","audit_id") REFERENCES "public"."audits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_lots" ADD CONSTRAINT "audit_lots_tenant_id_audit_product_id_audit_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","audit_product_id") REFERENCES "public"."audit_products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_lots" ADD CONSTRAINT "audit_lots_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_products" ADD CONSTRAINT "audit_products_tenant_id_audit_id_audits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","audit_id") REFERENCES "public"."audits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_products" ADD CONSTRAINT "audit_products_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_tenant_id_adjustment_id_adjustments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","adjustment_id") REFERENCES "public"."adjustments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_lots_product_idx" ON "audit_lots" USING btree ("tenant_id","audit_product_id");--> statement-breakpoint
CREATE INDEX "audits_location_idx" ON "audits" USING btree ("tenant_id","location_id","status");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "audits" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "audits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audits" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_products" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "audit_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_products" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_lots" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "audit_lots" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_lots" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
