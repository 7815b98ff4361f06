import { lazy, Suspense, type ReactElement, type ReactNode } from "react";
import { Route } from "react-router";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { RequirePermission } from "../components/feedback/RequirePermission";
import type { BuiltResource } from "./defineResource";

// Screens load on demand.
const ResourceListPage = lazy(() => import("./screens/ResourceListPage").then((m) => ({ default: m.ResourceListPage })));
const ResourceFormPage = lazy(() => import("./screens/ResourceFormPage").then((m) => ({ default: m.ResourceFormPage })));

function Screen({ permission, children }: { permission?: string; children: ReactNode }) {
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<LoadingOverlay fullScreen={false} />}>{children}</Suspense>
    </RequirePermission>
  );
}

/** The <Route> elements (relative to /app) of one built resource: list (+ aliases), page-style forms, the record's page. */
export function routesOf({ declaration }: BuiltResource): ReactElement[] {
  const list = declaration.routes?.list;
  if (!list) return [];
  const { permissions } = declaration;
  const listElement = (
    <Screen permission={permissions?.list}>
      <ResourceListPage declaration={declaration} />
    </Screen>
  );
  const routes = [list, ...(declaration.routes?.aliases ?? [])].map((path) => (
    <Route key={`${declaration.name}:${path}`} path={path} element={listElement} />
  ));
  const Show = declaration.show;
  if (Show) {
    routes.push(
      <Route
        key={`${declaration.name}:show`}
        path={`${list}/show/:id`}
        element={
          <Screen permission={permissions?.show ?? permissions?.list}>
            <Show />
          </Screen>
        }
      />,
    );
  }
  if (declaration.form?.mode === "page") {
    routes.push(
      <Route
        key={`${declaration.name}:create`}
        path={`${list}/create`}
        element={
          <Screen permission={permissions?.create}>
            <ResourceFormPage declaration={declaration} />
          </Screen>
        }
      />,
      <Route
        key={`${declaration.name}:update`}
        path={`${list}/update/:id`}
        element={
          <Screen permission={permissions?.edit}>
            <ResourceFormPage declaration={declaration} />
          </Screen>
        }
      />,
    );
  }
  return routes;
}
