// Lost sales: the resource (menu, permission, list operation) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { LOST_SALE_LIST, lostSalesResource } from "./resource";

const LostSalePage = lazy(() => import("./LostSalePage").then((m) => ({ default: m.LostSalePage })));

export const lostSaleScreens = {
  built: lostSalesResource,
  routes: () => [<Route key="lost-sale:list" path={LOST_SALE_LIST} element={<BespokeScreen permission={P.salesOrders.lossSale.read}><LostSalePage /></BespokeScreen>} />],
};
