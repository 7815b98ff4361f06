// The point of sale's route: full screen, outside the admin layout, loaded on demand.
import { Authenticated } from "@refinedev/core";
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../common/permissions/catalogue";
import { LoadingOverlay } from "../components/feedback/LoadingOverlay";
import { SignInFirst } from "../providers/returnTo";
import { BespokeScreen } from "../resources/screens/BespokeScreen";
import { OfflineReceiptPrinterContext, type LoadOfflineReceiptPrinter } from "./offline/receiptPrinter";

const PosPage = lazy(() => import("./PosPage"));


/** Call as a function inside <Routes>; `loadReceiptPrinter` prints an offline sale's receipt from the till's page. */
export function posRoutes(loadReceiptPrinter: LoadOfflineReceiptPrinter) {
  return [
    <Route
      key="pos"
      path="/pos/:locationId/:registerId"
      element={
        <Authenticated key="pos" fallback={<SignInFirst />} loading={<LoadingOverlay />}>
          <BespokeScreen permission={P.salesOrders.pos.sell} fullScreen>
            <OfflineReceiptPrinterContext.Provider value={loadReceiptPrinter}>
              <PosPage />
            </OfflineReceiptPrinterContext.Provider>
          </BespokeScreen>
        </Authenticated>
      }
    />,
  ];
}
