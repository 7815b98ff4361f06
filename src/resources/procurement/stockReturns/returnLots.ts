// The create screen's rules, kept pure for tests: which scanned lot may join the return, a lot's value, and the
// totals per product (money through common/money: exact decimals, half-up per lot).
import { lineAmount, sumMoney, toMoneyNumber } from "../../../../common/money";
import type { ReturnLot } from "./types";

/** "IN_TRANSFER" → "in transfer". */
const statusWords = (status: string) => status.toLowerCase().replace(/_/g, " ");

export interface ScanContext {
  vendor: { id: string; name: string };
  location: { id: string; name: string };
  chosen: readonly ReturnLot[];
}

export const alreadyAddedMessage = (code: string) => `Lot ${code} is already added.`;
export const lotNotHereMessage = (code: string, locationName: string) => `Lot ${code} was not found at ${locationName}.`;
export const SELECT_VENDOR_FIRST = "Please select a vendor first.";

/** Why a scanned lot cannot join the return, or null when it can. */
export function scanRefusal(lot: ReturnLot, context: ScanContext): string | null {
  const code = lot.actionId;
  if (context.chosen.some((chosen) => chosen.id === lot.id)) return alreadyAddedMessage(code);
  if (lot.locationId !== context.location.id) return lotNotHereMessage(code, context.location.name);
  if (lot.status !== "IN_INVENTORY") return `Lot ${code} cannot be returned: it is not in inventory (${statusWords(lot.status)}).`;
  if (lot.vendor.id !== context.vendor.id) return `Lot ${code} was bought from ${lot.vendor.name}, not from ${context.vendor.name}.`;
  return null;
}

/** What the lot is worth to the vendor: its purchase price per selling unit × the units it holds. */
export const lotValue = (lot: Pick<ReturnLot, "purchasingPrice" | "quantity">): number => toMoneyNumber(lineAmount(lot.purchasingPrice, lot.quantity));

/** Expired on or before `today` ("YYYY-MM-DD"), as the server's unexpired stock excludes it. */
export const isExpired = (batchExpiry: string, today: string) => batchExpiry.slice(0, 10) <= today;

export interface ProductSummary {
  productId: string;
  productName: string;
  lotCount: number;
  quantity: number;
  totalPurchasingPrice: number;
}

export interface ReturnSummary {
  products: ProductSummary[];
  lotCount: number;
  grandTotal: number;
}

/** Totals per product (by product name) and the grand total of the chosen lots. */
export function summariseReturn(lots: readonly ReturnLot[]): ReturnSummary {
  const byProduct = new Map<string, ReturnLot[]>();
  for (const lot of lots) byProduct.set(lot.productId, [...(byProduct.get(lot.productId) ?? []), lot]);
  const products = [...byProduct.entries()]
    .map(([productId, own]) => ({
      productId,
      productName: own[0].product.name,
      lotCount: own.length,
      quantity: own.reduce((sum, lot) => sum + lot.quantity, 0),
      totalPurchasingPrice: toMoneyNumber(sumMoney(own.map(lotValue))),
    }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
  return { products, lotCount: lots.length, grandTotal: toMoneyNumber(sumMoney(lots.map(lotValue))) };
}
