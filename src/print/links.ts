// Addresses of the printable pages, built in one place for the screens that open them.
import type { BarcodeLayout } from "../../common/printing/barcodes";

export const printLinks = {
  purchaseOrder: (id: string) => `/invoice/po-invoice/${encodeURIComponent(id)}`,
  grn: (id: string) => `/invoice/grn-invoice/${encodeURIComponent(id)}`,
  stockReturn: (id: string) => `/invoice/stock-return-invoice/${encodeURIComponent(id)}`,
  /** The labels of one GRN item's lots `{actionId}~1 … ~total`. */
  barcodes: (item: { actionId: string; total: number; name: string; expiry: string; layout?: BarcodeLayout }) => {
    const query = new URLSearchParams({ total: String(item.total), layout: item.layout ?? "triple", name: item.name, expiry: item.expiry });
    return `/invoice/barcodes/${encodeURIComponent(item.actionId)}?${query.toString()}`;
  },
};
