// Company profile: the resource (menu, permission) and its screen's route.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { defineBespokeResource } from "../../defineResource";
import { BespokeScreen } from "../../screens/BespokeScreen";

const COMPANY_PROFILE_PATH = "system/company";
const CompanyProfilePage = lazy(() => import("./CompanyProfilePage").then((m) => ({ default: m.CompanyProfilePage })));

const companyProfileResource = defineBespokeResource(
  // the page asks for the profile itself (getCompanyProfile: one record, not a list)
  { name: "company-profile", label: "Company Profile", parent: "system", permissions: { list: P.system.company.read }, gql: {} },
  { list: COMPANY_PROFILE_PATH },
);

export const companyProfileScreens = {
  built: companyProfileResource,
  routes: () => [
    <Route key="company-profile:list" path={COMPANY_PROFILE_PATH} element={<BespokeScreen permission={P.system.company.read}><CompanyProfilePage /></BespokeScreen>} />,
  ],
};
