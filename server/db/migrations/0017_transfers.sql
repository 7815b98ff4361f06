CREATE TABLE "transfer_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'IN_TRANSIT' NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "transfer_items_status_check" CHECK ("transfer_items"."status" in ('IN_TRANSIT', 'RECEIVED'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"location_from_id" uuid NOT NULL,
	"location_to_id" uuid NOT NULL,
	"demand_note_id" uuid,
	"description" text,
	"expected_delivery_date" date,
	"status" text NOT NULL,
	"item_count" integer NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "transfers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "transfers_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "transfers_locations_check" CHECK ("transfers"."location_from_id" <> "transfers"."location_to_id"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('IN_TRANSIT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED')),
	CONSTRAINT "transfers_counts_check" CHECK ("transfers"."received_count" between 0 and "transfers"."item_count")
);
--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_tenant_id_transfer_id_transfers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","transfer_id") REFERENCES "public"."transfers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tenant_id_location_from_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_from_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tenant_id_location_to_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_to_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_items_transfer_idx" ON "transfer_items" USING btree ("tenant_id","transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_items_lot_in_transit_uq" ON "transfer_items" USING btree ("tenant_id","lot_id") WHERE "transfer_items"."status" = 'IN_TRANSIT';--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("tenant_id","location_from_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("tenant_id","location_to_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_demand_note_idx" ON "transfers" USING btree ("tenant_id","demand_note_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "transfers" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "transfers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "transfers" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "transfer_items" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "transfer_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "transfer_items" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
