CREATE TABLE "demand_note_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"demand_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"requested_quantity" integer NOT NULL,
	"suggested_quantity" integer,
	"suggestion_reason" text,
	"current_inventory" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_note_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "demand_note_lines_product_uq" UNIQUE("tenant_id","demand_note_id","product_id"),
	CONSTRAINT "demand_note_lines_quantity_check" CHECK ("demand_note_lines"."requested_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "demand_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"secondary_id" text NOT NULL,
	"type" text NOT NULL,
	"requested_from_id" uuid NOT NULL,
	"requested_to_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closure_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "demand_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "demand_notes_secondary_id_uq" UNIQUE("tenant_id","secondary_id"),
	CONSTRAINT "demand_notes_locations_check" CHECK ("demand_notes"."requested_from_id" <> "demand_notes"."requested_to_id"),
	CONSTRAINT "demand_notes_status_check" CHECK ("demand_notes"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "demand_notes_type_check" CHECK ("demand_notes"."type" in ('MONTHLY', 'PARTNER', 'URGENT', 'WEEKLY'))
);
--> statement-breakpoint
ALTER TABLE "demand_note_lines" ADD CONSTRAINT "demand_note_lines_tenant_id_demand_note_id_demand_notes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","demand_note_id") REFERENCES "public"."demand_notes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_note_lines" ADD CONSTRAINT "demand_note_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_notes" ADD CONSTRAINT "demand_notes_tenant_id_requested_from_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_from_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_notes" ADD CONSTRAINT "demand_notes_tenant_id_requested_to_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_to_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_notes_from_idx" ON "demand_notes" USING btree ("tenant_id","requested_from_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_notes_to_idx" ON "demand_notes" USING btree ("tenant_id","requested_to_id","created_at");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tenant_id_demand_note_id_demand_notes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","demand_note_id") REFERENCES "public"."demand_notes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "demand_notes" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "demand_notes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "demand_notes" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "demand_note_lines" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "demand_note_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "demand_note_lines" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
