-- Row-level security for the procurement and stock tables, exactly as 0004_catalogue_rls.sql does. The stock
-- ledger is append-only for the application role: it may insert and read movements, never change them.
GRANT SELECT, INSERT, UPDATE, DELETE ON "purchase_orders", "purchase_order_items", "grns", "grn_items", "product_lots" TO pharmacy_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "stock_movements" TO pharmacy_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "stock_movements" FROM pharmacy_app;
--> statement-breakpoint
DO $$
DECLARE
	table_name text;
BEGIN
	FOREACH table_name IN ARRAY ARRAY['purchase_orders', 'purchase_order_items', 'grns', 'grn_items', 'product_lots', 'stock_movements']
	LOOP
		EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
		EXECUTE format(
			'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
			table_name
		);
	END LOOP;
END
$$;
