// Sales: registers and their cash sessions, platform fees, and orders (POS sales, held carts; returns later) with
// their items, the lots each item drew from, and payments. Stock itself moves only through modules/inventory.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money, rate } from "./columns";
import { products } from "./catalogue";
import { productLots } from "./inventory";
import { locations, users } from "./system";

/** A till (SALES_REGISTER) or a cart register at one location. */
export const locationRegisters = pgTable(
  "location_registers",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    locationId: uuid("location_id").notNull(),
    name: text("name").notNull(),
    /** SALES_REGISTER | CART_REGISTER */
    type: text("type").notNull(),
    /** ACTIVE | INACTIVE */
    status: text("status").notNull().default("ACTIVE"),
    currency: text("currency").notNull(),
    printMode: text("print_mode").notNull(),
    /** TEMPLATE_1 | TEMPLATE_2 | TEMPLATE_3 */
    receiptTemplate: text("receipt_template").notNull().default("TEMPLATE_1"),
    terminalTaxId: text("terminal_tax_id"),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    lastOpenedBy: uuid("last_opened_by"),
    lastClosedAt: timestamp("last_closed_at", { withTimezone: true }),
    lastClosedBy: uuid("last_closed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("location_registers_secondary_id_uq").on(t.tenantId, t.secondaryId),
    uniqueIndex("location_registers_name_uq").on(t.tenantId, t.locationId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("location_registers_name_idx").on(t.tenantId, t.name),
  ],
);

/** A cash session of a register: OPENED until closed (CLOSED). At most one OPENED session per register. */
export const registerSessions = pgTable(
  "register_sessions",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    registerId: uuid("register_id").notNull(),
    locationId: uuid("location_id").notNull(),
    /** OPENED | CLOSED */
    status: text("status").notNull().default("OPENED"),
    openingAmount: money("opening_amount").notNull(),
    /** Cash expected in the drawer: opening + cash sales − cash refunds + additions − withdrawals, kept in step. */
    balance: money("balance").notNull(),
    closingAmount: money("closing_amount"),
    isAmountMatched: boolean("is_amount_matched"),
    /** Counts per denomination as entered ({"5000": 2, …}), for the record. */
    openingDenominations: jsonb("opening_denominations"),
    closingDenominations: jsonb("closing_denominations"),
    note: text("note"),
    closingNote: text("closing_note"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    openedBy: uuid("opened_by").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("register_sessions_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.openedBy], foreignColumns: [users.tenantId, users.id] }),
    // two managers opening the same register at once: the second insert fails here (CONFLICT)
    uniqueIndex("register_sessions_one_open_uq").on(t.tenantId, t.registerId).where(sql`${t.status} = 'OPENED'`),
    index("register_sessions_register_idx").on(t.tenantId, t.registerId, t.openedAt),
    index("register_sessions_location_idx").on(t.tenantId, t.locationId, t.openedAt),
    check("register_sessions_status_check", sql`${t.status} in ('OPENED', 'CLOSED')`),
  ],
);

/** Balance history of a session: the opening float, cash added to and withdrawn from the drawer, with a note. */
export const registerBalanceEntries = pgTable(
  "register_balance_entries",
  {
    tenantId: tenantId(),
    id: id(),
    sessionId: uuid("session_id").notNull(),
    /** OPENING | ADDITION | WITHDRAWAL | CLOSING */
    kind: text("kind").notNull(),
    /** Always positive; the kind says which way it went. */
    amount: money("amount").notNull(),
    note: text("note"),
    /** The session's balance after this entry. */
    balanceAfter: money("balance_after").notNull(),
    createdAt: createdAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [registerSessions.tenantId, registerSessions.id] }),
    index("register_balance_entries_session_idx").on(t.tenantId, t.sessionId, t.createdAt),
    check("register_balance_entries_kind_check", sql`${t.kind} in ('OPENING', 'ADDITION', 'WITHDRAWAL', 'CLOSING')`),
    check("register_balance_entries_amount_check", sql`${t.amount} >= 0`),
  ],
);

/** A fee charged on the orders of a location and order type: flat or a percentage, with its own tax. */
export const platformFeeConfigs = pgTable(
  "platform_fee_configs",
  {
    tenantId: tenantId(),
    id: id(),
    locationId: uuid("location_id").notNull(),
    name: text("name").notNull(),
    /** DELIVERY | PICKUP | RETURN */
    orderType: text("order_type").notNull(),
    /** FLAT | PERCENTAGE */
    platformFeeType: text("platform_fee_type").notNull(),
    /** An amount (FLAT) or a percent of the order's total (PERCENTAGE). */
    platformFeeValue: money("platform_fee_value").notNull(),
    platformFeeTaxRate: rate("platform_fee_tax_rate").notNull(),
    platformFeeTaxable: boolean("platform_fee_taxable").notNull().default(false),
    platformFeeAccountCode: text("platform_fee_account_code").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // one fee per location and order type, so which fee applies is never ambiguous
    unique("platform_fee_configs_location_type_uq").on(t.tenantId, t.locationId, t.orderType),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("platform_fee_configs_name_idx").on(t.tenantId, t.name),
  ],
);

/** An order: a POS sale (COMPLETED and PAID when it commits), a held cart (HOLD), and later returns (kind RETURN). */
export const orders = pgTable(
  "orders",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    /** NORMAL | RETURN */
    kind: text("kind").notNull().default("NORMAL"),
    parentOrderId: uuid("parent_order_id"),
    status: text("status").notNull(),
    /** Fulfilment type: DELIVERY | PICKUP | RETURN (a counter sale is PICKUP). */
    orderType: text("order_type").notNull(),
    orderSource: text("order_source").notNull(),
    orderChannel: text("order_channel").notNull(),
    paymentStatus: text("payment_status").notNull(),
    fulfillmentStatus: text("fulfillment_status").notNull(),
    shippingStatus: text("shipping_status").notNull(),
    locationId: uuid("location_id").notNull(),
    registerId: uuid("register_id"),
    sessionId: uuid("session_id"),
    customerId: uuid("customer_id"),
    addressId: uuid("address_id"),
    partnerId: uuid("partner_id"),
    mrNo: text("mr_no"),
    comment: text("comment"),
    specialInstructions: text("special_instructions"),
    cancelledReason: text("cancelled_reason"),
    /** A return refunded by another method than the sale's own: why, and who chose it. */
    refundMethodReason: text("refund_method_reason"),
    refundMethodChosenBy: uuid("refund_method_chosen_by"),
    /** Sum of the lines' gross (as priced, before discounts). */
    subtotal: money("subtotal").notNull(),
    totalDiscount: money("total_discount").notNull(),
    tax: money("tax").notNull(),
    deliveryCharges: money("delivery_charges").notNull().default("0"),
    platformFee: money("platform_fee").notNull().default("0"),
    platformFeeTax: money("platform_fee_tax").notNull().default("0"),
    posFees: money("pos_fees").notNull().default("0"),
    integrationCharges: money("integration_charges").notNull().default("0"),
    totalAmount: money("total_amount").notNull(),
    /** Cash handed back (tendered beyond the total). */
    changeDue: money("change_due").notNull().default("0"),
    fbrInvoiceId: text("fbr_invoice_id"),
    printCount: integer("print_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
    /** A sale the till made offline: its own number ("REG-0001-OFF-000042"); created and completed at its time. */
    offlineNumber: text("offline_number"),
    madeOffline: boolean("made_offline").notNull().default(false),
    /** When an offline sale reached the server. */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("orders_secondary_id_uq").on(t.tenantId, t.secondaryId),
    unique("orders_offline_number_uq").on(t.tenantId, t.offlineNumber),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [registerSessions.tenantId, registerSessions.id] }),
    foreignKey({ columns: [t.tenantId, t.parentOrderId], foreignColumns: [t.tenantId, t.id] }),
    index("orders_created_idx").on(t.tenantId, t.createdAt),
    index("orders_location_created_idx").on(t.tenantId, t.locationId, t.createdAt),
    index("orders_session_idx").on(t.tenantId, t.sessionId, t.status),
    index("orders_register_status_idx").on(t.tenantId, t.registerId, t.status),
    index("orders_parent_idx").on(t.tenantId, t.parentOrderId),
    // a customer's orders on their page, newest first (CustomerOrdersCard)
    index("orders_customer_created_idx").on(t.tenantId, t.customerId, t.createdAt).where(sql`${t.customerId} is not null`),
    check("orders_kind_check", sql`${t.kind} in ('NORMAL', 'RETURN')`),
  ],
);

/** A line of an order, priced when it was sold (name and prices kept as printed). */
export const orderItems = pgTable(
  "order_items",
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid("order_id").notNull(),
    productId: uuid("product_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    skuCode: text("sku_code"),
    /** Selling units. */
    quantity: integer("quantity").notNull(),
    returnedQuantity: integer("returned_quantity").notNull().default(0),
    unitPrice: money("unit_price").notNull(),
    isTaxInclusive: boolean("is_tax_inclusive").notNull(),
    taxRate: rate("tax_rate").notNull(),
    /** Gross of the line: unitPrice × quantity. */
    subTotal: money("sub_total").notNull(),
    discount: money("discount").notNull(),
    tax: money("tax").notNull(),
    /** What the line charges. */
    totalPrice: money("total_price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("order_items_order_idx").on(t.tenantId, t.orderId, t.position),
    index("order_items_product_idx").on(t.tenantId, t.productId),
    check("order_items_quantity_check", sql`${t.quantity} > 0 and ${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** The lots an order item drew its units from (empty for a held cart: its lots are not taken while held). */
export const orderItemLots = pgTable(
  "order_item_lots",
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid("order_id").notNull(),
    orderItemId: uuid("order_item_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    quantity: integer("quantity").notNull(),
    returnedQuantity: integer("returned_quantity").notNull().default(0),
    /** The lot the cashier scanned, as opposed to one chosen FEFO. */
    scanned: boolean("scanned").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderItemId], foreignColumns: [orderItems.tenantId, orderItems.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    index("order_item_lots_order_idx").on(t.tenantId, t.orderId),
    index("order_item_lots_lot_idx").on(t.tenantId, t.lotId),
    check("order_item_lots_quantity_check", sql`${t.quantity} > 0 and ${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/**
 * A payment of an order (a sale's, or a return's refund). `amount` is what it pays of the order's total; cash
 * tendered beyond it is `tendered − amount` handed back. The order's gross, discount and tax are split over its
 * payments when it is written (exact to the paisa, the remainder on the last), so a session or Z report per
 * method is a plain SUM.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid("order_id").notNull(),
    sessionId: uuid("session_id"),
    locationId: uuid("location_id").notNull(),
    /** CASH | CARD | CREDIT | BANK_TRANSFER */
    method: text("method").notNull(),
    /** PAID | REFUNDED | PENDING | FAILED */
    status: text("status").notNull(),
    amount: money("amount").notNull(),
    tendered: money("tendered").notNull(),
    grossShare: money("gross_share").notNull(),
    discountShare: money("discount_share").notNull(),
    taxShare: money("tax_share").notNull(),
    feesShare: money("fees_share").notNull().default("0"),
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [registerSessions.tenantId, registerSessions.id] }),
    index("order_payments_order_idx").on(t.tenantId, t.orderId),
    index("order_payments_session_idx").on(t.tenantId, t.sessionId, t.method),
    index("order_payments_location_created_idx").on(t.tenantId, t.locationId, t.createdAt),
    check("order_payments_method_check", sql`${t.method} in ('CASH', 'CARD', 'CREDIT', 'BANK_TRANSFER')`),
    check("order_payments_amount_check", sql`${t.amount} >= 0 and ${t.tendered} >= ${t.amount}`),
  ],
);
