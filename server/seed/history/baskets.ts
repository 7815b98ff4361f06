// The planned sales made real in memory, in the order they were rung up: each line allocated FEFO from the lots
// the store had received by then and could still sell that day (as allocateLots does: unexpired, soonest expiry
// first), the cart priced by the sale's own pricing (priceCart: tax, the automatic discounts and the SAVE10 code
// of their dates, the delivery's platform fee, the tax authority's fee at a reporting till), the payments settled
// (settlePayments) and the customer's return, when there is one, putting its units back in their lots. A line the
// shelf could not fill is a lost sale (OUT_OF_STOCK).
import { randomUUID } from "node:crypto";
import { money, ZERO, type Money } from "../../../common/money";
import { priceCart, settlePayments, type PricedCart, type SettledPayment } from "../../../common/pricing/cart";
import type { HistoryContext } from "./context";
import { shelfOrder, type ShelfLot } from "./deliveries";
import type { PlannedSale } from "./plan";

export interface TakenLot {
  lotId: string;
  units: number;
}

export interface BuiltLine {
  itemId: string;
  productId: string;
  name: string;
  skuCode: string | null;
  quantity: number;
  lots: TakenLot[];
}

export interface BuiltSale {
  orderId: string;
  plan: PlannedSale;
  lines: BuiltLine[];
  pricing: PricedCart;
  payments: SettledPayment[];
  cashApplied: Money;
  change: Money;
  /** The return's order id and instant, when the customer brings it back. */
  returned: { orderId: string; at: Date } | null;
}

export interface LostLine {
  locationId: string;
  productId: string;
  quantity: number;
  at: Date;
  sellerId: string;
}

const DELIVERY_CHARGES = 100;

function tendered(plan: PlannedSale, total: Money): { method: string; amount: Money }[] {
  switch (plan.payment) {
    case "CASH": {
      const notes = total.dividedBy(500).ceil().times(500);
      return [{ method: "CASH", amount: total.greaterThan(1000) ? total.dividedBy(100).ceil().times(100) : notes }];
    }
    case "SPLIT": {
      const card = total.dividedBy(2).floor();
      return [{ method: "CARD", amount: card }, { method: "CASH", amount: total.minus(card).dividedBy(10).ceil().times(10) }];
    }
    default:
      return [{ method: plan.payment, amount: total }];
  }
}

/** The lots of each location and product in the order a sale takes them (inventory's FEFO). */
function shelvesOf(lots: readonly ShelfLot[]): Map<string, ShelfLot[]> {
  const shelves = new Map<string, ShelfLot[]>();
  for (const lot of lots) {
    const key = `${lot.locationId}|${lot.productId}`;
    const shelf = shelves.get(key);
    if (shelf) shelf.push(lot);
    else shelves.set(key, [lot]);
  }
  for (const shelf of shelves.values()) shelf.sort(shelfOrder);
  return shelves;
}

export function buildSales(context: HistoryContext, plans: readonly PlannedSale[], lots: readonly ShelfLot[]): { sales: BuiltSale[]; lost: LostLine[] } {
  const shelves = shelvesOf(lots);
  const left = new Map(lots.map((lot) => [lot.id, lot.units]));
  const comingBack: { at: number; lots: TakenLot[] }[] = [];
  const byId = new Map(context.products.map((product) => [product.id, product]));
  const sales: BuiltSale[] = [];
  const lost: LostLine[] = [];
  for (const plan of plans) {
    const at = plan.at.getTime();
    // the returns brought back before this sale are on the shelf again
    for (let index = comingBack.length - 1; index >= 0; index -= 1) {
      if (comingBack[index].at > at) continue;
      for (const taken of comingBack[index].lots) left.set(taken.lotId, (left.get(taken.lotId) ?? 0) + taken.units);
      comingBack.splice(index, 1);
    }
    const lines: BuiltLine[] = [];
    for (const line of plan.lines) {
      const shelf = shelves.get(`${plan.store.id}|${line.product.id}`) ?? [];
      const taken: TakenLot[] = [];
      let wanted = line.quantity;
      for (const lot of shelf) {
        if (wanted === 0) break;
        if (lot.arrivedAt > at || lot.batchExpiry <= plan.day.date) continue;
        const units = Math.min(wanted, left.get(lot.id) ?? 0);
        if (units === 0) continue;
        taken.push({ lotId: lot.id, units });
        wanted -= units;
      }
      if (wanted > 0) lost.push({ locationId: plan.store.id, productId: line.product.id, quantity: wanted, at: plan.at, sellerId: plan.sellerId });
      const quantity = line.quantity - wanted;
      if (quantity === 0) continue;
      for (const lot of taken) left.set(lot.lotId, (left.get(lot.lotId) ?? 0) - lot.units);
      lines.push({ itemId: randomUUID(), productId: line.product.id, name: line.product.name, skuCode: line.product.skuCode, quantity, lots: taken });
    }
    if (lines.length === 0) continue;
    const pricing = priceCart(
      lines.map((line) => {
        const product = byId.get(line.productId)!;
        return { productId: product.id, unitPrice: product.unitPrice, quantity: line.quantity, taxRate: product.taxRate, isTaxInclusive: product.isTaxInclusive };
      }),
      {
        platformFee: plan.delivery ? plan.store.deliveryFee : null,
        discounts: plan.withCode ? context.discounts.withCode : context.discounts.automatic,
        context: { now: plan.at, locationId: plan.store.id, customerId: plan.customerId, partnerId: null },
        deliveryCharges: plan.delivery ? DELIVERY_CHARGES : 0,
        integrations: plan.till.integrations.map((integration) => ({ name: integration.name, charges: integration.charges })),
      },
    );
    const settlement = settlePayments(pricing.total, tendered(plan, pricing.total));
    if (!settlement.ok) throw new Error(`Demo history: a planned sale of ${pricing.total.toFixed(2)} does not settle (${settlement.reason}).`);
    const returnedAt = plan.returnAfter === null ? null : new Date(at + plan.returnAfter * 60_000);
    if (returnedAt) comingBack.push({ at: returnedAt.getTime(), lots: lines.flatMap((line) => line.lots) });
    sales.push({
      orderId: randomUUID(),
      plan,
      lines,
      pricing,
      payments: settlement.payments,
      cashApplied: settlement.cashApplied,
      change: settlement.change,
      returned: returnedAt ? { orderId: randomUUID(), at: returnedAt } : null,
    });
  }
  return { sales, lost };
}

/** The cash a sale leaves in the drawer, and what its return (all of it, by the sale's one method) takes out. */
export const cashOf = (sale: BuiltSale): Money => sale.cashApplied;
export const cashRefundOf = (sale: BuiltSale): Money =>
  sale.returned && sale.payments.length === 1 && sale.payments[0].method === "CASH" ? sale.pricing.total : ZERO;
export const moneyOf = (value: string | number): Money => money(value);
