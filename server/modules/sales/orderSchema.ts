// Orders: held carts, the order list and details, and the status transitions (the sale itself, createOrder, is a
// flow of its own: server/flows/completeSaleSchema.ts).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { selectedFieldNames } from "../../graphql/selectedFields";
import { listArgs, listType } from "../../graphql/listTypes";
import { getHeldOrders, holdOrder, resumeHeldOrder } from "./holdService";
import { getOrder, listOrders } from "./orderQueries";
import { markOrderPrinted, processFulfillment, processOrder, processShipping, updatePaymentStatus } from "./orderTransitions";
import {
  CartInputRef,
  FulfillmentStatusEnum,
  OrderRef,
  OrderStatusEnum,
  PaymentStatusEnum,
  ShippingStatusEnum,
} from "./orderTypesSchema";

const OrderList = listType("Order", OrderRef);
const pos = P.salesOrders.pos;
const manage = P.salesOrders.orderManagement;

builder.mutationField("holdOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: pos.sell },
    args: { order: t.arg({ type: CartInputRef, required: true }), note: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => holdOrder(scope, args)),
  }),
);

builder.queryField("getHeldOrders", (t) =>
  t.field({
    type: [OrderRef],
    authScopes: { permission: pos.sell },
    args: { registerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getHeldOrders(scope, String(args.registerId))),
  }),
);

builder.mutationField("resumeHeldOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: pos.sell },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => resumeHeldOrder(scope, String(args.id))),
  }),
);

builder.queryField("getOrders", (t) =>
  t.field({
    type: OrderList,
    authScopes: { permission: manage.orderListRead },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx, info) => {
      const selected = selectedFieldNames(info, ["data"]);
      return inTransaction(ctx, (scope) => listOrders(scope, args, { items: selected.has("items"), payments: selected.has("payments") }));
    },
  }),
);

builder.queryField("getOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: [manage.orderDetailsRead, pos.sell] },
    args: { id: t.arg.id(), secondaryId: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getOrder(scope, { id: args.id == null ? null : String(args.id), secondaryId: args.secondaryId ?? null })),
  }),
);

builder.mutationField("processOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: manage.update },
    args: { orderId: t.arg.id({ required: true }), status: t.arg({ type: OrderStatusEnum, required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => processOrder(scope, String(args.orderId), args.status, args.reason ?? null)),
  }),
);

builder.mutationField("updatePaymentStatus", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: manage.update },
    args: { paymentStatus: t.arg({ type: PaymentStatusEnum, required: true }), orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updatePaymentStatus(scope, String(args.orderId), args.paymentStatus)),
  }),
);

builder.mutationField("processShipping", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: manage.update },
    args: { orderId: t.arg.id({ required: true }), shippingStatus: t.arg({ type: ShippingStatusEnum, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => processShipping(scope, String(args.orderId), args.shippingStatus)),
  }),
);

builder.mutationField("processFulfillment", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: manage.update },
    args: { orderId: t.arg.id({ required: true }), fulfillmentStatus: t.arg({ type: FulfillmentStatusEnum, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => processFulfillment(scope, String(args.orderId), args.fulfillmentStatus)),
  }),
);

builder.mutationField("markOrderPrinted", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: [manage.orderDetailsRead, pos.sell] },
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => markOrderPrinted(scope, String(args.orderId))),
  }),
);
