// Routes under /app that the shell owns: each group's index redirect and, for every area not built yet, the
// "not available yet" page behind the area's list permission.
import { lazy } from "react";
import { Navigate, Route } from "react-router";
import type { ResourceProps } from "@refinedev/core";
import { RequirePermission } from "../components/feedback/RequirePermission";
import { areaEntries, areaGroups, unbuiltEntries } from "./areas";

const NotAvailableYet = lazy(() => import("../pages/NotAvailableYet"));

/** The spec's index redirects; a group the spec does not name goes to its first entry. */
const INDEX_TARGETS: Record<string, string> = {
  "product-catalog": "product-catalog/product",
  procurement: "procurement/manufacturer",
  "inventory-management": "inventory-management/stock-intake",
  "report-analytics": "report-analytics/inventory-report",
  "sales-orders": "sales-orders/register",
  "customers-partners": "customers-partners/customers",
  system: "system/users",
};

function indexTarget(group: string): string | undefined {
  return INDEX_TARGETS[group] ?? areaEntries.find((e) => e.parent === group)?.path;
}

/** Called as a function inside <Routes> (a component element would not be a <Route>). */
export function areaRoutes(built: readonly ResourceProps[]) {
  return (
    <>
      {areaGroups.map((group) => {
        const target = indexTarget(group.name);
        return target ? (
          <Route key={`index-${group.name}`} path={group.path} element={<Navigate to={`/app/${target}`} replace />} />
        ) : null;
      })}
      {unbuiltEntries(built).map((entry) => (
        <Route
          key={entry.name}
          path={`${entry.path}/*`}
          element={
            <RequirePermission permission={entry.permissions?.list}>
              <NotAvailableYet label={entry.label} />
            </RequirePermission>
          }
        />
      ))}
    </>
  );
}
