// Addresses of the printable pages, built in one place for the screens that open them.
import type { BarcodeLayout } from "../../../common/printing/barcodes";

/**
 * The app's label links ask for three across: the goods-receipt label roll. A link without a layout gets the
 * page's own default, single (DEFAULT_BARCODE_LAYOUT).
 */
const LINK_LABEL_LAYOUT: BarcodeLayout = "triple";

export const printLinks = {
  purchaseOrder: (id: string) => `/invoice/po-invoice/${encodeURIComponent(id)}`,
  grn: (id: string) => `/invoice/grn-invoice/${encodeURIComponent(id)}`,
  stockReturn: (id: string) => `/invoice/stock-return-invoice/${encodeURIComponent(id)}`,
  /** A transfer's slips: products and counts to pick, what arrived, the lot codes, the delivery note. */
  transferList: (id: string) => `/invoice/transfer-list/${encodeURIComponent(id)}`,
  receiveList: (id: string) => `/invoice/receive-list/${encodeURIComponent(id)}`,
  childList: (id: string) => `/invoice/child-list/${encodeURIComponent(id)}`,
  transferNote: (id: string) => `/invoice/transfer-note/${encodeURIComponent(id)}`,
  demandNote: (id: string) => `/invoice/demand-note/${encodeURIComponent(id)}`,
  /** A stock adjustment's record (for an EXPIRED one, the write-off record with the destruction witness's lines). */
  adjustment: (id: string) => `/invoice/adjustment/${encodeURIComponent(id)}`,
  /** A sale's till receipt (80 mm); printOrderReceipt loads it in a hidden frame. */
  orderReceipt: (id: string) => `/invoice/order-receipt/${encodeURIComponent(id)}`,
  /** A sale made offline on this till: read from the till's own database (a reprint; the till prints it from its own page: printOfflineReceiptHere). */
  offlineReceipt: (locationId: string, key: string) => `/invoice/offline-receipt/${encodeURIComponent(locationId)}/${encodeURIComponent(key)}`,
  /** The labels of one GRN item's lots `{actionId}~1 … ~total`. */
  barcodes: (item: { actionId: string; total: number; name: string; expiry: string }) => {
    const query = new URLSearchParams({ total: String(item.total), layout: LINK_LABEL_LAYOUT, name: item.name, expiry: item.expiry });
    return `/invoice/barcodes/${encodeURIComponent(item.actionId)}?${query.toString()}`;
  },
};
