import type { FulfillmentStatus, OrderStatus, PaymentStatus, ShippingStatus } from "../../../common/schemas/order";
import type { ServiceScope } from "../../core/context";
import { conflict } from "../../core/errors";
import type { OrderRow } from "./orderRows";

const todo = (name: string) => conflict(`${name} is not implemented yet.`);
export async function processOrder(_scope: ServiceScope, _orderId: string, _status: OrderStatus, _reason: string | null): Promise<OrderRow> {
  throw todo("processOrder");
}
export async function updatePaymentStatus(_scope: ServiceScope, _orderId: string, _status: PaymentStatus): Promise<OrderRow> {
  throw todo("updatePaymentStatus");
}
export async function processShipping(_scope: ServiceScope, _orderId: string, _status: ShippingStatus): Promise<OrderRow> {
  throw todo("processShipping");
}
export async function processFulfillment(_scope: ServiceScope, _orderId: string, _status: FulfillmentStatus): Promise<OrderRow> {
  throw todo("processFulfillment");
}
export async function markOrderPrinted(_scope: ServiceScope, _orderId: string): Promise<OrderRow> {
  throw todo("markOrderPrinted");
}
