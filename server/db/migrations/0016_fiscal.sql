CREATE TABLE "fiscal_posting_attempts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"response_code" text,
	"message" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_posting_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fiscal_postings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"usin" text NOT NULL,
	"ref_usin" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"charges" numeric(14, 2) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"fiscal_invoice_number" text,
	"number_source" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_postings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fiscal_postings_order_integration_uq" UNIQUE("tenant_id","order_id","integration_id"),
	CONSTRAINT "fiscal_postings_status_check" CHECK ("fiscal_postings"."status" in ('PENDING', 'POSTED', 'FAILED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"allowed_order_types" text[] NOT NULL,
	"charges" numeric(14, 2) NOT NULL,
	"logo" text,
	"location_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"access_token_secret" text NOT NULL,
	"pos_id_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "integrations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "integrations_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "integrations_type_check" CHECK ("integrations"."type" in ('FBR', 'SRB')),
	CONSTRAINT "integrations_status_check" CHECK ("integrations"."status" in ('ACTIVE', 'INACTIVE', 'PENDING', 'ERROR'))
);
--> statement-breakpoint
ALTER TABLE "fiscal_posting_attempts" ADD CONSTRAINT "fiscal_posting_attempts_tenant_id_posting_id_fiscal_postings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","posting_id") REFERENCES "public"."fiscal_postings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_postings" ADD CONSTRAINT "fiscal_postings_tenant_id_integration_id_integrations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","integration_id") REFERENCES "public"."integrations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_postings" ADD CONSTRAINT "fiscal_postings_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_posting_attempts_posting_idx" ON "fiscal_posting_attempts" USING btree ("tenant_id","posting_id","attempt");--> statement-breakpoint
CREATE INDEX "fiscal_postings_status_idx" ON "fiscal_postings" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "integrations_register_idx" ON "integrations" USING btree ("tenant_id","register_id");--> statement-breakpoint
CREATE INDEX "integrations_created_idx" ON "integrations" USING btree ("tenant_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "integrations" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "integrations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "integrations" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "fiscal_postings" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "fiscal_postings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "fiscal_postings" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "fiscal_posting_attempts" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "fiscal_posting_attempts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "fiscal_posting_attempts" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
