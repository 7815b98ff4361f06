// Stock audits: a count of chosen products' lots at one location while the tills keep selling. Creating one puts
// the lots IN_AUDIT through the inventory module's ledger (they stay sellable); each lot's expected quantity is
// the ledger's at the moment it is counted (modules/audits). Closing releases the lots and hands the short and
// excess lines to an adjustment.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { adjustments } from "./adjustments";
import { products } from "./catalogue";
import { productLots } from "./inventory";
import { locations } from "./system";

export const audits = pgTable(
  "audits",
  {
    tenantId: tenantId(),
    id: id(),
    /** AUD-000001 */
    secondaryId: text("secondary_id").notNull(),
    locationId: uuid("location_id").notNull(),
    /** ALL | HIGH_SELLING | LOW_SELLING | RANDOM | SPECIFIC_PRODUCT */
    type: text("type").notNull(),
    /** The automatic types' percentage of products (1 to 10). */
    percentage: integer("percentage"),
    /** PENDING | IN_PROGRESS | COMPLETED | CLOSED */
    status: text("status").notNull().default("PENDING"),
    itemCount: integer("item_count").notNull(),
    lotCount: integer("lot_count").notNull(),
    closureReason: text("closure_reason"),
    /** The PENDING adjustment of its short and excess lots that closing made (none when everything matched). */
    adjustmentId: uuid("adjustment_id"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("audits_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.adjustmentId], foreignColumns: [adjustments.tenantId, adjustments.id] }),
    index("audits_location_idx").on(t.tenantId, t.locationId, t.status),
    check("audits_type_check", sql`${t.type} in ('ALL', 'HIGH_SELLING', 'LOW_SELLING', 'RANDOM', 'SPECIFIC_PRODUCT')`),
    check("audits_status_check", sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'CLOSED')`),
    check("audits_percentage_check", sql`${t.percentage} is null or ${t.percentage} between 1 and 10`),
  ],
);

/** One product of an audit; its figures are written when it is completed. */
export const auditProducts = pgTable(
  "audit_products",
  {
    tenantId: tenantId(),
    id: id(),
    auditId: uuid("audit_id").notNull(),
    productId: uuid("product_id").notNull(),
    /** PENDING | IN_PROGRESS | COMPLETED */
    status: text("status").notNull().default("PENDING"),
    lotCount: integer("lot_count").notNull(),
    matchedCount: integer("matched_count").notNull().default(0),
    shortCount: integer("short_count").notNull().default(0),
    excessCount: integer("excess_count").notNull().default(0),
    expectedQuantity: integer("expected_quantity").notNull().default(0),
    actualQuantity: integer("actual_quantity").notNull().default(0),
    /** Values at cost of the units short and in excess. */
    shortValue: money("short_value").notNull().default("0"),
    excessValue: money("excess_value").notNull().default("0"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    startedBy: uuid("started_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: uuid("completed_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("audit_products_product_uq").on(t.tenantId, t.auditId, t.productId),
    foreignKey({ columns: [t.tenantId, t.auditId], foreignColumns: [audits.tenantId, audits.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    check("audit_products_status_check", sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'COMPLETED')`),
  ],
);

/**
 * One lot of an audit product. expected and actual are both as at the lot's count (its scan, or its product's
 * completion for a lot never scanned): what the tills do afterwards moves both alike, so they are not rewritten.
 */
export const auditLots = pgTable(
  "audit_lots",
  {
    tenantId: tenantId(),
    id: id(),
    auditId: uuid("audit_id").notNull(),
    auditProductId: uuid("audit_product_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    /** Not in the audit's snapshot: counted on a confirmed scan (a lot that came later). */
    isExpected: boolean("is_expected").notNull().default(true),
    /** PENDING | MATCHED | SHORT | EXCESS */
    status: text("status").notNull().default("PENDING"),
    /** Selling units the ledger held here at the count; null until counted. */
    expectedQuantity: integer("expected_quantity"),
    /** Selling units counted; null until counted. */
    actualQuantity: integer("actual_quantity"),
    /** OPEN | BOX: how it was scanned (null when never scanned). */
    scanType: text("scan_type"),
    /** Value at cost of the units it is short or in excess by. */
    differenceValue: money("difference_value").notNull().default("0"),
    countedAt: timestamp("counted_at", { withTimezone: true }),
    countedBy: uuid("counted_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("audit_lots_lot_uq").on(t.tenantId, t.auditId, t.lotId),
    foreignKey({ columns: [t.tenantId, t.auditId], foreignColumns: [audits.tenantId, audits.id] }),
    foreignKey({ columns: [t.tenantId, t.auditProductId], foreignColumns: [auditProducts.tenantId, auditProducts.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    index("audit_lots_product_idx").on(t.tenantId, t.auditProductId),
    check("audit_lots_status_check", sql`${t.status} in ('PENDING', 'MATCHED', 'SHORT', 'EXCESS')`),
    check("audit_lots_scan_type_check", sql`${t.scanType} is null or ${t.scanType} in ('OPEN', 'BOX')`),
    check("audit_lots_quantities_check", sql`${t.expectedQuantity} >= 0 and ${t.actualQuantity} >= 0`),
  ],
);
