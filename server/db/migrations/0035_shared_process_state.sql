CREATE TABLE "download_progress" (
	"tenant_id" uuid NOT NULL,
	"download_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_progress_tenant_id_download_id_pk" PRIMARY KEY("tenant_id","download_id")
);
--> statement-breakpoint
CREATE TABLE "file_usage" (
	"tenant_id" uuid NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"measured_at" timestamp with time zone,
	CONSTRAINT "file_usage_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "download_progress" ADD CONSTRAINT "download_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_usage" ADD CONSTRAINT "file_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_progress_updated_idx" ON "download_progress" USING btree ("updated_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "download_progress" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "download_progress" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "download_progress" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "file_usage" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "file_usage" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "file_usage" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
