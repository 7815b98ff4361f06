-- A stock return's total_qty counts units (as its lines do), no longer lots: recount the returns made before.
UPDATE "stock_returns" AS sr
SET "total_qty" = units.total
FROM (
	SELECT "tenant_id", "stock_return_id", SUM("quantity")::integer AS total
	FROM "stock_return_items"
	GROUP BY "tenant_id", "stock_return_id"
) AS units
WHERE units."tenant_id" = sr."tenant_id" AND units."stock_return_id" = sr."id";
