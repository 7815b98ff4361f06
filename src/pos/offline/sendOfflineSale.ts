// Sends a batch of offline sales to the server: syncOfflineOrders (README "Offline till", issue 29), each sale with
// its key, its offline number, the time it was made and the unit price the till charged for each product
// (linePrices), so a price the till had cached that was no longer in force is flagged PRICE for the manager, not
// silently repriced. A retried key answers the first order (and a key createOrder already used answers that order).
// The server answers one result per sale, in the order sent: its order, or its refusal.
import { graphql } from "../../graphql";
import { requestDocument } from "../../providers/gqlHooks";
import type { SendOfflineSales } from "./offlineQueue";
import type { OfflineSaleRecord } from "./tillDb";

const SYNC_OFFLINE_ORDERS = graphql(`
  mutation PosSyncOfflineOrders($sales: [OfflineOrderInput!]!) {
    results: syncOfflineOrders(sales: $sales) {
      idempotencyKey
      order { id secondaryId offlineNumber }
      refusal { code message }
    }
  }
`);

/** One price per product, as the till's summary (and its receipt) charged it. */
export function linePricesOf(sale: Pick<OfflineSaleRecord, "summary">): { productId: string; unitPrice: number }[] {
  const byProduct = new Map(sale.summary.lines.map((line) => [line.productId, line.unitPrice]));
  return [...byProduct].map(([productId, unitPrice]) => ({ productId, unitPrice }));
}

export const sendOfflineSales: SendOfflineSales = async (sales, signal) => {
  const { results } = await requestDocument(
    SYNC_OFFLINE_ORDERS,
    {
      sales: sales.map((sale) => ({
        idempotencyKey: sale.idempotencyKey,
        offlineNumber: sale.offlineNumber,
        madeAt: sale.madeAt,
        order: sale.order,
        payments: sale.payments,
        linePrices: linePricesOf(sale),
      })),
    },
    { signal },
  );
  // an answer for another sale than the one at its place is no answer for this one: the batch waits (offlineQueue)
  if (results.some((result, index) => result.idempotencyKey !== sales[index]?.idempotencyKey)) return [];
  return results.map((result) => (result.order ? { secondaryId: result.order.secondaryId } : { refusal: result.refusal?.message ?? "The server refused the sale." }));
};
