// The queries and keys of the printable documents: the procurement screens' own where the data is the same.
import { isUuid } from "../../../common/validation/uuid";
import { GET_PURCHASE_ORDER, PO_DETAILS_FIELDS } from "../../resources/procurement/purchaseOrders/types";

/** The details screens' key for a purchase order; the printed PO shares it (same fields, same cache). */
export const PURCHASE_ORDER_KEY = ["purchase-order"] as const;
/** The GRN details screen's key, shared by the printed GRN. */
export const GRN_KEY = ["grn"] as const;

/** The same purchase order by its readable id (PO-000012), for links that carry that instead of the uuid. */
const GET_PURCHASE_ORDER_BY_NUMBER = `query PurchaseOrderByNumber($secondaryId: String) {
  purchaseOrder: getPurchaseOrder(secondaryId: $secondaryId) { ${PO_DETAILS_FIELDS} }
}`;

export interface PurchaseOrderLookup {
  query: string;
  variables: { id: string } | { secondaryId: string };
}

/** The query for a PO page's id parameter: the details screens' own query for a uuid, else by readable id. */
export function purchaseOrderLookup(param: string): PurchaseOrderLookup {
  return isUuid(param) ? { query: GET_PURCHASE_ORDER, variables: { id: param } } : { query: GET_PURCHASE_ORDER_BY_NUMBER, variables: { secondaryId: param } };
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
    returns { productId productCode productName lotCount quantity averagePurchasingPrice totalPurchasingPrice }
  }
}`;

export interface StockReturnPrintLine {
  productId: string;
  productCode: string;
  productName: string;
  lotCount: number;
  /** Units. */
  quantity: number;
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
