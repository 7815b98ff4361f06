-- Row-level security for the catalogue and supplier tables, exactly as 0002_rls.sql does for the first ones
-- (grants come from the default privileges set there). Also the trigram index behind products' name LIKE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Explicit as well as the default privileges: a different migrating role would not inherit those.
GRANT SELECT, INSERT, UPDATE, DELETE ON "tax_groups", "generic_formulas", "tags", "categories", "manufacturers", "vendors", "vendor_manufacturers", "products", "product_conversions", "product_categories", "product_tags", "product_vendors" TO pharmacy_app;
--> statement-breakpoint
DO $$
DECLARE
	table_name text;
BEGIN
	FOREACH table_name IN ARRAY ARRAY['tax_groups', 'generic_formulas', 'tags', 'categories', 'manufacturers', 'vendors', 'vendor_manufacturers', 'products', 'product_conversions', 'product_categories', 'product_tags', 'product_vendors']
	LOOP
		EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
		EXECUTE format(
			'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
			table_name
		);
	END LOOP;
END
$$;
--> statement-breakpoint
-- Row-level security stops PostgreSQL from using an index for a non-leakproof operator such as ILIKE, so a
-- product name search would always scan the whole table. This function runs the search as the owner (the
-- trigram index applies) and is confined to the transaction's tenant exactly as the policies are.
CREATE OR REPLACE FUNCTION catalogue_products_named_like(pattern text) RETURNS SETOF uuid
	LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
	ROWS 500
	AS $$ SELECT id FROM products WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid AND name ILIKE pattern $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION catalogue_products_named_like(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION catalogue_products_named_like(text) TO pharmacy_app;
