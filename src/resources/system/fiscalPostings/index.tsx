// Fiscal Postings: the resource (menu, permission) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { defineBespokeResource } from "../../defineResource";
import { BespokeScreen } from "../../screens/BespokeScreen";

const FISCAL_POSTINGS_LIST = "system/fiscal-postings";
const FiscalPostingsPage = lazy(() => import("./FiscalPostingsPage").then((m) => ({ default: m.FiscalPostingsPage })));

const fiscalPostingsResource = defineBespokeResource(
  { name: "fiscal-postings", label: "Fiscal Postings", parent: "system", permissions: { list: P.system.integration.read }, gql: { list: { operation: "getFiscalPostings", fields: "id" } } },
  { list: FISCAL_POSTINGS_LIST },
);

export const fiscalPostingScreens = {
  built: fiscalPostingsResource,
  routes: () => [
    <Route key="fiscal-postings:list" path={FISCAL_POSTINGS_LIST} element={<BespokeScreen permission={P.system.integration.read}><FiscalPostingsPage /></BespokeScreen>} />,
  ],
};
