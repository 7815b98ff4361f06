// The history's sales as planned, before any stock is allocated: for each store and business day, how many
// baskets (its size, the weekday, salary days), when each is rung up (evenings busiest), at which till and by
// whom, its 1–6 lines (popular and seasonal products more often), how it is paid (cash, card, split, credit, bank
// transfer), whether it is a delivery or uses the SAVE10 code, and whether the customer brings it back (~2 %).
import { CLOSING_HOUR, OPENING_HOUR, atMinute, dayWeight, hourWeight, seasonWeight, type HistoryDay } from "./calendar";
import type { HistoryContext, HistoryProduct, HistoryStore, HistoryTill } from "./context";
import type { Dice } from "./random";

export type PaymentPlan = "CASH" | "CARD" | "SPLIT" | "CREDIT" | "BANK_TRANSFER";

export interface PlannedLine {
  product: HistoryProduct;
  quantity: number;
}

export interface PlannedSale {
  day: HistoryDay;
  at: Date;
  store: HistoryStore;
  till: HistoryTill;
  sellerId: string;
  lines: PlannedLine[];
  payment: PaymentPlan;
  delivery: boolean;
  withCode: boolean;
  customerId: string | null;
  /** Minutes after the sale the customer brings everything back (null: kept). */
  returnAfter: number | null;
}

/** Baskets a store rings up on an ordinary day: the first store is the busiest. */
const BASKETS_PER_DAY = [26, 18];
/** A company's only store is a smaller one. */
const SINGLE_STORE_BASKETS = 14;
const RETURN_RATE = 0.025;

/**
 * Units a customer takes of a product: of a box, tablets by the strip (a small box whole); of a carton, a bottle,
 * tin or pack or two.
 */
function unitsOf(product: HistoryProduct, dice: Dice): number {
  if (product.buyingUnit !== "BOX") return dice.chance(0.8) ? 1 : 2;
  if (product.uomFactor >= 100) return 10 * dice.int(1, 3);
  if (product.uomFactor >= 20) return 10 * dice.int(1, 2);
  return product.uomFactor * (dice.chance(0.85) ? 1 : 2);
}

/** How often a product is asked for: the cheap everyday ones most, the season's remedies more in winter. */
function popularity(product: HistoryProduct, month: number): number {
  const basket = Number(product.unitPrice) * Math.max(1, Math.min(10, product.uomFactor / 10));
  return (1 + 400 / (basket + 100)) * seasonWeight(product.categories, month);
}

function paymentOf(dice: Dice): PaymentPlan {
  const roll = dice.next();
  if (roll < 0.56) return "CASH";
  if (roll < 0.86) return "CARD";
  if (roll < 0.91) return "SPLIT";
  if (roll < 0.96) return "CREDIT";
  return "BANK_TRANSFER";
}

/** The minute of the day a basket is rung up; today only up to `nowMinute`. */
function minuteOf(dice: Dice, lastMinute: number): number | null {
  const hours = [];
  for (let hour = OPENING_HOUR; hour < CLOSING_HOUR; hour += 1) if (hour * 60 < lastMinute) hours.push(hour);
  if (hours.length === 0) return null;
  const hour = dice.weighted(hours, hourWeight);
  return Math.min(lastMinute - 1, hour * 60 + dice.int(0, 59));
}

/** The share of a day's baskets rung up before the minute (all of them for a whole day). */
function shareOfDayBefore(lastMinute: number): number {
  let before = 0;
  let all = 0;
  for (let hour = OPENING_HOUR; hour < CLOSING_HOUR; hour += 1) {
    all += hourWeight(hour);
    before += hourWeight(hour) * Math.min(1, Math.max(0, (lastMinute - hour * 60) / 60));
  }
  return before / all;
}

export function planSales(context: HistoryContext, days: readonly HistoryDay[], now: Date, dice: Dice): PlannedSale[] {
  const sales: PlannedSale[] = [];
  const products = context.products;
  if (products.length === 0) return sales;
  for (const day of days) {
    const lastMinute = day.ago === 0 ? Math.floor((now.getTime() - day.start.getTime()) / 60_000) : CLOSING_HOUR * 60;
    const weights = new Map(products.map((product) => [product.id, popularity(product, day.month)]));
    context.stores.forEach((store, storeIndex) => {
      const usual = context.stores.length === 1 ? SINGLE_STORE_BASKETS : BASKETS_PER_DAY[storeIndex % BASKETS_PER_DAY.length];
      const baskets = Math.round(usual * dayWeight(day) * (0.85 + dice.next() * 0.3) * shareOfDayBefore(lastMinute));
      for (let basket = 0; basket < baskets; basket += 1) {
        const minute = minuteOf(dice, lastMinute);
        if (minute === null) break;
        const size = dice.weighted([1, 2, 3, 4, 5, 6], (n) => [30, 28, 20, 12, 6, 4][n - 1]);
        const chosen = new Map<string, PlannedLine>();
        for (let line = 0; line < size; line += 1) {
          const product = dice.weighted(products, (candidate) => weights.get(candidate.id) ?? 1);
          if (!chosen.has(product.id)) chosen.set(product.id, { product, quantity: unitsOf(product, dice) });
        }
        const payment = paymentOf(dice);
        const delivery = store.deliveryFee !== null && payment !== "SPLIT" && dice.chance(0.06);
        const till = store.tills.length > 1 && dice.chance(0.45) ? store.tills[1] : store.tills[0];
        const named = payment === "CREDIT" || delivery || dice.chance(0.1);
        const returnable = payment !== "SPLIT" && !delivery && minute < (CLOSING_HOUR - 1) * 60 - 240;
        sales.push({
          day,
          at: atMinute(day, minute),
          store,
          till,
          sellerId: store.sellers[till === store.tills[0] ? 0 : (store.sellers.length - 1)] ?? context.adminId,
          lines: [...chosen.values()],
          payment,
          delivery,
          withCode: dice.chance(0.12),
          customerId: named && context.customerIds.length > 0 ? dice.pick(context.customerIds) : null,
          returnAfter: returnable && day.ago > 0 && dice.chance(RETURN_RATE) ? dice.int(30, 240) : null,
        });
      }
    });
  }
  return sales.sort((a, b) => a.at.getTime() - b.at.getTime());
}
