// Return Order: the resource (menu, permission) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { defineBespokeResource } from "../../defineResource";
import { BespokeScreen } from "../../screens/BespokeScreen";

const RETURN_ORDER_LIST = "sales-orders/return-order";
const ReturnOrderPage = lazy(() => import("./ReturnOrderPage").then((m) => ({ default: m.ReturnOrderPage })));

const returnOrdersResource = defineBespokeResource(
  { name: "return-order", label: "Return Order", parent: "sales-orders", permissions: { list: P.salesOrders.returnOrder.read }, gql: { list: { operation: "getReturnedOrders", fields: "id secondaryId" } } },
  { list: RETURN_ORDER_LIST },
);

export const returnOrderScreens = {
  built: returnOrdersResource,
  routes: () => [<Route key="return-order:list" path={RETURN_ORDER_LIST} element={<BespokeScreen permission={P.salesOrders.returnOrder.read}><ReturnOrderPage /></BespokeScreen>} />],
};
