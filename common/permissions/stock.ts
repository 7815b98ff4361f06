// Who may see stock (lots and the stock ledger) beyond the stock screens themselves, e.g. on a product's page:
// a reader of any inventory or stock-moving procurement screen, or of the reports. Reading the catalogue alone
// (a cashier, a catalogue viewer) does not show stock. Shared by the server's guard and the screens.
import { P } from "./catalogue";

export const STOCK_READ_PERMISSIONS: readonly string[] = [
  P.inventory.stockIntake.read,
  P.inventory.stockTransfer.read,
  P.inventory.transferReceipt.read,
  P.procurement.goodsReceiptNote.read,
  P.procurement.stockReturn.read,
  P.reportingAnalytics.reports.read,
];
