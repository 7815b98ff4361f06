// The dashboards' documents: the manager's figures, the warehouse's, and the cashier's till (their open register's
// session and its summary so far, read through the registers' own queries).
import { graphql, type ResultOf } from "../../graphql";

export const MANAGER_DASHBOARD = graphql(`query ManagerDashboard($locationId: ID) {
  board: getManagerDashboard(locationId: $locationId) {
    today
    locations { id name type }
    sales {
      today { locationId locationName netSales sameWeekdayLastWeek sales }
      todayTotal { netSales sameWeekdayLastWeek sales }
      days { locationId day netSales sales returns }
      summary { netSales soldTotal returnedTotal sales returns averageBasket returnsRatePercent grossProfit grossMarginPercent }
      paymentMix { method amount sales }
      topProducts { id name units netSales }
      topCategories { id name units netSales }
    }
    stock {
      expiry { expired within30 within60 within90 }
      fastMovers { locationId locationName productId productName unitsSold30Days stock daysOfCover }
      fastMoversCount
      noSale90Days { products units value }
    }
    work {
      grnsAwaitingQc grnsAwaitingIntake transfersIncoming transfersOutgoing demandNotesOpen fiscalPending fiscalFailed
      openRegisters { sessionId registerId registerName locationId locationName openedAt openedBy expectedCash }
      lostSales { records units value top { productId productName times units value } }
    }
  }
}`);
export type ManagerBoard = ResultOf<typeof MANAGER_DASHBOARD>["board"];

export const WAREHOUSE_DASHBOARD = graphql(`query WarehouseDashboard($locationId: ID) {
  board: getWarehouseDashboard(locationId: $locationId) {
    today
    stock {
      expiry { expired within30 within60 within90 }
      fastMovers { locationId locationName productId productName unitsSold30Days stock daysOfCover }
      fastMoversCount
      noSale90Days { products units value }
    }
    work { grnsAwaitingQc grnsAwaitingIntake transfersIncoming transfersOutgoing demandNotesOpen }
  }
}`);
export type WarehouseBoard = ResultOf<typeof WAREHOUSE_DASHBOARD>["board"];

/** The current location's sales registers with their open session, if any (the cashier's till is among them). */
export const CASHIER_TILLS = graphql(`query CashierTills($locationId: ID) {
  registers: getLocationRegisters(locationId: $locationId, limit: 100, filter: [{ conditions: [{ field: "type", operator: EQUAL, value: "SALES_REGISTER" }, { field: "status", operator: EQUAL, value: "ACTIVE" }] }]) {
    data { id name locationId currentSession { id status locationId balance openedAt openedBy { id } } }
  }
}`);
export type CashierTill = ResultOf<typeof CASHIER_TILLS>["registers"]["data"][number];
