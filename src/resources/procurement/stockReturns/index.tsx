// Stock returns: the resource (menu, permissions, list operation) and its screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { STOCK_RETURN_LIST, stockReturnResource } from "./resource";

const StockReturnListPage = lazy(() => import("./StockReturnListPage").then((m) => ({ default: m.StockReturnListPage })));
const StockReturnCreatePage = lazy(() => import("./StockReturnCreatePage").then((m) => ({ default: m.StockReturnCreatePage })));

export const stockReturnScreens = {
  built: stockReturnResource,
  routes: () => [
    <Route key="stock-return:list" path={STOCK_RETURN_LIST} element={<BespokeScreen permission={P.procurement.stockReturn.read}><StockReturnListPage /></BespokeScreen>} />,
    <Route key="stock-return:create" path={`${STOCK_RETURN_LIST}/create`} element={<BespokeScreen permission={P.procurement.stockReturn.create}><StockReturnCreatePage /></BespokeScreen>} />,
  ],
};
