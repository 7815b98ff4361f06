// Discounts: the rules a cart's pricing applies (common/pricing/discounts.ts), what each applies to,
// and the discount lines of the orders that used them. Only ACTIVE and IN_ACTIVE are stored; SCHEDULED and
// EXPIRED follow from the dates when read. used_count is taken atomically when a sale commits.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { partners } from "./customers";
import { orders } from "./sales";

export const discounts = pgTable(
  "discounts",
  {
    tenantId: tenantId(),
    id: id(),
    secondaryId: text("secondary_id").notNull(),
    title: text("title").notNull(),
    /** Upper case; null for an automatic discount. */
    code: text("code"),
    /** FIXED_AMOUNT | PERCENTAGE */
    type: text("type").notNull(),
    /** BUY_X_GET_Y | CART | FREE_SHIPPING | PRODUCT */
    scope: text("scope").notNull(),
    value: money("value").notNull(),
    maxDiscountAmount: money("max_discount_amount"),
    minPurchaseAmount: money("min_purchase_amount"),
    minQuantity: integer("min_quantity"),
    buyX: integer("buy_x"),
    getY: integer("get_y"),
    getYDiscount: numeric("get_y_discount", { precision: 5, scale: 2 }),
    limitUses: integer("limit_uses"),
    usedCount: integer("used_count").notNull().default(0),
    combinable: boolean("combinable").notNull().default(false),
    /** ACTIVE | IN_ACTIVE */
    status: text("status").notNull().default("ACTIVE"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }),
    partnerId: uuid("partner_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("discounts_secondary_id_uq").on(t.tenantId, t.secondaryId),
    uniqueIndex("discounts_code_uq").on(t.tenantId, sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    foreignKey({ columns: [t.tenantId, t.partnerId], foreignColumns: [partners.tenantId, partners.id] }),
    index("discounts_automatic_idx").on(t.tenantId, t.startDate).where(sql`${t.code} is null and ${t.status} = 'ACTIVE'`),
    check("discounts_used_count_check", sql`${t.usedCount} >= 0 and (${t.limitUses} is null or ${t.usedCount} <= ${t.limitUses})`),
    check("discounts_status_check", sql`${t.status} in ('ACTIVE', 'IN_ACTIVE')`),
  ],
);

/** What a discount is limited to: categories, customers, products, tags and locations (none of a kind: all). */
export const discountTargets = pgTable(
  "discount_targets",
  {
    tenantId: tenantId(),
    discountId: uuid("discount_id").notNull(),
    /** CATEGORY | CUSTOMER | PRODUCT | TAG | LOCATION */
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.discountId, t.targetType, t.targetId] }),
    foreignKey({ columns: [t.tenantId, t.discountId], foreignColumns: [discounts.tenantId, discounts.id] }).onDelete("cascade"),
  ],
);

/** What each discount took off an order, in the order they applied. */
export const orderDiscounts = pgTable(
  "order_discounts",
  {
    tenantId: tenantId(),
    id: id(),
    orderId: uuid("order_id").notNull(),
    discountId: uuid("discount_id").notNull(),
    title: text("title").notNull(),
    code: text("code"),
    scope: text("scope").notNull(),
    amount: money("amount").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.discountId], foreignColumns: [discounts.tenantId, discounts.id] }),
    index("order_discounts_order_idx").on(t.tenantId, t.orderId),
    index("order_discounts_discount_idx").on(t.tenantId, t.discountId),
  ],
);
