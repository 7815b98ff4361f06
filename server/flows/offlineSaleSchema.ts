// syncOfflineOrder (sales-orders:pos:sell): a sale the till made offline, answering its order (offlineSale.ts);
// syncOfflineOrders: up to OFFLINE_SYNC_BATCH_MAX of them in one request, each answered (offlineSaleBatch.ts).
import { P } from "../../common/permissions/catalogue";
import { inTransaction } from "../core/transaction";
import { builder } from "../graphql/builder";
import { OFFLINE_SYNC_BATCH_MAX } from "../../common/schemas/offlineSale";
import { CartInputRef, OrderRef, PaymentInputRef } from "../modules/sales";
import { syncOfflineOrder } from "./offlineSale";
import { syncOfflineOrders, type OfflineSaleRefusal, type OfflineSaleResult } from "./offlineSaleBatch";

const OfflineLinePriceInputRef = builder.inputType("OfflineLinePriceInput", {
  description: "The unit price (per selling unit) the till charged for a product of the cart, as its receipt printed it.",
  fields: (t) => ({ productId: t.id({ required: true }), unitPrice: t.float({ required: true }) }),
});

const OfflineOrderInputRef = builder.inputType("OfflineOrderInput", {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: "The till's key for this sale: a retried or duplicated sync answers the first order." }),
    offlineNumber: t.string({ required: true, description: "<register secondaryId>-OFF-<sequence, 6+ digits>, e.g. REG-0001-OFF-000042." }),
    madeAt: t.string({ required: true, description: "ISO-8601 time the sale was made on the till." }),
    order: t.field({ type: CartInputRef, required: true, description: "As createOrder's." }),
    payments: t.field({ type: [PaymentInputRef], required: true, description: "CASH and CARD only offline." }),
    linePrices: t.field({
      type: [OfflineLinePriceInputRef],
      description: "The till's unit prices; a product left out is charged its list price at madeAt. One that differs from that price is recorded and flagged (PRICE).",
    }),
  }),
});

const OfflineSaleRefusalFieldRef = builder.objectRef<{ field: string; message: string }>("OfflineSaleRefusalField").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

const OfflineSaleRefusalRef = builder.objectRef<OfflineSaleRefusal>("OfflineSaleRefusal").implement({
  description: "Why the server refused one sale of the batch: the error syncOfflineOrder would have answered for it alone.",
  fields: (t) => ({
    code: t.string({ resolve: (refusal) => refusal.code }),
    message: t.exposeString("message"),
    fields: t.field({
      type: [OfflineSaleRefusalFieldRef],
      description: "BAD_USER_INPUT: the message of each field refused.",
      resolve: (refusal) => Object.entries(refusal.fields ?? {}).map(([field, message]) => ({ field, message })),
    }),
  }),
});

const OfflineSaleResultRef = builder.objectRef<OfflineSaleResult>("OfflineSaleResult").implement({
  description: "One sale of syncOfflineOrders, in the order sent: its order (taken now, or earlier under its key), or its refusal.",
  fields: (t) => ({
    idempotencyKey: t.string({ nullable: true, resolve: (result) => result.idempotencyKey }),
    order: t.field({ type: OrderRef, nullable: true, resolve: (result) => result.order }),
    refusal: t.field({ type: OfflineSaleRefusalRef, nullable: true, resolve: (result) => result.refusal }),
  }),
});

builder.mutationField("syncOfflineOrders", (t) =>
  t.field({
    type: [OfflineSaleResultRef],
    description: `Up to ${OFFLINE_SYNC_BATCH_MAX} offline sales in their order, each as syncOfflineOrder takes it (its own key and savepoint): one result per sale.`,
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { sales: t.arg({ type: [OfflineOrderInputRef], required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => syncOfflineOrders(scope, { sales: args.sales })),
  }),
);

builder.mutationField("syncOfflineOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { input: t.arg({ type: OfflineOrderInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => syncOfflineOrder(scope, args.input)),
  }),
);
