// Audit Execution (system/audit/execution/{id}): a screen of its own, reached from the audit list's Continue; not in
// the menu (the audit list, built beside it, is the System → Audit entry). Counting needs system:audit:update.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { appPath, type BuiltResource } from "../../defineResource";
import { AUDIT_EXECUTION } from "./shared";

const AuditExecutionPage = lazy(() => import("./AuditExecutionPage").then((m) => ({ default: m.AuditExecutionPage })));

const { audit } = P.system;

const auditExecutionResource: BuiltResource = {
  declaration: { name: "audit-execution", label: "Audit Execution", parent: "system", hide: true, gql: {} },
  resource: { name: "audit-execution", show: appPath(AUDIT_EXECUTION), meta: { label: "Audit Execution", parent: "system", hide: true, permissions: { show: audit.update } } },
};

export const auditExecutionScreens = {
  built: auditExecutionResource,
  routes: () => [
    <Route key="audit-execution" path={AUDIT_EXECUTION} element={<BespokeScreen permission={audit.update}><AuditExecutionPage /></BespokeScreen>} />,
  ],
};
