// A purchase order priced by priceDocument (tax-exclusive: GST is added to the discounted trade value), in the
// field names of the spec. Used by the server when an order is created or edited, the seed and the order form's preview.
import type { Money, MoneyLike } from "../money";
import { priceDocument } from "./priceDocument";

export interface PurchaseOrderLineInput {
  tradePrice: MoneyLike;
  requiredQuantity: number;
  /** Free packs: received, never charged. */
  foc?: number;
  tradeDiscountPercentage: MoneyLike;
  gstPercentage: MoneyLike;
}

/** A line's amounts (the spec's "tradePriceAfter…" fields are line amounts, not unit prices). */
export interface PurchaseOrderLineAmounts {
  /** requiredQuantity × tradePrice. */
  gross: Money;
  tradeDiscountValue: Money;
  tradePriceAfterTradeDiscount: Money;
  gstAmount: Money;
  tradePriceAfterApplyingGst: Money;
  totalPrice: Money;
}

export interface PurchaseOrderTotals {
  /** Σ gross: before the trade discount and GST. */
  netAmount: Money;
  totalDiscount: Money;
  salesTax: Money;
  totalAmount: Money;
}

export function pricePurchaseOrder(items: readonly PurchaseOrderLineInput[]): { lines: PurchaseOrderLineAmounts[]; totals: PurchaseOrderTotals } {
  const { lines, totals } = priceDocument(
    items.map((item) => ({
      unitPrice: item.tradePrice,
      quantity: item.requiredQuantity,
      freeQuantity: item.foc ?? 0,
      discount: { percent: item.tradeDiscountPercentage },
      tax: { percent: item.gstPercentage },
    })),
    { taxMode: "EXCLUSIVE" },
  );
  return {
    lines: lines.map((line) => ({
      gross: line.gross,
      tradeDiscountValue: line.discount,
      tradePriceAfterTradeDiscount: line.net,
      gstAmount: line.tax,
      tradePriceAfterApplyingGst: line.total,
      totalPrice: line.total,
    })),
    totals: { netAmount: totals.gross, totalDiscount: totals.discount, salesTax: totals.tax, totalAmount: totals.total },
  };
}
