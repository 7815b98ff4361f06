// The pricing of a point-of-sale cart (DESIGN "Money", "Selling"): the cart summary and the sale it makes both
// call priceCart, so what the till shows is what the order records, to the paisa.
//
// Each line is priced by priceDocument on its own (a cart mixes tax-inclusive shelf prices and tax-exclusive
// ones): unit price = the product's maximumRetailUnitPrice, tax rate = sellingTaxRate ?? the tax group's % ?? 0,
// INCLUSIVE when the product's isTaxInclusive. The platform fee of the location for the order type comes after
// the lines: FLAT as stated, PERCENTAGE of the lines' total, each rounded on its own; its tax is added when it is
// taxable. Discounts (common/pricing/discounts.ts) come off each line's gross before its tax is split out, and
// off the delivery charges (free shipping); the percentage platform fee is on the lines' total after them.
// Integration charges (issue 13) are zero until that issue.
import { money, percentOf, round2, sumMoney, ZERO, type Money, type MoneyLike } from "../money";
import type { DiscountRule } from "./discountRules";
import { applyCartDiscounts, type AppliedDiscount, type DiscountContext, type RefusedDiscount } from "./discounts";
import { priceDocument } from "./priceDocument";

export interface CartPricingLine {
  /** Which product: discounts apply by product. */
  productId?: string;
  unitPrice: MoneyLike;
  quantity: number;
  /** Percent, e.g. 17 for 17%. */
  taxRate: MoneyLike;
  isTaxInclusive: boolean;
}

/** The platform fee that applies to the cart's location and order type. */
export interface PlatformFeeRule {
  platformFeeType: "FLAT" | "PERCENTAGE";
  /** An amount (FLAT) or a percent of the lines' total (PERCENTAGE). */
  platformFeeValue: MoneyLike;
  platformFeeTaxRate: MoneyLike;
  platformFeeTaxable: boolean;
}

export interface PricedCartLine {
  quantity: number;
  unitPrice: Money;
  taxRate: Money;
  isTaxInclusive: boolean;
  /** Gross: unitPrice × quantity. */
  subTotal: Money;
  discount: Money;
  tax: Money;
  /** What the line charges. */
  totalPrice: Money;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Sum of the lines' gross. */
  subtotal: Money;
  /** The lines' discounts and the shipping discount. */
  totalDiscount: Money;
  /** What free-shipping discounts take off the delivery charges. */
  shippingDiscount: Money;
  appliedDiscounts: AppliedDiscount[];
  refusedDiscounts: RefusedDiscount[];
  /** Sum of the lines' tax (the platform fee's tax is apart). */
  tax: Money;
  /** Sum of the lines' totalPrice. */
  linesTotal: Money;
  deliveryCharges: Money;
  platformFee: Money;
  platformFeeTax: Money;
  posFees: Money;
  integrationCharges: Money;
  /** The tax authorities' service fees that make up integrationCharges. */
  integrations: { name: string; amount: Money }[];
  /** linesTotal + deliveryCharges − shippingDiscount + platformFee + platformFeeTax + posFees + integrationCharges. */
  total: Money;
}

function priceLine(line: CartPricingLine, discount: Money): PricedCartLine {
  const taxRate = money(line.taxRate);
  const [priced] = priceDocument([{ unitPrice: line.unitPrice, quantity: line.quantity, discount: { amount: discount }, tax: { percent: taxRate } }], {
    taxMode: line.isTaxInclusive ? "INCLUSIVE" : "EXCLUSIVE",
  }).lines;
  return {
    quantity: line.quantity,
    unitPrice: round2(line.unitPrice),
    taxRate,
    isTaxInclusive: line.isTaxInclusive,
    subTotal: priced.gross,
    discount: priced.discount,
    tax: priced.tax,
    totalPrice: priced.total,
  };
}

/** The fee and its tax on the lines' total. */
export function pricePlatformFee(rule: PlatformFeeRule | null, linesTotal: MoneyLike): { platformFee: Money; platformFeeTax: Money } {
  if (!rule) return { platformFee: ZERO, platformFeeTax: ZERO };
  const platformFee = rule.platformFeeType === "FLAT" ? round2(rule.platformFeeValue) : percentOf(linesTotal, rule.platformFeeValue);
  const platformFeeTax = rule.platformFeeTaxable ? percentOf(platformFee, rule.platformFeeTaxRate) : ZERO;
  return { platformFee, platformFeeTax };
}

export interface CartPricingOptions {
  platformFee: PlatformFeeRule | null;
  /** The candidate discounts (the server chooses them) and the cart they are judged against. */
  discounts?: readonly DiscountRule[];
  context?: Omit<DiscountContext, "deliveryCharges">;
  deliveryCharges?: MoneyLike;
  /** The service fee of each tax-authority integration that reports this order (FBR's Rs 1). */
  integrations?: readonly { name: string; charges: MoneyLike }[];
}

/** Applies the discounts, prices every line on its own, adds them up, then the delivery charges and the platform fee. */
export function priceCart(lines: readonly CartPricingLine[], options: CartPricingOptions): PricedCart {
  const deliveryCharges = round2(options.deliveryCharges ?? 0);
  const discounted =
    options.discounts && options.discounts.length > 0 && options.context
      ? applyCartDiscounts(
          lines.map((line) => ({ productId: line.productId ?? "", unitPrice: line.unitPrice, quantity: line.quantity })),
          options.discounts,
          { ...options.context, deliveryCharges },
        )
      : { lineDiscounts: lines.map(() => ZERO), shippingDiscount: ZERO, applied: [], refused: [] };
  const priced = lines.map((line, index) => priceLine(line, discounted.lineDiscounts[index]));
  const sumOf = (part: "subTotal" | "discount" | "tax" | "totalPrice") => sumMoney(priced.map((line) => line[part]));
  const linesTotal = sumOf("totalPrice");
  const { platformFee, platformFeeTax } = pricePlatformFee(options.platformFee, linesTotal);
  const shippingDiscount = discounted.shippingDiscount;
  const posFees = ZERO;
  const integrations = (options.integrations ?? []).map((integration) => ({ name: integration.name, amount: round2(integration.charges) }));
  const integrationCharges = sumMoney(integrations.map((integration) => integration.amount));
  return {
    lines: priced,
    subtotal: sumOf("subTotal"),
    totalDiscount: sumOf("discount").plus(shippingDiscount),
    shippingDiscount,
    appliedDiscounts: discounted.applied,
    refusedDiscounts: discounted.refused,
    tax: sumOf("tax"),
    linesTotal,
    deliveryCharges,
    platformFee,
    platformFeeTax,
    posFees,
    integrationCharges,
    integrations,
    total: sumMoney([linesTotal, deliveryCharges.minus(shippingDiscount), platformFee, platformFeeTax, posFees, integrationCharges]),
  };
}

/** One share per weight, exact to the paisa: each round(amount × weight / Σweights), the remainder on the last. */
export function splitByWeights(amount: MoneyLike, weights: readonly MoneyLike[]): Money[] {
  const total = sumMoney(weights);
  const whole = round2(amount);
  if (weights.length === 0) return [];
  let given = ZERO;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return whole.minus(given);
    const share = total.isZero() ? ZERO : round2(whole.times(weight).div(total));
    given = given.plus(share);
    return share;
  });
}

export interface TenderedPayment {
  method: string;
  /** What was handed over: for CASH it may exceed what is due (the rest is change). */
  amount: MoneyLike;
}

export interface SettledPayment {
  method: string;
  /** What it pays of the total. */
  amount: Money;
  tendered: Money;
}

export type Settlement =
  | { ok: true; payments: SettledPayment[]; cashApplied: Money; change: Money }
  | { ok: false; reason: "NON_CASH_OVER" | "SHORT"; paid: Money; nonCash: Money };

/**
 * How payments settle a total: card, credit and bank transfer pay what they say and may not exceed the total
 * together; cash pays what they leave (in the order given) and the cash tendered beyond it is change. The
 * payments then cover the total exactly.
 */
export function settlePayments(total: MoneyLike, tendered: readonly TenderedPayment[]): Settlement {
  const due = round2(total);
  const nonCash = sumMoney(tendered.filter((payment) => payment.method !== "CASH").map((payment) => payment.amount));
  const paid = sumMoney(tendered.map((payment) => payment.amount));
  if (nonCash.greaterThan(due)) return { ok: false, reason: "NON_CASH_OVER", paid, nonCash };
  if (paid.lessThan(due)) return { ok: false, reason: "SHORT", paid, nonCash };
  let cashLeft = due.minus(nonCash);
  const payments = tendered.map((payment) => {
    const given = round2(payment.amount);
    if (payment.method !== "CASH") return { method: payment.method, amount: given, tendered: given };
    const amount = given.lessThan(cashLeft) ? given : cashLeft;
    cashLeft = cashLeft.minus(amount);
    return { method: payment.method, amount, tendered: given };
  });
  const cashApplied = due.minus(nonCash);
  const cashTendered = sumMoney(tendered.filter((payment) => payment.method === "CASH").map((payment) => payment.amount));
  return { ok: true, payments, cashApplied, change: cashTendered.minus(cashApplied) };
}
