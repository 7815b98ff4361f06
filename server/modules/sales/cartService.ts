// The cart summary (spec §3 Cart summary): the lines priced exactly as createOrder will price them (priceCart),
// with what is available and a FEFO preview of the lots (no locks). One statement per cart (cartInputs.ts).
import { priceCart, type PricedCart } from "../../../common/pricing/cart";
import { cartCodeRefusal } from "../../../common/pricing/discounts";
import { toMoneyNumber, toMoneyString } from "../../../common/money";
import { CART_TOTAL_MAX_MESSAGE, cartSchema, type CartInput } from "../../../common/schemas/order";
import { isWithinMoneyMax } from "../../../common/validation/bounds";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, parseInput } from "../../core/errors";
import type { CartParties } from "./cartParties";
import { loadCartInputs, type CartInputs } from "./cartInputs";
import type { CartDiscountRow, CartLotPreviewRow, CartSummaryRow } from "./orderRows";
import type { ReportingIntegration } from "../integrations";
import { mergeCartLines, type SaleProduct, type SaleRegister, type SellableLot } from "./saleProducts";
import { groupBy } from "../../../common/groupBy";
import { compareFefo } from "../inventory";

export interface PricedSale {
  cart: CartInput;
  register: SaleRegister;
  products: Map<string, SaleProduct>;
  pricing: PricedCart;
  parties: CartParties;
  /** Why the typed discount code does not apply; null when it applies or none was typed. */
  codeRefusal: string | null;
  /** The tax-authority integrations that will report the sale (their fees are in the pricing). */
  integrations: ReportingIntegration[];
  /** Each product's list price per selling unit at the sale's time (a sale made offline: as then). */
  listPrices: Map<string, string>;
}

/** A sale the till made offline: priced as at the time it was made, at the prices its receipt charged. */
export interface MadeOffline {
  madeAt: Date;
  /** The till's unit price per product, where it sent one; a product without one is charged its list price then. */
  chargedPrices: ReadonlyMap<string, string>;
}

/** The discounts the pricing applied, as the summary and the order's discount lines show them. */
function discountLinesOf(pricing: PricedCart): CartDiscountRow[] {
  return pricing.appliedDiscounts.map(({ rule, amount }) => ({ discountId: rule.id, title: rule.title, code: rule.code, scope: rule.scope, amount: toMoneyNumber(amount) }));
}

/** The cart validated, its lines merged, its products loaded and the whole priced: what summary and sale share. */
/** The priced cart's amounts as the orders table stores them (a sale and a held cart alike). */
export function orderAmountColumns(pricing: PricedCart) {
  const s = toMoneyString;
  return {
    subtotal: s(pricing.subtotal),
    totalDiscount: s(pricing.totalDiscount),
    tax: s(pricing.tax),
    deliveryCharges: s(pricing.deliveryCharges),
    platformFee: s(pricing.platformFee),
    platformFeeTax: s(pricing.platformFeeTax),
    posFees: s(pricing.posFees),
    integrationCharges: s(pricing.integrationCharges),
    totalAmount: s(pricing.total),
  };
}

export async function priceSale(scope: ServiceScope, input: unknown, offline: MadeOffline | null = null): Promise<PricedSale> {
  return (await priceCartInputs(scope, input, offline, false)).sale;
}

async function priceCartInputs(scope: ServiceScope, input: unknown, offline: MadeOffline | null, withLots: boolean): Promise<{ sale: PricedSale; inputs: CartInputs }> {
  const parsed = parseInput(cartSchema, input);
  const cart = { ...parsed, items: mergeCartLines(parsed.items) };
  assertLocationAllowed(scope, cart.locationId);
  const inputs = await loadCartInputs(scope, cart, { at: offline?.madeAt ?? null, lots: withLots });
  const { register, parties, products, platformFee, integrations, discounts } = inputs;
  const pricing = priceCart(
    cart.items.map((item) => {
      const product = products.get(item.productId) as SaleProduct;
      const unitPrice = offline?.chargedPrices.get(product.id) ?? product.unitPrice;
      return { productId: product.id, unitPrice, quantity: item.quantity, taxRate: product.taxRate, isTaxInclusive: product.isTaxInclusive };
    }),
    {
      platformFee,
      discounts: discounts.rules,
      context: { now: offline?.madeAt ?? new Date(), locationId: cart.locationId, customerId: parties.customerId, partnerId: parties.partnerId },
      deliveryCharges: cart.deliveryCharges,
      integrations,
    },
  );
  if (!isWithinMoneyMax(pricing.total)) throw badUserInput({ items: CART_TOTAL_MAX_MESSAGE });
  const listPrices = new Map([...products.values()].map((product) => [product.id, product.unitPrice]));
  const codeRefusal = cartCodeRefusal(cart.discountCode, discounts.codeFound, pricing.refusedDiscounts);
  return { sale: { cart, register, products, pricing, parties, codeRefusal, integrations, listPrices }, inputs };
}

/** FEFO preview of a line: the product's sellable lots in FEFO order (the scanned lot first), what is left of each. */
function previewLots(lots: readonly SellableLot[], left: Map<string, number>, quantity: number, scannedLotId: string | null): CartLotPreviewRow[] {
  const ordered = [...lots].sort(compareFefo(scannedLotId));
  const taken: CartLotPreviewRow[] = [];
  let wanted = quantity;
  for (const lot of ordered) {
    if (wanted === 0) break;
    const units = Math.min(wanted, left.get(lot.id) ?? 0);
    if (units === 0) continue;
    left.set(lot.id, (left.get(lot.id) ?? 0) - units);
    taken.push({ lotId: lot.id, actionId: lot.actionId, quantity: units, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened });
    wanted -= units;
  }
  return taken;
}

export async function calculateCartSummary(scope: ServiceScope, input: unknown): Promise<CartSummaryRow> {
  const { sale, inputs } = await priceCartInputs(scope, input, null, true);
  const { cart, products, pricing, codeRefusal } = sale;
  const { lots, available } = inputs;
  const lotsOf = groupBy(lots, (lot) => lot.productId);
  const left = new Map(lots.map((lot) => [lot.id, lot.quantity]));
  // scanned lines take their lots first, as the sale does
  const order = cart.items.map((_, index) => index).sort((a, b) => Number(Boolean(cart.items[b].lotId)) - Number(Boolean(cart.items[a].lotId)));
  const previews = new Map<number, CartLotPreviewRow[]>();
  for (const index of order) {
    const item = cart.items[index];
    previews.set(index, previewLots(lotsOf.get(item.productId) ?? [], left, item.quantity, item.lotId));
  }
  return {
    subtotal: toMoneyNumber(pricing.subtotal),
    totalDiscount: toMoneyNumber(pricing.totalDiscount),
    shippingDiscount: toMoneyNumber(pricing.shippingDiscount),
    tax: toMoneyNumber(pricing.tax),
    deliveryCharges: toMoneyNumber(pricing.deliveryCharges),
    platformFee: toMoneyNumber(pricing.platformFee),
    platformFeeTax: toMoneyNumber(pricing.platformFeeTax),
    posFees: toMoneyNumber(pricing.posFees),
    integrationCharges: toMoneyNumber(pricing.integrationCharges),
    total: toMoneyNumber(pricing.total),
    discountCodeRefusal: codeRefusal,
    lines: cart.items.map((item, index) => {
      const product = products.get(item.productId) as SaleProduct;
      const line = pricing.lines[index];
      return {
        productId: product.id,
        name: product.name,
        skuCode: product.skuCode,
        quantity: item.quantity,
        unitPrice: toMoneyNumber(line.unitPrice),
        isTaxInclusive: line.isTaxInclusive,
        taxRate: line.taxRate.toNumber(),
        subTotal: toMoneyNumber(line.subTotal),
        discount: toMoneyNumber(line.discount),
        tax: toMoneyNumber(line.tax),
        totalPrice: toMoneyNumber(line.totalPrice),
        availableQuantity: available.get(item.productId) ?? 0,
        lots: previews.get(index) ?? [],
      };
    }),
    discounts: discountLinesOf(pricing),
    integrations: pricing.integrations.map((integration) => ({ name: integration.name, amount: toMoneyNumber(integration.amount) })),
  };
}
