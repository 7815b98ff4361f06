ALTER TABLE "stock_movements" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "products_sku_code_trgm_idx" ON "products" USING gin ("sku_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_gtin_trgm_idx" ON "products" USING gin ("gtin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("tenant_id","product_id","sequence");--> statement-breakpoint
-- The product search (getProducts' name LIKE) matches the name, the SKU or the GTIN. Like the function it
-- replaces (0004), it runs as the owner so that the trigram indexes apply under row-level security, and it
-- is confined to the transaction's tenant exactly as the policies are.
CREATE OR REPLACE FUNCTION catalogue_products_matching(pattern text) RETURNS SETOF uuid
	LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
	ROWS 500
	AS $$ SELECT id FROM products WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
		AND (name ILIKE pattern OR sku_code ILIKE pattern OR gtin ILIKE pattern) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION catalogue_products_matching(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION catalogue_products_matching(text) TO pharmacy_app;
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalogue_products_named_like(text);
--> statement-breakpoint
-- Explicit as well as the default privileges (0002): a different migrating role would not inherit those.
GRANT USAGE, SELECT ON SEQUENCE "stock_movements_sequence_seq" TO pharmacy_app;
