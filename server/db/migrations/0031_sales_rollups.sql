CREATE TABLE "sales_daily" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sold_units" integer DEFAULT 0 NOT NULL,
	"sold_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returned_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_tenant_id_location_id_day_product_id_pk" PRIMARY KEY("tenant_id","location_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_payment_daily" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"register_id" uuid NOT NULL,
	"cashier_id" uuid NOT NULL,
	"method" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_fees" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refunded_fees" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_payment_daily_tenant_id_location_id_day_register_id_cashier_id_method_pk" PRIMARY KEY("tenant_id","location_id","day","register_id","cashier_id","method")
);
--> statement-breakpoint
CREATE TABLE "sales_till_daily" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"register_id" uuid NOT NULL,
	"cashier_id" uuid NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"sold_units" integer DEFAULT 0 NOT NULL,
	"sold_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_fees" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returned_gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_fees" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"returned_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_till_daily_tenant_id_location_id_day_register_id_cashier_id_pk" PRIMARY KEY("tenant_id","location_id","day","register_id","cashier_id")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_daily" ADD CONSTRAINT "sales_payment_daily_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_daily" ADD CONSTRAINT "sales_payment_daily_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_till_daily" ADD CONSTRAINT "sales_till_daily_tenant_id_location_id_locations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_till_daily" ADD CONSTRAINT "sales_till_daily_tenant_id_register_id_location_registers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."location_registers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "sales_payment_daily_day_idx" ON "sales_payment_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "sales_till_daily_day_idx" ON "sales_till_daily" USING btree ("tenant_id","day");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sales_daily" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "sales_daily" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_daily" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sales_till_daily" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "sales_till_daily" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_till_daily" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sales_payment_daily" TO pharmacy_app;
--> statement-breakpoint
ALTER TABLE "sales_payment_daily" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_payment_daily" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- backfill: the rollups of the orders already there, as modules/salesRollups/rollupSources.ts adds them up (the
-- API tests run this statement again on their database and compare the result with rollupDrift)
WITH rollup_orders AS (
  SELECT o.tenant_id, o.id, o.kind, o.location_id, o.register_id, coalesce(o.created_by, '00000000-0000-0000-0000-000000000000'::uuid) AS cashier_id,
    (o.created_at AT TIME ZONE 'Asia/Karachi')::date AS day, o.subtotal, o.total_discount, o.tax,
    o.delivery_charges + o.platform_fee + o.platform_fee_tax + o.pos_fees + o.integration_charges AS fees, o.total_amount
  FROM orders o
  WHERE o.register_id IS NOT NULL AND (o.kind = 'RETURN' OR o.status NOT IN ('HOLD', 'CANCELLED'))),
rollup_costs AS (
  SELECT x.tenant_id, x.order_item_id,
    sum(CASE WHEN p.is_foc OR g.received_quantity <= 0 OR g.uom_factor <= 0 THEN 0
      ELSE round((g.trade_price - g.disc_value / g.received_quantity) * x.quantity / g.uom_factor, 2) END) AS cost
  FROM rollup_orders ro
  JOIN order_item_lots x ON x.tenant_id = ro.tenant_id AND x.order_id = ro.id
  JOIN product_lots p ON p.tenant_id = x.tenant_id AND p.id = x.lot_id
  JOIN grn_items g ON g.tenant_id = p.tenant_id AND g.id = p.grn_item_id
  GROUP BY x.tenant_id, x.order_item_id),
rollup_lines AS (
  SELECT ro.tenant_id, ro.id AS order_id, ro.kind, ro.location_id, ro.day, i.product_id, i.quantity, i.sub_total, i.discount, i.tax, i.total_price,
    coalesce(c.cost, 0) AS cost
  FROM rollup_orders ro
  JOIN order_items i ON i.tenant_id = ro.tenant_id AND i.order_id = ro.id
  LEFT JOIN rollup_costs c ON c.tenant_id = i.tenant_id AND c.order_item_id = i.id),
goods AS (
  INSERT INTO sales_daily (tenant_id, location_id, day, product_id, sold_units, sold_gross, sold_discount, sold_tax, sold_total, sold_cost,
    returned_units, returned_gross, returned_discount, returned_tax, returned_total, returned_cost)
  SELECT tenant_id, location_id, day, product_id,
    sum(CASE WHEN kind = 'NORMAL' THEN quantity ELSE 0 END), sum(CASE WHEN kind = 'NORMAL' THEN sub_total ELSE 0 END), sum(CASE WHEN kind = 'NORMAL' THEN discount ELSE 0 END),
    sum(CASE WHEN kind = 'NORMAL' THEN tax ELSE 0 END), sum(CASE WHEN kind = 'NORMAL' THEN total_price ELSE 0 END), sum(CASE WHEN kind = 'NORMAL' THEN cost ELSE 0 END),
    sum(CASE WHEN kind = 'RETURN' THEN quantity ELSE 0 END), sum(CASE WHEN kind = 'RETURN' THEN sub_total ELSE 0 END), sum(CASE WHEN kind = 'RETURN' THEN discount ELSE 0 END),
    sum(CASE WHEN kind = 'RETURN' THEN tax ELSE 0 END), sum(CASE WHEN kind = 'RETURN' THEN total_price ELSE 0 END), sum(CASE WHEN kind = 'RETURN' THEN cost ELSE 0 END)
  FROM rollup_lines
  GROUP BY tenant_id, location_id, day, product_id),
tills AS (
  INSERT INTO sales_till_daily (tenant_id, location_id, day, register_id, cashier_id, sales, returns,
    sold_units, sold_gross, sold_discount, sold_tax, sold_fees, sold_total, sold_cost,
    returned_units, returned_gross, returned_discount, returned_tax, returned_fees, returned_total, returned_cost)
  SELECT ro.tenant_id, ro.location_id, ro.day, ro.register_id, ro.cashier_id,
    count(*) FILTER (WHERE ro.kind = 'NORMAL'), count(*) FILTER (WHERE ro.kind = 'RETURN'),
    sum(CASE WHEN ro.kind = 'NORMAL' THEN coalesce(per.units, 0) ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN ro.subtotal ELSE 0 END),
    sum(CASE WHEN ro.kind = 'NORMAL' THEN ro.total_discount ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN ro.tax ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN ro.fees ELSE 0 END),
    sum(CASE WHEN ro.kind = 'NORMAL' THEN ro.total_amount ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN coalesce(per.cost, 0) ELSE 0 END),
    sum(CASE WHEN ro.kind = 'RETURN' THEN coalesce(per.units, 0) ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN ro.subtotal ELSE 0 END),
    sum(CASE WHEN ro.kind = 'RETURN' THEN ro.total_discount ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN ro.tax ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN ro.fees ELSE 0 END),
    sum(CASE WHEN ro.kind = 'RETURN' THEN ro.total_amount ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN coalesce(per.cost, 0) ELSE 0 END)
  FROM rollup_orders ro
  LEFT JOIN (SELECT order_id, sum(quantity) AS units, sum(cost) AS cost FROM rollup_lines GROUP BY order_id) per ON per.order_id = ro.id
  GROUP BY ro.tenant_id, ro.location_id, ro.day, ro.register_id, ro.cashier_id)
INSERT INTO sales_payment_daily (tenant_id, location_id, day, register_id, cashier_id, method, sales, returns,
  paid, paid_gross, paid_discount, paid_tax, paid_fees, refunded, refunded_gross, refunded_discount, refunded_tax, refunded_fees)
SELECT ro.tenant_id, ro.location_id, (p.created_at AT TIME ZONE 'Asia/Karachi')::date, ro.register_id, ro.cashier_id, p.method,
  count(DISTINCT ro.id) FILTER (WHERE ro.kind = 'NORMAL'), count(DISTINCT ro.id) FILTER (WHERE ro.kind = 'RETURN'),
  sum(CASE WHEN ro.kind = 'NORMAL' THEN p.amount ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN p.gross_share ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN p.discount_share ELSE 0 END),
  sum(CASE WHEN ro.kind = 'NORMAL' THEN p.tax_share ELSE 0 END), sum(CASE WHEN ro.kind = 'NORMAL' THEN p.fees_share ELSE 0 END),
  sum(CASE WHEN ro.kind = 'RETURN' THEN p.amount ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN p.gross_share ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN p.discount_share ELSE 0 END),
  sum(CASE WHEN ro.kind = 'RETURN' THEN p.tax_share ELSE 0 END), sum(CASE WHEN ro.kind = 'RETURN' THEN p.fees_share ELSE 0 END)
FROM rollup_orders ro
JOIN order_payments p ON p.tenant_id = ro.tenant_id AND p.order_id = ro.id
WHERE (ro.kind = 'NORMAL' AND p.status = 'PAID') OR (ro.kind = 'RETURN' AND p.status = 'REFUNDED')
GROUP BY ro.tenant_id, ro.location_id, (p.created_at AT TIME ZONE 'Asia/Karachi')::date, ro.register_id, ro.cashier_id, p.method;
