CREATE TABLE "adjustment_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"adjustment_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"original_status" text NOT NULL,
	"original_quantity" integer NOT NULL,
	"adjusted_status" text,
	"quantity" integer NOT NULL,
	"holds_lot" boolean DEFAULT false NOT NULL,
	"stock_value" numeric(14, 2) NOT NULL,
	"stock_value_excluding_tax" numeric(14, 2) NOT NULL,
	"tax_value" numeric(14, 2) NOT NULL,
	CONSTRAINT "adjustment_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "adjustment_lines_kind_check" CHECK ("adjustment_lines"."kind" in ('SHORT', 'EXCESS')),
	CONSTRAINT "adjustment_lines_status_check" CHECK ("adjustment_lines"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "adjustment_lines_quantity_check" CHECK (("adjustment_lines"."kind" = 'SHORT' and "adjustment_lines"."quantity" < 0) or ("adjustment_lines"."kind" = 'EXCESS' and "adjustment_lines"."quantity" > 0))
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"title" text NOT NULL,
	"remarks" text,
	"adjustment_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"audit_id" uuid,
	"location_id" uuid NOT NULL,
	"item_count" integer NOT NULL,
	"lot_count" integer NOT NULL,
	"adjusted_quantity" integer NOT NULL,
	"stock_value" numeric(14, 2) NOT NULL,
	"stock_value_excluding_tax" numeric(14, 2) NOT NULL,
	"tax_value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "adjustments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "adjustments_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "adjustments_type_check" CHECK ("adjustments"."adjustment_type" in ('AUDIT', 'EXPIRED', 'DAMAGED', 'LOST', 'FOUND', 'CORRECTION')),
	CONSTRAINT "adjustments_status_check" CHECK ("adjustments"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "adjustments_approval_check" CHECK (("adjustments"."status" = 'APPROVED') = ("adjustments"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "adjustment_lines" ADD CONSTRAINT "adjustment_lines_tenant_id_adjustment_id_adjustments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","adjustment_id") REFERENCES "public"."adjustments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_lines" ADD CONSTRAINT "adjustment_lines_tenant_id_lot_id_product_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."product_lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_lines" ADD CONSTRAINT "adjustment_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_lines_adjustment_idx" ON "adjustment_lines" USING btree ("tenant_id","adjustment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_lines_lot_pending_uq" ON "adjustment_lines" USING btree ("tenant_id","lot_id") WHERE "adjustment_lines"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "adjustments_location_idx" ON "adjustments" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "adjustments_audit_idx" ON "adjustments" USING btree ("tenant_id","audit_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "adjustments" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "adjustments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "adjustments" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "adjustment_lines" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "adjustment_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "adjustment_lines" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
