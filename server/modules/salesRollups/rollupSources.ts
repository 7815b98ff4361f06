// What each sales rollup adds up, written once (README "Sales rollups"): the orders counted, their lines with the
// cost of the lots they drew from, and for each of the four tables its key and its measures as aggregates over
// them. The writers (rollupWriters.ts) upsert these rows for the orders of one change, the drift check
// (rollupDrift.ts) recomputes them for every order; migration 0031 backfills with the same SQL, spelled out.
import { sql, type SQL } from "drizzle-orm";
import { businessDay, businessDayStart, businessToday } from "../../core/businessDay";
import { LOT_VALUE } from "../inventory";

export { businessDay, businessDayStart, businessToday };

/** A cashier the order does not name (none does today: every sale and return records its author). */
const NO_CASHIER = "'00000000-0000-0000-0000-000000000000'::uuid";

/**
 * The orders the rollups count: those made at a register (every sale and return the API writes) — a sale unless
 * it is held or cancelled (as the session summary and the Z report), and every return.
 */
export const COUNTED_ORDER = `o.register_id is not null and (o.kind = 'RETURN' or o.status not in ('HOLD', 'CANCELLED'))`;

/**
 * The WITH list every rollup reads: `rollup_orders`, the counted orders `filter` selects (over `orders o`), with
 * their business day and cashier; `rollup_lines`, their items with the cost of the lots each drew from (a return's
 * item: the lots it brought back), valued as the lot queries value stock (LOT_VALUE).
 */
export function rollupSources(filter: SQL): SQL {
  return sql`rollup_orders as (
      select o.tenant_id, o.id, o.kind, o.location_id, o.register_id, coalesce(o.created_by, ${sql.raw(NO_CASHIER)}) as cashier_id,
        ${sql.raw(businessDay("o.created_at"))} as day, o.subtotal, o.total_discount, o.tax,
        o.delivery_charges + o.platform_fee + o.platform_fee_tax + o.pos_fees + o.integration_charges as fees, o.total_amount
      from orders o where ${filter} and ${sql.raw(COUNTED_ORDER)}),
    rollup_costs as (
      select l.tenant_id, l.order_item_id, sum(${LOT_VALUE}) as cost
      from (select x.tenant_id, x.order_item_id, x.quantity, p.is_foc, p.grn_item_id
          from rollup_orders ro
          join order_item_lots x on x.tenant_id = ro.tenant_id and x.order_id = ro.id
          join product_lots p on p.tenant_id = x.tenant_id and p.id = x.lot_id) l
      join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
      group by l.tenant_id, l.order_item_id),
    rollup_lines as (
      select ro.tenant_id, ro.id as order_id, ro.kind, ro.location_id, ro.day, i.product_id, i.quantity, i.sub_total, i.discount, i.tax, i.total_price,
        coalesce(c.cost, 0) as cost
      from rollup_orders ro
      join order_items i on i.tenant_id = ro.tenant_id and i.order_id = ro.id
      left join rollup_costs c on c.tenant_id = i.tenant_id and c.order_item_id = i.id)`;
}

export interface Rollup {
  table: "sales_daily" | "sales_monthly" | "sales_till_daily" | "sales_payment_daily";
  /** Key columns and what each is in the source. */
  keys: readonly (readonly [column: string, expression: string])[];
  /** Measures and their aggregates over the source. */
  measures: readonly (readonly [column: string, aggregate: string])[];
  /** FROM … WHERE over the sources (the WHERE may be extended by the caller's `and …`). */
  from: string;
}

/** A measure split into a sale's part and a return's (columns `sold_…` and `returned_…`, or as named). */
function bothWays(kind: string, pairs: readonly (readonly [string, string])[], names = ["sold", "returned"]): [string, string][] {
  const [normal, ret] = names;
  return [
    ...pairs.map(([column, value]): [string, string] => [`${normal}${column}`, `sum(case when ${kind} = 'NORMAL' then ${value} else 0 end)`]),
    ...pairs.map(([column, value]): [string, string] => [`${ret}${column}`, `sum(case when ${kind} = 'RETURN' then ${value} else 0 end)`]),
  ];
}

/** The goods: location × day × product. */
const GOODS: Rollup = {
  table: "sales_daily",
  keys: [
    ["tenant_id", "tenant_id"],
    ["location_id", "location_id"],
    ["day", "day"],
    ["product_id", "product_id"],
  ],
  measures: bothWays("kind", [
    ["_units", "quantity"],
    ["_gross", "sub_total"],
    ["_discount", "discount"],
    ["_tax", "tax"],
    ["_total", "total_price"],
    ["_cost", "cost"],
  ]),
  from: "from rollup_lines where true",
};

/** The goods by month: location × calendar month (its first day) × product, the same measures as by day. */
const GOODS_BY_MONTH: Rollup = {
  ...GOODS,
  table: "sales_monthly",
  keys: [
    ["tenant_id", "tenant_id"],
    ["location_id", "location_id"],
    ["month", "date_trunc('month', day::timestamp)::date"],
    ["product_id", "product_id"],
  ],
};

/** The baskets: location × day × register × cashier, from the orders' own totals. */
const TILLS: Rollup = {
  table: "sales_till_daily",
  keys: [
    ["tenant_id", "ro.tenant_id"],
    ["location_id", "ro.location_id"],
    ["day", "ro.day"],
    ["register_id", "ro.register_id"],
    ["cashier_id", "ro.cashier_id"],
  ],
  measures: [
    ["sales", "count(*) filter (where ro.kind = 'NORMAL')"],
    ["returns", "count(*) filter (where ro.kind = 'RETURN')"],
    ...bothWays("ro.kind", [
      ["_units", "coalesce(per.units, 0)"],
      ["_gross", "ro.subtotal"],
      ["_discount", "ro.total_discount"],
      ["_tax", "ro.tax"],
      ["_fees", "ro.fees"],
      ["_total", "ro.total_amount"],
      ["_cost", "coalesce(per.cost, 0)"],
    ]),
  ],
  from: `from rollup_orders ro
    left join (select order_id, sum(quantity) as units, sum(cost) as cost from rollup_lines group by order_id) per on per.order_id = ro.id
    where true`,
};

/** The money by method: location × day of the payment × register × cashier × method (a sale's PAID payments, a return's REFUNDED ones). */
export const PAYMENTS: Rollup = {
  table: "sales_payment_daily",
  keys: [
    ["tenant_id", "ro.tenant_id"],
    ["location_id", "ro.location_id"],
    ["day", businessDay("p.created_at")],
    ["register_id", "ro.register_id"],
    ["cashier_id", "ro.cashier_id"],
    ["method", "p.method"],
  ],
  measures: [
    ["sales", "count(distinct ro.id) filter (where ro.kind = 'NORMAL')"],
    ["returns", "count(distinct ro.id) filter (where ro.kind = 'RETURN')"],
    ...bothWays(
      "ro.kind",
      [
        ["", "p.amount"],
        ["_gross", "p.gross_share"],
        ["_discount", "p.discount_share"],
        ["_tax", "p.tax_share"],
        ["_fees", "p.fees_share"],
      ],
      ["paid", "refunded"],
    ),
  ],
  from: `from rollup_orders ro
    join order_payments p on p.tenant_id = ro.tenant_id and p.order_id = ro.id
    where ((ro.kind = 'NORMAL' and p.status = 'PAID') or (ro.kind = 'RETURN' and p.status = 'REFUNDED'))`,
};

export const ROLLUPS: readonly Rollup[] = [GOODS, GOODS_BY_MONTH, TILLS, PAYMENTS];

/** The rollup's rows over the sources, each measure times `sign` (1 to add, −1 to take away), in key order. */
export function rollupRows(rollup: Rollup, sign: 1 | -1, where: SQL = sql`true`): SQL {
  const keys = rollup.keys.map(([column, expression]) => `${expression} as ${column}`).join(", ");
  const measures = rollup.measures.map(([column, aggregate]) => `${sign} * ${aggregate} as ${column}`).join(", ");
  const groups = rollup.keys.map((_, index) => String(index + 1)).join(", ");
  return sql`select ${sql.raw(keys)}, ${sql.raw(measures)} ${sql.raw(rollup.from)} and ${where} group by ${sql.raw(groups)} order by ${sql.raw(groups)}`;
}
