// Purchase orders: the resource (menu, permissions, list operation) and its screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { PURCHASE_ORDER_LIST, purchaseOrdersResource } from "./resource";

const PurchaseOrderListPage = lazy(() => import("./PurchaseOrderListPage").then((m) => ({ default: m.PurchaseOrderListPage })));
const PurchaseOrderFormPage = lazy(() => import("./PurchaseOrderFormPage").then((m) => ({ default: m.PurchaseOrderFormPage })));
const PurchaseOrderEditPage = lazy(() => import("./PurchaseOrderEditPage").then((m) => ({ default: m.PurchaseOrderEditPage })));
const PurchaseOrderDetailsPage = lazy(() => import("./PurchaseOrderDetailsPage").then((m) => ({ default: m.PurchaseOrderDetailsPage })));

export const purchaseOrderScreens = {
  built: purchaseOrdersResource,
  routes: () => [
    <Route key="po:list" path={PURCHASE_ORDER_LIST} element={<BespokeScreen permission={P.procurement.purchaseOrder.read}><PurchaseOrderListPage /></BespokeScreen>} />,
    <Route key="po:create" path={`${PURCHASE_ORDER_LIST}/create`} element={<BespokeScreen permission={P.procurement.purchaseOrder.create}><PurchaseOrderFormPage /></BespokeScreen>} />,
    <Route key="po:update" path={`${PURCHASE_ORDER_LIST}/update/:id`} element={<BespokeScreen permission={P.procurement.purchaseOrder.update}><PurchaseOrderEditPage /></BespokeScreen>} />,
    <Route key="po:details" path={`${PURCHASE_ORDER_LIST}/details/:id`} element={<BespokeScreen permission={P.procurement.purchaseOrder.read}><PurchaseOrderDetailsPage /></BespokeScreen>} />,
  ],
};
