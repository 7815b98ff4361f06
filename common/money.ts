// Money (DESIGN "Money"): exact decimal arithmetic with decimal.js, rounded half-up to 2 places per line.
// Amounts travel as numbers (GraphQL Float) or numeric strings (Postgres numeric) and are never summed as floats.
import Decimal from "decimal.js";

export type MoneyLike = Decimal.Value;

const D = (value: MoneyLike): Decimal => new Decimal(value);

/** Rounds half-up to 2 places. */
export function round2(value: MoneyLike): Decimal {
  return D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Exact sum, then rounded. */
export function sumMoney(values: readonly MoneyLike[]): Decimal {
  return round2(values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0)));
}

/** round(amount × percent / 100). */
export function percentOf(amount: MoneyLike, percent: MoneyLike): Decimal {
  return round2(D(amount).times(percent).div(100));
}

/** The numeric-column string of an amount ("12.30"). */
export function toMoneyString(value: MoneyLike): string {
  return round2(value).toFixed(2);
}

/** The GraphQL number of an amount. */
export function toMoneyNumber(value: MoneyLike): number {
  return round2(value).toNumber();
}

/** True when value has at most 2 decimal places. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && D(value).decimalPlaces() <= 2;
}

/** A tax-inclusive price split per line: excl = round(incl / (1 + rate/100)), tax = incl − excl. */
export function splitInclusive(inclusive: MoneyLike, ratePercent: MoneyLike): { exclusive: Decimal; tax: Decimal } {
  const exclusive = round2(D(inclusive).div(D(1).plus(D(ratePercent).div(100))));
  return { exclusive, tax: round2(D(inclusive).minus(exclusive)) };
}

export interface PurchaseLineInput {
  tradePrice: MoneyLike;
  requiredQuantity: number;
  tradeDiscountPercentage: MoneyLike;
  gstPercentage: MoneyLike;
}

export interface PurchaseLineAmounts {
  gross: Decimal;
  tradeDiscountValue: Decimal;
  tradePriceAfterTradeDiscount: Decimal;
  gstAmount: Decimal;
  tradePriceAfterApplyingGst: Decimal;
  totalPrice: Decimal;
}

/** One purchase-order line: gross = price × qty; discount = round(gross × d%); gst = round((gross − discount) × g%). */
export function purchaseLineAmounts(line: PurchaseLineInput): PurchaseLineAmounts {
  const gross = round2(D(line.tradePrice).times(line.requiredQuantity));
  const tradeDiscountValue = percentOf(gross, line.tradeDiscountPercentage);
  const tradePriceAfterTradeDiscount = gross.minus(tradeDiscountValue);
  const gstAmount = percentOf(tradePriceAfterTradeDiscount, line.gstPercentage);
  const tradePriceAfterApplyingGst = tradePriceAfterTradeDiscount.plus(gstAmount);
  return { gross, tradeDiscountValue, tradePriceAfterTradeDiscount, gstAmount, tradePriceAfterApplyingGst, totalPrice: tradePriceAfterApplyingGst };
}

export interface PurchaseTotals {
  netAmount: Decimal;
  totalDiscount: Decimal;
  salesTax: Decimal;
  totalAmount: Decimal;
}

/** Purchase order totals: netAmount = Σ gross, totalDiscount = Σ discount, salesTax = Σ gst, total = net − discount + tax. */
export function purchaseTotals(lines: readonly PurchaseLineAmounts[]): PurchaseTotals {
  const netAmount = sumMoney(lines.map((line) => line.gross));
  const totalDiscount = sumMoney(lines.map((line) => line.tradeDiscountValue));
  const salesTax = sumMoney(lines.map((line) => line.gstAmount));
  return { netAmount, totalDiscount, salesTax, totalAmount: netAmount.minus(totalDiscount).plus(salesTax) };
}

/** round(price × quantity). */
export function lineAmount(price: MoneyLike, quantity: MoneyLike): Decimal {
  return round2(D(price).times(quantity));
}

export interface PackPriceInput {
  /** Trade price of one pack. */
  tradePrice: MoneyLike;
  /** The discount of the whole received line. */
  discValue: MoneyLike;
  /** Paid packs of the line (FOC packs excluded). */
  receivedQuantity: number;
}

/** What one paid pack of a received line cost: its trade price less its share of the line's discount (not rounded). */
export function packPurchasePrice({ tradePrice, discValue, receivedQuantity }: PackPriceInput): Decimal {
  return receivedQuantity > 0 ? D(tradePrice).minus(D(discValue).div(receivedQuantity)) : new Decimal(0);
}

export interface LotValueInput {
  /** What the whole pack cost (packPurchasePrice); 0 for a free (FOC) pack. */
  packPrice: MoneyLike;
  /** Units the lot still holds. */
  quantity: number;
  /** Units in a full pack. */
  unitsPerPack: number;
}

/**
 * A lot's purchase value: the pack's price for the share of the pack it still holds, rounded once. A full pack is
 * worth exactly what it cost (980, not 12 × round(980 / 12) = 980.04).
 */
export function lotPurchaseValue({ packPrice, quantity, unitsPerPack }: LotValueInput): Decimal {
  if (unitsPerPack <= 0) return new Decimal(0);
  return round2(D(packPrice).times(quantity).div(unitsPerPack));
}
