// Report Analytics → Inventory Report, Sales Report, Sales Tax Report and Stock Movement Report: the resources (menu, permission) and their screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../common/permissions/catalogue";
import { defineBespokeResource } from "../defineResource";
import { BespokeScreen } from "../screens/BespokeScreen";

const INVENTORY_REPORT = "report-analytics/inventory-report";
const SALES_REPORT = "report-analytics/sales-report";
const SALES_TAX_REPORT = "report-analytics/sales-tax-report";
const InventoryReportPage = lazy(() => import("./InventoryReportPage").then((m) => ({ default: m.InventoryReportPage })));

const SalesReportPage = lazy(() => import("./SalesReportPage").then((m) => ({ default: m.SalesReportPage })));
const SalesTaxReportPage = lazy(() => import("./SalesTaxReportPage").then((m) => ({ default: m.SalesTaxReportPage })));

const inventoryReportResource = defineBespokeResource(
  {
    name: "inventory-report",
    label: "Inventory Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getProductLotStockReport is not a generic list)
    gql: {},
  },
  { list: INVENTORY_REPORT },
);

const salesReportResource = defineBespokeResource(
  {
    name: "sales-report",
    label: "Sales Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getSalesReport)
    gql: {},
  },
  { list: SALES_REPORT },
);

export const salesReportScreens = {
  built: salesReportResource,
  routes: () => [
    <Route key="sales-report" path={SALES_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><SalesReportPage /></BespokeScreen>} />,
  ],
};

const salesTaxReportResource = defineBespokeResource(
  {
    name: "sales-tax-report",
    label: "Sales Tax Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getSalesTaxReport)
    gql: {},
  },
  { list: SALES_TAX_REPORT },
);

export const salesTaxReportScreens = {
  built: salesTaxReportResource,
  routes: () => [
    <Route key="sales-tax-report" path={SALES_TAX_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><SalesTaxReportPage /></BespokeScreen>} />,
  ],
};

export const inventoryReportScreens = {
  built: inventoryReportResource,
  routes: () => [
    <Route key="inventory-report" path={INVENTORY_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><InventoryReportPage /></BespokeScreen>} />,
  ],
};

const EXPIRY_REPORT = "report-analytics/expiry-report";
const ExpiryReportPage = lazy(() => import("./ExpiryReportPage").then((m) => ({ default: m.ExpiryReportPage })));

const expiryReportResource = defineBespokeResource(
  {
    name: "expiry-report",
    label: "Expiry Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getExpiryReport)
    gql: {},
  },
  { list: EXPIRY_REPORT },
);

export const expiryReportScreens = {
  built: expiryReportResource,
  routes: () => [
    <Route key="expiry-report" path={EXPIRY_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><ExpiryReportPage /></BespokeScreen>} />,
  ],
};

const PURCHASES_REPORT = "report-analytics/purchases-report";
const PurchasesReportPage = lazy(() => import("./PurchasesReportPage").then((m) => ({ default: m.PurchasesReportPage })));

const purchasesReportResource = defineBespokeResource(
  {
    name: "purchases-report",
    label: "Purchases Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getPurchasesReport)
    gql: {},
  },
  { list: PURCHASES_REPORT },
);

export const purchasesReportScreens = {
  built: purchasesReportResource,
  routes: () => [
    <Route key="purchases-report" path={PURCHASES_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><PurchasesReportPage /></BespokeScreen>} />,
  ],
};

const STOCK_MOVEMENT_REPORT = "report-analytics/stock-movement-report";
const StockMovementReportPage = lazy(() => import("./StockMovementReportPage").then((m) => ({ default: m.StockMovementReportPage })));

const stockMovementReportResource = defineBespokeResource(
  {
    name: "stock-movement-report",
    label: "Stock Movement Report",
    parent: "report-analytics",
    permissions: { list: P.reportingAnalytics.reports.read },
    // the page asks for the report itself (getStockMovementReport)
    gql: {},
  },
  { list: STOCK_MOVEMENT_REPORT },
);

export const stockMovementReportScreens = {
  built: stockMovementReportResource,
  routes: () => [
    <Route key="stock-movement-report" path={STOCK_MOVEMENT_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><StockMovementReportPage /></BespokeScreen>} />,
  ],
};
