// Prints the receipt of a sale made offline from the till's own page: the receipt is rendered into the current
// document (a node of its own that only a print shows: receipt.css "till-receipt-print") and printed at once, with
// no frame booting the app again (that took ~1 s; bench/README.md "Offline till (issue 29)"). The sale comes from
// the caller, already kept in the till's database, so nothing is read again.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { PrintOrderReceiptOptions } from "../../components/printing/printOrderReceipt";
import type { OfflineReceiptPrinter } from "../../pos/offline/receiptPrinter";
import { receiptFromOfflineSale } from "./offlineReceiptData";
import { OrderReceipt } from "./ReceiptTemplates";

/** While this class is on <body>, a print shows the receipt alone. */
const PRINTING_CLASS = "printing-till-receipt";

export const printOfflineReceiptHere: OfflineReceiptPrinter = (sale, tenant, options: PrintOrderReceiptOptions) => {
  const host = document.createElement("div");
  host.className = "till-receipt-print";
  host.dataset.testid = "offline-receipt-print";
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<OrderReceipt data={receiptFromOfflineSale(sale, tenant)} template="TEMPLATE_1" />));
    document.body.classList.add(PRINTING_CLASS);
    window.print();
    options.onPrinted?.();
  } catch (error) {
    options.onFailed?.(error instanceof Error ? error.message : "The receipt could not be printed.");
  } finally {
    document.body.classList.remove(PRINTING_CLASS);
    root.unmount();
    host.remove();
  }
};
