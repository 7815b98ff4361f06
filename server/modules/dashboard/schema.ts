// Dashboard operations: getManagerDashboard (reporting-analytics:reports:read: the figures are the reports')
// and getWarehouseDashboard (whoever may see stock: STOCK_READ_PERMISSIONS), each at one allowed location or all
// the caller's. The cashier's dashboard reads their register's session through the registers' own queries.
import { P } from "../../../common/permissions/catalogue";
import { STOCK_READ_PERMISSIONS } from "../../../common/permissions/stock";
import { inReadTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import type { DashboardPlace } from "./dashboardScope";
import { managerDashboard, warehouseDashboard, type ManagerDashboard, type WarehouseDashboard } from "./dashboardService";
import type { PaymentShare, SalesFigures, SalesSummary, StoreDaySales, StoreToday, TodayTotal, TopSeller } from "./salesFigures";
import type { ExpiryValues, FastMover, SlowStock, StockFigures } from "./stockFigures";
import type { LostDemand, OpenRegister, WorkFigures } from "./workFigures";

const PlaceRef = builder.objectRef<DashboardPlace>("DashboardLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), type: t.exposeString("type") }),
});

const StoreDayRef = builder.objectRef<StoreDaySales>("DashboardStoreDay").implement({
  description: "A store's net sales on one business day (sales' totals less returns' totals).",
  fields: (t) => ({ locationId: t.exposeID("locationId"), day: t.exposeString("day"), netSales: t.exposeFloat("netSales"), sales: t.exposeInt("sales"), returns: t.exposeInt("returns") }),
});

const StoreTodayRef = builder.objectRef<StoreToday>("DashboardStoreToday").implement({
  fields: (t) => ({
    locationId: t.exposeID("locationId"), locationName: t.exposeString("locationName"), netSales: t.exposeFloat("netSales"),
    sameWeekdayLastWeek: t.exposeFloat("sameWeekdayLastWeek"), sales: t.exposeInt("sales"),
  }),
});

const TodayTotalRef = builder.objectRef<TodayTotal>("DashboardTodayTotal").implement({
  fields: (t) => ({ netSales: t.exposeFloat("netSales"), sameWeekdayLastWeek: t.exposeFloat("sameWeekdayLastWeek"), sales: t.exposeInt("sales") }),
});

const SummaryRef = builder.objectRef<SalesSummary>("DashboardSalesSummary").implement({
  description: "The last 30 business days, today included.",
  fields: (t) => ({
    netSales: t.exposeFloat("netSales"), soldTotal: t.exposeFloat("soldTotal"), returnedTotal: t.exposeFloat("returnedTotal"),
    sales: t.exposeInt("sales"), returns: t.exposeInt("returns"), averageBasket: t.exposeFloat("averageBasket"),
    returnsRatePercent: t.exposeFloat("returnsRatePercent", { description: "Returned total / sold total × 100." }),
    grossProfit: t.exposeFloat("grossProfit", { description: "Net sales without tax less the cost of the goods sold, net of returns." }),
    grossMarginPercent: t.exposeFloat("grossMarginPercent", { nullable: true, description: "Gross profit / net sales without tax × 100; null without sales." }),
  }),
});

const PaymentRef = builder.objectRef<PaymentShare>("DashboardPaymentShare").implement({
  fields: (t) => ({ method: t.exposeString("method"), amount: t.exposeFloat("amount", { description: "Paid less refunded." }), sales: t.exposeInt("sales") }),
});

const SellerRef = builder.objectRef<TopSeller>("DashboardTopSeller").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), units: t.exposeInt("units"), netSales: t.exposeFloat("netSales") }),
});

const SalesRef = builder.objectRef<SalesFigures>("DashboardSales").implement({
  fields: (t) => ({
    today: t.field({ type: [StoreTodayRef], resolve: (sales) => sales.today }),
    todayTotal: t.field({ type: TodayTotalRef, resolve: (sales) => sales.todayTotal }),
    days: t.field({ type: [StoreDayRef], description: "The last 90 business days; days without sales are absent.", resolve: (sales) => sales.days }),
    summary: t.field({ type: SummaryRef, resolve: (sales) => sales.summary }),
    paymentMix: t.field({ type: [PaymentRef], resolve: (sales) => sales.paymentMix }),
    topProducts: t.field({ type: [SellerRef], resolve: (sales) => sales.topProducts }),
    topCategories: t.field({ type: [SellerRef], resolve: (sales) => sales.topCategories }),
  }),
});

const ExpiryRef = builder.objectRef<ExpiryValues>("DashboardExpiryValues").implement({
  description: "Value at cost of the stock on hand: expired, and expiring within 30/60/90 days (cumulative, the expired included: the inventory report's expiringWithinDays filter).",
  fields: (t) => ({ expired: t.exposeFloat("expired"), within30: t.exposeFloat("within30"), within60: t.exposeFloat("within60"), within90: t.exposeFloat("within90") }),
});

const FastMoverRef = builder.objectRef<FastMover>("DashboardFastMover").implement({
  fields: (t) => ({
    locationId: t.exposeID("locationId"), locationName: t.exposeString("locationName"), productId: t.exposeID("productId"), productName: t.exposeString("productName"),
    unitsSold30Days: t.exposeInt("unitsSold30Days"), stock: t.exposeInt("stock"), daysOfCover: t.exposeFloat("daysOfCover"),
  }),
});

const SlowStockRef = builder.objectRef<SlowStock>("DashboardSlowStock").implement({
  fields: (t) => ({ products: t.exposeInt("products"), units: t.exposeInt("units"), value: t.exposeFloat("value", { description: "At cost." }) }),
});

const StockRef = builder.objectRef<StockFigures>("DashboardStock").implement({
  fields: (t) => ({
    expiry: t.field({ type: ExpiryRef, resolve: (stock) => stock.expiry }),
    fastMovers: t.field({ type: [FastMoverRef], description: "Under 7 days of cover at the last 30 days' pace, least cover first (10 shown).", resolve: (stock) => stock.fastMovers }),
    fastMoversCount: t.exposeInt("fastMoversCount"),
    noSale90Days: t.field({ type: SlowStockRef, resolve: (stock) => stock.noSale90Days }),
  }),
});

const OpenRegisterRef = builder.objectRef<OpenRegister>("DashboardOpenRegister").implement({
  fields: (t) => ({
    sessionId: t.exposeID("sessionId"), registerId: t.exposeID("registerId"), registerName: t.exposeString("registerName"),
    locationId: t.exposeID("locationId"), locationName: t.exposeString("locationName"), openedBy: t.exposeString("openedBy"),
    openedAt: t.field({ type: "DateTime", resolve: (register) => register.openedAt }),
    expectedCash: t.exposeFloat("expectedCash"),
  }),
});

const LostDemandRef = builder.objectRef<LostDemand>("DashboardLostDemand").implement({
  fields: (t) => ({
    productId: t.exposeID("productId", { nullable: true }), productName: t.exposeString("productName"),
    times: t.exposeInt("times"), units: t.exposeInt("units"), value: t.exposeFloat("value"),
  }),
});

const LostSalesRef = builder.objectRef<WorkFigures["lostSales"]>("DashboardLostSales").implement({
  description: "The last 30 business days.",
  fields: (t) => ({ records: t.exposeInt("records"), units: t.exposeInt("units"), value: t.exposeFloat("value"), top: t.field({ type: [LostDemandRef], resolve: (lost) => lost.top }) }),
});

const WorkRef = builder.objectRef<WorkFigures>("DashboardWork").implement({
  fields: (t) => ({
    grnsAwaitingQc: t.exposeInt("grnsAwaitingQc"), grnsAwaitingIntake: t.exposeInt("grnsAwaitingIntake"),
    transfersIncoming: t.exposeInt("transfersIncoming", { description: "In transit or partly received, to these locations." }),
    transfersOutgoing: t.exposeInt("transfersOutgoing", { description: "In transit or partly received, from these locations." }),
    demandNotesOpen: t.exposeInt("demandNotesOpen", { description: "Open demand notes asked of these locations (to send)." }),
    openRegisters: t.field({ type: [OpenRegisterRef], resolve: (work) => work.openRegisters }),
    fiscalPending: t.exposeInt("fiscalPending"), fiscalFailed: t.exposeInt("fiscalFailed", { description: "FAILED or REJECTED." }),
    lostSales: t.field({ type: LostSalesRef, resolve: (work) => work.lostSales }),
  }),
});

const ManagerRef = builder.objectRef<ManagerDashboard>("ManagerDashboard").implement({
  fields: (t) => ({
    today: t.exposeString("today", { description: "Today's business day (Pakistan time)." }),
    locations: t.field({ type: [PlaceRef], resolve: (board) => board.locations }),
    sales: t.field({ type: SalesRef, resolve: (board) => board.sales }),
    stock: t.field({ type: StockRef, resolve: (board) => board.stock }),
    work: t.field({ type: WorkRef, resolve: (board) => board.work }),
  }),
});

const WarehouseRef = builder.objectRef<WarehouseDashboard>("WarehouseDashboard").implement({
  fields: (t) => ({
    today: t.exposeString("today"),
    locations: t.field({ type: [PlaceRef], resolve: (board) => board.locations }),
    stock: t.field({ type: StockRef, resolve: (board) => board.stock }),
    work: t.field({ type: WorkRef, description: "Without open registers and fiscal postings.", resolve: (board) => board.work }),
  }),
});

const locationOf = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

builder.queryField("getManagerDashboard", (t) =>
  t.field({
    type: ManagerRef,
    description: "The manager's figures at locationId (which must be allowed) or at all the caller's locations.",
    authScopes: { permission: P.reportingAnalytics.reports.read },
    args: { locationId: t.arg.id() },
    resolve: (_root, { locationId }, ctx) => inReadTransaction(ctx, (scope) => managerDashboard(scope, locationOf(locationId))),
  }),
);

builder.queryField("getWarehouseDashboard", (t) =>
  t.field({
    type: WarehouseRef,
    description: "Stock health and the goods to receive and to send at locationId (which must be allowed) or at all the caller's locations.",
    authScopes: { permission: [...STOCK_READ_PERMISSIONS] },
    args: { locationId: t.arg.id() },
    resolve: (_root, { locationId }, ctx) => inReadTransaction(ctx, (scope) => warehouseDashboard(scope, locationOf(locationId))),
  }),
);
