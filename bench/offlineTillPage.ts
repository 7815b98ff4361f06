// Bundled by bench/offlineTillBrowser.ts (esbuild) and put into the till's page: the till's own code that keeps a
// sale made offline (sellOffline.ts without its cart and printer): priced by the till's offline pricing from its
// local catalogue, settled, then written by keepOfflineSale with the register's next offline number.
import { settlePayments } from "../common/pricing/cart";
import { toMoneyNumber } from "../common/money";
import { pricingDataFor } from "../src/pos/offline/localCatalogue";
import { keepOfflineSale } from "../src/pos/offline/offlineQueue";
import { priceOffline } from "../src/pos/offline/offlinePricing";
import { tillDb } from "../src/pos/offline/tillDb";
import type { CartInputValue } from "../src/pos/usePosCart";

export interface BenchOfflineSale {
  idempotencyKey: string;
  items: { productId: string; quantity: number }[];
}

export interface BenchTill {
  tenantId: string;
  locationId: string;
  registerId: string;
  registerCode: string;
}

/** Keeps each sale as the till does offline, paid cash rounded up to the next 1,000 (change due); their offline numbers. */
async function keepSales(till: BenchTill, sales: BenchOfflineSale[]): Promise<string[]> {
  const db = tillDb(till.tenantId, till.locationId);
  const kept: string[] = [];
  for (const sale of sales) {
    const order = { locationId: till.locationId, registerId: till.registerId, items: sale.items } as CartInputValue;
    const summary = priceOffline(order, await pricingDataFor(db, order.items.map((item) => item.productId)));
    const payments = [{ method: "CASH" as const, amount: Math.ceil(toMoneyNumber(summary.total) / 1000 + 0.001) * 1000 }];
    const settled = settlePayments(summary.total, payments);
    if (!settled.ok) throw new Error("unpaid");
    const record = await keepOfflineSale(
      db,
      {
        idempotencyKey: sale.idempotencyKey,
        registerId: till.registerId,
        madeAt: new Date().toISOString(),
        order,
        payments,
        summary,
        changeDue: toMoneyNumber(settled.change),
        receipt: { registerName: "Bench till", registerCode: till.registerCode, locationName: "Bench store", cashier: "Bench" },
      },
      till.registerCode,
    );
    kept.push(record.offlineNumber);
  }
  return kept;
}

(globalThis as { benchKeepOfflineSales?: typeof keepSales }).benchKeepOfflineSales = keepSales;
