// Procurement: purchase orders, goods receipts (GRNs) and stock returns to vendors.
import { date, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money, rate } from "./columns";
import { products, vendors } from "./catalogue";
import { productLots } from "./inventory";
import { locations } from "./system";

export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    status: text("status").notNull().default("OPEN"),
    orderType: text("order_type").notNull().default("NORMAL"),
    poType: text("po_type").notNull().default("NORMAL"),
    vendorId: uuid("vendor_id").notNull(),
    deliveryLocationId: uuid("delivery_location_id").notNull(),
    expectedDeliveryDate: date("expected_delivery_date", { mode: "string" }).notNull(),
    returnRfid: text("return_rfid"),
    additionalTerms: text("additional_terms"),
    netAmount: money("net_amount").notNull(),
    totalDiscount: money("total_discount").notNull(),
    salesTax: money("sales_tax").notNull(),
    totalAmount: money("total_amount").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("purchase_orders_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [vendors.tenantId, vendors.id] }),
    foreignKey({ columns: [t.tenantId, t.deliveryLocationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("purchase_orders_created_idx").on(t.tenantId, t.createdAt),
    index("purchase_orders_location_idx").on(t.tenantId, t.deliveryLocationId, t.createdAt),
    index("purchase_orders_vendor_idx").on(t.tenantId, t.vendorId),
  ],
);

/** One product line of a purchase order; amounts are line amounts computed by common/money. */
export const purchaseOrderItems = pgTable(
  "purchase_order_items",
  {
    tenantId: tenantId(),
    id: id(),
    purchaseOrderId: uuid("purchase_order_id").notNull(),
    lineNo: integer("line_no").notNull(),
    productId: uuid("product_id").notNull(),
    uom: text("uom").notNull(),
    itemConversion: integer("item_conversion").notNull(),
    requiredQuantity: integer("required_quantity").notNull(),
    foc: integer("foc").notNull().default(0),
    /** Packs (paid + free) on GRN items that are not rejected. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    /** Packs taken into stock (lots created). */
    intakeQuantity: integer("intake_quantity").notNull().default(0),
    tradePrice: money("trade_price").notNull(),
    tradeDiscountPercentage: rate("trade_discount_percentage").notNull(),
    tradeDiscountValue: money("trade_discount_value").notNull(),
    tradePriceAfterTradeDiscount: money("trade_price_after_trade_discount").notNull(),
    gstPercentage: rate("gst_percentage").notNull(),
    gstAmount: money("gst_amount").notNull(),
    tradePriceAfterApplyingGst: money("trade_price_after_applying_gst").notNull(),
    totalPrice: money("total_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("purchase_order_items_line_uq").on(t.tenantId, t.purchaseOrderId, t.lineNo),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("purchase_order_items_product_idx").on(t.tenantId, t.productId),
  ],
);

export const grns = pgTable(
  "grns",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    purchaseOrderId: uuid("purchase_order_id").notNull(),
    locationId: uuid("location_id").notNull(),
    status: text("status").notNull().default("QC"),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    stockArrivalDate: date("stock_arrival_date", { mode: "string" }).notNull(),
    advanceIncomeTax: money("advance_income_tax").notNull(),
    amount: money("amount").notNull(),
    discount: money("discount").notNull(),
    tax: money("tax").notNull(),
    total: money("total").notNull(),
    receivedQuantity: integer("received_quantity").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("grns_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("grns_created_idx").on(t.tenantId, t.createdAt),
    index("grns_po_idx").on(t.tenantId, t.purchaseOrderId),
    index("grns_location_idx").on(t.tenantId, t.locationId, t.createdAt),
  ],
);

export const grnItems = pgTable(
  "grn_items",
  {
    tenantId: tenantId(),
    id: id(),
    grnId: uuid("grn_id").notNull(),
    lineNo: integer("line_no").notNull(),
    actionId: text("action_id").notNull(),
    purchaseOrderItemId: uuid("purchase_order_item_id").notNull(),
    productId: uuid("product_id").notNull(),
    locationId: uuid("location_id").notNull(),
    batchNumber: text("batch_number").notNull(),
    batchExpiry: date("batch_expiry", { mode: "string" }).notNull(),
    mfgDate: date("mfg_date", { mode: "string" }),
    mrp: money("mrp").notNull(),
    tradePrice: money("trade_price").notNull(),
    discValue: money("disc_value").notNull(),
    gstValue: money("gst_value").notNull(),
    foc: integer("foc").notNull().default(0),
    receivedQuantity: integer("received_quantity").notNull(),
    uomFactor: integer("uom_factor").notNull(),
    status: text("status").notNull().default("QC"),
    comment: text("comment"),
    rejectComment: text("reject_comment"),
    lotCount: integer("lot_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("grn_items_line_uq").on(t.tenantId, t.grnId, t.lineNo),
    unique("grn_items_action_id_uq").on(t.tenantId, t.actionId),
    foreignKey({ columns: [t.tenantId, t.grnId], foreignColumns: [grns.tenantId, grns.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderItemId], foreignColumns: [purchaseOrderItems.tenantId, purchaseOrderItems.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("grn_items_po_item_idx").on(t.tenantId, t.purchaseOrderItemId),
    index("grn_items_awaiting_idx").on(t.tenantId, t.locationId, t.status),
  ],
);


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
