// The return order screens' GraphQL documents (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf } from "../../../graphql";

export const RETURNED_ORDERS = graphql(`query ReturnedOrders($search: String, $locationId: ID, $page: Int, $limit: Int, $filter: [FilterGroupInput!]) {
  list: getReturnedOrders(search: $search, locationId: $locationId, page: $page, limit: $limit, filter: $filter) {
    data { id secondaryId parentOrderId order { id secondaryId } status comment totalAmount createdAt updatedAt customer { id name phoneNumber } }
    meta { totalCount }
  }
}`);
export type ReturnedOrderRow = ResultOf<typeof RETURNED_ORDERS>["list"]["data"][number];

export const RETURN_ORDER = graphql(`query ReturnOrderDetails($id: ID!) {
  returned: getReturnOrder(id: $id) {
    id secondaryId parentOrderId status comment totalAmount createdAt paymentMethod
    order { id secondaryId }
    customer { id name phoneNumber }
    location { name }
    register { name }
    session { openedBy { firstName lastName } }
    items { id name skuCode quantity unitPrice discount subTotal totalPrice lots { id actionId } }
    refunds { id method amount } refundMethodReason refundMethodChosenBy { firstName lastName }
  }
}`);
export type ReturnOrderDetails = ResultOf<typeof RETURN_ORDER>["returned"];
