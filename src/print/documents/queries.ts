// The queries the printable documents read beyond those of the procurement screens.
import { PO_DETAILS_FIELDS, type PurchaseOrderDetails } from "../../resources/procurement/purchaseOrders/types";

/** One purchase order by its uuid or by its readable id (PO-000012): the server answers either. */
export const GET_PO_INVOICE = `query PoInvoice($id: ID, $secondaryId: String) {
  purchaseOrder: getPurchaseOrder(id: $id, secondaryId: $secondaryId) { ${PO_DETAILS_FIELDS} }
}`;

export interface PoInvoiceData {
  purchaseOrder: PurchaseOrderDetails;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function purchaseOrderLookup(param: string): { id: string } | { secondaryId: string } {
  return UUID.test(param) ? { id: param } : { secondaryId: param };
}

/** The vendor's contact and address lines for the PO header (needs the vendor read permission). */
export const GET_VENDOR_CONTACT = `query VendorContact($id: ID!) {
  vendor: getVendor(id: $id) {
    id contactPerson primaryPhone primaryEmail businessAddress city stateProvince zipCode taxationNumber strn
  }
}`;

export interface VendorContact {
  id: string;
  contactPerson: string | null;
  primaryPhone: string | null;
  primaryEmail: string | null;
  businessAddress: string | null;
  city: string | null;
  stateProvince: string | null;
  zipCode: string | null;
  taxationNumber: string | null;
  strn: string | null;
}

export const GET_STOCK_RETURN_PDF = `query StockReturnPdf($id: ID!) {
  stockReturn: getPDFStockReturn(id: $id) {
    gatepass returnDate returnId vendorName locationName grandTotal
    returns { productId productCode productName lotCount averagePurchasingPrice totalPurchasingPrice }
  }
}`;

export interface StockReturnPrintLine {
  productId: string;
  productCode: string;
  productName: string;
  lotCount: number;
  averagePurchasingPrice: number;
  totalPurchasingPrice: number;
}

export interface StockReturnPrintData {
  stockReturn: {
    gatepass: string;
    returnDate: string;
    returnId: string;
    vendorName: string;
    locationName: string;
    grandTotal: number;
    returns: StockReturnPrintLine[];
  };
}
