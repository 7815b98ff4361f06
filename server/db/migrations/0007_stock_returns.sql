CREATE TABLE "stock_return_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"stock_return_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	CONSTRAINT "stock_return_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_return_items_lot_uq" UNIQUE("tenant_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "stock_returns" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"gate_pass_number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"total_products" integer NOT NULL,
	"total_qty" integer NOT NULL,
	"total_value" numeric(14, 2) NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "stock_returns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_returns_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
ALTER TABLE "stock_return_items" ADD CONSTRAINT "stock_return_items_tenant_id_stock_return_id_stock_returns_tenant_id_id_fk" FOREIGN KEY ("tenant_id","stock_return_id") REFERENCES "public"."stock_returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_return_items" ADD CONSTRAINT "stock_return_items_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_return_items" ADD CONSTRAINT "stock_return_items_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_tenant_id_vendor_id_vendors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."vendors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_return_items_return_idx" ON "stock_return_items" USING btree ("tenant_id","stock_return_id");--> statement-breakpoint
CREATE INDEX "stock_returns_created_idx" ON "stock_returns" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_returns_location_idx" ON "stock_returns" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "stock_returns", "stock_return_items" TO pharmacy_app;
--> statement-breakpoint
DO $$
DECLARE
	table_name text;
BEGIN
	FOREACH table_name IN ARRAY ARRAY['stock_returns', 'stock_return_items']
	LOOP
		EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
		EXECUTE format(
			'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
			table_name
		);
	END LOOP;
END
$$;
