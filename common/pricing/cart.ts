// The pricing of a point-of-sale cart (DESIGN "Money", "Selling"): the cart summary and the sale it makes both
// call priceCart, so what the till shows is what the order records, to the paisa.
//
// Each line is priced by priceDocument on its own (a cart mixes tax-inclusive shelf prices and tax-exclusive
// ones): unit price = the product's maximumRetailUnitPrice, tax rate = sellingTaxRate ?? the tax group's % ?? 0,
// INCLUSIVE when the product's isTaxInclusive. The platform fee of the location for the order type comes after
// the lines: FLAT as stated, PERCENTAGE of the lines' total, each rounded on its own; its tax is added when it is
// taxable. Discounts (issue 12) and integration charges (issue 13) are zero until those issues.
import { money, percentOf, round2, sumMoney, ZERO, type Money, type MoneyLike } from "../money";
import { priceDocument } from "./priceDocument";

export interface CartPricingLine {
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
  totalDiscount: Money;
  /** Sum of the lines' tax (the platform fee's tax is apart). */
  tax: Money;
  /** Sum of the lines' totalPrice. */
  linesTotal: Money;
  deliveryCharges: Money;
  platformFee: Money;
  platformFeeTax: Money;
  posFees: Money;
  integrationCharges: Money;
  /** linesTotal + deliveryCharges + platformFee + platformFeeTax + posFees + integrationCharges. */
  total: Money;
}

function priceLine(line: CartPricingLine): PricedCartLine {
  const taxRate = money(line.taxRate);
  const [priced] = priceDocument([{ unitPrice: line.unitPrice, quantity: line.quantity, tax: { percent: taxRate } }], {
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

/** Prices every line on its own, adds them up, then adds the platform fee and its tax. */
export function priceCart(lines: readonly CartPricingLine[], options: { platformFee: PlatformFeeRule | null }): PricedCart {
  const priced = lines.map(priceLine);
  const sumOf = (part: "subTotal" | "discount" | "tax" | "totalPrice") => sumMoney(priced.map((line) => line[part]));
  const linesTotal = sumOf("totalPrice");
  const { platformFee, platformFeeTax } = pricePlatformFee(options.platformFee, linesTotal);
  const deliveryCharges = ZERO;
  const posFees = ZERO;
  const integrationCharges = ZERO;
  return {
    lines: priced,
    subtotal: sumOf("subTotal"),
    totalDiscount: sumOf("discount"),
    tax: sumOf("tax"),
    linesTotal,
    deliveryCharges,
    platformFee,
    platformFeeTax,
    posFees,
    integrationCharges,
    total: sumMoney([linesTotal, deliveryCharges, platformFee, platformFeeTax, posFees, integrationCharges]),
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
