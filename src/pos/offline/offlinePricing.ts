// The cart priced on the till with no connection: the very function the server's cart summary and createOrder use
// (common/pricing priceCart), fed from the local catalogue (tillDb): the products' prices and tax rates, the
// discounts the server would weigh (automatic ones in force, the partner's, the typed code), the store's platform
// fee and the register's integration fees. The answer has the shape of the server's cart summary, so the till
// shows it as it is. Lines carry no FEFO lot preview offline: the server allocates the lots when the sale arrives.
import { priceCart } from "../../../common/pricing/cart";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import { cartCodeRefusal, discountStatus } from "../../../common/pricing/discounts";
import { toMoneyNumber } from "../../../common/money";
import type { CartSummary } from "../documents";
import type { CartInputValue } from "../usePosCart";
import type { TillProductRecord } from "./tillDb";

export type OfflineSummary = CartSummary;

/** What pricing needs of the local catalogue for one cart. */
export interface OfflinePricingData {
  products: ReadonlyMap<string, TillProductRecord>;
  /** Units sellable per product on this till (the local lots less what waiting offline sales took). */
  available: ReadonlyMap<string, number>;
  discounts: readonly DiscountRule[];
  platformFee: PlatformFeeRule | null;
  integrations: readonly { name: string; charges: string }[];
}

export class OfflineCartRefusal extends Error {}

/** The discounts the server weighs for this cart (modules/discounts loadCartDiscounts, the same rule in memory). */
export function candidateDiscounts(rules: readonly DiscountRule[], code: string | null, partnerId: string | null, now: Date): { rules: DiscountRule[]; codeFound: boolean } {
  const typed = code?.trim().toUpperCase() || null;
  const chosen = rules.filter((rule) => {
    if (typed !== null && rule.code?.toUpperCase() === typed) return true;
    return rule.code === null && discountStatus(rule, now) === "ACTIVE" && (rule.partnerId === null || rule.partnerId === partnerId);
  });
  return { rules: chosen, codeFound: typed !== null && rules.some((rule) => rule.code?.toUpperCase() === typed) };
}

/** The cart summary of `order` from the local catalogue (throws OfflineCartRefusal naming what cannot be sold). */
export function priceOffline(order: CartInputValue, data: OfflinePricingData, now: Date = new Date()): OfflineSummary {
  if (order.orderType === "DELIVERY") throw new OfflineCartRefusal("Delivery needs the connection: sell it as a pickup or wait until the till is back online.");
  const items = order.items;
  const products = items.map((item) => {
    const product = data.products.get(item.productId);
    if (!product) throw new OfflineCartRefusal("This product is not in the till's catalogue yet; it can be sold once the connection returns.");
    if (product.status !== "ACTIVE") throw new OfflineCartRefusal(`${product.name} is inactive and cannot be sold.`);
    return product;
  });
  const discounts = candidateDiscounts(data.discounts, order.discountCode ?? null, order.partnerId ?? null, now);
  const pricing = priceCart(
    items.map((item, index) => ({
      productId: item.productId,
      unitPrice: products[index].unitPrice,
      quantity: item.quantity,
      taxRate: products[index].taxRate,
      isTaxInclusive: products[index].isTaxInclusive,
    })),
    {
      platformFee: data.platformFee,
      discounts: discounts.rules,
      context: { now, locationId: order.locationId, customerId: order.customerId ?? null, partnerId: order.partnerId ?? null },
      deliveryCharges: 0,
      integrations: data.integrations,
    },
  );
  const n = toMoneyNumber;
  return {
    subtotal: n(pricing.subtotal),
    totalDiscount: n(pricing.totalDiscount),
    shippingDiscount: n(pricing.shippingDiscount),
    tax: n(pricing.tax),
    deliveryCharges: n(pricing.deliveryCharges),
    platformFee: n(pricing.platformFee),
    platformFeeTax: n(pricing.platformFeeTax),
    posFees: n(pricing.posFees),
    integrationCharges: n(pricing.integrationCharges),
    total: n(pricing.total),
    discountCodeRefusal: cartCodeRefusal(order.discountCode?.toUpperCase() ?? null, discounts.codeFound, pricing.refusedDiscounts),
    discounts: pricing.appliedDiscounts.map(({ rule, amount }) => ({ discountId: rule.id, title: rule.title, code: rule.code, scope: rule.scope, amount: n(amount) })),
    integrations: pricing.integrations.map((integration) => ({ name: integration.name, amount: n(integration.amount) })),
    lines: items.map((item, index) => {
      const product = products[index];
      const line = pricing.lines[index];
      return {
        productId: product.id,
        name: product.name,
        skuCode: product.skuCode,
        quantity: item.quantity,
        unitPrice: n(line.unitPrice),
        isTaxInclusive: line.isTaxInclusive,
        taxRate: line.taxRate.toNumber(),
        subTotal: n(line.subTotal),
        discount: n(line.discount),
        tax: n(line.tax),
        totalPrice: n(line.totalPrice),
        availableQuantity: data.available.get(product.id) ?? 0,
        lots: [],
      };
    }),
  };
}
