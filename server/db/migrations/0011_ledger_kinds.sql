-- Returns to a vendor were written as kind RETURN before the ledger had one list of kinds (modules/inventory):
-- the same movement, named as the ledger names it now.
UPDATE "stock_movements" SET "kind" = 'RETURN_TO_VENDOR' WHERE "kind" = 'RETURN';--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_quantity_check" CHECK ("product_lots"."quantity" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('INTAKE', 'SALE', 'RETURN_FROM_CUSTOMER', 'RETURN_TO_VENDOR', 'TRANSFER_OUT', 'TRANSFER_IN', 'ADJUSTMENT', 'AUDIT'));
