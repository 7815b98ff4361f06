// Sales: the cart summary, held carts, POS lookups, orders (reading them and their status transitions) and the
// delivery steps. Completing a sale is a flow (server/flows/completeSale.ts) that calls this face.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
import "./orderTimelineSchema";
import "./offlineDiscrepancySchema";
import "./tillCatalogueSchema";
export { calculateCartSummary, orderAmountColumns, type PricedSale, priceSale } from "./cartService";
export { closeHeldOrder, holdOrder, resumeHeldOrder } from "./holdService";
export { writeOrderDiscounts } from "./orderDiscountLines";
export { writeOfflineDiscrepancies, type NewOfflineDiscrepancy } from "./offlineDiscrepancies";
export { orderPaymentRows } from "./orderPaymentRows";
export { findOrder, ORDER_NOT_FOUND_MESSAGE, orderListFields, parentNumbersOf, selectOrders } from "./orderQueries";
export { type OrderItemRow, type OrderPaymentRow, type OrderRow } from "./orderRows";
export { processOrder } from "./orderTransitions";
export { CartInputRef, CreateOrderInputRef, PaymentInputRef, OrderItemRef, OrderLocationRef, OrderPaymentRef, OrderRef, OrderRegisterRef, OrderStatusEnum } from "./orderTypesSchema";
export { availableByProduct, loadCartRegister, type SaleProduct, type SaleRegister } from "./saleProducts";
export { unitsSoldAt } from "./unitsSold";
