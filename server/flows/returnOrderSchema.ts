// returnOrder (spec §4 Orders): a customer return at the till (ours: sales-orders:pos:refund), answering the RETURN
// order it wrote (returnOrder.ts). The return orders' list and details are the returns module's.
import { P } from "../../common/permissions/catalogue";
import { inTransaction } from "../core/transaction";
import { builder } from "../graphql/builder";
import { PaymentMethodEnum } from "../modules/registers";
import { OrderRef } from "../modules/sales";
import { returnOrder } from "./returnOrder";

const ReturnLineInputRef = builder.inputType("ReturnLineInput", {
  fields: (t) => ({
    orderItemLotId: t.id({ required: true }),
    quantity: t.int({ required: true }),
    restock: t.boolean({ description: "true (default): sealed and in date, back in stock; false: written off." }),
  }),
});

const ReturnOrderInputRef = builder.inputType("ReturnOrderInput", {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    orderId: t.id({ required: true }),
    registerId: t.id({ required: true }),
    lines: t.field({ type: [ReturnLineInputRef], required: true }),
    refundMethod: t.field({ type: PaymentMethodEnum, description: "Absent: the sale's own methods, pro rata. Another method needs sales-orders:return-order:refund-any-method and refundMethodReason." }),
    refundMethodReason: t.string({ description: "Why the refund goes by another method than the sale's own (required then)." }),
    comment: t.string(),
  }),
});

builder.mutationField("returnOrder", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: P.salesOrders.pos.refund },
    args: { input: t.arg({ type: ReturnOrderInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => returnOrder(scope, args.input)),
  }),
);
