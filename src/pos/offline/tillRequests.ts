// What the till asks while selling, from the server when it answers and else from the till's local catalogue
// (connection.ts serverElseTill): a scanned code, a product search, customers by phone or name, the cart's summary.
// Online and offline the cart is priced by the same common/pricing priceCart.
import { requestDocument } from "../../providers/gqlHooks";
import { CART_SUMMARY, SCAN_POS_CODE, SEARCH_POS_PRODUCTS, type CartSummary, type PosProduct } from "../documents";
import { FIND_CUSTOMERS, type FoundCustomer } from "../dealDocuments";
import type { CartInputValue } from "../usePosCart";
import { serverElseTill } from "./connection";
import { findCustomersLocally, pricingDataFor, scanLocally, searchLocally, type LocalScan } from "./localCatalogue";
import { priceOffline } from "./offlinePricing";
import type { TillDb } from "./tillDb";

export interface TillRequests {
  scan: (code: string) => Promise<LocalScan>;
  search: (text: string, limit: number) => Promise<PosProduct[]>;
  findCustomers: (search: string) => Promise<FoundCustomer[]>;
  priceSummary: (order: CartInputValue) => Promise<CartSummary>;
}

export function tillRequests(db: TillDb, locationId: string): TillRequests {
  return {
    scan: (code) => serverElseTill(() => requestDocument(SCAN_POS_CODE, { locationId, code }).then((result) => result.scan), () => scanLocally(db, code)),
    search: (text, limit) =>
      serverElseTill(() => requestDocument(SEARCH_POS_PRODUCTS, { locationId, search: text, limit }).then((result) => result.products), () => searchLocally(db, text, limit)),
    findCustomers: (search) =>
      serverElseTill(
        () => requestDocument(FIND_CUSTOMERS, { search }).then((result) => result.found.data),
        async () =>
          (await findCustomersLocally(db, search)).map((customer) => ({
            id: customer.id,
            name: customer.name,
            phoneNumber: customer.phoneNumber,
            partner: customer.partnerId && customer.partnerName ? { id: customer.partnerId, name: customer.partnerName, status: customer.partnerStatus === "INACTIVE" ? "INACTIVE" : "ACTIVE" } : null,
          })),
      ),
    priceSummary: (order) =>
      serverElseTill(
        () => requestDocument(CART_SUMMARY, { order }).then((result) => result.summary),
        async () => priceOffline(order, await pricingDataFor(db, order.items.map((item) => item.productId))),
      ),
  };
}
