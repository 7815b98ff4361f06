CREATE TABLE "location_registers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"currency" text NOT NULL,
	"print_mode" text NOT NULL,
	"receipt_template" text DEFAULT 'TEMPLATE_1' NOT NULL,
	"terminal_tax_id" text,
	"last_opened_at" timestamp with time zone,
	"last_opened_by" uuid,
	"last_closed_at" timestamp with time zone,
	"last_closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "location_registers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "location_registers_secondary_id_uq" UNIQUE("tenant_id","secondary_id")
);
--> statement-breakpoint
CREATE TABLE "order_item_lots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"scanned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_item_lots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_item_lots_quantity_check" CHECK ("order_item_lots"."quantity" > 0 and "order_item_lots"."returned_quantity" between 0 and "order_item_lots"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sku_code" text,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"is_tax_inclusive" boolean NOT NULL,
	"tax_rate" numeric(7, 3) NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0 and "order_items"."returned_quantity" between 0 and "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"session_id" uuid,
	"location_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tendered" numeric(14, 2) NOT NULL,
	"gross_share" numeric(14, 2) NOT NULL,
	"discount_share" numeric(14, 2) NOT NULL,
	"tax_share" numeric(14, 2) NOT NULL,
	"fees_share" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_payments_method_check" CHECK ("order_payments"."method" in ('CASH', 'CARD', 'CREDIT', 'BANK_TRANSFER')),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" >= 0 and "order_payments"."tendered" >= "order_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"kind" text DEFAULT 'NORMAL' NOT NULL,
	"parent_order_id" uuid,
	"status" text NOT NULL,
	"order_type" text NOT NULL,
	"order_source" text NOT NULL,
	"order_channel" text NOT NULL,
	"payment_status" text NOT NULL,
	"fulfillment_status" text NOT NULL,
	"shipping_status" text NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid,
	"session_id" uuid,
	"customer_id" uuid,
	"address_id" uuid,
	"partner_id" uuid,
	"mr_no" text,
	"comment" text,
	"special_instructions" text,
	"cancelled_reason" text,
	"subtotal" numeric(14, 2) NOT NULL,
	"total_discount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"delivery_charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fee_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pos_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"integration_charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"change_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fbr_invoice_id" text,
	"print_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "orders_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('NORMAL', 'RETURN'))
);
--> statement-breakpoint
CREATE TABLE "platform_fee_configs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order_type" text NOT NULL,
	"platform_fee_type" text NOT NULL,
	"platform_fee_value" numeric(14, 2) NOT NULL,
	"platform_fee_tax_rate" numeric(7, 3) NOT NULL,
	"platform_fee_taxable" boolean DEFAULT false NOT NULL,
	"platform_fee_account_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "platform_fee_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "platform_fee_configs_location_type_uq" UNIQUE("tenant_id","location_id","order_type")
);
--> statement-breakpoint
CREATE TABLE "register_balance_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text,
	"balance_after" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "register_balance_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "register_balance_entries_kind_check" CHECK ("register_balance_entries"."kind" in ('OPENING', 'ADDITION', 'WITHDRAWAL', 'CLOSING')),
	CONSTRAINT "register_balance_entries_amount_check" CHECK ("register_balance_entries"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "register_sessions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"register_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text DEFAULT 'OPENED' NOT NULL,
	"opening_amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"closing_amount" numeric(14, 2),
	"is_amount_matched" boolean,
	"opening_denominations" jsonb,
	"closing_denominations" jsonb,
	"note" text,
	"closing_note" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" uuid NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "register_sessions_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "register_sessions_status_check" CHECK ("register_sessions"."status" in ('OPENED', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "location_registers" ADD CONSTRAINT "location_registers_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_tenant_id_order_item_id_order_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_tenant_id_session_id_register_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."register_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_session_id_register_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."register_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_parent_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_configs" ADD CONSTRAINT "platform_fee_configs_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_balance_entries" ADD CONSTRAINT "register_balance_entries_tenant_id_session_id_register_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."register_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_opened_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","opened_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_registers_name_uq" ON "location_registers" USING btree ("tenant_id","location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "location_registers_name_idx" ON "location_registers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "order_item_lots_order_idx" ON "order_item_lots" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_item_lots_lot_idx" ON "order_item_lots" USING btree ("tenant_id","lot_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("tenant_id","order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_payments_session_idx" ON "order_payments" USING btree ("tenant_id","session_id","method");--> statement-breakpoint
CREATE INDEX "order_payments_location_created_idx" ON "order_payments" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("tenant_id","session_id","status");--> statement-breakpoint
CREATE INDEX "orders_register_status_idx" ON "orders" USING btree ("tenant_id","register_id","status");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("tenant_id","parent_order_id");--> statement-breakpoint
CREATE INDEX "platform_fee_configs_name_idx" ON "platform_fee_configs" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "register_balance_entries_session_idx" ON "register_balance_entries" USING btree ("tenant_id","session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sessions_one_open_uq" ON "register_sessions" USING btree ("tenant_id","register_id") WHERE "register_sessions"."status" = 'OPENED';--> statement-breakpoint
CREATE INDEX "register_sessions_register_idx" ON "register_sessions" USING btree ("tenant_id","register_id","opened_at");--> statement-breakpoint
CREATE INDEX "register_sessions_location_idx" ON "register_sessions" USING btree ("tenant_id","location_id","opened_at");
--> statement-breakpoint
-- Row-level security as for every tenant table (0002_rls.sql).
GRANT SELECT, INSERT, UPDATE, DELETE ON "location_registers", "register_sessions", "register_balance_entries", "platform_fee_configs", "orders", "order_items", "order_item_lots", "order_payments" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "location_registers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "location_registers" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "register_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "register_sessions" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "register_balance_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "register_balance_entries" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "platform_fee_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "platform_fee_configs" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "orders" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_items" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "order_item_lots" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_item_lots" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_payments" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
