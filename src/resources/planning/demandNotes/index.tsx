// Demand notes: the resource (menu, permissions, list operation) and its screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { DEMAND_NOTE_LIST, demandNoteResource } from "./resource";

const DemandNoteListPage = lazy(() => import("./DemandNoteListPage").then((m) => ({ default: m.DemandNoteListPage })));
const DemandNoteCreatePage = lazy(() => import("./DemandNoteCreatePage").then((m) => ({ default: m.DemandNoteCreatePage })));
const DemandNoteDetailsPage = lazy(() => import("./DemandNoteDetailsPage").then((m) => ({ default: m.DemandNoteDetailsPage })));

const { demandNote } = P.demandSupplyPlanning;

export const demandNoteScreens = {
  built: demandNoteResource,
  routes: () => [
    <Route key="demand-note:list" path={DEMAND_NOTE_LIST} element={<BespokeScreen permission={demandNote.read}><DemandNoteListPage /></BespokeScreen>} />,
    <Route key="demand-note:create" path={`${DEMAND_NOTE_LIST}/create`} element={<BespokeScreen permission={demandNote.create}><DemandNoteCreatePage /></BespokeScreen>} />,
    <Route key="demand-note:details" path={`${DEMAND_NOTE_LIST}/details`} element={<BespokeScreen permission={[demandNote.details, demandNote.read]}><DemandNoteDetailsPage /></BespokeScreen>} />,
  ],
};
