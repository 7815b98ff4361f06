// How discounts apply to a cart (issue 12; DESIGN "Money"). Pure and exact: every amount is rounded to the paisa
// on its own and no line is ever discounted below zero.
//
// Which discounts are candidates is the server's business (automatic ones, the typed code, the partner's); here
// each candidate is first judged eligible or refused with a reason (status by dates, uses left, location,
// customer, partner, products in the cart, minimum quantity and purchase, delivery for free shipping), then:
//   1. PRODUCT      each qualifying line: value% of what is left of it, or value per unit (FIXED_AMOUNT)
//   2. BUY_X_GET_Y  each qualifying line: of every buyX + getY units, getY get getYDiscount% (default 100%) off
//   3. CART         value% of what is left of the qualifying lines, or value; split over them by what is left
//   4. FREE_SHIPPING value% of the delivery charges, or value, at most the charges
// each capped at maxDiscountAmount (a capped line discount is split over its lines by weight). Combinable
// discounts apply together; a non-combinable one only alone: of "every combinable one" and "each non-combinable
// one alone", the option that takes the most off wins (ties go to the combinable set), and the others are
// refused as NOT_COMBINABLE.
import { money, percentOf, round2, sumMoney, ZERO, type Money, type MoneyLike } from "../money";
import type { DiscountRefusal, DiscountRule, DiscountScope, DiscountStatus } from "./discountRules";

export interface DiscountLine {
  productId: string;
  unitPrice: MoneyLike;
  quantity: number;
}

export interface DiscountContext {
  now: Date;
  locationId: string;
  customerId: string | null;
  partnerId: string | null;
  deliveryCharges: MoneyLike;
}

export interface AppliedDiscount {
  rule: DiscountRule;
  amount: Money;
}

export interface RefusedDiscount {
  rule: DiscountRule;
  reason: DiscountRefusal;
}

export interface CartDiscounts {
  /** Per line, in the order of the given lines: what the discounts take off its gross. */
  lineDiscounts: Money[];
  shippingDiscount: Money;
  /** In the order they applied. */
  applied: AppliedDiscount[];
  refused: RefusedDiscount[];
}

const SCOPE_ORDER: readonly DiscountScope[] = ["PRODUCT", "BUY_X_GET_Y", "CART", "FREE_SHIPPING"];

/** The status a discount has at `now`: IN_ACTIVE by hand, else SCHEDULED before its start, EXPIRED after its end. */
export function discountStatus(rule: Pick<DiscountRule, "storedStatus" | "startDate" | "endDate">, now: Date): DiscountStatus {
  if (rule.storedStatus === "IN_ACTIVE") return "IN_ACTIVE";
  if (now.getTime() < rule.startDate.getTime()) return "SCHEDULED";
  if (rule.endDate && now.getTime() > rule.endDate.getTime()) return "EXPIRED";
  return "ACTIVE";
}

const pakistanDay = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Karachi", day: "2-digit", month: "2-digit", year: "numeric" });

const discountCodeNotFoundMessage = (code: string) => `Code ${code} was not found.`;

/** Why the cart's typed code does not apply, in the till's words; null when it applies or none was typed (the server's cart and the offline till alike). */
export function cartCodeRefusal(code: string | null, codeFound: boolean, refusedDiscounts: readonly RefusedDiscount[]): string | null {
  if (!code) return null;
  if (!codeFound) return discountCodeNotFoundMessage(code);
  const refused = refusedDiscounts.find((entry) => entry.rule.code?.toUpperCase() === code);
  if (refused) return discountRefusalMessage(refused.reason, refused.rule);
  return null;
}

/** Why a discount does not apply, in the words the till shows. */
export function discountRefusalMessage(reason: DiscountRefusal, rule: DiscountRule): string {
  const name = rule.code ? `Code ${rule.code}` : rule.title;
  switch (reason) {
    case "IN_ACTIVE":
      return `${name} is inactive.`;
    case "SCHEDULED":
      return `${name} starts on ${pakistanDay.format(rule.startDate)}.`;
    case "EXPIRED":
      return `${name} expired on ${pakistanDay.format(rule.endDate ?? rule.startDate)}.`;
    case "USED_UP":
      return `${name} has been used up.`;
    case "LOCATION":
      return `${name} is not for this location.`;
    case "CUSTOMER":
      return `${name} is not for this customer.`;
    case "PARTNER":
      return `${name} is only for members of its partner programme.`;
    case "MIN_PURCHASE":
      return `${name} needs a purchase of at least Rs ${round2(rule.minPurchaseAmount ?? 0).toFixed(2)}.`;
    case "MIN_QUANTITY":
      return `${name} needs at least ${rule.minQuantity ?? 0} qualifying items.`;
    case "NO_PRODUCTS":
      return `${name} does not apply to any product in the cart.`;
    case "NO_DELIVERY":
      return `${name} applies only to delivery charges.`;
    case "NOT_COMBINABLE":
      return `${name} cannot be combined with the other discounts of this cart.`;
  }
}

function qualifies(rule: DiscountRule, productId: string): boolean {
  return rule.productIds === null || rule.productIds.includes(productId);
}

function refusalOf(rule: DiscountRule, lines: readonly DiscountLine[], context: DiscountContext, subtotal: Money): DiscountRefusal | null {
  const status = discountStatus(rule, context.now);
  if (status !== "ACTIVE") return status;
  if (rule.limitUses !== null && rule.usedCount >= rule.limitUses) return "USED_UP";
  if (rule.locationIds.length > 0 && !rule.locationIds.includes(context.locationId)) return "LOCATION";
  if (rule.customerIds.length > 0 && !(context.customerId && rule.customerIds.includes(context.customerId))) return "CUSTOMER";
  if (rule.partnerId && rule.partnerId !== context.partnerId) return "PARTNER";
  if (rule.scope === "FREE_SHIPPING") {
    if (!money(context.deliveryCharges).greaterThan(0)) return "NO_DELIVERY";
  } else if (!lines.some((line) => qualifies(rule, line.productId))) return "NO_PRODUCTS";
  const units = lines.filter((line) => qualifies(rule, line.productId)).reduce((sum, line) => sum + line.quantity, 0);
  if (rule.minQuantity !== null && units < rule.minQuantity) return "MIN_QUANTITY";
  if (rule.minPurchaseAmount !== null && subtotal.lessThan(rule.minPurchaseAmount)) return "MIN_PURCHASE";
  if (rule.scope === "BUY_X_GET_Y" && !lines.some((line) => qualifies(rule, line.productId) && freeUnits(rule, line.quantity) > 0)) return "MIN_QUANTITY";
  return null;
}

function freeUnits(rule: DiscountRule, quantity: number): number {
  const buyX = rule.buyX ?? 0;
  const getY = rule.getY ?? 0;
  if (buyX < 1 || getY < 1) return 0;
  return Math.floor(quantity / (buyX + getY)) * getY;
}

const minMoney = (a: Money, b: Money) => (a.lessThan(b) ? a : b);

/**
 * `amount` (at most the weights' sum) shared in proportion to the weights by largest remainder, in paise: no share
 * exceeds its weight or goes below zero, and a line of weight zero gets nothing.
 */
export function shareWithin(amount: MoneyLike, weights: readonly Money[]): Money[] {
  const paise = (value: MoneyLike) => round2(value).times(100);
  const total = sumMoney(weights.map(paise));
  const whole = minMoney(paise(amount), total);
  if (!total.greaterThan(0)) return weights.map(() => ZERO);
  const exact = weights.map((weight) => whole.times(paise(weight)).div(total));
  const floors = exact.map((share) => share.floor());
  let left = whole.minus(sumMoney(floors)).toNumber();
  const byRemainder = exact.map((share, index) => ({ index, rest: share.minus(floors[index]) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.index - b.index);
  for (const { index, rest } of byRemainder) {
    if (left <= 0 || !rest.greaterThan(0)) break;
    floors[index] = floors[index].plus(1);
    left -= 1;
  }
  return floors.map((share) => share.div(100));
}

/** What one line-level discount would take off each line, given what is left of the lines, before its cap. */
function lineShares(rule: DiscountRule, lines: readonly DiscountLine[], left: readonly Money[]): Money[] {
  if (rule.scope === "CART") {
    const qualifying = left.map((amount, index) => (qualifies(rule, lines[index].productId) ? amount : ZERO));
    const base = sumMoney(qualifying);
    const wanted = rule.type === "PERCENTAGE" ? percentOf(base, rule.value) : round2(rule.value);
    return shareWithin(minMoney(wanted, base), qualifying);
  }
  return lines.map((line, index) => {
    if (!qualifies(rule, line.productId)) return ZERO;
    let wanted: Money;
    if (rule.scope === "PRODUCT") {
      wanted = rule.type === "PERCENTAGE" ? percentOf(left[index], rule.value) : round2(money(rule.value).times(line.quantity));
    } else {
      wanted = percentOf(money(line.unitPrice).times(freeUnits(rule, line.quantity)), rule.getYDiscount ?? 100);
    }
    return minMoney(wanted, left[index]);
  });
}

function capped(shares: Money[], rule: DiscountRule): Money[] {
  const total = sumMoney(shares);
  if (rule.maxDiscountAmount === null || !total.greaterThan(rule.maxDiscountAmount)) return shares;
  return shareWithin(rule.maxDiscountAmount, shares);
}

interface Outcome {
  lineDiscounts: Money[];
  shippingDiscount: Money;
  applied: AppliedDiscount[];
  total: Money;
}

/** The discounts of one option applied in scope order, each on what the earlier ones left. */
function applyAll(rules: readonly DiscountRule[], lines: readonly DiscountLine[], deliveryCharges: Money): Outcome {
  const gross = lines.map((line) => round2(money(line.unitPrice).times(line.quantity)));
  const lineDiscounts = lines.map(() => ZERO);
  let shippingDiscount = ZERO;
  const applied: AppliedDiscount[] = [];
  const ordered = [...rules].sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope));
  for (const rule of ordered) {
    let amount: Money;
    if (rule.scope === "FREE_SHIPPING") {
      const left = deliveryCharges.minus(shippingDiscount);
      const wanted = rule.type === "PERCENTAGE" ? percentOf(deliveryCharges, rule.value) : round2(rule.value);
      const capAt = rule.maxDiscountAmount === null ? wanted : minMoney(wanted, round2(rule.maxDiscountAmount));
      amount = minMoney(capAt, left);
      shippingDiscount = shippingDiscount.plus(amount);
    } else {
      const left = gross.map((amountOfLine, index) => amountOfLine.minus(lineDiscounts[index]));
      const shares = capped(lineShares(rule, lines, left), rule);
      shares.forEach((share, index) => (lineDiscounts[index] = lineDiscounts[index].plus(share)));
      amount = sumMoney(shares);
    }
    if (amount.greaterThan(0)) applied.push({ rule, amount });
  }
  return { lineDiscounts, shippingDiscount, applied, total: sumMoney([...lineDiscounts, shippingDiscount]) };
}

/** The discounts of a cart: which apply, for how much on each line and on the delivery, and why the others do not. */
export function applyCartDiscounts(lines: readonly DiscountLine[], rules: readonly DiscountRule[], context: DiscountContext): CartDiscounts {
  const subtotal = sumMoney(lines.map((line) => round2(money(line.unitPrice).times(line.quantity))));
  const deliveryCharges = round2(context.deliveryCharges);
  const refused: RefusedDiscount[] = [];
  const eligible: DiscountRule[] = [];
  for (const rule of rules) {
    const reason = refusalOf(rule, lines, context, subtotal);
    if (reason) refused.push({ rule, reason });
    else eligible.push(rule);
  }
  const options = [eligible.filter((rule) => rule.combinable), ...eligible.filter((rule) => !rule.combinable).map((rule) => [rule])];
  let best = applyAll(options[0], lines, deliveryCharges);
  let bestRules = options[0];
  for (const option of options.slice(1)) {
    const outcome = applyAll(option, lines, deliveryCharges);
    if (outcome.total.greaterThan(best.total)) {
      best = outcome;
      bestRules = option;
    }
  }
  for (const rule of eligible) if (!bestRules.includes(rule)) refused.push({ rule, reason: "NOT_COMBINABLE" });
  return { lineDiscounts: best.lineDiscounts, shippingDiscount: best.shippingDiscount, applied: best.applied, refused };
}

/** The receipt's split of the discounts (spec "Receipt data"): product discounts and order discounts. */
export function discountsByKind(applied: readonly { scope: DiscountScope; amount: MoneyLike }[]): { productDiscount: Money; orderDiscount: Money } {
  const ofScopes = (scopes: readonly DiscountScope[]) => sumMoney(applied.filter((line) => scopes.includes(line.scope)).map((line) => line.amount));
  return { productDiscount: ofScopes(["PRODUCT", "BUY_X_GET_Y"]), orderDiscount: ofScopes(["CART", "FREE_SHIPPING"]) };
}
