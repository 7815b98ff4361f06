// The status changes the server allows (common/schemas/order: the server refuses any other), per kind of status,
// with the mutation that makes each.
import {
  FULFILLMENT_STATUS_TRANSITIONS,
  ORDER_STATUS_TRANSITIONS,
  PAYMENT_STATUS_TRANSITIONS,
  SHIPPING_STATUS_TRANSITIONS,
  type FulfillmentStatus,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
} from "../../../../common/schemas/order";

export type TransitionKind = "status" | "paymentStatus" | "shippingStatus" | "fulfillmentStatus";

export const TRANSITION_LABELS: Record<TransitionKind, string> = {
  status: "Order Status",
  paymentStatus: "Payment Status",
  shippingStatus: "Shipping",
  fulfillmentStatus: "Fulfilment",
};

export interface OrderStatuses {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  fulfillmentStatus: FulfillmentStatus;
}

/** Where each kind of status may go from the order's current one; a cancelled order changes no more. */
export function allowedTransitions(order: OrderStatuses): Record<TransitionKind, readonly string[]> {
  const cancelled = order.status === "CANCELLED";
  return {
    status: ORDER_STATUS_TRANSITIONS[order.status] ?? [],
    paymentStatus: cancelled ? [] : (PAYMENT_STATUS_TRANSITIONS[order.paymentStatus] ?? []),
    shippingStatus: cancelled ? [] : (SHIPPING_STATUS_TRANSITIONS[order.shippingStatus] ?? []),
    fulfillmentStatus: cancelled ? [] : (FULFILLMENT_STATUS_TRANSITIONS[order.fulfillmentStatus] ?? []),
  };
}
