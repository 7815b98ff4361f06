// Audit: the resource (menu, permissions, list operation) and its list screen's route. The execution screen
// (auditExecutionPath) is routed by its own module.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { AUDIT_LIST, auditResource } from "./resource";

const AuditListPage = lazy(() => import("./AuditListPage").then((m) => ({ default: m.AuditListPage })));

export const auditScreens = {
  built: auditResource,
  routes: () => [<Route key="audit:list" path={AUDIT_LIST} element={<BespokeScreen permission={P.system.audit.read}><AuditListPage /></BespokeScreen>} />],
};
