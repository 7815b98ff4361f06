// Stock intake: a menu entry with one bespoke screen (no list operation of its own).
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { appPath, type BuiltResource } from "../../defineResource";

const StockIntakePage = lazy(() => import("./StockIntakePage").then((m) => ({ default: m.StockIntakePage })));

const STOCK_INTAKE = "inventory-management/stock-intake";

/** The stock intake screen with one GRN ticked (when it waits at the current location). */
export const stockIntakeLink = (grnId: string) => `${appPath(STOCK_INTAKE)}?${new URLSearchParams({ grnId }).toString()}`;

const stockIntakeResource: BuiltResource = {
  declaration: { name: "stock-intake", label: "Stock Intake", parent: "inventory-management", gql: {} },
  resource: {
    name: "stock-intake",
    list: appPath(STOCK_INTAKE),
    meta: { label: "Stock Intake", parent: "inventory-management", permissions: { list: P.inventory.stockIntake.read } },
  },
};

export const stockIntakeScreens = {
  built: stockIntakeResource,
  routes: () => [
    <Route key="stock-intake" path={STOCK_INTAKE} element={<BespokeScreen permission={P.inventory.stockIntake.read}><StockIntakePage /></BespokeScreen>} />,
  ],
};
