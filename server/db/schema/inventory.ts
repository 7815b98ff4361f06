// Inventory: lots (one physical pack each) and the append-only stock ledger (written only by modules/inventory).
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { products, vendors } from "./catalogue";
import { grnItems } from "./procurement";
import { locations } from "./system";

/** A lot is one physical pack with its scannable code actionId. */
export const productLots = pgTable(
  "product_lots",
  {
    tenantId: tenantId(),
    id: id(),
    actionId: text("action_id").notNull(),
    productId: uuid("product_id").notNull(),
    locationId: uuid("location_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    grnItemId: uuid("grn_item_id").notNull(),
    status: text("status").notNull(),
    isOpened: boolean("is_opened").notNull().default(false),
    isFoc: boolean("is_foc").notNull().default(false),
    quantity: integer("quantity").notNull(),
    purchasingPrice: money("purchasing_price").notNull(),
    mrpSellingUnit: money("mrp_selling_unit").notNull(),
    taxSellingUnit: money("tax_selling_unit").notNull(),
    batchNumber: text("batch_number").notNull(),
    batchExpiry: date("batch_expiry", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("product_lots_action_id_uq").on(t.tenantId, t.actionId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.grnItemId], foreignColumns: [grnItems.tenantId, grnItems.id] }),
    index("product_lots_stock_idx").on(t.tenantId, t.locationId, t.productId, t.status, t.batchExpiry),
    index("product_lots_product_idx").on(t.tenantId, t.productId, t.status),
    // a location's lots in the lists' default order (earliest expiry first): a page reads 20 entries, not every lot
    index("product_lots_location_expiry_idx").on(t.tenantId, t.locationId, t.status, t.batchExpiry, t.actionId),
    index("product_lots_grn_item_idx").on(t.tenantId, t.grnItemId),
    // the ledger refuses first, with the product's name (modules/inventory); this is the last wall
    check("product_lots_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

/** The append-only stock ledger: one row per change of a lot's quantity, status or location. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    tenantId: tenantId(),
    id: id(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    kind: text("kind").notNull(),
    quantity: integer("quantity").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    fromLocationId: uuid("from_location_id"),
    toLocationId: uuid("to_location_id"),
    documentType: text("document_type").notNull(),
    documentId: uuid("document_id").notNull(),
    userId: uuid("user_id"),
    createdAt: createdAt(),
    /** The order rows were written in (rows of one transaction share created_at): "newest first" sorts by it. */
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    index("stock_movements_lot_idx").on(t.tenantId, t.lotId),
    index("stock_movements_document_idx").on(t.tenantId, t.documentType, t.documentId),
    // a product's movements, newest first (the product view)
    index("stock_movements_product_idx").on(t.tenantId, t.productId, t.sequence),
    // STOCK_MOVEMENT_KINDS of modules/inventory/movementRules.ts (a unit test keeps them equal)
    check(
      "stock_movements_kind_check",
      sql`${t.kind} in ('INTAKE', 'SALE', 'RETURN_FROM_CUSTOMER', 'RETURN_TO_VENDOR', 'TRANSFER_OUT', 'TRANSFER_IN', 'ADJUSTMENT', 'AUDIT')`,
    ),
  ],
);

/**
 * The stock of each product at each location, kept by the ledger's writers (modules/inventory/stockLevels.ts) in
 * the transaction that changes the lots: what the inventory report reads instead of adding up every lot. Its rows
 * always equal the aggregate of the IN_INVENTORY lots (stockLevelDifferences checks it).
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    productId: uuid("product_id").notNull(),
    /** IN_INVENTORY lots: 0 once the last one leaves (the row stays). */
    lots: integer("lots").notNull().default(0),
    looseQuantity: integer("loose_quantity").notNull().default(0),
    packedCount: integer("packed_count").notNull().default(0),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    /** Σ MRP per unit × units: the average MRP is this over stockQuantity. */
    mrpAmount: numeric("mrp_amount", { precision: 18, scale: 2 }).notNull().default("0"),
    /** Σ of each lot's value at cost, rounded per lot as the lot queries value it. */
    stockValue: numeric("stock_value", { precision: 18, scale: 2 }).notNull().default("0"),
    totalTax: numeric("total_tax", { precision: 18, scale: 2 }).notNull().default("0"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("stock_levels_product_idx").on(t.tenantId, t.productId),
  ],
);
