-- The SANDBOX authority's invoices (issue 25): kept here instead of in process memory, so memory stays bounded
-- and a sandbox number is unique across server processes sharing the database (its id is in the number). Read
-- and written only by the owner, on behalf of the stand-in authority: no tenant transaction touches it.
CREATE TABLE "fiscal_sandbox_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"authority" text NOT NULL,
	"integration_tenant_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"usin" text NOT NULL,
	"invoice_number" text,
	"invoice_type" integer NOT NULL,
	"ref_usin" text,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_sandbox_invoices_number_uq" UNIQUE("invoice_number"),
	CONSTRAINT "fiscal_sandbox_invoices_usin_uq" UNIQUE("authority","integration_id","usin")
);
--> statement-breakpoint
REVOKE ALL ON "fiscal_sandbox_invoices" FROM pharmacy_app;
--> statement-breakpoint
REVOKE ALL ON SEQUENCE "fiscal_sandbox_invoices_id_seq" FROM pharmacy_app;
