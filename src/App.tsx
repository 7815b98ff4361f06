// The app: router, antd theme and App context, then two Refine roots: the sign-in page at "/" (LoginRoute, in
// the first download) and everything else (SignedInApp: resources, layout, screens), loaded on demand.
// first: its Back/Forward listener must be added before the router's
import "./components/feedback/historyGuard";
import { App as AntdApp, ConfigProvider } from "antd";
import { lazy, Suspense, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { LoadingOverlay } from "./components/feedback/LoadingOverlay";
import { LoginRoute } from "./LoginRoute";
import { NOTIFICATION_CONFIG } from "./providers/notificationProvider";
import { loadSignedInApp } from "./signedInAppCode";

const SignedInApp = lazy(loadSignedInApp);
const SetPasswordPage = lazy(() => import("./pages/password/SetPasswordPage"));
const ForgotPasswordPage = lazy(() => import("./pages/password/ForgotPasswordPage"));
const publicPage = (page: ReactNode) => <Suspense fallback={<LoadingOverlay />}>{page}</Suspense>;

/** /login is where people (and other apps' habits) look for the sign-in page: it is "/". */
function ToSignIn() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

// A person who asked their system for less motion gets none from antd (its zooms, slides and fades); read once, at
// load: a change of the setting applies on the next visit.
const prefersReducedMotion = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const theme = { token: { colorPrimary: "#1677ff", borderRadius: 6, motion: !prefersReducedMotion } };

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <AntdApp notification={NOTIFICATION_CONFIG}>
          <Routes>
            <Route path="/" element={<LoginRoute />} />
            <Route path="/login" element={<ToSignIn />} />
            <Route path="/invite/accept" element={publicPage(<SetPasswordPage purpose="invite" />)} />
            <Route path="/password-reset/change" element={publicPage(<SetPasswordPage purpose="reset" />)} />
            <Route path="/password-reset/new" element={publicPage(<ForgotPasswordPage />)} />
            <Route
              path="*"
              element={
                <Suspense fallback={<LoadingOverlay />}>
                  <SignedInApp />
                </Suspense>
              }
            />
          </Routes>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
