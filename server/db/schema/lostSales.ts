// Lost sales: what customers asked for and did not get, with what the location had at that moment.
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, money } from "./columns";
import { products } from "./catalogue";
import { locationRegisters } from "./sales";
import { locations } from "./system";

export const lostSales = pgTable(
  "lost_sales",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    locationId: uuid("location_id").notNull(),
    registerId: uuid("register_id"),
    /** Null for a product typed at the counter (not in the catalogue). */
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Per unit: the shelf price, or as typed. */
    price: money("price").notNull(),
    /** price × quantity. */
    value: money("value").notNull(),
    /** Sellable units at the location when it was recorded. */
    currentInventory: integer("current_inventory").notNull(),
    /** OUT_OF_STOCK | EXPIRED_ONLY | NOT_STOCKED | PRICE | OTHER */
    reason: text("reason").notNull(),
    /** RECORDED */
    status: text("status").notNull().default("RECORDED"),
    /** IN_CATALOGUE | UNLISTED */
    type: text("type").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("lost_sales_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    index("lost_sales_location_created_idx").on(t.tenantId, t.locationId, t.createdAt),
    index("lost_sales_product_idx").on(t.tenantId, t.productId),
    check("lost_sales_quantity_check", sql`${t.quantity} > 0`),
  ],
);
