// Registers and cash sessions (spec §2): the register list of the current location, open/close, sessions and the
// Z report, each screen loaded on demand.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { appPath, type BuiltResource } from "../../defineResource";
import { REGISTER_LIST } from "./shared";

const RegisterListPage = lazy(() => import("./RegisterListPage").then((m) => ({ default: m.RegisterListPage })));
const RegisterOpenPage = lazy(() => import("./RegisterOpenPage").then((m) => ({ default: m.RegisterOpenPage })));
const RegisterClosePage = lazy(() => import("./RegisterClosePage").then((m) => ({ default: m.RegisterClosePage })));
const RegisterSessionsPage = lazy(() => import("./RegisterSessionsPage").then((m) => ({ default: m.RegisterSessionsPage })));
const ZReportPage = lazy(() => import("./ZReportPage").then((m) => ({ default: m.ZReportPage })));

const read = P.salesOrders.pos.registerRead;
// a SALES_REGISTER needs its own permission (the server checks it once the type is known); a CART_REGISTER registerRead
const openPermissions = [P.salesOrders.pos.openCashRegister, read];
const closePermissions = [P.salesOrders.pos.closeCashRegister, read];
const Z_REPORT = `${REGISTER_LIST}/z-report`;

const registerResource: BuiltResource = {
  declaration: { name: "register", label: "Register", parent: "sales-orders", gql: {} },
  resource: { name: "register", list: appPath(REGISTER_LIST), meta: { label: "Register", parent: "sales-orders", permissions: { list: read } } },
};

export const zReportResource: BuiltResource = {
  declaration: { name: "register-z-report", label: "Z Report", parent: "sales-orders", gql: {} },
  resource: { name: "register-z-report", list: appPath(Z_REPORT), meta: { label: "Z Report", parent: "sales-orders", permissions: { list: P.salesOrders.pos.zReport } } },
};

export const registerScreens = {
  built: registerResource,
  routes: () => [
    <Route key="register:list" path={REGISTER_LIST} element={<BespokeScreen permission={read}><RegisterListPage /></BespokeScreen>} />,
    <Route key="register:z" path={Z_REPORT} element={<BespokeScreen permission={P.salesOrders.pos.zReport}><ZReportPage /></BespokeScreen>} />,
    <Route key="register:sessions" path={`${REGISTER_LIST}/sessions/:registerId`} element={<BespokeScreen permission={read}><RegisterSessionsPage /></BespokeScreen>} />,
    <Route key="register:open" path={`${REGISTER_LIST}/:registerId/open`} element={<BespokeScreen permission={openPermissions}><RegisterOpenPage /></BespokeScreen>} />,
    <Route key="register:close" path={`${REGISTER_LIST}/:registerId/close`} element={<BespokeScreen permission={closePermissions}><RegisterClosePage /></BespokeScreen>} />,
  ],
};

export const zReportScreens = { built: zReportResource, routes: () => [] };
