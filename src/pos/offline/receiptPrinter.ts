// How the till prints an offline sale's receipt from its own page. The printer (src/print/receipts/
// printOfflineReceiptHere.tsx) lives with the receipts, which read the till's database; the app hands the till a
// loader for it (posRoutes), so the till does not import the receipts (src/print imports src/pos, not back) and
// loads it once the till opens (the service worker keeps the built file for offline).
import { createContext, useContext, useEffect, useState } from "react";
import type { PrintOrderReceiptOptions } from "../../components/printing/printOrderReceipt";
import type { Tenant } from "../../providers/session";
import type { OfflineSaleRecord } from "./tillDb";

export type ReceiptTenant = Pick<Tenant, "name" | "logo" | "website" | "onlineStoreURL"> | null;
export type OfflineReceiptPrinter = (sale: OfflineSaleRecord, tenant: ReceiptTenant, options: PrintOrderReceiptOptions) => void;
export type LoadOfflineReceiptPrinter = () => Promise<OfflineReceiptPrinter>;

export const OfflineReceiptPrinterContext = createContext<LoadOfflineReceiptPrinter | null>(null);

/** The printer once loaded (null until then, or when the app gave none). */
export function useOfflineReceiptPrinter(): OfflineReceiptPrinter | null {
  const load = useContext(OfflineReceiptPrinterContext);
  const [printer, setPrinter] = useState<OfflineReceiptPrinter | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load()
      .then((loaded) => current && setPrinter(() => loaded))
      .catch((error: unknown) => console.warn("The offline receipt printer did not load", error));
    return () => {
      current = false;
    };
  }, [load]);
  return printer;
}
