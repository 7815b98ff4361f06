// The create screen's rules, kept pure for tests: which scanned lot may join the return, how near a lot is to its
// expiry, a lot's value, the totals per product (money summed through common/money: exact decimals), and the input
// the server takes, checked by the shared schema through the one form adapter.
import { sumMoney, toMoneyNumber } from "../../../../common/money";
import { addDays, isExpiredOn } from "../../../../common/schemas/dates";
import { stockReturnInputSchema } from "../../../../common/schemas/stockReturn";
import { zodForm } from "../../../components/forms/zodForm";
import type { ReturnLot } from "./types";
import { groupBy } from "../../../../common/groupBy";

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

/** Why a scanned lot cannot join the return, or null when it can (getProductLot only finds lots at the location). */
export function scanRefusal(lot: ReturnLot, context: Pick<ScanContext, "vendor" | "chosen">): string | null {
  const code = lot.actionId;
  if (context.chosen.some((chosen) => chosen.id === lot.id)) return alreadyAddedMessage(code);
  if (lot.status !== "IN_INVENTORY") return `Lot ${code} cannot be returned: it is not in inventory (${statusWords(lot.status)}).`;
  if (lot.vendor.id !== context.vendor.id) return `Lot ${code} was bought from ${lot.vendor.name}, not from ${context.vendor.name}.`;
  return null;
}

/**
 * What the lot is worth to the vendor: the server's value of the units it holds (a full pack: its pack price).
 * Never null here: whoever may create or read stock returns may read purchase prices (PURCHASE_PRICE_READERS).
 */
export const lotValue = (lot: Pick<ReturnLot, "purchaseValue">): number => lot.purchaseValue ?? 0;

export const NEAR_EXPIRY_DAYS = 90;
export type ExpiryState = "expired" | "soon" | "later";

/** Expired as the server counts it (common/schemas/dates isExpiredOn), else whether it expires within NEAR_EXPIRY_DAYS of `today`. */
export function expiryState(batchExpiry: string, today: string): ExpiryState {
  if (isExpiredOn(batchExpiry, today)) return "expired";
  return isExpiredOn(batchExpiry, nearExpiryLimit(today)) ? "soon" : "later";
}

/** The last expiry date the "expiring soon" view takes in. */
export const nearExpiryLimit = (today: string) => addDays(today, NEAR_EXPIRY_DAYS);

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
  const byProduct = groupBy(lots, (lot) => lot.productId);
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

export interface StockReturnValues {
  vendorId: string | null;
  locationId: string | null;
  lots: readonly ReturnLot[];
  comment: string;
}

/** The createStockReturn input (stockReturnDto). */
export const stockReturnInput = ({ vendorId, locationId, lots, comment }: StockReturnValues) => ({
  vendorId,
  locationId,
  lotIds: lots.map((lot) => lot.id),
  comment: comment.trim() || null,
});

/** The create screen's rules and the server's messages by field ("comment", "lots", …). */
export const stockReturnRules = zodForm({ schema: stockReturnInputSchema, toInput: (values: StockReturnValues) => ({ input: stockReturnInput(values) }) });
