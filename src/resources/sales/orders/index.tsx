// Order management: the resource (menu, permissions, list operation) and its screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { ORDER_LIST, ordersResource } from "./resource";

const OrderListPage = lazy(() => import("./OrderListPage").then((m) => ({ default: m.OrderListPage })));
const OrderDetailsPage = lazy(() => import("./OrderDetailsPage").then((m) => ({ default: m.OrderDetailsPage })));

export const orderScreens = {
  built: ordersResource,
  routes: () => [
    <Route key="orders:list" path={ORDER_LIST} element={<BespokeScreen permission={P.salesOrders.orderManagement.orderListRead}><OrderListPage /></BespokeScreen>} />,
    <Route key="orders:details" path={`${ORDER_LIST}/details/:id`} element={<BespokeScreen permission={P.salesOrders.orderManagement.orderDetailsRead}><OrderDetailsPage /></BespokeScreen>} />,
  ],
};
