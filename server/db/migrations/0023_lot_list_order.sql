-- The lot lists (a location's unexpired lots, a vendor's returnable ones) sort by expiry then lot code: with
-- 2,000,000 lots at a warehouse the first page sorted every lot (1.6 s); in index order it reads 20.
CREATE INDEX "product_lots_location_expiry_idx" ON "product_lots" USING btree ("tenant_id","location_id","status","batch_expiry","action_id");