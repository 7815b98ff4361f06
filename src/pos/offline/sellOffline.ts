// A sale made on the till with no connection: cash and card only (credit and delivery need the server), priced by
// the cart's offline summary (common/pricing), settled by common/pricing settlePayments, kept durably in the
// till's database with its idempotency key and offline number BEFORE its receipt prints ("Fiscal number pending"),
// printed from the till's own page.
import { toMoneyNumber } from "../../../common/money";
import { settlePayments } from "../../../common/pricing/cart";
import type { PendingPayments } from "../cartStore";
import type { PosCart } from "../usePosCart";
import { keepOfflineSale } from "./offlineQueue";
import { OfflineCartRefusal } from "./offlinePricing";
import type { OfflineReceiptPrinter, ReceiptTenant } from "./receiptPrinter";
import type { OfflineSaleRecord, TillDb } from "./tillDb";

export interface OfflineSaleContext {
  db: TillDb;
  locationId: string;
  locationName: string;
  registerId: string;
  registerCode: string;
  registerName: string;
  cashier: string;
  /** The company the receipt's header names. */
  tenant: ReceiptTenant;
  /** Prints the receipt from this page (null while it loads: the sale is kept, the receipt reprinted from the list). */
  printReceipt: OfflineReceiptPrinter | null;
  /** The receipt did not print (the sale is kept all the same). */
  onReceiptFailed: (offlineNumber: string, message: string) => void;
}

export const OFFLINE_METHODS_MESSAGE = "Offline the till takes cash and card only: credit and bank transfer need the connection.";

/** Marks in the page's performance timeline: Enter, the sale kept, the receipt printed (README "Offline till"). */
export const OFFLINE_SALE_MARKS = { enter: "offline-sale:enter", kept: "offline-sale:kept", printed: "offline-sale:printed" } as const;

export async function sellOffline(context: OfflineSaleContext, cart: PosCart, payments: PendingPayments): Promise<OfflineSaleRecord> {
  performance.mark(OFFLINE_SALE_MARKS.enter);
  if (cart.deal.delivery) throw new OfflineCartRefusal("Delivery needs the connection: sell it as a pickup or wait until the till is back online.");
  if (payments.length === 0 || payments.some((payment) => payment.method !== "CASH" && payment.method !== "CARD")) throw new OfflineCartRefusal(OFFLINE_METHODS_MESSAGE);
  const summary = cart.summary;
  if (!summary || !cart.summaryCurrent) throw new OfflineCartRefusal("The cart is still being priced: press Enter again.");
  const settled = settlePayments(summary.total, payments);
  if (!settled.ok) throw new OfflineCartRefusal("The payments do not cover the total.");
  const sale = await keepOfflineSale(
    context.db,
    {
      idempotencyKey: cart.idempotencyKey,
      registerId: context.registerId,
      madeAt: new Date().toISOString(),
      order: cart.order,
      payments,
      summary,
      changeDue: toMoneyNumber(settled.change),
      receipt: { registerName: context.registerName, registerCode: context.registerCode, locationName: context.locationName, cashier: context.cashier },
    },
    context.registerCode,
  );
  performance.mark(OFFLINE_SALE_MARKS.kept);
  // printed from this page (no frame booting the app again): the receipt is on paper within the same task
  if (!context.printReceipt) {
    context.onReceiptFailed(sale.offlineNumber, "The receipt printer is still loading.");
    return sale;
  }
  context.printReceipt(sale, context.tenant, {
    onPrinted: () => performance.mark(OFFLINE_SALE_MARKS.printed),
    onFailed: (message) => context.onReceiptFailed(sale.offlineNumber, message),
  });
  return sale;
}
