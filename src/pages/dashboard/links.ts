// Where each dashboard figure leads: the list behind it, filtered through the URL (navigation/listLinks.ts). Days
// are business days (Pakistan time, UTC+5).
import { listLink, madeBetween } from "../../navigation/listLinks";

/** The business day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export const dashboardLinks = {
  /** The orders made from `from` to `to` (business days, inclusive) at the current location. */
  orders: (from: string, to: string = from) => listLink("sales-orders/order-management", madeBetween(from, to)),
  /** The returns made from `from` to `to` at the current location. */
  returns: (from: string, to: string) => listLink("sales-orders/return-order", madeBetween(from, to)),
  lostSales: () => listLink("sales-orders/lost-sale"),
  product: (productId: string) => `/app/product-catalog/product/show/${productId}`,
  expiringStock: (days: number) => `/app/report-analytics/inventory-report?expiringWithinDays=${days}`,
  stockReport: () => "/app/report-analytics/inventory-report",
  grns: (status: "QC" | "RECEIVED") => listLink("procurement/grn", [{ field: "status", operator: "eq", value: status }]),
  transfersIncoming: () => listLink("inventory-management/transfer-receipt", [{ field: "status", operator: "eq", value: "IN_TRANSIT" }]),
  transfersOutgoing: () => listLink("inventory-management/stock-transfer", [{ field: "status", operator: "eq", value: "IN_TRANSIT" }]),
  demandNotes: () => listLink("demand-supply-planning/demand-note", [{ field: "status", operator: "eq", value: "OPEN" }]),
  /** The current location's registers with a session open. */
  openRegisters: () => listLink("sales-orders/register", [{ field: "status", operator: "eq", value: "OPENED" }]),
  /** The fiscal postings' list in one of its views (?view=, the list's own filter). */
  fiscalPostings: (view: "pending" | "refused") => `/app/system/fiscal-postings?view=${view}`,
};
