CREATE TABLE "grn_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"grn_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"action_id" text NOT NULL,
	"purchase_order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"batch_number" text NOT NULL,
	"batch_expiry" date NOT NULL,
	"mfg_date" date,
	"mrp" numeric(14, 2) NOT NULL,
	"trade_price" numeric(14, 2) NOT NULL,
	"disc_value" numeric(14, 2) NOT NULL,
	"gst_value" numeric(14, 2) NOT NULL,
	"foc" integer DEFAULT 0 NOT NULL,
	"received_quantity" integer NOT NULL,
	"uom_factor" integer NOT NULL,
	"status" text DEFAULT 'QC' NOT NULL,
	"comment" text,
	"reject_comment" text,
	"lot_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grn_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "grn_items_line_uq" UNIQUE("tenant_id","grn_id","line_no"),
	CONSTRAINT "grn_items_action_id_uq" UNIQUE("tenant_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "grns" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text DEFAULT 'QC' NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"stock_arrival_date" date NOT NULL,
	"advance_income_tax" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"received_quantity" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "grns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "grns_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
CREATE TABLE "product_lots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"action_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"grn_item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"is_opened" boolean DEFAULT false NOT NULL,
	"is_foc" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"purchasing_price" numeric(14, 2) NOT NULL,
	"mrp_selling_unit" numeric(14, 2) NOT NULL,
	"tax_selling_unit" numeric(14, 2) NOT NULL,
	"batch_number" text NOT NULL,
	"batch_expiry" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "product_lots_action_id_uq" UNIQUE("tenant_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"uom" text NOT NULL,
	"item_conversion" integer NOT NULL,
	"required_quantity" integer NOT NULL,
	"foc" integer DEFAULT 0 NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"intake_quantity" integer DEFAULT 0 NOT NULL,
	"trade_price" numeric(14, 2) NOT NULL,
	"trade_discount_percentage" numeric(7, 3) NOT NULL,
	"trade_discount_value" numeric(14, 2) NOT NULL,
	"trade_price_after_trade_discount" numeric(14, 2) NOT NULL,
	"gst_percentage" numeric(7, 3) NOT NULL,
	"gst_amount" numeric(14, 2) NOT NULL,
	"trade_price_after_applying_gst" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "purchase_order_items_line_uq" UNIQUE("tenant_id","purchase_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"order_type" text DEFAULT 'NORMAL' NOT NULL,
	"po_type" text DEFAULT 'NORMAL' NOT NULL,
	"vendor_id" uuid NOT NULL,
	"delivery_location_id" uuid NOT NULL,
	"expected_delivery_date" date NOT NULL,
	"return_rfid" text,
	"additional_terms" text,
	"net_amount" numeric(14, 2) NOT NULL,
	"total_discount" numeric(14, 2) NOT NULL,
	"sales_tax" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "purchase_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "purchase_orders_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_location_id" uuid,
	"to_location_id" uuid,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "grn_items" ADD CONSTRAINT "grn_items_tenant_id_grn_id_grns_tenant_id_id_fk" FOREIGN KEY ("tenant_id","grn_id") REFERENCES "public"."grns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grn_items" ADD CONSTRAINT "grn_items_tenant_id_purchase_order_item_id_purchase_order_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","purchase_order_item_id") REFERENCES "public"."purchase_order_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grn_items" ADD CONSTRAINT "grn_items_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grns" ADD CONSTRAINT "grns_tenant_id_purchase_order_id_purchase_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","purchase_order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grns" ADD CONSTRAINT "grns_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_tenant_id_vendor_id_vendors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."vendors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_tenant_id_grn_item_id_grn_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","grn_item_id") REFERENCES "public"."grn_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_tenant_id_purchase_order_id_purchase_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","purchase_order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_vendor_id_vendors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vendor_id") REFERENCES "public"."vendors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_delivery_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","delivery_location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grn_items_po_item_idx" ON "grn_items" USING btree ("tenant_id","purchase_order_item_id");--> statement-breakpoint
CREATE INDEX "grn_items_awaiting_idx" ON "grn_items" USING btree ("tenant_id","location_id","status");--> statement-breakpoint
CREATE INDEX "grns_created_idx" ON "grns" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "grns_po_idx" ON "grns" USING btree ("tenant_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "grns_location_idx" ON "grns" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "product_lots_stock_idx" ON "product_lots" USING btree ("tenant_id","location_id","product_id","status","batch_expiry");--> statement-breakpoint
CREATE INDEX "product_lots_product_idx" ON "product_lots" USING btree ("tenant_id","product_id","status");--> statement-breakpoint
CREATE INDEX "product_lots_grn_item_idx" ON "product_lots" USING btree ("tenant_id","grn_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_product_idx" ON "purchase_order_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_location_idx" ON "purchase_orders" USING btree ("tenant_id","delivery_location_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("tenant_id","vendor_id");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("tenant_id","lot_id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("tenant_id","document_type","document_id");