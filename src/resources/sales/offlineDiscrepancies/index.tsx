// Offline sale discrepancies: the resource (menu, permission, list operation) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { OFFLINE_DISCREPANCY_LIST, offlineDiscrepanciesResource } from "./resource";

const OfflineDiscrepancyPage = lazy(() => import("./OfflineDiscrepancyPage").then((m) => ({ default: m.OfflineDiscrepancyPage })));

export const offlineDiscrepancyScreens = {
  built: offlineDiscrepanciesResource,
  routes: () => [
    <Route
      key="offline-discrepancy:list"
      path={OFFLINE_DISCREPANCY_LIST}
      element={
        <BespokeScreen permission={P.salesOrders.orderManagement.orderListRead}>
          <OfflineDiscrepancyPage />
        </BespokeScreen>
      }
    />,
  ],
};
