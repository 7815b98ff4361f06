-- A GRN is worth what QC did not reject (grnFigures in common/schemas/grn.ts): GRNs whose lines were rejected before
-- that rule still stored the received total. Same arithmetic: Σ round(price × packs, 2) − Σ discount + Σ GST + the
-- advance income tax, over the lines not rejected.
UPDATE "grns" AS g
SET "amount" = kept.amount,
    "discount" = kept.discount,
    "tax" = kept.tax,
    "total" = kept.amount - kept.discount + kept.tax + g."advance_income_tax"
FROM (
  SELECT r."tenant_id", r."grn_id",
         coalesce(sum(round(i."trade_price" * i."received_quantity", 2)) FILTER (WHERE i."status" <> 'REJECTED'), 0) AS amount,
         coalesce(sum(i."disc_value") FILTER (WHERE i."status" <> 'REJECTED'), 0) AS discount,
         coalesce(sum(i."gst_value") FILTER (WHERE i."status" <> 'REJECTED'), 0) AS tax
  FROM (SELECT DISTINCT "tenant_id", "grn_id" FROM "grn_items" WHERE "status" = 'REJECTED') AS r
  JOIN "grn_items" AS i ON i."tenant_id" = r."tenant_id" AND i."grn_id" = r."grn_id"
  GROUP BY r."tenant_id", r."grn_id"
) AS kept
WHERE g."tenant_id" = kept."tenant_id" AND g."id" = kept."grn_id";
