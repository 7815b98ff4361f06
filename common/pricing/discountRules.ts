// The shape of a discount as the pricing applies it (issue 12; common/pricing/discounts.ts applies them), shared
// by the server that loads discounts for a cart and the screens that edit them.
import type { MoneyLike } from "../money";

export const DISCOUNT_TYPES = ["FIXED_AMOUNT", "PERCENTAGE"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_SCOPES = ["BUY_X_GET_Y", "CART", "FREE_SHIPPING", "PRODUCT"] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];
/** ACTIVE and IN_ACTIVE are stored; SCHEDULED and EXPIRED follow from the dates. */
export const DISCOUNT_STATUSES = ["ACTIVE", "EXPIRED", "IN_ACTIVE", "SCHEDULED"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const STORED_DISCOUNT_STATUSES = ["ACTIVE", "IN_ACTIVE"] as const;
export type StoredDiscountStatus = (typeof STORED_DISCOUNT_STATUSES)[number];
export const DISCOUNT_TARGET_TYPES = ["CATEGORY", "CUSTOMER", "PRODUCT", "TAG", "LOCATION"] as const;
export type DiscountTargetType = (typeof DISCOUNT_TARGET_TYPES)[number];

export interface DiscountRule {
  id: string;
  title: string;
  code: string | null;
  type: DiscountType;
  scope: DiscountScope;
  /** Percent (≤ 100) for PERCENTAGE, rupees for FIXED_AMOUNT. */
  value: MoneyLike;
  /** Cap of this discount's total on the cart. */
  maxDiscountAmount: MoneyLike | null;
  /** The cart's gross subtotal must reach it. */
  minPurchaseAmount: MoneyLike | null;
  /** Units of the qualifying products in the cart must reach it. */
  minQuantity: number | null;
  buyX: number | null;
  getY: number | null;
  /** Percent off the Y units (100 = free). */
  getYDiscount: MoneyLike | null;
  limitUses: number | null;
  usedCount: number;
  combinable: boolean;
  storedStatus: StoredDiscountStatus;
  startDate: Date;
  endDate: Date | null;
  /** Applies only when the cart's partner is this one. */
  partnerId: string | null;
  /** Empty: every location. */
  locationIds: readonly string[];
  /** Empty: every customer, and a cart without one. */
  customerIds: readonly string[];
  /** null: every product; else the products named or in its categories or tags (the server resolves them). */
  productIds: readonly string[] | null;
}

export const DISCOUNT_REFUSALS = [
  "IN_ACTIVE",
  "SCHEDULED",
  "EXPIRED",
  "USED_UP",
  "LOCATION",
  "CUSTOMER",
  "PARTNER",
  "MIN_PURCHASE",
  "MIN_QUANTITY",
  "NO_PRODUCTS",
  "NO_DELIVERY",
  "NOT_COMBINABLE",
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];
