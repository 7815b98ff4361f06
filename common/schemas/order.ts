// Orders (DESIGN "Selling"; spec sales-and-system §3 Order, Cart summary, §4 Order): the enums of an order and the
// rules of a cart and its payments, shared by the POS screen and the server's cart summary and sale.
import { z } from "zod";
import { MONEY_MAX, formatBound, optionalMoney, requiredCount, requiredMoney } from "../validation/bounds";
import { optionalText, requiredId, optionalId, requiredText } from "./fields";
import { idempotencyKeySchema, IDEMPOTENCY_KEY_MESSAGE } from "./idempotency";

export const PAYMENT_METHODS = ["CASH", "CARD", "CREDIT", "BANK_TRANSFER"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { CASH: "Cash", CARD: "Card", CREDIT: "Credit", BANK_TRANSFER: "Bank Transfer" };

/** A payment method as people read it ("Bank Transfer"); an unknown one with its underscores as spaces. */
export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method.replace(/_/g, " ");
}
export const PAYMENT_STATUSES = ["FAILED", "PAID", "PARTIALLY_PAID", "PARTIALLY_REFUNDED", "PENDING", "REFUNDED", "UNPAID"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_STATUSES = ["HOLD", "PENDING", "PROCESSING", "COMPLETED", "FULFILLED", "CANCELLED", "PARTIALLY_RETURNED", "RETURNED", "RETURN_REQUESTED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Fulfilment type: a counter sale is PICKUP. */
export const SALE_ORDER_TYPES = ["DELIVERY", "PICKUP", "RETURN"] as const;
export type SaleOrderType = (typeof SALE_ORDER_TYPES)[number];
export const ORDER_SOURCES = ["APP", "ECOM", "POS", "WHATSAPP"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_CHANNELS = ["CATALOG", "CUSTOM", "POS", "WHATSAPP"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_KINDS = ["NORMAL", "RETURN"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const SHIPPING_STATUSES = ["NOT_APPLICABLE", "NOT_SHIPPED", "PENDING", "PARTIALLY_SHIPPED", "SHIPPED", "IN_TRANSIT"] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const FULFILLMENT_STATUSES = ["UNFULFILLED", "PARTIALLY_FULFILLED", "FULFILLED"] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const CART_LINES_MAX = 200;
/** Selling units of one product on one line. */
export const CART_QUANTITY_MAX = 10_000;
export const PAYMENTS_MAX = 10;
export const SEARCH_RESULTS_MAX = 50;

export const LOCATION_MESSAGE = "Please select a location.";
export const REGISTER_MESSAGE = "Please select a register.";
export const CART_PRODUCT_MESSAGE = "Please select a product.";
export const CART_LOT_MESSAGE = "Please scan a valid lot.";
export const CART_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${formatBound(CART_QUANTITY_MAX)}.`;
export const CART_EMPTY_MESSAGE = "Please add at least one item to the cart.";
export const CART_LINES_MAX_MESSAGE = `A cart can have at most ${CART_LINES_MAX} lines.`;
export const PAYMENT_METHOD_MESSAGE = "Please select a payment method.";
export const PAYMENT_AMOUNT_MESSAGE = "A payment must be an amount of 0 or more with at most 2 decimals.";
export const PAYMENTS_EMPTY_MESSAGE = "Please add a payment.";
export const PAYMENTS_MAX_MESSAGE = `A sale can have at most ${PAYMENTS_MAX} payments.`;
export const SEARCH_MESSAGE = "Please type a name, SKU or GTIN to search.";
export const SCAN_CODE_MESSAGE = "Please scan or type a code.";
export const REASON_MESSAGE = "Please give a reason for cancelling.";
export const HELD_ORDER_MESSAGE = "Please select a held cart.";
export const CUSTOMER_MESSAGE = "Please select a customer.";
export const DELIVERY_CUSTOMER_MESSAGE = "Please select a customer for a delivery.";
export const DELIVERY_ADDRESS_MESSAGE = "Please select a delivery address.";
export const PARTNER_MESSAGE = "Please select a partner.";
export const DELIVERY_CHARGES_ONLY_MESSAGE = "Delivery charges apply only to a delivery.";
/** A cart is sold, held or priced; a return goes through returnOrder (the till's Order return panel). */
export const ORDER_TYPE_RETURN_MESSAGE = "A sale cannot be of order type RETURN: take goods back with Order return (returnOrder).";
export const ADDRESS_NEEDS_CUSTOMER_MESSAGE = "Please select the customer of this address.";
export const DISCOUNT_CODE_RULE = { label: "Discount code", max: 30 };
/** A cart priced past the money bound (its total could not be stored, nor paid): summary, hold and sale refuse it. */
export const CART_TOTAL_MAX_MESSAGE = `The total of a sale must be at most Rs ${formatBound(MONEY_MAX)}. Please split it into smaller sales.`;
export const registerBalanceMaxMessage = (name: string) => `This sale would take the cash in register ${name} past Rs ${formatBound(MONEY_MAX)}. Please take cash out first.`;

/** 'Payments of Rs X do not cover the total of Rs Y.' (the amounts as printed). */
export const paymentsShortMessage = (paid: string, total: string) => `Payments of Rs ${paid} do not cover the total of Rs ${total}.`;
export const nonCashOverMessage = (nonCash: string, total: string) =>
  `Card, credit and bank transfer payments of Rs ${nonCash} are more than the total of Rs ${total}. Only cash can exceed the total.`;

const noteRule = { label: "Note", max: 500 };
/** Ids compare as Postgres prints them: lower case. */
const id = (message: string) => requiredId(message).transform((value) => value.toLowerCase());
const optionalLowerId = (message: string) => optionalId(message).transform((value) => value?.toLowerCase() ?? null);

export const cartItemSchema = z.object({
  productId: id(CART_PRODUCT_MESSAGE),
  quantity: requiredCount("Quantity", { min: 1, max: CART_QUANTITY_MAX, message: CART_QUANTITY_MESSAGE }),
  lotId: optionalLowerId(CART_LOT_MESSAGE),
});
export type CartItemInput = z.output<typeof cartItemSchema>;

export const cartSchema = z.object({
  locationId: id(LOCATION_MESSAGE),
  registerId: id(REGISTER_MESSAGE),
  orderType: z
    .enum(SALE_ORDER_TYPES, { error: "Please select an order type." })
    .nullish()
    .transform((value) => value ?? "PICKUP"),
  items: z.array(cartItemSchema, { error: CART_EMPTY_MESSAGE }).min(1, { error: CART_EMPTY_MESSAGE }).max(CART_LINES_MAX, { error: CART_LINES_MAX_MESSAGE }),
  specialInstructions: optionalText({ label: "Special instructions", max: 1000 }),
  mrNo: optionalText({ label: "MR number", max: 100 }),
  customerId: optionalLowerId(CUSTOMER_MESSAGE),
  addressId: optionalLowerId(DELIVERY_ADDRESS_MESSAGE),
  partnerId: optionalLowerId(PARTNER_MESSAGE),
  discountCode: optionalText(DISCOUNT_CODE_RULE).transform((code) => code?.toUpperCase() ?? null),
  deliveryCharges: optionalMoney("Delivery charges").transform((value) => value ?? 0),
  comment: optionalText({ label: "Comment", max: 500 }),
}).superRefine((cart, ctx) => {
  if (cart.orderType === "RETURN") ctx.addIssue({ code: "custom", path: ["orderType"], message: ORDER_TYPE_RETURN_MESSAGE });
  if (cart.orderType === "DELIVERY") {
    if (!cart.customerId) ctx.addIssue({ code: "custom", path: ["customerId"], message: DELIVERY_CUSTOMER_MESSAGE });
    if (!cart.addressId) ctx.addIssue({ code: "custom", path: ["addressId"], message: DELIVERY_ADDRESS_MESSAGE });
  } else if (cart.deliveryCharges > 0) {
    ctx.addIssue({ code: "custom", path: ["deliveryCharges"], message: DELIVERY_CHARGES_ONLY_MESSAGE });
  }
  if (cart.addressId && !cart.customerId) ctx.addIssue({ code: "custom", path: ["customerId"], message: ADDRESS_NEEDS_CUSTOMER_MESSAGE });
});
export type CartInput = z.output<typeof cartSchema>;

export const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
  amount: requiredMoney("Amount", { message: PAYMENT_AMOUNT_MESSAGE }),
});

export const createOrderSchema = z.object({
  idempotencyKey: idempotencyKeySchema.refine((key) => key !== null, { error: IDEMPOTENCY_KEY_MESSAGE }),
  order: cartSchema,
  // a delivery may be paid on delivery: no payment now
  payments: z.array(paymentSchema, { error: PAYMENTS_EMPTY_MESSAGE }).max(PAYMENTS_MAX, { error: PAYMENTS_MAX_MESSAGE }),
  heldOrderId: optionalLowerId(HELD_ORDER_MESSAGE),
}).superRefine((sale, ctx) => {
  if (sale.payments.length === 0 && sale.order.orderType !== "DELIVERY") ctx.addIssue({ code: "custom", path: ["payments"], message: PAYMENTS_EMPTY_MESSAGE });
});

export const holdOrderSchema = z.object({ order: cartSchema, note: optionalText(noteRule) });

export const scanCodeSchema = z.object({ locationId: id(LOCATION_MESSAGE), code: requiredText(SCAN_CODE_MESSAGE, { label: "Code", max: 100 }) });
export const posSearchSchema = z.object({
  locationId: id(LOCATION_MESSAGE),
  search: requiredText(SEARCH_MESSAGE, { label: "Search", max: 100 }),
  limit: z
    .number()
    .int()
    .nullish()
    .transform((value) => Math.min(Math.max(value ?? 20, 1), SEARCH_RESULTS_MAX)),
});

export const cancelReasonSchema = optionalText({ label: "Reason", max: 500 });

export { MONEY_MAX };

/**
 * The status changes an order may make (README "Orders: transitions"); anything else is refused with
 * 'An order that is {from} cannot become {to}.' Returns (issue 14) add their own. A cancelled order changes no more.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  HOLD: ["CANCELLED"],
  PENDING: ["PROCESSING", "CANCELLED"],
  PROCESSING: ["COMPLETED", "CANCELLED"],
  COMPLETED: ["FULFILLED"],
  FULFILLED: [],
  CANCELLED: [],
  PARTIALLY_RETURNED: [],
  RETURNED: [],
  RETURN_REQUESTED: [],
};
export const PAYMENT_STATUS_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  PENDING: ["PAID", "PARTIALLY_PAID", "UNPAID", "FAILED"],
  UNPAID: ["PAID", "PARTIALLY_PAID", "FAILED"],
  PARTIALLY_PAID: ["PAID"],
  FAILED: ["PENDING", "PAID"],
  PAID: [],
  PARTIALLY_REFUNDED: [],
  REFUNDED: [],
};
export const SHIPPING_STATUS_TRANSITIONS: Readonly<Record<ShippingStatus, readonly ShippingStatus[]>> = {
  NOT_APPLICABLE: [],
  NOT_SHIPPED: ["PENDING", "SHIPPED"],
  PENDING: ["PARTIALLY_SHIPPED", "SHIPPED"],
  PARTIALLY_SHIPPED: ["SHIPPED"],
  SHIPPED: ["IN_TRANSIT"],
  IN_TRANSIT: [],
};
export const FULFILLMENT_STATUS_TRANSITIONS: Readonly<Record<FulfillmentStatus, readonly FulfillmentStatus[]>> = {
  UNFULFILLED: ["PARTIALLY_FULFILLED", "FULFILLED"],
  PARTIALLY_FULFILLED: ["FULFILLED"],
  FULFILLED: [],
};

/** A status as a sentence says it: PARTIALLY_PAID → "partially paid". */
export const statusInWords = (status: string) => status.toLowerCase().replace(/_/g, " ");
export const transitionRefusedMessage = (from: string, to: string) => `An order that is ${statusInWords(from)} cannot become ${statusInWords(to)}.`;
