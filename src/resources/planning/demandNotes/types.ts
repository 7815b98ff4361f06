// The demand note screens' GraphQL documents and rows, typed from server/schema.graphql by gql.tada.
import { DEMAND_NOTE_TYPES } from "../../../../common/planning/suggestedQuantity";
import { DEMAND_NOTE_FULFILLMENT_STATUSES } from "../../../../common/schemas/demandNote";
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";
import { optionsOf } from "../../catalogue/options";

const DEMAND_NOTE_LIST_FRAGMENT = graphql(`
  fragment DemandNoteListFields on DemandNote {
    id secondaryId type status deliveryDate fulfillmentStatus fulfillmentRatio isPartial stockValue totalItems totalRequestedQuantity
    transferSecondaryIds requestedFrom { id name } requestedTo { id name } createdAt
  }
`);

export const DEMAND_NOTE_LIST_FIELDS = fieldsOf(DEMAND_NOTE_LIST_FRAGMENT);
export type DemandNoteListRecord = ResultOf<typeof DEMAND_NOTE_LIST_FRAGMENT>;

export const GET_DEMAND_NOTE = graphql(
  `query DemandNote($id: ID, $secondaryId: String) {
    note: getDemandNote(id: $id, secondaryId: $secondaryId) {
      ...DemandNoteListFields closureReason
      lines { id secondaryId requestedQuantity sentQuantity remainingQuantity suggestedQuantity suggestionReason currentInventory price value
        product { id name secondaryId manufacturerName } }
    }
  }`,
  [DEMAND_NOTE_LIST_FRAGMENT],
);
export type DemandNoteDetails = ResultOf<typeof GET_DEMAND_NOTE>["note"];

export const DEMAND_NOTE_SUGGESTIONS = graphql(`query DemandNoteSuggestions($locationId: ID!, $type: DemandNoteType!) {
  suggestions: getDemandNoteSuggestions(locationId: $locationId, type: $type) {
    productId name secondaryId manufacturerName packs why unitsPerPack onHandUnits inTransitUnits soldUnits30 soldUnits90 lostUnits30 packPrice
  }
}`);

export const CREATE_DEMAND_NOTE = graphql(`mutation CreateDemandNote($input: CreateDemandNoteInput!) {
  note: createDemandNote(input: $input) { id secondaryId }
}`);

export const CLOSE_DEMAND_NOTE = graphql(`mutation CloseDemandNote($id: ID!, $closureReason: String!) {
  note: closeDemandNote(id: $id, closureReason: $closureReason) { id status fulfillmentStatus }
}`);

export const LOCATIONS_TO_ASK = graphql(`query LocationsToAsk($locationFromId: ID!) {
  locations: getTransferDestinations(locationFromId: $locationFromId) { id name type }
}`);

export const DEMAND_NOTE_TYPE_OPTIONS = optionsOf(DEMAND_NOTE_TYPES);

export const FULFILLMENT_OPTIONS = optionsOf(DEMAND_NOTE_FULFILLMENT_STATUSES, { PENDING: "default", PARTIALLY_FULFILLED: "gold", FULFILLED: "green", UNFULFILLED: "red" });

/** The note's fulfilment ratio as the screens and the slip show it: "67%". */
export const fulfilledPercent = (ratio: number) => `${Math.round(ratio * 100)}%`;
