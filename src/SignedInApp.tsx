// Every route but the sign-in page: Refine with the resources and our providers, the app layout, the screens
// and the printable pages. Loaded on demand (src/App.tsx), so that the sign-in page does not download it.
import { useNotificationProvider } from "@refinedev/antd";
import { Authenticated, Refine } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { LoadingOverlay } from "./components/feedback/LoadingOverlay";
import { AppLayout } from "./layout/AppLayout";
import { areaRoutes } from "./navigation/areaRoutes";
import { menuResources } from "./navigation/areas";
import { SignInFirst } from "./providers/returnTo";
import { createAccessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { useAppNotificationProvider } from "./providers/notificationProvider";
import { posRoutes } from "./pos/routes";
import { printRoutes } from "./print/routes";
import { documentTitle, REFINE_OPTIONS } from "./refineOptions";
import { BuiltResourceRoutes, builtResources } from "./resources";

/** The till's offline receipt printer, loaded when a till opens (not with the rest of the app). */
const loadOfflineReceiptPrinter = () => import("./print/receipts/printOfflineReceiptHere").then((module) => module.printOfflineReceiptHere);

const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const Page404 = lazy(() => import("./pages/Page404"));

const resources = menuResources(builtResources);
const accessControlProvider = createAccessControlProvider(resources);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>;
}

export default function SignedInApp() {
  const undoableToasts = useNotificationProvider();
  const notificationProvider = useAppNotificationProvider(undoableToasts);
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      notificationProvider={notificationProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={REFINE_OPTIONS}
    >
      <Routes>
        <Route
          path="/app"
          element={
            <Authenticated key="app" fallback={<SignInFirst />} loading={<LoadingOverlay />}>
              <AppLayout />
            </Authenticated>
          }
        >
          <Route index element={<DashboardPage />} />
          {BuiltResourceRoutes()}
          {areaRoutes(builtResources)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {printRoutes()}
        {posRoutes(loadOfflineReceiptPrinter)}
        <Route path="/404" element={<Lazy><Page404 /></Lazy>} />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Routes>
      <UnsavedChangesNotifier />
      <DocumentTitleHandler handler={documentTitle} />
    </Refine>
  );
}
