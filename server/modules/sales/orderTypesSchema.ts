// GraphQL types of orders, carts and POS lookups; the operations are in the *Schema files.
import {
  FULFILLMENT_STATUSES,
  ORDER_CHANNELS,
  ORDER_KINDS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SALE_ORDER_TYPES,
  SHIPPING_STATUSES,
} from "../../../common/schemas/order";
import { builder } from "../../graphql/builder";
import { DiscountScopeEnum } from "../discounts";
import { PaymentMethodEnum } from "../registers";
import { UserNameRef } from "../users";
import type {
  CartDiscountRow,
  CartIntegrationRow,
  CartLotPreviewRow,
  CartSummaryLineRow,
  CartSummaryRow,
  OrderItemLotRow,
  OrderItemRow,
  OrderLocationRow,
  OrderPaymentRow,
  OrderRegisterRow,
  OrderRow,
  PosLotRow,
  PosProductRow,
  PosScanResultRow,
} from "./orderRows";

export const PaymentStatusEnum = builder.enumType("PaymentStatus", { values: PAYMENT_STATUSES });
export const OrderStatusEnum = builder.enumType("OrderStatus", { values: ORDER_STATUSES });
const OrderTypeEnum = builder.enumType("OrderType", { values: SALE_ORDER_TYPES });
const OrderSourceEnum = builder.enumType("OrderSource", { values: ORDER_SOURCES });
const OrderChannelEnum = builder.enumType("OrderChannel", { values: ORDER_CHANNELS });
const OrderKindEnum = builder.enumType("OrderKind", { values: ORDER_KINDS });
export const ShippingStatusEnum = builder.enumType("ShippingStatus", { values: SHIPPING_STATUSES });
export const FulfillmentStatusEnum = builder.enumType("FulfillmentStatus", { values: FULFILLMENT_STATUSES });

const OrderItemLotRef = builder.objectRef<OrderItemLotRow>("OrderItemLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    batchExpiry: t.exposeString("batchExpiry"),
    quantity: t.exposeInt("quantity"),
    returnedQuantity: t.exposeInt("returnedQuantity"),
  }),
});

export const OrderItemRef = builder.objectRef<OrderItemRow>("OrderItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeID("productId"),
    name: t.exposeString("name"),
    skuCode: t.exposeString("skuCode", { nullable: true }),
    quantity: t.exposeInt("quantity"),
    returnedQuantity: t.exposeInt("returnedQuantity"),
    unitPrice: t.exposeFloat("unitPrice"),
    discount: t.exposeFloat("discount"),
    tax: t.exposeFloat("tax"),
    taxRate: t.exposeFloat("taxRate"),
    isTaxInclusive: t.exposeBoolean("isTaxInclusive"),
    subTotal: t.exposeFloat("subTotal"),
    totalPrice: t.exposeFloat("totalPrice"),
    lots: t.field({ type: [OrderItemLotRef], resolve: (i) => i.lots }),
  }),
});

export const OrderPaymentRef = builder.objectRef<OrderPaymentRow>("OrderPayment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    method: t.field({ type: PaymentMethodEnum, resolve: (p) => p.method }),
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    amount: t.exposeFloat("amount"),
    tendered: t.exposeFloat("tendered"),
    change: t.exposeFloat("change"),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
  }),
});

export const OrderLocationRef = builder.objectRef<OrderLocationRow>("OrderLocation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    address: t.exposeString("address", { nullable: true }),
    taxNumber: t.exposeString("taxNumber", { nullable: true }),
    salesTaxNumber: t.exposeString("salesTaxNumber", { nullable: true }),
  }),
});

export const OrderRegisterRef = builder.objectRef<OrderRegisterRow>("OrderRegister").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    secondaryId: t.exposeString("secondaryId"),
    receiptTemplate: t.exposeString("receiptTemplate"),
    terminalTaxId: t.exposeString("terminalTaxId", { nullable: true }),
  }),
});

export const CartDiscountRef = builder.objectRef<CartDiscountRow>("CartDiscount").implement({
  fields: (t) => ({
    discountId: t.exposeID("discountId"),
    title: t.exposeString("title"),
    code: t.exposeString("code", { nullable: true }),
    scope: t.field({ type: DiscountScopeEnum, resolve: (d) => d.scope }),
    amount: t.exposeFloat("amount"),
  }),
});

const CartIntegrationRef = builder.objectRef<CartIntegrationRow>("CartIntegration").implement({
  fields: (t) => ({ name: t.exposeString("name"), amount: t.exposeFloat("amount") }),
});

export const OrderRef = builder.objectRef<OrderRow>("Order").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    kind: t.field({ type: OrderKindEnum, resolve: (o) => o.kind }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    orderType: t.field({ type: OrderTypeEnum, resolve: (o) => o.orderType }),
    orderSource: t.field({ type: OrderSourceEnum, resolve: (o) => o.orderSource }),
    orderChannel: t.field({ type: OrderChannelEnum, resolve: (o) => o.orderChannel }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.paymentStatus }),
    fulfillmentStatus: t.field({ type: FulfillmentStatusEnum, resolve: (o) => o.fulfillmentStatus }),
    shippingStatus: t.field({ type: ShippingStatusEnum, resolve: (o) => o.shippingStatus }),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: OrderLocationRef, resolve: (o) => o.location }),
    registerId: t.exposeID("registerId", { nullable: true }),
    register: t.field({ type: OrderRegisterRef, nullable: true, resolve: (o) => o.register }),
    sessionId: t.exposeID("sessionId", { nullable: true }),
    customerId: t.exposeID("customerId", { nullable: true }),
    partnerId: t.exposeID("partnerId", { nullable: true }),
    mrNo: t.exposeString("mrNo", { nullable: true }),
    comment: t.exposeString("comment", { nullable: true }),
    specialInstructions: t.exposeString("specialInstructions", { nullable: true }),
    cancelledReason: t.exposeString("cancelledReason", { nullable: true }),
    refundMethodReason: t.exposeString("refundMethodReason", { nullable: true, description: "A return refunded by another method than the sale's own: why." }),
    refundMethodChosenBy: t.field({ type: UserNameRef, nullable: true, description: "Who chose that method (the user who made the return).", resolve: (o) => (o.refundMethodChosenById ? o.createdBy : null) }),
    subtotal: t.exposeFloat("subtotal"),
    totalDiscount: t.exposeFloat("totalDiscount"),
    tax: t.exposeFloat("tax"),
    deliveryCharges: t.exposeFloat("deliveryCharges"),
    platformFee: t.exposeFloat("platformFee"),
    platformFeeTax: t.exposeFloat("platformFeeTax"),
    posFees: t.exposeFloat("posFees"),
    integrationCharges: t.exposeFloat("integrationCharges"),
    totalAmount: t.exposeFloat("totalAmount"),
    changeDue: t.exposeFloat("changeDue"),
    fbrInvoiceId: t.exposeString("fbrInvoiceId", { nullable: true }),
    printCount: t.exposeInt("printCount"),
    items: t.field({ type: [OrderItemRef], resolve: (o) => o.items }),
    payments: t.field({ type: [OrderPaymentRef], resolve: (o) => o.payments }),
    createdBy: t.field({ type: UserNameRef, nullable: true, resolve: (o) => o.createdBy }),
    createdAt: t.field({ type: "DateTime", resolve: (o) => o.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (o) => o.updatedAt }),
    completedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.completedAt }),
  }),
});

const CartLotPreviewRef = builder.objectRef<CartLotPreviewRow>("CartLotPreview").implement({
  fields: (t) => ({
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    quantity: t.exposeInt("quantity"),
    batchExpiry: t.exposeString("batchExpiry"),
    isOpened: t.exposeBoolean("isOpened"),
  }),
});

const CartSummaryLineRef = builder.objectRef<CartSummaryLineRow>("CartSummaryLine").implement({
  fields: (t) => ({
    productId: t.exposeID("productId"),
    name: t.exposeString("name"),
    skuCode: t.exposeString("skuCode", { nullable: true }),
    quantity: t.exposeInt("quantity"),
    unitPrice: t.exposeFloat("unitPrice"),
    isTaxInclusive: t.exposeBoolean("isTaxInclusive"),
    taxRate: t.exposeFloat("taxRate"),
    subTotal: t.exposeFloat("subTotal"),
    discount: t.exposeFloat("discount"),
    tax: t.exposeFloat("tax"),
    totalPrice: t.exposeFloat("totalPrice"),
    availableQuantity: t.exposeInt("availableQuantity"),
    lots: t.field({ type: [CartLotPreviewRef], resolve: (l) => l.lots }),
  }),
});

export const CartSummaryRef = builder.objectRef<CartSummaryRow>("CartSummary").implement({
  fields: (t) => ({
    subtotal: t.exposeFloat("subtotal"),
    totalDiscount: t.exposeFloat("totalDiscount"),
    shippingDiscount: t.exposeFloat("shippingDiscount"),
    tax: t.exposeFloat("tax"),
    deliveryCharges: t.exposeFloat("deliveryCharges"),
    platformFee: t.exposeFloat("platformFee"),
    platformFeeTax: t.exposeFloat("platformFeeTax"),
    posFees: t.exposeFloat("posFees"),
    integrationCharges: t.exposeFloat("integrationCharges"),
    total: t.exposeFloat("total"),
    discountCodeRefusal: t.exposeString("discountCodeRefusal", { nullable: true }),
    lines: t.field({ type: [CartSummaryLineRef], resolve: (s) => s.lines }),
    discounts: t.field({ type: [CartDiscountRef], resolve: (s) => s.discounts }),
    integrations: t.field({ type: [CartIntegrationRef], resolve: (s) => s.integrations }),
  }),
});

export const PosProductRef = builder.objectRef<PosProductRow>("PosProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    skuCode: t.exposeString("skuCode", { nullable: true }),
    gtin: t.exposeString("gtin", { nullable: true }),
    uomFactor: t.exposeInt("uomFactor"),
    sellingUnit: t.exposeString("sellingUnit"),
    unitPrice: t.exposeFloat("unitPrice"),
    isTaxInclusive: t.exposeBoolean("isTaxInclusive"),
    taxRate: t.exposeFloat("taxRate"),
    availableQuantity: t.exposeInt("availableQuantity"),
  }),
});

const PosLotRef = builder.objectRef<PosLotRow>("PosLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    actionId: t.exposeString("actionId"),
    quantity: t.exposeInt("quantity"),
    batchExpiry: t.exposeString("batchExpiry"),
    isOpened: t.exposeBoolean("isOpened"),
  }),
});

export const PosScanResultRef = builder.objectRef<PosScanResultRow>("PosScanResult").implement({
  fields: (t) => ({
    product: t.field({ type: PosProductRef, resolve: (r) => r.product }),
    lot: t.field({ type: PosLotRef, nullable: true, resolve: (r) => r.lot }),
  }),
});

const CartItemInputRef = builder.inputType("CartItemInput", {
  fields: (t) => ({ productId: t.id({ required: true }), quantity: t.int({ required: true }), lotId: t.id() }),
});

export const CartInputRef = builder.inputType("CartInput", {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    registerId: t.id({ required: true }),
    orderType: t.field({ type: OrderTypeEnum }),
    items: t.field({ type: [CartItemInputRef], required: true }),
    specialInstructions: t.string(),
    mrNo: t.string(),
    customerId: t.id(),
    addressId: t.id(),
    partnerId: t.id(),
    discountCode: t.string(),
    deliveryCharges: t.float(),
    comment: t.string(),
  }),
});

export const PaymentInputRef = builder.inputType("PaymentInput", {
  fields: (t) => ({ method: t.field({ type: PaymentMethodEnum, required: true }), amount: t.float({ required: true }) }),
});

export const CreateOrderInputRef = builder.inputType("CreateOrderInput", {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    order: t.field({ type: CartInputRef, required: true }),
    payments: t.field({ type: [PaymentInputRef], required: true }),
    heldOrderId: t.id(),
  }),
});
