// The cart summary (spec §3 Cart summary): the lines priced exactly as createOrder will price them (priceCart),
// with what is available and a FEFO preview of the lots (no locks). A fixed number of statements per cart.
import { priceCart, type PricedCart } from "../../../common/pricing/cart";
import { toMoneyNumber, toMoneyString } from "../../../common/money";
import { CART_TOTAL_MAX_MESSAGE, cartSchema, type CartInput } from "../../../common/schemas/order";
import { isWithinMoneyMax } from "../../../common/validation/bounds";
import type { ServiceScope } from "../../core/context";
import { badUserInput, parseInput } from "../../core/errors";
import type { CartLotPreviewRow, CartSummaryRow } from "./orderRows";
import { platformFeeFor } from "./platformFee";
import { loadCartRegister, loadSaleProducts, mergeCartLines, sellableLots, type SaleProduct, type SaleRegister, type SellableLot } from "./saleProducts";
import { groupBy } from "../../../common/groupBy";

export interface PricedSale {
  cart: CartInput;
  register: SaleRegister;
  products: Map<string, SaleProduct>;
  pricing: PricedCart;
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

export async function priceSale(scope: ServiceScope, input: unknown): Promise<PricedSale> {
  const parsed = parseInput(cartSchema, input);
  const cart = { ...parsed, items: mergeCartLines(parsed.items) };
  const register = await loadCartRegister(scope, cart.registerId, cart.locationId);
  const products = await loadSaleProducts(scope.tx, scope.tenantId, cart.items.map((item) => item.productId));
  const platformFee = await platformFeeFor(scope.tx, scope.tenantId, cart.locationId, cart.orderType);
  const pricing = priceCart(
    cart.items.map((item) => {
      const product = products.get(item.productId) as SaleProduct;
      return { unitPrice: product.unitPrice, quantity: item.quantity, taxRate: product.taxRate, isTaxInclusive: product.isTaxInclusive };
    }),
    { platformFee },
  );
  if (!isWithinMoneyMax(pricing.total)) throw badUserInput({ items: CART_TOTAL_MAX_MESSAGE });
  return { cart, register, products, pricing };
}

/** FEFO preview of a line: the scanned lot first, then the product's lots in FEFO order, what is left of each. */
function previewLots(lots: readonly SellableLot[], left: Map<string, number>, quantity: number, scannedLotId: string | null): CartLotPreviewRow[] {
  const ordered = scannedLotId ? [...lots.filter((lot) => lot.id === scannedLotId), ...lots.filter((lot) => lot.id !== scannedLotId)] : lots;
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
  const { cart, products, pricing } = await priceSale(scope, input);
  const lots = await sellableLots(scope.tx, scope.tenantId, cart.locationId, [...products.keys()]);
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
    tax: toMoneyNumber(pricing.tax),
    deliveryCharges: toMoneyNumber(pricing.deliveryCharges),
    platformFee: toMoneyNumber(pricing.platformFee),
    platformFeeTax: toMoneyNumber(pricing.platformFeeTax),
    posFees: toMoneyNumber(pricing.posFees),
    integrationCharges: toMoneyNumber(pricing.integrationCharges),
    total: toMoneyNumber(pricing.total),
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
        availableQuantity: (lotsOf.get(item.productId) ?? []).reduce((sum, lot) => sum + lot.quantity, 0),
        lots: previews.get(index) ?? [],
      };
    }),
    discounts: [],
    integrations: [],
  };
}
