// The order screens' GraphQL documents and the rows they read, typed from server/schema.graphql by gql.tada.
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";

/** An order as the list shows it. */
const ORDER_LIST_FRAGMENT = graphql(`
  fragment OrderListFields on Order {
    id secondaryId kind status orderType orderSource orderChannel paymentStatus fulfillmentStatus shippingStatus
    totalAmount printCount createdAt
    locationId location { id name }
    registerId register { id name secondaryId }
    items { id quantity }
  }
`);

/** The list's fields, for the data provider's list query (the resource declaration). */
export const ORDER_LIST_FIELDS = fieldsOf(ORDER_LIST_FRAGMENT);
export type OrderListRecord = ResultOf<typeof ORDER_LIST_FRAGMENT>;

export const GET_ORDER_DETAILS = graphql(`query OrderDetails($id: ID!) {
  order: getOrder(id: $id) {
    id secondaryId kind status orderType orderSource orderChannel paymentStatus fulfillmentStatus shippingStatus
    mrNo comment specialInstructions cancelledReason fbrInvoiceId fiscalNumberIsSandbox fiscalStatus printCount
    offlineNumber madeOffline offlineDiscrepancies { id kind productName quantity expected actual resolvedAt }
    subtotal totalDiscount tax deliveryCharges platformFee platformFeeTax posFees integrationCharges totalAmount changeDue
    createdAt updatedAt completedAt
    location { id name }
    register { id name secondaryId }
    createdBy { id firstName lastName }
    items {
      id name skuCode quantity returnedQuantity unitPrice discount tax taxRate isTaxInclusive subTotal totalPrice
      lots { id lotId actionId batchExpiry quantity returnedQuantity }
    }
    payments { id method status amount tendered change createdAt }
    customer { id name phoneNumber email }
    partner { id name }
    address { id line landmark }
    discountLines { discountId title code scope amount }
    timeline { id action details createdAt user { id firstName lastName } }
  }
}`);

export type OrderDetails = ResultOf<typeof GET_ORDER_DETAILS>["order"];
export type OrderDetailsItem = OrderDetails["items"][number];
export type OrderDetailsPayment = OrderDetails["payments"][number];
export type OrderTimelineItem = OrderDetails["timeline"][number];

export const PROCESS_ORDER = graphql(`mutation ProcessOrder($orderId: ID!, $status: OrderStatus!, $reason: String) {
  order: processOrder(orderId: $orderId, status: $status, reason: $reason) { id secondaryId status }
}`);

export const UPDATE_PAYMENT_STATUS = graphql(`mutation UpdatePaymentStatus($orderId: ID!, $paymentStatus: PaymentStatus!) {
  order: updatePaymentStatus(orderId: $orderId, paymentStatus: $paymentStatus) { id secondaryId paymentStatus }
}`);

export const PROCESS_SHIPPING = graphql(`mutation ProcessShipping($orderId: ID!, $shippingStatus: ShippingStatus!) {
  order: processShipping(orderId: $orderId, shippingStatus: $shippingStatus) { id secondaryId shippingStatus }
}`);

export const PROCESS_FULFILLMENT = graphql(`mutation ProcessFulfillment($orderId: ID!, $fulfillmentStatus: FulfillmentStatus!) {
  order: processFulfillment(orderId: $orderId, fulfillmentStatus: $fulfillmentStatus) { id secondaryId fulfillmentStatus }
}`);
