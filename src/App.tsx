// The app: router, antd theme and App context, then two Refine roots: the sign-in page at "/" (LoginRoute, in
// the first download) and everything else (SignedInApp: resources, layout, screens), loaded on demand.
import { App as AntdApp, ConfigProvider } from "antd";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { LoadingOverlay } from "./components/feedback/LoadingOverlay";
import { LoginRoute } from "./LoginRoute";
import { NOTIFICATION_CONFIG } from "./providers/notificationProvider";
import { loadSignedInApp } from "./signedInAppCode";

const SignedInApp = lazy(loadSignedInApp);

const theme = { token: { colorPrimary: "#1677ff", borderRadius: 6 } };

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <AntdApp notification={NOTIFICATION_CONFIG}>
          <Routes>
            <Route path="/" element={<LoginRoute />} />
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
