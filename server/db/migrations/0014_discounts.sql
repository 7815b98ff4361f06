CREATE TABLE "discount_targets" (
	"tenant_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "discount_targets_tenant_id_discount_id_target_type_target_id_pk" PRIMARY KEY("tenant_id","discount_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"scope" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"max_discount_amount" numeric(14, 2),
	"min_purchase_amount" numeric(14, 2),
	"min_quantity" integer,
	"buy_x" integer,
	"get_y" integer,
	"get_y_discount" numeric(5, 2),
	"limit_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"partner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "discounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "discounts_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "discounts_used_count_check" CHECK ("discounts"."used_count" >= 0 and ("discounts"."limit_uses" is null or "discounts"."used_count" <= "discounts"."limit_uses")),
	CONSTRAINT "discounts_status_check" CHECK ("discounts"."status" in ('ACTIVE', 'IN_ACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"scope" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_discounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "discount_targets" ADD CONSTRAINT "discount_targets_tenant_id_discount_id_discounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","discount_id") REFERENCES "public"."discounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tenant_id_partner_id_partners_tenant_id_id_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_tenant_id_discount_id_discounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","discount_id") REFERENCES "public"."discounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_uq" ON "discounts" USING btree ("tenant_id",lower("code")) WHERE "discounts"."code" is not null;--> statement-breakpoint
CREATE INDEX "discounts_automatic_idx" ON "discounts" USING btree ("tenant_id","start_date") WHERE "discounts"."code" is null and "discounts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_discount_idx" ON "order_discounts" USING btree ("tenant_id","discount_id");--> statement-breakpoint
-- Row-level security as for every tenant table (0002_rls.sql).
GRANT SELECT, INSERT, UPDATE, DELETE ON "discounts", "discount_targets", "order_discounts" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "discounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "discounts" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "discount_targets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "discount_targets" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "order_discounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_discounts" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
