CREATE TABLE "offline_discrepancies" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"offline_number" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"lot_id" uuid,
	"quantity" integer,
	"expected" text,
	"actual" text,
	"amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"note" text,
	CONSTRAINT "offline_discrepancies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "offline_discrepancies_kind_check" CHECK ("offline_discrepancies"."kind" in ('SHORTFALL', 'PRICE')),
	CONSTRAINT "offline_discrepancies_resolved_check" CHECK (("offline_discrepancies"."resolved_at" is null) = ("offline_discrepancies"."resolved_by" is null))
);
--> statement-breakpoint
CREATE TABLE "product_price_changes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_price_changes_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"changed_by" uuid,
	CONSTRAINT "product_price_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "made_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_tenant_id_resolved_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","resolved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_discrepancies_order_idx" ON "offline_discrepancies" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "offline_discrepancies_location_idx" ON "offline_discrepancies" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "product_price_changes_product_idx" ON "product_price_changes" USING btree ("tenant_id","product_id","changed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offline_number_uq" UNIQUE("tenant_id","offline_number");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "product_price_changes" TO pharmacy_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "product_price_changes_sequence_seq" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "product_price_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_price_changes" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "offline_discrepancies" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "offline_discrepancies" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The price history is written wherever a product's selling-unit price is set: the catalogue's services, the seed
-- and any import, so no writer can forget it. It runs as the caller (row-level security holds).
CREATE OR REPLACE FUNCTION record_product_price_change() RETURNS trigger
	LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.maximum_retail_unit_price IS DISTINCT FROM OLD.maximum_retail_unit_price THEN
		INSERT INTO product_price_changes (tenant_id, product_id, unit_price, changed_at, changed_by)
		VALUES (NEW.tenant_id, NEW.id, coalesce(NEW.maximum_retail_unit_price, 0), now(), coalesce(NEW.updated_by, NEW.created_by));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF maximum_retail_unit_price ON "products"
	FOR EACH ROW EXECUTE FUNCTION record_product_price_change();
--> statement-breakpoint
-- Backfill: each product's price as it is, in force since the product was made (no earlier change was kept).
INSERT INTO product_price_changes (tenant_id, product_id, unit_price, changed_at, changed_by)
SELECT tenant_id, id, coalesce(maximum_retail_unit_price, 0), created_at, coalesce(updated_by, created_by) FROM products;
