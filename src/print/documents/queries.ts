// The queries and keys of the printable documents, typed from server/schema.graphql by gql.tada (src/graphql):
// the procurement screens' own where the data is the same.
import { isUuid } from "../../../common/validation/uuid";
import { graphql, type ResultOf, type VariablesOf } from "../../graphql";
import type { GET_PURCHASE_ORDER } from "../../resources/procurement/purchaseOrders/types";

/** The details screens' key for a purchase order; the printed PO shares it (same fields, same cache). */
export const PURCHASE_ORDER_KEY = ["purchase-order"] as const;
/** The GRN details screen's key, shared by the printed GRN. */
export const GRN_KEY = ["grn"] as const;

/** The variables of the details screens' purchase order query for a PO page's id parameter: a uuid, else the
 * readable id (PO-000012) of links that carry that instead. */
export function purchaseOrderLookup(param: string): VariablesOf<typeof GET_PURCHASE_ORDER> {
  return isUuid(param) ? { id: param } : { secondaryId: param };
}

/** The vendor's contact and address lines for the PO header (needs the vendor read permission). */
export const GET_VENDOR_CONTACT = graphql(`query VendorContact($id: ID!) {
  vendor: getVendor(id: $id) {
    id contactPerson primaryPhone primaryEmail businessAddress city stateProvince zipCode taxationNumber strn
  }
}`);

export type VendorContact = ResultOf<typeof GET_VENDOR_CONTACT>["vendor"];

export const GET_STOCK_RETURN_PDF = graphql(`query StockReturnPdf($id: ID!) {
  stockReturn: getPDFStockReturn(id: $id) {
    gatepass returnDate returnId vendorName locationName grandTotal
    returns { productId productCode productName lotCount quantity averagePurchasingPrice totalPurchasingPrice }
  }
}`);

export type StockReturnPrintLine = ResultOf<typeof GET_STOCK_RETURN_PDF>["stockReturn"]["returns"][number];
