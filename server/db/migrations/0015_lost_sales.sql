CREATE TABLE "lost_sales" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"current_inventory" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'RECORDED' NOT NULL,
	"type" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "lost_sales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "lost_sales_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "lost_sales_quantity_check" CHECK ("lost_sales"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sales" ADD CONSTRAINT "lost_sales_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lost_sales_location_created_idx" ON "lost_sales" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "lost_sales_product_idx" ON "lost_sales" USING btree ("tenant_id","product_id");
--> statement-breakpoint
-- Row-level security as for every tenant table (0002_rls.sql).
GRANT SELECT, INSERT, UPDATE, DELETE ON "lost_sales" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "lost_sales" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "lost_sales" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
