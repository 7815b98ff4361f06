// The register reports' printable routes: the X-Out and Z report under /invoice (signed in), and the public demo.
import { lazy, Suspense } from "react";
import { Route } from "react-router";
import { P } from "../../../common/permissions/catalogue";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { BespokeScreen } from "../../resources/screens/BespokeScreen";

const XOutPage = lazy(() => import("./XOutPage"));
const ZReportPrintPage = lazy(() => import("./ZReportPrintPage"));
const DemoXOutSlipPage = lazy(() => import("./DemoXOutSlipPage"));

/** Children of the /invoice route. */
export function registerReportInvoiceRoutes() {
  return [
    <Route key="x-out" path="x-out/:sessionId" element={<BespokeScreen permission={P.salesOrders.pos.registerRead} fullScreen><XOutPage /></BespokeScreen>} />,
    <Route key="z-report" path="z-report" element={<BespokeScreen permission={P.salesOrders.pos.zReport} fullScreen><ZReportPrintPage /></BespokeScreen>} />,
  ];
}

/** Public pages. */
export function registerReportPublicRoutes() {
  return [
    <Route
      key="demo-xout-slip"
      path="/demo-xout-slip"
      element={
        <Suspense fallback={<LoadingOverlay />}>
          <DemoXOutSlipPage />
        </Suspense>
      }
    />,
  ];
}
