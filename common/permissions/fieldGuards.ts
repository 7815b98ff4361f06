// Fields some readers of a record may not see. The record's own read permission (e.g. product-catalog:product:read,
// which cashiers and the read-only Catalogue Viewer hold) is not enough for what the company pays its suppliers.
import { hasPermission } from "./match";
import { P } from "./catalogue";

const { vendor, purchaseOrder, goodsReceiptNote, stockReturn } = P.procurement;

/**
 * What the company pays for its stock (a product's purchasing and trade price, trade discount and margin; a
 * lot's purchase price): for those who read procurement documents or take stock in, which show these prices
 * anyway. Any one of them will do.
 */
export const PURCHASE_PRICE_READERS: readonly string[] = [
  vendor.read,
  purchaseOrder.read,
  goodsReceiptNote.read,
  stockReturn.read,
  stockReturn.create,
  P.inventory.stockIntake.read,
];

/** A product's fields that only PURCHASE_PRICE_READERS see (null for everyone else). */
export const PRODUCT_PURCHASE_FIELDS = ["purchasingPrice", "tradePrice", "tradeDiscount", "margins"] as const;

/**
 * A vendor's commercial terms and bank details: for vendor readers only. (Product readers may list vendors too,
 * to pick them on a product, and see who they are but not these.)
 */
export const VENDOR_TERMS_READERS: readonly string[] = [vendor.read];

export const VENDOR_TERMS_FIELDS = [
  "creditLimit",
  "paymentMethod",
  "paymentTerms",
  "bankName",
  "branchCode",
  "branchCity",
  "ibanNumber",
  "withHoldTaxGroup",
  "withHoldTaxPercentage",
  "stockReturnPolicy",
] as const;

/** Whether permissions granted include any one of readers. */
export function mayReadGuarded(granted: readonly string[], readers: readonly string[]): boolean {
  return readers.some((permission) => hasPermission(granted, permission));
}
