-- The company profile page (system:company:update): a tenant may change its own row's profile columns, no other
-- column and no other row. Reading stays open to the application role (sign-in and the session read it).
GRANT UPDATE ("name", "website", "online_store_url", "logo", "parent_company_logo", "inverted_logo", "qr_inverted_logo") ON "tenants" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_read ON "tenants" FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY tenant_own_update ON "tenants" FOR UPDATE
	USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid)
	WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::uuid);
