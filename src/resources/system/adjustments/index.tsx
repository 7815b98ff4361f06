// Adjustments: the resource (menu, permissions, list operation) and its screens' routes (the details are a dialog
// over the list: ?id=).
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { ADJUSTMENT_CREATE, ADJUSTMENT_LIST, adjustmentResource } from "./resource";

const AdjustmentListPage = lazy(() => import("./AdjustmentListPage").then((m) => ({ default: m.AdjustmentListPage })));
const AdjustmentCreatePage = lazy(() => import("./AdjustmentCreatePage").then((m) => ({ default: m.AdjustmentCreatePage })));

const { adjustment } = P.system;

export const adjustmentScreens = {
  built: adjustmentResource,
  routes: () => [
    <Route key="adjustments:list" path={ADJUSTMENT_LIST} element={<BespokeScreen permission={adjustment.read}><AdjustmentListPage /></BespokeScreen>} />,
    <Route key="adjustments:create" path={ADJUSTMENT_CREATE} element={<BespokeScreen permission={adjustment.create}><AdjustmentCreatePage /></BespokeScreen>} />,
  ],
};
