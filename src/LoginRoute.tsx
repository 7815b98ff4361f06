// "/": the sign-in page under a Refine root with only what signing in needs (auth, router, toasts). It loads
// none of the resources, layout or screens (SignedInApp); a signed-in visitor goes on to the page asked for.
import { Authenticated, Refine } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler } from "@refinedev/react-router";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingOverlay } from "./components/feedback/LoadingOverlay";
import { returnPath } from "./providers/returnTo";
import { authProvider } from "./providers/authProvider";
import { useAppNotificationProvider } from "./providers/notificationProvider";
import { documentTitle, REFINE_OPTIONS } from "./refineOptions";
import { loadSignedInApp } from "./signedInAppCode";

const LoginPage = lazy(() => import("./pages/LoginPage"));

/** A signed-in user on the sign-in page goes where the `?to=` link pointed, else to the dashboard. */
function BackToRequestedPage() {
  const { search } = useLocation();
  return <Navigate to={returnPath(search)} replace />;
}

/** Once the visitor starts typing, fetches the signed-in app's code, so that it is there when they sign in. */
function usePreloadOnFirstInput() {
  useEffect(() => {
    const preload = () => {
      loadSignedInApp().catch(() => undefined); // a failure shows where the router loads it
    };
    document.addEventListener("input", preload, { once: true, capture: true });
    return () => document.removeEventListener("input", preload, { capture: true });
  }, []);
}

export function LoginRoute() {
  const notificationProvider = useAppNotificationProvider();
  usePreloadOnFirstInput();
  return (
    <Refine authProvider={authProvider} notificationProvider={notificationProvider} routerProvider={routerProvider} options={REFINE_OPTIONS}>
      <Authenticated
        key="login"
        fallback={
          <Suspense fallback={<LoadingOverlay />}>
            <LoginPage />
          </Suspense>
        }
        loading={<LoadingOverlay />}
      >
        <BackToRequestedPage />
      </Authenticated>
      <DocumentTitleHandler handler={documentTitle} />
    </Refine>
  );
}
