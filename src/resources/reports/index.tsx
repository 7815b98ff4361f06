// Report Analytics → Inventory Report: the resource (menu, permission) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../common/permissions/catalogue";
import { defineBespokeResource } from "../defineResource";
import { BespokeScreen } from "../screens/BespokeScreen";

const INVENTORY_REPORT = "report-analytics/inventory-report";
const InventoryReportPage = lazy(() => import("./InventoryReportPage").then((m) => ({ default: m.InventoryReportPage })));

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

export const inventoryReportScreens = {
  built: inventoryReportResource,
  routes: () => [
    <Route key="inventory-report" path={INVENTORY_REPORT} element={<BespokeScreen permission={P.reportingAnalytics.reports.read}><InventoryReportPage /></BespokeScreen>} />,
  ],
};
