// The transfer screens' GraphQL documents and rows, typed from server/schema.graphql by gql.tada.
import { TRANSFER_STATUSES } from "../../../../common/schemas/transfer";
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";
import { optionsOf } from "../../catalogue/options";

const TRANSFER_LIST_FRAGMENT = graphql(`
  fragment TransferListFields on Transfer {
    id secondaryId status itemCount receivedCount description expectedDeliveryDate demandNoteId createdAt
    locationFrom { id name type } locationTo { id name type }
  }
`);

/** The lists' fields, for the data provider's list query (the resource declarations). */
export const TRANSFER_LIST_FIELDS = fieldsOf(TRANSFER_LIST_FRAGMENT);
export type TransferListRecord = ResultOf<typeof TRANSFER_LIST_FRAGMENT>;

export const GET_TRANSFER = graphql(
  `query Transfer($id: ID!) {
    transfer: getTransfer(id: $id) {
      ...TransferListFields
      demandNoteNumber
      transferItems { id status quantity receivedAt productLot { id actionId batchNumber batchExpiry product { id secondaryId name } } }
    }
  }`,
  [TRANSFER_LIST_FRAGMENT],
);
export type TransferDetails = ResultOf<typeof GET_TRANSFER>["transfer"];
export type TransferItem = TransferDetails["transferItems"][number];

export const VALIDATE_LOTS = graphql(`query ValidateTransferLots($locationId: ID!, $actionIds: [String!]!) {
  checks: bulkValidateProductLots(locationId: $locationId, actionIds: $actionIds) {
    actionId valid reason lot { id actionId productId productName quantity batchExpiry isOpened }
  }
}`);
export type LotCheck = ResultOf<typeof VALIDATE_LOTS>["checks"][number];
export type CheckedLot = NonNullable<LotCheck["lot"]>;

/** What a transfer answering a demand note can send now, per open line (the create screen's pre-fill). */
export const DEMAND_NOTE_OFFER = graphql(`query DemandNoteTransferOffer($demandNoteId: ID!, $locationFromId: ID!) {
  offer: getDemandNoteTransferOffer(demandNoteId: $demandNoteId, locationFromId: $locationFromId) {
    lineId product { id name secondaryId } requestedQuantity remainingQuantity availablePacks offeredPacks
  }
}`);

export const CREATE_TRANSFER = graphql(`mutation CreateTransfer($input: CreateTransferInput!) {
  transfer: createTransfer(input: $input) { id secondaryId itemCount }
}`);

export const RECEIVE_TRANSFER_ITEMS = graphql(`mutation ReceiveTransferItems($transferId: ID!, $ids: [ID!]!) {
  transfer: receiveTransferItems(transferId: $transferId, transferItemsIds: $ids) { id status receivedCount itemCount }
}`);

export const RECEIVE_ALL_TRANSFER_ITEMS = graphql(`mutation ReceiveAllTransferItems($transferId: ID!) {
  transfer: receiveAllTransferItems(transferId: $transferId) { id status receivedCount itemCount }
}`);

export const TRANSFER_STATUS_OPTIONS = optionsOf(TRANSFER_STATUSES, { IN_TRANSIT: "blue", PARTIALLY_RECEIVED: "gold", RECEIVED: "green", CANCELLED: "default" });
