// Stock adjustments: a correction of the books at one location (an audit's short and excess counts, or a hand
// write-off, find or correction), PENDING until someone other than its author approves it (the lots then move
// through the inventory ledger, kind ADJUSTMENT) or rejects it (nothing moves). A line is one lot.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { products } from "./catalogue";
import { productLots } from "./inventory";
import { locations } from "./system";

export const adjustments = pgTable(
  "adjustments",
  {
    tenantId: tenantId(),
    id: id(),
    /** ADJ-000001 */
    secondaryId: text("secondary_id").notNull(),
    title: text("title").notNull(),
    remarks: text("remarks"),
    /** ADJUSTMENT_TYPES of common/schemas/adjustment.ts */
    adjustmentType: text("adjustment_type").notNull(),
    /** PENDING | APPROVED | REJECTED */
    status: text("status").notNull().default("PENDING"),
    /** The audit whose close made it (type AUDIT); the audits table references back, not this column. */
    auditId: uuid("audit_id"),
    locationId: uuid("location_id").notNull(),
    itemCount: integer("item_count").notNull(),
    lotCount: integer("lot_count").notNull(),
    /** Net selling units: positive brings stock in, negative takes it out (the lines' sum). */
    adjustedQuantity: integer("adjusted_quantity").notNull(),
    /** Net value at cost with tax, without tax, and the tax: signed as adjustedQuantity. */
    stockValue: money("stock_value").notNull(),
    stockValueExcludingTax: money("stock_value_excluding_tax").notNull(),
    taxValue: money("tax_value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by").notNull(),
    updatedBy: uuid("updated_by").notNull(),
    approvedBy: uuid("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("adjustments_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    index("adjustments_location_idx").on(t.tenantId, t.locationId, t.createdAt),
    index("adjustments_audit_idx").on(t.tenantId, t.auditId),
    check("adjustments_type_check", sql`${t.adjustmentType} in ('AUDIT', 'EXPIRED', 'DAMAGED', 'LOST', 'FOUND', 'CORRECTION')`),
    check("adjustments_status_check", sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check("adjustments_approval_check", sql`(${t.status} = 'APPROVED') = (${t.approvedAt} is not null)`),
  ],
);

export const adjustmentLines = pgTable(
  "adjustment_lines",
  {
    tenantId: tenantId(),
    id: id(),
    adjustmentId: uuid("adjustment_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    /** SHORT takes units out of the lot, EXCESS brings them in. */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    /** The adjustment's status, kept on each line: a lot is on one pending adjustment at a time. */
    status: text("status").notNull().default("PENDING"),
    /** The lot's status and units when the line was made, and its status once approved. */
    originalStatus: text("original_status").notNull(),
    originalQuantity: integer("original_quantity").notNull(),
    adjustedStatus: text("adjusted_status"),
    /** Signed selling units: negative for SHORT, positive for EXCESS. */
    quantity: integer("quantity").notNull(),
    /** Whether the line put its lot IN_ADJUSTMENT (held from sale until the adjustment is decided). */
    holdsLot: boolean("holds_lot").notNull().default(false),
    /** Value at cost of the units moved, with tax, without it, and the tax: signed as quantity. */
    stockValue: money("stock_value").notNull(),
    stockValueExcludingTax: money("stock_value_excluding_tax").notNull(),
    taxValue: money("tax_value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.adjustmentId], foreignColumns: [adjustments.tenantId, adjustments.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("adjustment_lines_adjustment_idx").on(t.tenantId, t.adjustmentId),
    uniqueIndex("adjustment_lines_lot_pending_uq").on(t.tenantId, t.lotId).where(sql`${t.status} = 'PENDING'`),
    check("adjustment_lines_kind_check", sql`${t.kind} in ('SHORT', 'EXCESS')`),
    check("adjustment_lines_status_check", sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check("adjustment_lines_quantity_check", sql`(${t.kind} = 'SHORT' and ${t.quantity} < 0) or (${t.kind} = 'EXCESS' and ${t.quantity} > 0)`),
  ],
);
