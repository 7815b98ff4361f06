// The return order list and dialog (spec "Return Order"): getReturnedOrders and getReturnOrder(id), answering
// ReturnedOrder: the return with its parent sale's number, customer, location, register, who opened the session,
// the refund method and the returned items with their lots. Relations batched per page, resolved when selected.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { CustomerRef, customersInOrder } from "../customers";
import { type OrderRow, OrderItemRef, OrderLocationRef, OrderPaymentRef, OrderRegisterRef, OrderStatusEnum, parentNumbersOf } from "../sales";
import { PaymentMethodEnum } from "../registers";
import { UserNameRef } from "../users";
import { getReturnOrder, listReturnedOrders, sessionOpenersOf } from "./returnQueries";

const NONE = "00000000-0000-0000-0000-000000000000";

const ParentOrderRef = builder.objectRef<{ id: string; secondaryId: string }>("ReturnParentOrder").implement({
  fields: (t) => ({ id: t.exposeID("id"), secondaryId: t.exposeString("secondaryId") }),
});

const ReturnSessionRef = builder.objectRef<{ id: string; openedBy: { id: string; firstName: string; lastName: string } | null }>("ReturnSession").implement({
  fields: (t) => ({ id: t.exposeID("id"), openedBy: t.field({ type: UserNameRef, nullable: true, resolve: (s) => s.openedBy }) }),
});

export const ReturnedOrderRef = builder.objectRef<OrderRow>("ReturnedOrder").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    parentOrderId: t.exposeID("parentOrderId", { nullable: true }),
    order: t.loadable({
      type: ParentOrderRef,
      nullable: true,
      description: "The sale it gives back.",
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => parentNumbersOf(scope, ids)),
      resolve: (o) => o.parentOrderId ?? NONE,
    }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    comment: t.exposeString("comment", { nullable: true }),
    subtotal: t.exposeFloat("subtotal"),
    totalDiscount: t.exposeFloat("totalDiscount"),
    tax: t.exposeFloat("tax"),
    totalAmount: t.exposeFloat("totalAmount"),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, description: "How the refund was paid (the first method of a split refund).", resolve: (o) => o.payments[0]?.method ?? null }),
    refunds: t.field({ type: [OrderPaymentRef], description: "The refund per method: the sale's own methods, pro rata, unless another was chosen.", resolve: (o) => o.payments }),
    refundMethodReason: t.exposeString("refundMethodReason", { nullable: true, description: "Why the refund went by another method than the sale's own." }),
    refundMethodChosenBy: t.field({ type: UserNameRef, nullable: true, description: "Who chose that method.", resolve: (o) => (o.refundMethodChosenById ? o.createdBy : null) }),
    registerSessionId: t.exposeID("sessionId", { nullable: true }),
    customer: t.loadable({
      type: CustomerRef,
      nullable: true,
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => customersInOrder(scope, ids)),
      resolve: (o) => o.customerId ?? NONE,
    }),
    location: t.field({ type: OrderLocationRef, resolve: (o) => o.location }),
    register: t.field({ type: OrderRegisterRef, nullable: true, resolve: (o) => o.register }),
    session: t.loadable({
      type: ReturnSessionRef,
      nullable: true,
      load: (ids: string[], ctx) => inTransaction(ctx, async (scope) => (await sessionOpenersOf(scope, ids)).map((openedBy, index) => ({ id: ids[index], openedBy }))),
      resolve: (o) => o.sessionId ?? NONE,
    }),
    items: t.field({ type: [OrderItemRef], resolve: (o) => o.items }),
    fbrInvoiceId: t.exposeString("fbrInvoiceId", { nullable: true }),
    printCount: t.exposeInt("printCount"),
    createdAt: t.field({ type: "DateTime", resolve: (o) => o.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (o) => o.updatedAt }),
  }),
});

const ReturnedOrderList = listType("ReturnedOrder", ReturnedOrderRef);
const { returnOrder } = P.salesOrders;

builder.queryField("getReturnedOrders", (t) =>
  t.field({
    type: ReturnedOrderList,
    authScopes: { permission: returnOrder.read },
    args: { ...listArgs(t.arg), search: t.arg.string({ description: "Part of a returned product's name." }), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listReturnedOrders(scope, args)),
  }),
);

builder.queryField("getReturnOrder", (t) =>
  t.field({
    type: ReturnedOrderRef,
    authScopes: { permission: returnOrder.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getReturnOrder(scope, String(args.id))),
  }),
);
