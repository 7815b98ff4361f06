-- The addresses each e-mail signed in from: past the per-e-mail ceiling of failed sign-ins only these are let
-- through. Touched only before a tenant is known (as the owner), like login_failures: tenants may not read it.
CREATE TABLE "login_known_addresses" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_email_client_address_pk" PRIMARY KEY("email","client_address")
);
--> statement-breakpoint
REVOKE ALL ON "login_known_addresses" FROM pharmacy_app;
