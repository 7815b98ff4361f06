// The one pricing of a document's lines (DESIGN "Money"): purchase orders today, the point-of-sale cart and its
// order next. Pure and exact (common/money): every line is rounded half-up to 2 places on its own, and the
// document's totals are the sums of its lines, so a printed document always adds up.
//
// Per line:
//   gross    = round(unitPrice × quantity)                    free units (FOC) are delivered, never charged
//   discount = round(gross × discount%)  or the stated amount  (a PO's trade discount, a line discount)
//   net      = gross − discount                                 still as priced: tax-exclusive or tax-inclusive
//   EXCLUSIVE (purchases: tax is added)       taxable = net,                      tax = round(net × rate%), total = net + tax
//   INCLUSIVE (retail shelf prices hold tax)  taxable = round(net / (1 + rate%)), tax = net − taxable,       total = net
// A stated tax amount (a vendor invoice's) replaces the rate: EXCLUSIVE total = net + tax; INCLUSIVE taxable = net − tax.
//
// The point-of-sale cart (common/pricing/cart.ts, priceCart) prices each of its lines here and adds its charges
// (platform fee and its tax) after the lines; cart discounts by scope come with the discounts issue (#12).
import { money, percentOf, round2, splitInclusive, sumMoney, ZERO, type Money, type MoneyLike } from "../money";

/** A percentage of its base, or an amount as stated. */
export type Adjustment = { percent: MoneyLike } | { amount: MoneyLike };

/** EXCLUSIVE: prices are before tax, which is added (purchases). INCLUSIVE: prices hold their tax, which is split out (retail). */
export type TaxMode = "EXCLUSIVE" | "INCLUSIVE";

export interface DocumentLine {
  /** Per unit charged: a trade price (EXCLUSIVE) or a shelf price (INCLUSIVE). */
  unitPrice: MoneyLike;
  /** Units charged. */
  quantity: number;
  /** Units given free of charge (FOC) on top of `quantity`: counted, not priced. */
  freeQuantity?: number;
  /** Off the gross: a percentage of it, or an amount. */
  discount?: Adjustment;
  /** GST: a rate in percent of the net, or an amount as stated. */
  tax?: Adjustment;
}

export interface PricingOptions {
  taxMode: TaxMode;
}

/** The amounts of a line; a document's totals have the same parts, each the sum over its lines. */
export interface Amounts {
  /** Before discount, as priced. */
  gross: Money;
  discount: Money;
  /** gross − discount, as priced. */
  net: Money;
  /** The tax-exclusive part of the net. */
  taxable: Money;
  tax: Money;
  /** What is charged: taxable + tax. */
  total: Money;
}

export interface PricedLine extends Amounts {
  quantity: number;
  freeQuantity: number;
}

export interface PricedDocument {
  /** In the order of the given lines. */
  lines: PricedLine[];
  totals: Amounts;
}

function adjustmentOf(adjustment: Adjustment | undefined, base: Money): Money {
  if (!adjustment) return ZERO;
  return "percent" in adjustment ? percentOf(base, adjustment.percent) : round2(adjustment.amount);
}

function taxOf(line: DocumentLine, net: Money, taxMode: TaxMode): Pick<Amounts, "taxable" | "tax" | "total"> {
  const tax = line.tax;
  if (taxMode === "EXCLUSIVE") {
    const amount = adjustmentOf(tax, net);
    return { taxable: net, tax: amount, total: net.plus(amount) };
  }
  if (tax && "amount" in tax) {
    const amount = round2(tax.amount);
    return { taxable: net.minus(amount), tax: amount, total: net };
  }
  const split = splitInclusive(net, tax?.percent ?? 0);
  return { taxable: split.exclusive, tax: split.tax, total: net };
}

function priceLine(line: DocumentLine, options: PricingOptions): PricedLine {
  const gross = round2(money(line.unitPrice).times(line.quantity));
  const discount = adjustmentOf(line.discount, gross);
  const net = gross.minus(discount);
  return { quantity: line.quantity, freeQuantity: line.freeQuantity ?? 0, gross, discount, net, ...taxOf(line, net, options.taxMode) };
}

function totalsOf(lines: readonly Amounts[]): Amounts {
  const sumOf = (part: keyof Amounts) => sumMoney(lines.map((line) => line[part]));
  return { gross: sumOf("gross"), discount: sumOf("discount"), net: sumOf("net"), taxable: sumOf("taxable"), tax: sumOf("tax"), total: sumOf("total") };
}

/** Prices every line on its own, then adds them up. */
export function priceDocument(lines: readonly DocumentLine[], options: PricingOptions): PricedDocument {
  const priced = lines.map((line) => priceLine(line, options));
  return { lines: priced, totals: totalsOf(priced) };
}
