// Stock returns to vendors: the lots a location sends back (RETURNED) with a gate pass. Apart from procurement.ts
// because their items name lots (inventory.ts), whose own rows name the GRN items they came from.
import { foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, money } from "./columns";
import { products, vendors } from "./catalogue";
import { productLots } from "./inventory";
import { locations } from "./system";

/** Lots sent back to their vendor, with a gate pass. */
export const stockReturns = pgTable(
  "stock_returns",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    status: text("status").notNull().default("COMPLETED"),
    gatePassNumber: text("gate_pass_number").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    locationId: uuid("location_id").notNull(),
    totalProducts: integer("total_products").notNull(),
    totalQty: integer("total_qty").notNull(),
    totalValue: money("total_value").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("stock_returns_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("stock_returns_created_idx").on(t.tenantId, t.createdAt),
    index("stock_returns_location_idx").on(t.tenantId, t.locationId, t.createdAt),
  ],
);

export const stockReturnItems = pgTable(
  "stock_return_items",
  {
    tenantId: tenantId(),
    id: id(),
    stockReturnId: uuid("stock_return_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    value: money("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("stock_return_items_lot_uq").on(t.tenantId, t.lotId),
    foreignKey({ columns: [t.tenantId, t.stockReturnId], foreignColumns: [stockReturns.tenantId, stockReturns.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("stock_return_items_return_idx").on(t.tenantId, t.stockReturnId),
  ],
);
