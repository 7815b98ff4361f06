// GRN: the resource (menu, permissions, list operation) and its screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { GRN_LIST, grnResource } from "./resource";

const GrnListPage = lazy(() => import("./GrnListPage").then((m) => ({ default: m.GrnListPage })));
const GrnCreatePage = lazy(() => import("./GrnCreatePage").then((m) => ({ default: m.GrnCreatePage })));
const GrnDetailsPage = lazy(() => import("./GrnDetailsPage").then((m) => ({ default: m.GrnDetailsPage })));

export const grnScreens = {
  built: grnResource,
  routes: () => [
    <Route key="grn:list" path={GRN_LIST} element={<BespokeScreen permission={P.procurement.goodsReceiptNote.read}><GrnListPage /></BespokeScreen>} />,
    <Route key="grn:create" path={`${GRN_LIST}/create`} element={<BespokeScreen permission={P.procurement.goodsReceiptNote.create}><GrnCreatePage /></BespokeScreen>} />,
    <Route key="grn:details" path={`${GRN_LIST}/details/:id`} element={<BespokeScreen permission={P.procurement.goodsReceiptNote.details}><GrnDetailsPage /></BespokeScreen>} />,
  ],
};
