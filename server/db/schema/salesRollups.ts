// Sales rollups (README "Sales rollups"): what the dashboard and the sales reports read instead of adding up every
// order. Kept by modules/salesRollups in the transaction of the sale, the return, the cancellation and the payment
// on delivery; backfilled by their migration; rollupDrift proves them equal to the orders. Each row adds up the
// orders of one business day (the calendar day in Pakistan time, Asia/Karachi, of the order's or payment's instant).
import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { tenantId } from "./columns";
import { products } from "./catalogue";
import { locationRegisters } from "./sales";
import { locations } from "./system";

const amount = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default("0");
const count = (name: string) => integer(name).notNull().default(0);

/**
 * What a product's rollup row adds up (sales_daily and sales_monthly): Σ line gross (unit price × units, before
 * discount), discount, tax and total (what the lines charge), and cost: Σ over the lots the lines drew from of
 * their value at cost for the units taken (LOT_VALUE); sold on the sale's day, returned on the return's.
 */
const goodsFigures = () => ({
  soldUnits: count("sold_units"),
  soldGross: amount("sold_gross"),
  soldDiscount: amount("sold_discount"),
  soldTax: amount("sold_tax"),
  soldTotal: amount("sold_total"),
  soldCost: amount("sold_cost"),
  returnedUnits: count("returned_units"),
  returnedGross: amount("returned_gross"),
  returnedDiscount: amount("returned_discount"),
  returnedTax: amount("returned_tax"),
  returnedTotal: amount("returned_total"),
  returnedCost: amount("returned_cost"),
});

/** The goods: one row per location, product and day; sold on the sale's day, returned on the return's. */
export const salesDaily = pgTable(
  "sales_daily",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    productId: uuid("product_id").notNull(),
    day: date("day").notNull(),
    ...goodsFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.day, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    // the key serves one store's days; a report over every store reads by day
    index("sales_daily_day_idx").on(t.tenantId, t.day),
  ],
);

/**
 * The goods by month (issue 28): sales_daily's rows added up per calendar month (`month`: its first day), kept by
 * the same writer in the same statement; what a report by month reads for the whole months of its range (a year by
 * product groups about 12 times fewer rows than by day).
 */
export const salesMonthly = pgTable(
  "sales_monthly",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    productId: uuid("product_id").notNull(),
    month: date("month").notNull(),
    ...goodsFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.month, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("sales_monthly_month_idx").on(t.tenantId, t.month),
  ],
);

/** The baskets: one row per location, day, register and cashier (the order's author) with the orders' own totals. */
export const salesTillDaily = pgTable(
  "sales_till_daily",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    day: date("day").notNull(),
    registerId: uuid("register_id").notNull(),
    cashierId: uuid("cashier_id").notNull(),
    /** Sales (NORMAL orders) and returns (RETURN orders) counted. */
    sales: count("sales"),
    returns: count("returns"),
    /** The goods' figures over the orders' own: subtotal, total discount (lines' and shipping), lines' tax, total. */
    ...goodsFigures(),
    /** Fees: delivery, platform fee and its tax, POS and integration charges. */
    soldFees: amount("sold_fees"),
    returnedFees: amount("returned_fees"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.day, t.registerId, t.cashierId] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    index("sales_till_daily_day_idx").on(t.tenantId, t.day),
  ],
);

/** The money by method: one row per location, day (of the payment), register, cashier and payment method. */
export const salesPaymentDaily = pgTable(
  "sales_payment_daily",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    day: date("day").notNull(),
    registerId: uuid("register_id").notNull(),
    cashierId: uuid("cashier_id").notNull(),
    /** CASH | CARD | CREDIT | BANK_TRANSFER */
    method: text("method").notNull(),
    /** Sales paid (wholly or in part) and returns refunded by this method. */
    sales: count("sales"),
    returns: count("returns"),
    /** Σ amount of the sales' PAID payments, and their shares of the orders' gross, discount, tax and fees. */
    paid: amount("paid"),
    paidGross: amount("paid_gross"),
    paidDiscount: amount("paid_discount"),
    paidTax: amount("paid_tax"),
    paidFees: amount("paid_fees"),
    /** The same of the returns' REFUNDED payments. */
    refunded: amount("refunded"),
    refundedGross: amount("refunded_gross"),
    refundedDiscount: amount("refunded_discount"),
    refundedTax: amount("refunded_tax"),
    refundedFees: amount("refunded_fees"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.day, t.registerId, t.cashierId, t.method] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    index("sales_payment_daily_day_idx").on(t.tenantId, t.day),
  ],
);
