// Demand Note (demand-supply-planning/demand-note): the notes the current location made or was asked, server-paged,
// with their fulfilment; the create page (suggested packs) and the details page (/details?id=).
import { P } from "../../../../common/permissions/catalogue";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import type { ResourceDeclaration } from "../../types";
import { DEMAND_NOTE_LIST_FIELDS, DEMAND_NOTE_TYPE_OPTIONS, FULFILLMENT_OPTIONS, fulfilledPercent, type DemandNoteListRecord } from "./types";

export const DEMAND_NOTE_LIST = "demand-supply-planning/demand-note";
export const demandNoteDetailsPath = (id: string) => `${DEMAND_NOTE_LIST}/details?id=${encodeURIComponent(id)}`;

const { demandNote } = P.demandSupplyPlanning;

export const demandNoteDeclaration: ResourceDeclaration<DemandNoteListRecord> = {
  name: "demand-note",
  label: "Demand Note",
  parent: "demand-supply-planning",
  permissions: { list: demandNote.read, create: demandNote.create },
  gql: { list: { operation: "getDemandNotes", fields: DEMAND_NOTE_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "secondaryId", placeholder: "Search by demand note ID" },
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 120 } },
    { name: "type", label: "Type", type: "select", options: DEMAND_NOTE_TYPE_OPTIONS, column: { width: 110 } },
    { name: "requestedFrom.name", label: "Requested By", type: "text", column: { width: 170, render: (note) => note.requestedFrom.name } },
    { name: "requestedTo.name", label: "Requested From", type: "text", column: { width: 170, render: (note) => note.requestedTo.name } },
    { name: "deliveryDate", label: "Delivery Date", type: "date", column: { width: 130 } },
    {
      name: "fulfillmentStatus",
      label: "Fulfilment",
      type: "select",
      options: FULFILLMENT_OPTIONS,
      column: { width: 170, sortable: false, filter: false, render: (note) => <EnumTag value={note.fulfillmentStatus} options={FULFILLMENT_OPTIONS} /> },
    },
    { name: "fulfillmentRatio", label: "Fulfilled", type: "number", column: { width: 100, sortable: false, filter: false, render: (note) => fulfilledPercent(note.fulfillmentRatio) } },
    { name: "totalRequestedQuantity", label: "Packs", type: "number", column: { width: 90, sortable: false, filter: false } },
    { name: "transferSecondaryIds", label: "Transfers", type: "text", column: { width: 180, sortable: false, filter: false, render: (note) => note.transferSecondaryIds.join(", ") || "—" } },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 } },
  ],
};

export const demandNoteResource: BuiltResource = defineBespokeResource(demandNoteDeclaration, { list: DEMAND_NOTE_LIST, create: `${DEMAND_NOTE_LIST}/create` });
