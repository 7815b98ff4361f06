// The live totals preview of the purchase order form (display only: the server computes the real totals with
// its money module; this mirrors its rules closely enough for the person typing).

export interface ItemAmounts {
  requiredQuantity?: number | null;
  tradePrice?: number | null;
  tradeDiscountPercentage?: number | null;
  gstPercentage?: number | null;
}

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

/** Half-up to 2 places (on cents, so 1.005 → 1.01). */
export function roundMoney(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-6) / 100;
  return Math.sign(value) * cents;
}

const num = (value: number | null | undefined): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** gross = qty × trade price; discount = gross × disc%; tax = (gross − discount) × GST%; FOC packs are free. */
export function lineTotals(item: ItemAmounts): LineTotals {
  const gross = roundMoney(num(item.requiredQuantity) * num(item.tradePrice));
  const discount = roundMoney((gross * num(item.tradeDiscountPercentage)) / 100);
  const tax = roundMoney(((gross - discount) * num(item.gstPercentage)) / 100);
  return { gross, discount, tax, total: roundMoney(gross - discount + tax) };
}

export function orderTotals(items: readonly ItemAmounts[]): OrderTotals {
  const lines = items.map(lineTotals);
  const sum = (pick: (line: LineTotals) => number) => roundMoney(lines.reduce((total, line) => total + pick(line), 0));
  return {
    netAmount: sum((line) => line.gross),
    totalDiscount: sum((line) => line.discount),
    salesTax: sum((line) => line.tax),
    totalAmount: sum((line) => line.total),
  };
}
