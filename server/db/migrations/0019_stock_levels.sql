CREATE TABLE "stock_levels" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"lots" integer DEFAULT 0 NOT NULL,
	"loose_quantity" integer DEFAULT 0 NOT NULL,
	"packed_count" integer DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"mrp_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stock_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_tenant_id_location_id_product_id_pk" PRIMARY KEY("tenant_id","location_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("tenant_id","product_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "stock_levels" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "stock_levels" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stock_levels" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- the levels of the lots already there, as modules/inventory/stockLevels.ts adds them up
INSERT INTO "stock_levels" (tenant_id, location_id, product_id, lots, loose_quantity, packed_count, stock_quantity, mrp_amount, stock_value, total_tax)
SELECT l.tenant_id, l.location_id, l.product_id, count(*),
  coalesce(sum(l.quantity) FILTER (WHERE l.is_opened), 0), count(*) FILTER (WHERE NOT l.is_opened AND l.quantity > 0), sum(l.quantity),
  sum(l.mrp_selling_unit * l.quantity),
  sum(CASE WHEN l.is_foc OR g.received_quantity <= 0 OR g.uom_factor <= 0 THEN 0
    ELSE round((g.trade_price - g.disc_value / g.received_quantity) * l.quantity / g.uom_factor, 2) END),
  sum(round(l.tax_selling_unit * l.quantity, 2))
FROM product_lots l JOIN grn_items g ON g.tenant_id = l.tenant_id AND g.id = l.grn_item_id
WHERE l.status = 'IN_INVENTORY'
GROUP BY l.tenant_id, l.location_id, l.product_id;
