// The app: router, antd theme and App context, Refine with our providers, and the routes.
import { Authenticated, Refine } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { LoadingOverlay } from "./components/feedback/LoadingOverlay";
import { AppLayout } from "./layout/AppLayout";
import { areaRoutes } from "./navigation/areaRoutes";
import { menuResources } from "./navigation/areas";
import { createAccessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { NOTIFICATION_CONFIG, useAppNotificationProvider } from "./providers/notificationProvider";
import { queryClient } from "./providers/queryClient";
import { printRoutes } from "./print/routes";
import { returnPath, SignInFirst } from "./navigation/returnTo";
import { BuiltResourceRoutes, builtResources } from "./resources";

const LoginPage = lazy(() => import("./pages/LoginPage"));
const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const Page404 = lazy(() => import("./pages/Page404"));

const resources = menuResources(builtResources);
const accessControlProvider = createAccessControlProvider(resources);

const theme = { token: { colorPrimary: "#1677ff", borderRadius: 6 } };

/** A signed-in user on the sign-in page goes where the `?to=` link pointed, else to the dashboard. */
function BackToRequestedPage() {
  const { search } = useLocation();
  return <Navigate to={returnPath(search)} replace />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>;
}

function RefineApp() {
  const notificationProvider = useAppNotificationProvider();
  const options = useMemo(
    () => ({
      syncWithLocation: true,
      warnWhenUnsavedChanges: true,
      disableTelemetry: true,
      reactQuery: { clientConfig: queryClient },
    }),
    [],
  );

  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      notificationProvider={notificationProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={options}
    >
      <Routes>
        <Route
          path="/"
          element={
            <Authenticated key="login" fallback={<Lazy><LoginPage /></Lazy>} loading={<LoadingOverlay />}>
              <BackToRequestedPage />
            </Authenticated>
          }
        />
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
      <DocumentTitleHandler handler={() => "Pharmacy Back Office"} />
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <AntdApp notification={NOTIFICATION_CONFIG}>
          <RefineApp />
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
