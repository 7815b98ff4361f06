import type { ReactElement } from "react";
import type { ResourceProps } from "@refinedev/core";
import type { BuiltResource } from "./defineResource";
import { citiesResource, countriesResource } from "./lookups";
import { routesOf } from "./routes";
import { locationsResource } from "./system/locations";
import { platformFeesResource } from "./system/platformFees";
import { registersResource } from "./system/registers";
import { integrationsResource } from "./system/integrations";
import { categoriesResource } from "./catalogue/categories";
import { genericFormulasResource, tagsResource, taxGroupsResource } from "./catalogue/lookups";
import { productsResource } from "./catalogue/products";
import { manufacturersResource } from "./procurement/manufacturers";
import { vendorsResource } from "./procurement/vendors";
import { customersResource } from "./customers/customers";
import { partnersResource } from "./customers/partners";
import { discountsResource } from "./sales/discounts";
import { purchaseOrderScreens } from "./procurement/purchaseOrders";
import { grnScreens } from "./procurement/grn";
import { stockReturnScreens } from "./procurement/stockReturns";
import { stockIntakeScreens } from "./inventory/stockIntake";
import { orderScreens } from "./sales/orders";
import { lostSaleScreens } from "./sales/lostSales";
import { offlineDiscrepancyScreens } from "./sales/offlineDiscrepancies";
import { returnOrderScreens } from "./sales/returnOrders";
import { fiscalPostingScreens } from "./system/fiscalPostings";
import { companyProfileScreens } from "./system/company";
import { auditScreens } from "./system/audits";
import { activityLogScreens, roleScreens, userScreens } from "./system/people";
import { stockTransferScreens, transferReceiptScreens } from "./inventory/transfers";
import { demandNoteScreens } from "./planning/demandNotes";
import { expiryReportScreens, inventoryReportScreens, purchasesReportScreens, salesReportScreens, salesTaxReportScreens, stockMovementReportScreens } from "./reports";
import { orderRegistersLookup } from "./sales/orders/registerLookup";
import { registerScreens, zReportScreens } from "./sales/registers";
import { adjustmentScreens } from "./system/adjustments";
import { auditExecutionScreens } from "./system/auditExecution";

/** Every resource declared so far (add new ones here). */
const declared: readonly BuiltResource[] = [
  locationsResource,
  registersResource,
  platformFeesResource,
  integrationsResource,
  countriesResource,
  citiesResource,
  productsResource,
  categoriesResource,
  manufacturersResource,
  vendorsResource,
  taxGroupsResource,
  genericFormulasResource,
  tagsResource,
  orderRegistersLookup,
  customersResource,
  partnersResource,
  discountsResource,
];

/** Resources with bespoke screens: their own routes instead of the generated list and form. */
const bespoke: readonly { built: BuiltResource; routes: () => ReactElement[] }[] = [
  purchaseOrderScreens,
  grnScreens,
  stockReturnScreens,
  stockIntakeScreens,
  registerScreens,
  zReportScreens,
  orderScreens,
  lostSaleScreens,
  offlineDiscrepancyScreens,
  returnOrderScreens,
  fiscalPostingScreens,
  companyProfileScreens,
  auditScreens,
  userScreens,
  roleScreens,
  activityLogScreens,
  stockTransferScreens,
  transferReceiptScreens,
  demandNoteScreens,
  inventoryReportScreens,
  salesReportScreens,
  salesTaxReportScreens,
  expiryReportScreens,
  purchasesReportScreens,
  stockMovementReportScreens,
  adjustmentScreens,
  auditExecutionScreens,
];

export const builtResources: ResourceProps[] = [...declared, ...bespoke.map((screens) => screens.built)].map((built) => built.resource);

/** Call as a function inside the /app <Route> (react-router wants <Route> elements, not a component). */
export function BuiltResourceRoutes(): ReactElement {
  return (
    <>
      {declared.flatMap(routesOf)}
      {bespoke.flatMap((screens) => screens.routes())}
    </>
  );
}

export { defineResource } from "./defineResource";
export type { BuiltResource } from "./defineResource";
export type * from "./types";
