// Offline sales (issue 29): the price history a till's sale is checked against, and what the server could not take
// as the till made it (a shortfall of stock, a price that was not the one in force), flagged for the manager.
import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, money } from "./columns";
import { products } from "./catalogue";
import { productLots } from "./inventory";
import { orders } from "./sales";
import { locations, users } from "./system";

/**
 * Every selling-unit price a product has had, from `changed_at` until the next row: written by a trigger on
 * products whenever its price is set (the catalogue's services, the seed, any import alike), backfilled by the
 * migration with each product's price since it was made.
 */
export const productPriceChanges = pgTable(
  "product_price_changes",
  {
    tenantId: tenantId(),
    id: id(),
    productId: uuid("product_id").notNull(),
    /** Per selling unit (maximum_retail_unit_price), as sales charge it. */
    unitPrice: money("unit_price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Ties of one transaction: the later write wins. */
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    changedBy: uuid("changed_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("product_price_changes_product_idx").on(t.tenantId, t.productId, t.changedAt),
  ],
);

/** What an offline sale could not be as the till made it: SHORTFALL (units no lot held) or PRICE. */
export const offlineDiscrepancies = pgTable(
  "offline_discrepancies",
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid("order_id").notNull(),
    locationId: uuid("location_id").notNull(),
    offlineNumber: text("offline_number").notNull(),
    /** SHORTFALL | PRICE */
    kind: text("kind").notNull(),
    productId: uuid("product_id"),
    productName: text("product_name"),
    lotId: uuid("lot_id"),
    /** SHORTFALL: the units sold that no lot held. PRICE: the line's units. */
    quantity: integer("quantity"),
    /** PRICE: the price in force at the sale's time. SHORTFALL: the units asked for. */
    expected: text("expected"),
    /** PRICE: the price the till charged. SHORTFALL: the units the lots gave. */
    actual: text("actual"),
    /** PRICE: (charged − in force) × units, what the sale took more (or less, negative) than the price list. */
    amount: money("amount"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by"),
    note: text("note"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    foreignKey({ columns: [t.tenantId, t.resolvedBy], foreignColumns: [users.tenantId, users.id] }),
    index("offline_discrepancies_order_idx").on(t.tenantId, t.orderId),
    index("offline_discrepancies_location_idx").on(t.tenantId, t.locationId, t.createdAt),
    check("offline_discrepancies_kind_check", sql`${t.kind} in ('SHORTFALL', 'PRICE')`),
    check("offline_discrepancies_resolved_check", sql`(${t.resolvedAt} is null) = (${t.resolvedBy} is null)`),
  ],
);
