// The live totals preview of the purchase order form: the form's half-typed lines priced by the same function the
// server prices the saved order with (common/pricing), so the preview and the saved order agree to the paisa.
import { parseMoney, toMoneyNumber, ZERO } from "../../../../common/money";
import { pricePurchaseOrder, type PurchaseOrderLineInput } from "../../../../common/pricing/purchaseOrder";

export interface ItemAmounts {
  requiredQuantity?: number | null;
  tradePrice?: number | null;
  tradeDiscountPercentage?: number | null;
  gstPercentage?: number | null;
  foc?: number | null;
}

/** A line's amounts, as numbers to show. */
export interface LineTotals {
  gross: number;
  discount: number;
  tax: number;
  total: number;
}

export interface OrderTotals {
  /** Σ qty × trade price (before discount and tax), as the server's netAmount. */
  netAmount: number;
  totalDiscount: number;
  salesTax: number;
  totalAmount: number;
}

/** Blank or not (yet) a number counts as 0 while the person is typing. */
const amountOf = (value: number | null | undefined) => parseMoney(value) ?? ZERO;
const countOf = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function lineInput(item: ItemAmounts): PurchaseOrderLineInput {
  return {
    requiredQuantity: countOf(item.requiredQuantity),
    foc: countOf(item.foc),
    tradePrice: amountOf(item.tradePrice),
    tradeDiscountPercentage: amountOf(item.tradeDiscountPercentage),
    gstPercentage: amountOf(item.gstPercentage),
  };
}

/** Every line's amounts and the order's totals. */
function previewTotals(items: readonly ItemAmounts[]): { lines: LineTotals[]; totals: OrderTotals } {
  const { lines, totals } = pricePurchaseOrder(items.map(lineInput));
  return {
    lines: lines.map((line) => ({
      gross: toMoneyNumber(line.gross),
      discount: toMoneyNumber(line.tradeDiscountValue),
      tax: toMoneyNumber(line.gstAmount),
      total: toMoneyNumber(line.totalPrice),
    })),
    totals: {
      netAmount: toMoneyNumber(totals.netAmount),
      totalDiscount: toMoneyNumber(totals.totalDiscount),
      salesTax: toMoneyNumber(totals.salesTax),
      totalAmount: toMoneyNumber(totals.totalAmount),
    },
  };
}

/** One line's amounts. */
export const lineTotals = (item: ItemAmounts): LineTotals => previewTotals([item]).lines[0];

/** The order's totals. */
export const orderTotals = (items: readonly ItemAmounts[]): OrderTotals => previewTotals(items).totals;
