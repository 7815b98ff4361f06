// The adjustment screens' GraphQL documents and the rows they read, typed from server/schema.graphql
// (Adjustment, ExpiredLots, ProductLot) by gql.tada: see src/graphql.
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";

/** An adjustment as the list and the details' header show it. */
const ADJUSTMENT_LIST_FRAGMENT = graphql(`
  fragment AdjustmentListFields on Adjustment {
    id secondaryId title remarks adjustmentType status auditId auditSecondaryId locationId location { id name }
    itemCount lotCount adjustedQuantity stockValue stockValueExcludingTax taxValue
    createdAt createdBy { id firstName lastName } updatedAt updatedBy { id firstName lastName }
    approvedAt approvedBy { id firstName lastName }
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const ADJUSTMENT_LIST_FIELDS = fieldsOf(ADJUSTMENT_LIST_FRAGMENT);

/** One adjustment with its products and their lots: the details dialog and the printed record. */
export const GET_ADJUSTMENT = graphql(
  `query Adjustment($id: ID!) {
    adjustment: getAdjustment(id: $id) {
      ...AdjustmentListFields
      products {
        id locationId productName netQuantity stockValue
        adjustmentLot {
          id lotId actionId batchNumber kind reason status adjustedStatus expiryDate originalQuantity adjustedQuantity holdsLot
          locationName stockValue stockValueExcludingTax taxValue
        }
      }
    }
  }`,
  [ADJUSTMENT_LIST_FRAGMENT],
);

export const DECIDE_ADJUSTMENT = graphql(`mutation DecideAdjustment($id: ID!, $status: AdjustmentStatus!) {
  adjustment: updateAdjustmentStatus(id: $id, status: $status) { id secondaryId status }
}`);

export const CREATE_ADJUSTMENT = graphql(`mutation CreateAdjustment($input: CreateAdjustmentInput!) {
  adjustment: createAdjustment(input: $input) { id secondaryId lotCount }
}`);

export const EXPIRED_LOTS = graphql(`query ExpiredLots($locationId: ID!) {
  expired: getExpiredLots(locationId: $locationId) {
    locationId lotCount quantity stockValue stockValueExcludingTax taxValue
    lots { lotId actionId productId productName batchExpiry quantity stockValue stockValueExcludingTax taxValue }
  }
}`);

export const WRITE_OFF_EXPIRED = graphql(`mutation WriteOffExpired($locationId: ID!, $title: String, $remarks: String) {
  adjustment: createExpiredWriteOff(locationId: $locationId, title: $title, remarks: $remarks) { id secondaryId lotCount }
}`);

/** A lot as the create screen adds it: scanned by its code, or found by a search. */
const ADJUSTABLE_LOT_FRAGMENT = graphql(`
  fragment AdjustableLotFields on ProductLot {
    id actionId status quantity isOpened batchNumber batchExpiry productId product { id secondaryId name uomFactor sellingUnit }
  }
`);

export const SCAN_LOT = graphql(
  `query AdjustmentScanLot($actionId: String!, $locationId: ID!) {
    lot: getProductLot(actionId: $actionId, locationId: $locationId) { ...AdjustableLotFields }
  }`,
  [ADJUSTABLE_LOT_FRAGMENT],
);

export const SEARCH_LOTS = graphql(
  `query AdjustmentSearchLots($locationId: ID!, $limit: Int, $filter: [FilterGroupInput!]) {
    result: getUnexpiredProductLots(locationId: $locationId, page: 1, limit: $limit, filter: $filter) {
      data { ...AdjustableLotFields }
      meta { totalCount }
    }
  }`,
  [ADJUSTABLE_LOT_FRAGMENT],
);

export type AdjustmentRecord = ResultOf<typeof ADJUSTMENT_LIST_FRAGMENT>;
export type AdjustmentDetails = ResultOf<typeof GET_ADJUSTMENT>["adjustment"];
export type AdjustmentProduct = AdjustmentDetails["products"][number];
export type AdjustmentLotLine = AdjustmentProduct["adjustmentLot"][number];
export type ExpiredStock = ResultOf<typeof EXPIRED_LOTS>["expired"];
export type ExpiredLot = ExpiredStock["lots"][number];
export type AdjustableLot = ResultOf<typeof ADJUSTABLE_LOT_FRAGMENT>;
type UserName = { firstName: string; lastName: string } | null | undefined;

/** "Ayesha Malik", or "—" when nobody is recorded. */
export const personName = (user: UserName) => (user ? `${user.firstName} ${user.lastName}`.trim() : "—");
